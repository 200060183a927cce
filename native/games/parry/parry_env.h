// The parry core::Env: DIAMBRA-style stepping (step_ratio frames per step, action held, attack
// buttons pressed on the first frame), episode settings drawn at reset (super arts included),
// the CPU ladder in 1P, reward and done flags, observation/info writing and frames drawn by
// parry_render.
//
// Info leaves for tests (scalars, written every step), besides the contract's flags and
// settings: triad's "engine.p1_*" / "engine.p2_*" leaves (action, move, move_frame, phase, stun,
// x, y, contact; contact adds kContactParry and kContactDizzy, parry_state.h) plus
// "parry_window", "parry_lockout", "freeze" and "parries" per player, and "engine.frame".
//
// Milestones (for episode control), as triad's: "round", "round_won", "stage", "stage_won",
// "game".
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "native/core/env.h"
#include "native/core/registry.h"
#include "native/games/fight/game_data.h"
#include "native/games/fight/match_setup.h"
#include "native/games/parry/parry_config.h"
#include "native/games/parry/parry_render.h"
#include "native/games/parry/parry_state.h"
#include "native/games/fight/agent_rows.h"

namespace arena::games::parry {

/// Everything that changes while an env runs: the match plus the settings drawn for the episode.
struct ParryEnvState {
  ParryMatch state;
  fight::DrawnSettings drawn;
  int16_t super_art[2] = {1, 1};  // per agent
  int16_t pad0[2] = {};
};
static_assert(std::is_trivially_copyable_v<ParryEnvState>);

class ParryEnv final : public core::Env {
 public:
  ParryEnv(std::shared_ptr<const fight::GameData> data, fight::FightSettings settings);

  void reset(std::optional<uint64_t> seed) override;
  core::StepOutcome step(std::span<const int32_t> action) override;
  void write(const core::OutputRow& row) const override;
  void set_options(const core::Config& options) override;
  void render(std::byte* rgb) const override;
  std::span<std::byte> state_bytes() override;
  void check_state(std::span<const std::byte> bytes) const override;

 private:
  void write_infos(std::span<std::byte* const> leaves) const;
  /// The agent-row layout (settings_.agent_rows): one row per agent in every leaf.
  void write_agent_rows(const core::OutputRow& row) const;

  std::shared_ptr<const fight::GameData> data_;
  fight::FightSettings settings_;
  ParryOptions options_;
  ParryEnvState env_;
  // Scratch canvases (never part of the state): observation frames and render().
  mutable std::optional<ParryRenderer> frame_renderer_;
  mutable std::optional<ParryRenderer> native_renderer_;
  // Agent-row layout only: where each agent's row lies (the layout of
  // fight/agent_rows.h, plus settings.super_art among the per-player infos), and scratch
  // pointers to agent 1's rows (never part of the state).
  fight::AgentRowLayout agent_rows_;
  mutable std::vector<std::byte*> second_agent_;
};

/// The registry entry for "parry".
core::GameDefinition parry_definition();

}  // namespace arena::games::parry
