// The parry core::Env (fight::FightEnv, fight_env.h): episode settings drawn at reset (super
// arts included), the CPU ladder in 1P, parry's frames (parry_rules) and frames drawn by
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
#include <span>

#include "native/core/registry.h"
#include "native/games/fight/fight_env.h"
#include "native/games/fight/match_setup.h"
#include "native/games/parry/parry_config.h"
#include "native/games/parry/parry_render.h"
#include "native/games/parry/parry_state.h"

namespace arena::games::parry {

/// Everything that changes while an env runs: the match plus the settings drawn for the episode.
struct ParryEnvState {
  ParryMatch state;
  fight::DrawnSettings drawn;
  int16_t super_art[2] = {1, 1};  // per agent
  int16_t pad0[2] = {};
};

class ParryEnv final
    : public fight::FightEnv<ParryEnv, ParryEnvState, ParryOptions, ParryRenderer> {
 public:
  using FightEnv::FightEnv;

  void check_state(std::span<const std::byte> bytes) const override;

 private:
  friend FightEnv;
  void start_episode();
  void start_step();
  uint16_t cpu_input(int fighter);
  void frame(const uint16_t held[2], const uint8_t pressed[2]);
  void write_ram(std::span<std::byte* const> leaves, int first) const;
  std::byte* const* write_setting_infos(std::byte* const* out) const;
  std::byte* const* write_fighter_infos(int fighter, std::byte* const* out) const;
  ParryOptions parse_options(const core::Config& options) const;
  /// The CPU's super art: per stage, from its own stream.
  void draw_cpu_super_art();
};

/// The registry entry for "parry".
core::GameDefinition parry_definition();

}  // namespace arena::games::parry
