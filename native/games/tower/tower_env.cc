// TowerEnv: reset/step/write for one tower match, and the "tower" registry entry.
#include "native/games/tower/tower_env.h"

#include <cmath>
#include <cstring>
#include <string>
#include <vector>

#include "native/games/fight/cpu.h"
#include "native/games/fight/input.h"
#include "native/games/fight/round_flow.h"
#include "native/games/fight/step_frames.h"
#include "native/games/tower/tower_cpu.h"
#include "native/games/tower/tower_obs.h"
#include "native/games/tower/tower_render.h"
#include "native/games/tower/tower_rules.h"

namespace arena::games::tower {
namespace {

/// The endurance partners of the 1P ladder: every third stage but the last brings a partner,
/// drawn among the characters other than the stage's first opponent.
void draw_partners(TowerMatch& state, int n_characters) {
  fight::MatchState& match = state.match;
  for (int stage = 0; stage < fight::kMaxStages; ++stage) {
    const bool endurance = stage < match.n_stages - 1 && (stage + 1) % kEnduranceEvery == 0;
    if (!endurance || n_characters < 2) {
      state.partner[stage] = kNoPartner;
      continue;
    }
    const auto draw = match.rng.below(static_cast<uint32_t>(n_characters - 1));
    state.partner[stage] = static_cast<uint8_t>(draw >= match.ladder[stage] ? draw + 1 : draw);
  }
}

TowerRenderOptions render_options(const fight::FightSettings& settings) {
  return {settings.frame_height, settings.frame_width, settings.frame_channels};
}

}  // namespace

TowerEnv::TowerEnv(std::shared_ptr<const fight::GameData> data, fight::FightSettings settings)
    : data_(std::move(data)), settings_(settings) {
  if (settings_.include_frame) frame_renderer_.emplace(render_options(settings_), data_);
  if (settings_.agent_rows) {
    const core::EnvSpec spec = tower_spec(settings_, *data_);
    agent_rows_ = fight::agent_row_layout(spec);
    second_agent_.resize(agent_rows_.observation_bytes.size());
  }
  reset(0);
}

void TowerEnv::reset(std::optional<uint64_t> seed) {
  const Pcg32 rng = env_.state.match.rng;
  env_ = TowerEnvState{};
  env_.state.match.rng = rng;
  if (seed) env_.state.match.rng.seed(*seed);
  fight::MatchState& match = env_.state.match;
  env_.drawn = fight::draw_settings(options_, *data_, settings_.n_players, match.rng);
  env_.tower = static_cast<int16_t>(options_.tower ? *options_.tower
                                                   : kMinTower + match.rng.below(kMaxTower));
  env_.state.tower = static_cast<uint8_t>(env_.tower);
  fight::setup_match(match, env_.drawn, settings_, options_, *data_, kTowerStages,
                     tower_stages(env_.tower));
  draw_partners(env_.state, static_cast<int>(data_->characters.size()));
  fight::start_round(match, *data_);
  start_tower_round(env_.state);
}

core::StepOutcome TowerEnv::step(std::span<const int32_t> action) {
  fight::MatchState& match = env_.state.match;
  if (match.round_phase == fight::kMatchOver) return {.reward = 0.0, .terminated = true};
  if (match.round_phase == fight::kRoundOver) {
    if (env_.state.partner_in) restore_first_opponent(env_.state);
    fight::start_next_round(match, *data_);  // after a step that showed a round's end
    start_tower_round(env_.state);
  }
  return fight::play_frames(
      match, *data_, settings_, env_.drawn.role, action,
      [&](int i) { return tower_cpu_input(env_.state, i, *data_); },
      [&](const uint16_t held[2], const uint8_t pressed[2]) {
        tower_frame(env_.state, *data_, held, pressed);
        enter_partner(env_.state, *data_);  // the endurance partner enters when the first falls
      });
}

void TowerEnv::write(const core::OutputRow& row) const {
  if (settings_.agent_rows) {
    write_agent_rows(row);
    return;
  }
  size_t o = 0;
  if (frame_renderer_) frame_renderer_->render(env_.state, row.observations[o++]);
  write_ram(env_.state, *data_, row.observations.subspan(o));
  write_infos(row.infos);
}

void TowerEnv::write_agent_rows(const core::OutputRow& row) const {
  // Agent 0: its own fighter's block first; its per-player infos are already in agent order.
  const std::span<std::byte* const> obs = row.observations;
  size_t ram = 0;
  if (frame_renderer_) frame_renderer_->render(env_.state, obs[ram++]);
  write_ram(env_.state, *data_, obs.subspan(ram), env_.drawn.role[0]);
  write_infos(row.infos);
  fight::write_second_agent(row, agent_rows_, ram == 1, second_agent_,
                            [this](std::span<std::byte* const> leaves) {
                              write_ram(env_.state, *data_, leaves, env_.drawn.role[1]);
                            });
}

void TowerEnv::write_infos(std::span<std::byte* const> leaves) const {
  const fight::MatchState& match = env_.state.match;
  std::byte* const* out =
      fight::write_episode_infos(match, env_.drawn, settings_.n_players, leaves.data());
  std::memcpy(*out++, &env_.tower, sizeof(env_.tower));
  for (int f = 0; f < fight::kMaxPlayers; ++f) {
    const fight::FighterState& fighter = match.fighters[f];
    out = fight::write_engine_infos(fighter, out);
    const TowerFighter& tower = env_.state.fighters[f];
    for (int16_t value : {int16_t{tower.running}, tower.aggressor_frames, fighter.juggle_hits,
                          static_cast<int16_t>(fighter.vy)}) {
      std::memcpy(*out++, &value, sizeof(value));
    }
  }
  for (int16_t value : {int16_t{env_.state.partner_in}, int16_t{match.n_stages}}) {
    std::memcpy(*out++, &value, sizeof(value));
  }
  std::memcpy(*out, &match.frame, sizeof(match.frame));
}

void TowerEnv::set_options(const core::Config& options) {
  options_ = parse_tower_options(options, settings_.n_players, *data_);
}

void TowerEnv::render(std::byte* rgb) const {
  if (!native_renderer_) native_renderer_.emplace(TowerRenderOptions{}, data_);
  native_renderer_->render(env_.state, rgb);
}

std::span<std::byte> TowerEnv::state_bytes() {
  return {reinterpret_cast<std::byte*>(&env_), sizeof(env_)};
}

core::GameDefinition tower_definition() {
  return {.name = "tower",
          .description =
              "2D fighter with a Block button, a run meter, launching uppercuts and "
              "endurance stages (mirrors Ultimate Mortal Kombat 3)",
          .spec =
              [](const core::Config& config) {
                const auto data = parse_tower_game_data(config.at("game_data"));
                core::EnvSpec spec =
                    tower_spec(fight::parse_fight_settings(config, *data, tower_shape()), *data);
                spec.milestones = fight::kMilestones;
                return spec;
              },
          .make = [](const core::Config& config, int) -> std::unique_ptr<core::Env> {
            auto data = parse_tower_game_data(config.at("game_data"));
            fight::FightSettings settings =
                fight::parse_fight_settings(config, *data, tower_shape());
            return std::make_unique<TowerEnv>(std::move(data), settings);
          }};
}

}  // namespace arena::games::tower
