// The tower core::Env (fight::FightEnv, fight_env.h): episode settings drawn at reset (`tower`
// included), the CPU ladder in 1P with its endurance stages (every third stage but the last
// brings a partner that enters when the first CPU fighter falls; the reward counts both
// opponents' health lost), tower's frames (tower_rules) and frames drawn by tower_render.
//
// Info leaves for tests (scalars, written every step), besides the contract's flags and
// settings (`settings.tower` among them): triad's "engine.p1_*" / "engine.p2_*" leaves (action,
// move, move_frame, phase, stun, x, y, contact; contact adds kContactEnter, tower_state.h) plus
// "running", "aggressor_frames", "juggle_hits" and "vy" per player, "engine.partner_in",
// "engine.n_stages" (the ladder's length) and "engine.frame".
//
// Milestones (for episode control), as triad's: "round", "round_won", "stage", "stage_won",
// "game".
#pragma once

#include <cstdint>
#include <span>

#include "native/core/registry.h"
#include "native/games/fight/fight_env.h"
#include "native/games/fight/match_setup.h"
#include "native/games/tower/tower_config.h"
#include "native/games/tower/tower_render.h"
#include "native/games/tower/tower_state.h"

namespace arena::games::tower {

/// Everything that changes while an env runs: the match plus the settings drawn for the episode.
struct TowerEnvState {
  TowerMatch state;
  fight::DrawnSettings drawn;
  int16_t tower = 3;  // the ladder's length setting (1..4)
  int16_t pad0[3] = {};
};

class TowerEnv final
    : public fight::FightEnv<TowerEnv, TowerEnvState, TowerOptions, TowerRenderer> {
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
  std::byte* const* write_match_infos(std::byte* const* out) const;
  TowerOptions parse_options(const core::Config& options) const;
};

/// The registry entry for "tower".
core::GameDefinition tower_definition();

}  // namespace arena::games::tower
