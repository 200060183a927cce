// Trio's CPU: the shared CPU (fight/cpu.h) on an eight-level ladder (kof98umh's difficulty range
// 1-8: the kit's four levels, then its four top levels), with two additions. Against a free foe
// it sees guarding, that has guarded its strikes often (the habit the shared CPU answers with a
// throw) and stands beyond its throws' reach by up to kCpuWalkInPx, a CPU about to decide walks
// in, with its level's chance of answering a habit (adapt), so its next decision throws: the
// shared CPU only throws from where it stands, and poked a crouching guard from outside throw
// range for the whole round. And the assist: a CPU with an assist to call, whose foe stands
// between kCpuAssistNearPx and kCpuAssistFarPx away, calls it with a per-frame chance that grows
// with its level, pressing WP+SP through the same input path as an agent (only on a frame its
// own choice holds no button, so the press is the pair alone).
// Against the foe's projectiles it watches, guards or rolls through them and punishes the
// thrower's recovery (the kit's fight::meet_projectile with trio's roll, trio_cpu.cc). Supers come from the shared CPU, which uses a
// move whose cost its stocks cover.
#pragma once

#include <cstdint>

#include "native/games/fight/cpu_ladder.h"
#include "native/games/fight/game_data.h"
#include "native/games/trio/trio_state.h"

namespace arena::games::trio {

inline constexpr int kCpuAssistNearPx = 60;
inline constexpr int kCpuAssistFarPx = 160;
/// The farthest, in pixels beyond its throws' reach, the CPU walks in to throw a guarding foe.
inline constexpr int kCpuWalkInPx = 40;
/// Per-frame chance (out of 256) of calling an assist when it may, by level 1..8.
inline constexpr uint8_t kCpuAssistChance[8] = {1, 1, 2, 2, 3, 3, 4, 4};

/// Trio's CPU ladder (trio_shape's cpu_ladder; a [cpu] table in trio.toml replaces it): the
/// kit's, with patience from level 4 (64: the reactive policy won 57% of level-4 rounds against
/// 49% at level 3, 47% with it; 100 rounds a cell) and level 6 seeing 9 frames late, as level 5
/// (with 8, level 7's input reads won 53% of 300 fights against it, 64% now).
inline const fight::CpuLadder kTrioCpuLadder = [] {
  fight::CpuLadder ladder = fight::with_top_levels(fight::kit_cpu_ladder(), 4);
  ladder.levels[3].patience = 64;
  ladder.levels[5].reaction = 9;
  return ladder;
}();

/// The CPU's input word for fighter `index` this frame (call once per frame, before the
/// inputs are recorded): fight::cpu_input, with the walk-in, the answer to projectiles and the
/// assist.
uint16_t trio_cpu_input(TrioMatch& state, int index, const fight::GameData& data);

}  // namespace arena::games::trio
