// The CPU against projectiles, for every game whose characters throw them. The shared CPU never
// sees a projectile in flight: it guards the launch while it sees it, then walks into the
// projectile on its way in, or starts a slow move it cannot finish before the projectile arrives.
// Here a CPU sees the foe's projectile once it has flown `reaction` frames (its level's sight; the
// flight is straight and steady, so from then on it is known) and, free on the floor:
// - while the projectile is less than `watch_frames` away it starts nothing new: it holds a guard
//   where it stands (crouching, standing against an overhead projectile), or (`walk_in`) walks
//   toward the thrower until the projectile is `guard_frames` away;
// - once it is `guard_frames` away, with its level's chance of answering a seen attack (react),
//   it guards it, or at the levels that roll (`roll_chance`) rolls through it when the roll ends
//   out of the thrower's reach or while the thrower is still recovering;
// - a thrower it sees still recovering from its projectile move within reach of its strikes is
//   punished with its level's chance (punish), as the shared CPU punishes strikes.
// From `first_level` up; a game passes its choices (ProjectileAnswer) and calls meet_projectile
// before fight::cpu_input.
#pragma once

#include <array>
#include <cstdint>

#include "native/games/fight/fight_state.h"
#include "native/games/fight/game_data.h"

namespace arena::games::fight {

/// A game's choices for its CPU's answer to projectiles.
struct ProjectileAnswer {
  /// The lowest level that answers (below it the CPU plays the shared CPU alone).
  int first_level = 1;
  /// How far off, in frames of closing, a seen projectile stops the CPU starting anything new.
  int watch_frames = 16;
  /// How far off, in frames, the CPU guards a seen projectile or rolls through it.
  int guard_frames = 6;
  /// While the projectile is farther than guard_frames, walk in under it rather than guard (a
  /// game whose guard takes chip damage: a CPU that guards every projectile where it stands is
  /// pushed into its corner and chipped out).
  bool walk_in = false;
  /// Chance (out of 256) of rolling through a projectile rather than guarding it, by level 1..8
  /// (levels above 8 use level 8's); all 0 for a game without a roll.
  std::array<uint8_t, 8> roll_chance{};
  /// The roll: its press (held buttons, the input word's), how many frames it travels and how
  /// fast (1/256 px per frame), and the frames after the press at which it meets the projectile
  /// (inside its invulnerability).
  uint16_t roll_press = 0;
  int roll_frames = 0;
  int32_t roll_speed = 0;
  int roll_meet_frames = 0;
};

/// Replaces fighter `index`'s CPU plan with its answer to the foe's projectile (call before
/// fight::cpu_input, once per frame).
void meet_projectile(MatchState& match, int index, const GameData& data,
                     const ProjectileAnswer& answer);

}  // namespace arena::games::fight
