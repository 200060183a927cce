// The triad core::Env: DIAMBRA-style stepping (step_ratio frames per step, action held, attack
// buttons pressed on the first frame), episode settings drawn at reset, the CPU ladder in 1P,
// reward and done flags, observation/info writing and frames drawn by triad_render.
//
// Info leaves for tests (all scalars, written every step), besides the contract's flags and
// settings: "engine.p1_action", "engine.p1_move", "engine.p1_move_frame", "engine.p1_phase",
// "engine.p1_stun", "engine.p1_x", "engine.p1_y", "engine.p1_contact", the same for
// "engine.p2_", and "engine.frame". p1/p2 are the P1/P2 roles (fighter 0/1); action, phase and
// contact are fight::Action, fight::MovePhase and fight::ContactKind values; move is the index
// into the character's [[characters.moves]] list (-1 = none); x/y are pixels.
//
// Milestones (for episode control), reached on the step that shows a round's end: "round" (a
// round ended), "round_won" (agent_0 took it), "stage" (the stage was decided), "stage_won"
// (agent_0 took the stage), "game" (a game ended: lost, a continue may follow, or the ladder
// cleared).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "native/core/env.h"
#include "native/core/registry.h"
#include "native/games/fight/fight_state.h"
#include "native/games/fight/game_data.h"
#include "native/games/fight/match_setup.h"
#include "native/games/fight/agent_rows.h"
#include "native/games/triad/triad_config.h"
#include "native/games/triad/triad_render.h"

namespace arena::games::triad {

/// Stage backdrops: reset draws the arena in [0, kArenas).
inline constexpr int kArenas = 8;

/// Everything that changes while an env runs: the match plus the settings drawn for the episode.
struct TriadEnvState {
  fight::MatchState match;
  fight::DrawnSettings drawn;
};
static_assert(std::is_trivially_copyable_v<TriadEnvState>);

class TriadEnv final : public core::Env {
 public:
  TriadEnv(std::shared_ptr<const fight::GameData> data, fight::FightSettings settings);

  void reset(std::optional<uint64_t> seed) override;
  core::StepOutcome step(std::span<const int32_t> action) override;
  void write(const core::OutputRow& row) const override;
  void set_options(const core::Config& options) override;
  void render(std::byte* rgb) const override;
  std::span<std::byte> state_bytes() override;
  /// The match (fight::check_match_state), the stage backdrop, and the settings drawn for the
  /// episode, which must agree with the fighters they describe (triad_state_check.cc).
  void check_state(std::span<const std::byte> bytes) const override;

 private:
  /// The frame (if any) and the RAM leaves, the player block of fighter `first` first.
  void write_observations(std::span<std::byte* const> leaves, int first) const;
  void write_infos(std::span<std::byte* const> leaves) const;
  /// The agent-row layout (settings_.agent_rows): every leaf holds one row per agent
  /// (fight/agent_rows.h).
  void write_agent_rows(const core::OutputRow& row) const;

  std::shared_ptr<const fight::GameData> data_;
  fight::FightSettings settings_;
  fight::FightOptions options_;
  TriadEnvState state_;
  // Scratch canvases (never part of the state), for observation frames (only when
  // include_frame) and for render() (made on first use).
  mutable std::optional<FrameRenderer> frame_renderer_;
  mutable std::optional<FrameRenderer> native_renderer_;
  // Agent-row layout only: where each agent's row lies, and scratch pointers to agent 1's
  // rows (never part of the state).
  fight::AgentRowLayout agent_rows_;
  mutable std::vector<std::byte*> second_agent_;
};

/// The registry entry for "triad".
core::GameDefinition triad_definition();

}  // namespace arena::games::triad
