// ParryEnv: reset/step/write for one parry match, and the "parry" registry entry.
#include "native/games/parry/parry_env.h"

#include <cmath>
#include <cstring>
#include <string>
#include <vector>

#include "native/games/fight/cpu.h"
#include "native/games/fight/input.h"
#include "native/games/fight/round_flow.h"
#include "native/games/fight/step_frames.h"
#include "native/games/parry/parry_cpu.h"
#include "native/games/parry/parry_meter.h"
#include "native/games/parry/parry_obs.h"
#include "native/games/parry/parry_rules.h"

namespace arena::games::parry {
namespace {

ParryRenderOptions render_options(const fight::FightSettings& settings) {
  return {settings.frame_height, settings.frame_width, settings.frame_channels};
}

}  // namespace

ParryEnv::ParryEnv(std::shared_ptr<const fight::GameData> data, fight::FightSettings settings)
    : data_(std::move(data)), settings_(settings) {
  if (settings_.include_frame) frame_renderer_.emplace(render_options(settings_), data_);
  if (settings_.agent_rows) {
    const core::EnvSpec spec = parry_spec(settings_, *data_);
    agent_rows_ = fight::agent_row_layout(spec);
    for (size_t i = 0; i < spec.infos.size(); ++i) {
      if (spec.infos[i].name == "settings.super_art") agent_rows_.per_player_infos.push_back(i);
    }
    second_agent_.resize(agent_rows_.observation_bytes.size());
  }
  reset(0);
}

void ParryEnv::reset(std::optional<uint64_t> seed) {
  const Pcg32 rng = env_.state.match.rng;
  env_ = ParryEnvState{};
  env_.state.match.rng = rng;
  if (seed) env_.state.match.rng.seed(*seed);
  fight::MatchState& match = env_.state.match;
  env_.drawn = fight::draw_settings(options_, *data_, settings_.n_players, match.rng, [&](int i) {
    env_.super_art[i] = static_cast<int16_t>(
        options_.super_art[i] ? *options_.super_art[i] : 1 + match.rng.below(kSuperArts));
  });
  fight::setup_match(match, env_.drawn, settings_, options_, *data_, kParryStages);
  for (int i = 0; i < settings_.n_players; ++i) {
    env_.state.fighters[env_.drawn.role[i]].super_art = static_cast<uint8_t>(env_.super_art[i]);
  }
  if (settings_.n_players == 1) {  // the CPU's super art: per stage, from its own stream
    const int cpu = 1 - match.agent;
    env_.state.fighters[cpu].super_art =
        static_cast<uint8_t>(1 + match.cpu[cpu].rng.below(kSuperArts));
  }
  fight::start_round(match, *data_);
  start_parry_round(env_.state, true);
}

core::StepOutcome ParryEnv::step(std::span<const int32_t> action) {
  fight::MatchState& match = env_.state.match;
  if (match.round_phase == fight::kMatchOver) return {.reward = 0.0, .terminated = true};
  if (match.round_phase == fight::kRoundOver) {
    const bool new_stage = match.stage_done || match.game_done;
    fight::start_next_round(match, *data_);  // after a step that showed a round's end
    if (new_stage && match.n_players == 1) {
      const int cpu = 1 - match.agent;
      env_.state.fighters[cpu].super_art =
          static_cast<uint8_t>(1 + match.cpu[cpu].rng.below(kSuperArts));
    }
    start_parry_round(env_.state, new_stage);
  }
  return fight::play_frames(
      match, *data_, settings_, env_.drawn.role, action,
      [&](int i) { return parry_cpu_input(env_.state, i, *data_); },
      [&](const uint16_t held[2], const uint8_t pressed[2]) {
        parry_frame(env_.state, *data_, held, pressed);
      });
}

void ParryEnv::write(const core::OutputRow& row) const {
  if (settings_.agent_rows) {
    write_agent_rows(row);
    return;
  }
  size_t o = 0;
  if (frame_renderer_) frame_renderer_->render(env_.state, row.observations[o++]);
  write_ram(env_.state, *data_, row.observations.subspan(o));
  write_infos(row.infos);
}

void ParryEnv::write_agent_rows(const core::OutputRow& row) const {
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

void ParryEnv::write_infos(std::span<std::byte* const> leaves) const {
  const fight::MatchState& match = env_.state.match;
  const int n = settings_.n_players;
  std::byte* const* out = fight::write_episode_infos(match, env_.drawn, n, leaves.data());
  std::memcpy(*out++, env_.super_art, sizeof(int16_t) * n);
  for (int f = 0; f < fight::kMaxPlayers; ++f) {
    out = fight::write_engine_infos(match.fighters[f], out);
    const ParryFighter& parry = env_.state.fighters[f];
    for (int16_t value : {int16_t{parry.parry_window}, int16_t{parry.parry_lockout},
                          int16_t{parry.freeze}, int16_t{parry.parries}}) {
      std::memcpy(*out++, &value, sizeof(value));
    }
  }
  std::memcpy(*out, &match.frame, sizeof(match.frame));
}

void ParryEnv::set_options(const core::Config& options) {
  options_ = parse_parry_options(options, settings_.n_players, *data_);
}

void ParryEnv::render(std::byte* rgb) const {
  if (!native_renderer_) native_renderer_.emplace(ParryRenderOptions{}, data_);
  native_renderer_->render(env_.state, rgb);
}

std::span<std::byte> ParryEnv::state_bytes() {
  return {reinterpret_cast<std::byte*>(&env_), sizeof(env_)};
}

core::GameDefinition parry_definition() {
  return {.name = "parry",
          .description =
              "2D fighter with parries, super arts and a stun gauge (mirrors Street "
              "Fighter III 3rd Strike)",
          .spec =
              [](const core::Config& config) {
                const auto data = parse_parry_game_data(config.at("game_data"));
                core::EnvSpec spec =
                    parry_spec(fight::parse_fight_settings(config, *data, parry_shape()), *data);
                spec.milestones = fight::kMilestones;
                return spec;
              },
          .make = [](const core::Config& config, int) -> std::unique_ptr<core::Env> {
            auto data = parse_parry_game_data(config.at("game_data"));
            fight::FightSettings settings =
                fight::parse_fight_settings(config, *data, parry_shape());
            return std::make_unique<ParryEnv>(std::move(data), settings);
          }};
}

}  // namespace arena::games::parry
