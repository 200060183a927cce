// TriadEnv: reset/step/write for one triad match, and the "triad" registry entry.
#include "native/games/triad/triad_env.h"

#include <cstring>
#include <string>
#include <vector>

#include "native/games/fight/cpu.h"
#include "native/games/fight/input.h"
#include "native/games/fight/round_flow.h"
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
    agent_rows_ = agent_row_layout(triad_spec(settings_, *data_));
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
  match.round_done = match.stage_done = match.game_done = match.episode_done = 0;
  for (fight::FighterState& fighter : match.fighters) fighter.damage_taken = 0;
  uint16_t agent_held[2] = {0, 0};
  uint8_t agent_pressed[2] = {0, 0};
  fight::decode_actions(action, settings_, state_.drawn.role, agent_held, agent_pressed);
  for (int frame = 0; frame < settings_.step_ratio; ++frame) {
    uint16_t held[2];
    uint8_t pressed[2];
    for (int i = 0; i < fight::kMaxPlayers; ++i) {
      const fight::FighterState& fighter = match.fighters[i];
      if (fighter.is_cpu) {
        held[i] = fight::cpu_input(match, i, *data_);
        pressed[i] = static_cast<uint8_t>((held[i] >> fight::kHeldShift) &
                                          ~(fighter.held >> fight::kHeldShift) & 0x3F);
      } else {
        held[i] = agent_held[i];
        pressed[i] = frame == 0 ? agent_pressed[i] : 0;
      }
    }
    triad_frame(match, *data_, held, pressed);
    ++match.frame;
    if (fight::check_round_over(match)) {
      fight::finish_round(match, *data_);  // the step ends on the round's end
      break;
    }
  }
  const int me = state_.drawn.role[0];
  core::StepOutcome outcome;
  outcome.reward = static_cast<double>(match.fighters[1 - me].damage_taken -
                                       match.fighters[me].damage_taken);
  outcome.terminated = match.episode_done != 0;
  outcome.milestones = fight::milestones_of(match, me, data_->rules.rounds_to_win);
  return outcome;
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
