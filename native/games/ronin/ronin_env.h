// The ronin core::Env (fight::FightEnv, fight_env.h): episode settings drawn at reset, the CPU
// ladder in 1P, ronin's frames (ronin_rules) and frames drawn by ronin_render.
//
// Info leaves for tests (scalars, written every step), besides the contract's flags and
// settings: triad's "engine.p1_*" / "engine.p2_*" leaves (action, move, move_frame, phase, stun,
// x, y, contact; contact adds kContactClash, kContactDisarmed and kContactExplosion,
// ronin_state.h) plus "meditating", "clash_score" and "explosion" per player, and
// "engine.clash_frames", "engine.weapon_state", "engine.weapon_x" (pixels) and "engine.frame".
//
// Milestones (for episode control), as triad's: "round", "round_won", "stage", "stage_won",
// "game".
#pragma once

#include <cstdint>
#include <span>

#include "native/core/registry.h"
#include "native/games/fight/env_config.h"
#include "native/games/fight/fight_env.h"
#include "native/games/fight/match_setup.h"
#include "native/games/ronin/ronin_render.h"
#include "native/games/ronin/ronin_state.h"

namespace arena::games::ronin {

/// Everything that changes while an env runs: the match plus the settings drawn for the episode.
struct RoninEnvState {
  RoninMatch state;
  fight::DrawnSettings drawn;
};

class RoninEnv final
    : public fight::FightEnv<RoninEnv, RoninEnvState, fight::FightOptions, RoninRenderer> {
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
  std::byte* const* write_fighter_infos(int fighter, std::byte* const* out) const;
  std::byte* const* write_match_infos(std::byte* const* out) const;
  fight::FightOptions parse_options(const core::Config& options) const;
};

/// The registry entry for "ronin".
core::GameDefinition ronin_definition();

}  // namespace arena::games::ronin
