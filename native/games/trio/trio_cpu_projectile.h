// Trio's CPU against projectiles (every trio character has a Wave). The shared CPU never sees a
// projectile in flight: it guards the launch while it sees it, then walked into the Wave on its
// way in, or started a slow move it could not finish before the Wave arrived. Here a CPU sees
// the foe's projectile once it has flown `reaction` frames (its level's sight; the flight is
// straight and steady, so from then on it is known) and, free on the floor:
// - while the Wave is less than kCpuProjectileWatchFrames away it starts nothing new: it holds a
//   crouching guard where it stands (trio's projectiles all hit mid);
// - once it is kCpuProjectileGuardFrames away, with its level's chance of answering a seen
//   attack (react), it guards it crouching, or at the levels that roll (kCpuRollChance) rolls
//   through it (WP+WK: invulnerable to projectiles for its first 13 frames) when the roll ends
//   out of the thrower's reach or while the thrower is still recovering;
// - a thrower it sees still recovering from its Wave within reach of its strikes is punished
//   with its level's chance (punish), as the shared CPU punishes strikes.
#pragma once

#include <cstdint>

#include "native/games/fight/game_data.h"
#include "native/games/trio/trio_state.h"

namespace arena::games::trio {

/// How far off, in frames of closing, a seen projectile stops the CPU starting anything new.
inline constexpr int kCpuProjectileWatchFrames = 16;
/// How far off, in frames, the CPU guards a seen projectile or rolls through it.
inline constexpr int kCpuProjectileGuardFrames = 6;
/// Chance (out of 256) of rolling through a projectile rather than guarding it, by level 1..8.
inline constexpr uint8_t kCpuRollChance[8] = {0, 0, 0, 64, 128, 192, 224, 240};

/// Replaces fighter `index`'s CPU plan with its answer to the foe's projectile (call before
/// fight::cpu_input, once per frame).
void meet_projectile(TrioMatch& state, int index, const fight::GameData& data);

}  // namespace arena::games::trio
