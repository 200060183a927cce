// TriadEnv: reset/step/write for one triad match, and the "triad" registry entry.
#include "native/games/triad/triad_env.h"

#include <cstring>
#include <string>
#include <vector>

#include "native/games/fight/cpu.h"
#include "native/games/fight/input.h"
#include "native/games/fight/round_flow.h"
#include "native/games/fight/step_frames.h"
#include "native/games/fight/ram_table.h"
#include "native/games/triad/triad_rules.h"

namespace arena::games::triad {
namespace {

TriadRenderOptions render_options(const fight::FightSettings& settings) {
  TriadRenderOptions options;
  options.height = settings.frame_height;
  options.width = settings.frame_width;
  options.channels = settings.frame_channels;
  return options;
}

}  // namespace

TriadEnv::TriadEnv(std::shared_ptr<const fight::GameData> data, fight::FightSettings settings)
    : data_(std::move(data)), settings_(settings) {
  if (settings_.include_frame) frame_renderer_.emplace(render_options(settings_), data_);
  if (settings_.agent_rows) {
    agent_rows_ = fight::agent_row_layout(triad_spec(settings_, *data_));
    second_agent_.resize(agent_rows_.observation_bytes.size());
  }
  reset(0);
}

void TriadEnv::reset(std::optional<uint64_t> seed) {
  const Pcg32 rng = state_.match.rng;
  state_ = TriadEnvState{};
  state_.match.rng = rng;
  if (seed) state_.match.rng.seed(*seed);
  fight::MatchState& match = state_.match;
  state_.drawn = fight::draw_settings(options_, *data_, settings_.n_players, match.rng);
  fight::setup_match(match, state_.drawn, settings_, options_, *data_, kArenas);
  fight::start_round(match, *data_);
}

core::StepOutcome TriadEnv::step(std::span<const int32_t> action) {
  fight::MatchState& match = state_.match;
  if (match.round_phase == fight::kMatchOver) return {.reward = 0.0, .terminated = true};
  fight::start_next_round(match, *data_);  // after a step that showed a round's end
  return fight::play_frames(
      match, *data_, settings_, state_.drawn.role, action,
      [&](int i) { return fight::cpu_input(match, i, *data_); },
      [&](const uint16_t held[2], const uint8_t pressed[2]) { triad_frame(match, *data_, held, pressed); });
}

void TriadEnv::write(const core::OutputRow& row) const {
  if (settings_.agent_rows) {
    write_agent_rows(row);
    return;
  }
  write_observations(row.observations, 0);
  write_infos(row.infos);
}

void TriadEnv::write_observations(std::span<std::byte* const> leaves, int first) const {
  size_t o = 0;
  if (frame_renderer_) frame_renderer_->render(state_.match, leaves[o++]);
  fight::write_ram(state_.match, *data_, leaves.subspan(o), first);
}

void TriadEnv::write_agent_rows(const core::OutputRow& row) const {
  // Agent 0: its own fighter's block first; its per-player infos are already in agent order.
  write_observations(row.observations, state_.drawn.role[0]);
  write_infos(row.infos);
  fight::write_second_agent(row, agent_rows_, settings_.include_frame, second_agent_,
                            [this](std::span<std::byte* const> leaves) {
                              fight::write_ram(state_.match, *data_, leaves, state_.drawn.role[1]);
                            });
}

void TriadEnv::write_infos(std::span<std::byte* const> leaves) const {
  const fight::MatchState& match = state_.match;
  std::byte* const* out =
      fight::write_episode_infos(match, state_.drawn, settings_.n_players, leaves.data());
  for (const fight::FighterState& fighter : match.fighters) {
    out = fight::write_engine_infos(fighter, out);
  }
  std::memcpy(*out, &match.frame, sizeof(match.frame));
}

void TriadEnv::set_options(const core::Config& options) {
  options_ = fight::parse_fight_options(options, settings_.n_players, *data_, "triad");
}

void TriadEnv::render(std::byte* rgb) const {
  if (!native_renderer_) native_renderer_.emplace(TriadRenderOptions{}, data_);
  native_renderer_->render(state_.match, rgb);
}

std::span<std::byte> TriadEnv::state_bytes() {
  return {reinterpret_cast<std::byte*>(&state_), sizeof(state_)};
}

core::GameDefinition triad_definition() {
  return {.name = "triad",
          .description = "3D-style fighter with a strike/throw/hold triangle (mirrors Dead or "
                         "Alive ++)",
          .spec =
              [](const core::Config& config) {
                const auto data = parse_triad_game_data(config.at("game_data"));
                core::EnvSpec spec =
                    triad_spec(fight::parse_fight_settings(config, *data, triad_shape()), *data);
                spec.milestones = fight::kMilestones;
                return spec;
              },
          .make = [](const core::Config& config, int) -> std::unique_ptr<core::Env> {
            auto data = parse_triad_game_data(config.at("game_data"));
            fight::FightSettings settings = fight::parse_fight_settings(config, *data, triad_shape());
            return std::make_unique<TriadEnv>(std::move(data), settings);
          }};
}

}  // namespace arena::games::triad
