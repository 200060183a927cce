// RoninEnv: reset/step/write for one ronin match, and the "ronin" registry entry.
#include "native/games/ronin/ronin_env.h"

#include <cmath>
#include <cstring>
#include <string>
#include <vector>

#include "native/games/fight/cpu.h"
#include "native/games/fight/input.h"
#include "native/games/fight/round_flow.h"
#include "native/games/fight/step_frames.h"
#include "native/games/ronin/ronin_cpu.h"
#include "native/games/ronin/ronin_obs.h"
#include "native/games/ronin/ronin_rules.h"

namespace arena::games::ronin {
namespace {

RoninRenderOptions render_options(const fight::FightSettings& settings) {
  return {settings.frame_height, settings.frame_width, settings.frame_channels};
}

}  // namespace

RoninEnv::RoninEnv(std::shared_ptr<const fight::GameData> data, fight::FightSettings settings)
    : data_(std::move(data)), settings_(settings) {
  if (settings_.include_frame) frame_renderer_.emplace(render_options(settings_), data_);
  if (settings_.agent_rows) {
    const core::EnvSpec spec = ronin_spec(settings_, *data_);
    agent_rows_ = fight::agent_row_layout(spec);
    second_agent_.resize(agent_rows_.observation_bytes.size());
  }
  reset(0);
}

void RoninEnv::reset(std::optional<uint64_t> seed) {
  const Pcg32 rng = env_.state.match.rng;
  env_ = RoninEnvState{};
  env_.state.match.rng = rng;
  if (seed) env_.state.match.rng.seed(*seed);
  fight::MatchState& match = env_.state.match;
  env_.drawn = fight::draw_settings(options_, *data_, settings_.n_players, match.rng);
  fight::setup_match(match, env_.drawn, settings_, options_, *data_, kRoninStages);
  fight::start_round(match, *data_);
  start_ronin_round(env_.state, true, data_->rules.max_health);
}

core::StepOutcome RoninEnv::step(std::span<const int32_t> action) {
  fight::MatchState& match = env_.state.match;
  if (match.round_phase == fight::kMatchOver) return {.reward = 0.0, .terminated = true};
  if (match.round_phase == fight::kRoundOver) {
    const bool new_stage = match.stage_done || match.game_done;
    fight::start_next_round(match, *data_);  // after a step that showed a round's end
    start_ronin_round(env_.state, new_stage, data_->rules.max_health);
  }
  return fight::play_frames(
      match, *data_, settings_, env_.drawn.role, action,
      [&](int i) { return ronin_cpu_input(env_.state, i, *data_); },
      [&](const uint16_t held[2], const uint8_t pressed[2]) {
        ronin_frame(env_.state, *data_, held, pressed);
      });
}

void RoninEnv::write(const core::OutputRow& row) const {
  if (settings_.agent_rows) {
    write_agent_rows(row);
    return;
  }
  size_t o = 0;
  if (frame_renderer_) frame_renderer_->render(env_.state, row.observations[o++]);
  write_ram(env_.state, *data_, row.observations.subspan(o));
  write_infos(row.infos);
}

void RoninEnv::write_agent_rows(const core::OutputRow& row) const {
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

void RoninEnv::write_infos(std::span<std::byte* const> leaves) const {
  const fight::MatchState& match = env_.state.match;
  const int n = settings_.n_players;
  std::byte* const* out = fight::write_episode_infos(match, env_.drawn, n, leaves.data());
  for (int f = 0; f < fight::kMaxPlayers; ++f) {
    out = fight::write_engine_infos(match.fighters[f], out);
    const RoninFighter& ronin = env_.state.fighters[f];
    for (int16_t value :
         {int16_t{ronin.meditating}, int16_t{ronin.clash_score}, int16_t{ronin.explosion}}) {
      std::memcpy(*out++, &value, sizeof(value));
    }
  }
  const DroppedWeapon& weapon = env_.state.weapon;
  const int16_t weapon_x = weapon.state ? static_cast<int16_t>(weapon.x / fight::kSubpixel) : -1;
  for (int16_t value : {env_.state.clash_frames, int16_t{weapon.state}, weapon_x}) {
    std::memcpy(*out++, &value, sizeof(value));
  }
  std::memcpy(*out, &match.frame, sizeof(match.frame));
}

void RoninEnv::set_options(const core::Config& options) {
  options_ = fight::parse_fight_options(options, settings_.n_players, *data_, "ronin");
}

void RoninEnv::render(std::byte* rgb) const {
  if (!native_renderer_) native_renderer_.emplace(RoninRenderOptions{}, data_);
  native_renderer_->render(env_.state, rgb);
}

std::span<std::byte> RoninEnv::state_bytes() {
  return {reinterpret_cast<std::byte*>(&env_), sizeof(env_)};
}

core::GameDefinition ronin_definition() {
  return {.name = "ronin",
          .description =
              "2D weapon fighter with few huge hits, weapon and rage gauges, clashes that "
              "disarm and meditation (mirrors Samurai Shodown V Special)",
          .spec =
              [](const core::Config& config) {
                const auto data = parse_ronin_game_data(config.at("game_data"));
                core::EnvSpec spec =
                    ronin_spec(fight::parse_fight_settings(config, *data, ronin_shape()), *data);
                spec.milestones = fight::kMilestones;
                return spec;
              },
          .make = [](const core::Config& config, int) -> std::unique_ptr<core::Env> {
            auto data = parse_ronin_game_data(config.at("game_data"));
            fight::FightSettings settings =
                fight::parse_fight_settings(config, *data, ronin_shape());
            return std::make_unique<RoninEnv>(std::move(data), settings);
          }};
}

}  // namespace arena::games::ronin
