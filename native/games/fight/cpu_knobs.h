// The CPU's difficulty ladder: what each level changes. Levels differ only in how fast the CPU
// perceives, how often it reads the situation right and how well it executes; never in damage,
// frame data or what its moves can do. Probabilities are out of 256, monotone in the level.
//
// The reaction model, per level of the kit's ladders (a game's own ladder says where it differs):
//
//   level            1    2    3    4    5    6    7    8
//   sees, frames    22   17   13   10    9    8    8    8     (the shortest reaction to a sight)
//   reads inputs     -    -    -    -    -    -    6    4     (frames after the press, - never)
//
// What it sees it sees `reaction` frames late (a strong human reacts in ~10-12 frames at 60 Hz;
// the top levels' 8 frames, 133 ms, is a trained player's reaction to a move it waits for).
// From level 7 it also reads the opponent's inputs, as arcade CPUs do at their top settings: a
// move the opponent starts (an attack or a jump) is known `input_read` frames after the press,
// before it can be seen; everything else (walking, guarding, positions) is still seen
// `reaction` frames late. Habits are learnt from sight only.
#pragma once

#include <cstdint>

namespace arena::games::fight {

struct CpuKnobs {
  uint8_t reaction;        // perception delay, frames
  uint8_t react;           // P(answer a perceived attack with a guard or hold)
  uint8_t read_level;      // P(guard at the right height)
  uint8_t anti_air;        // P(anti-air a jump toward it)
  uint8_t punish;          // P(punish a perceived recovery that can be punished)
  uint8_t execution;       // P(the best move for the job, else any move that fits)
  uint8_t adapt;           // P(answer the opponent's habits: holds, throws, lows, overheads)
  uint8_t spacing;         // P(wait outside an attack's reach instead of walking into it)
  uint8_t aggression;      // P(attack when in range and nothing else calls)
  uint8_t escape;          // P(break a throw)
  uint8_t combo;           // P(cancel a hit into a follow-up)
  uint8_t input_read = 0;  // frames after a press at which a started move is known (0: never)
  uint8_t patience = 0;    // P(guard rather than poke or walk into a free foe's first strike)
  uint8_t footsies = 0;    // 1: play footsies at this level (game_data.h's plays_footsies)
  // 1: a top level's discipline (view.cautious; off when behind late in the round): strikes
  // into a guard only safe on block, no blind jump-ins, a crouching guard while it waits, a
  // string's next strike guarded at its height in block stun, patience inside the foe's reach
  // (rolled) and against a foe seen landing from a jump (always), pokes only faster than the
  // foe's first strike, and a walk in as a step and a guard (cpu_neutral.cc, cpu_defend.cc).
  // 2: also the guard held through the recovery of its own strike that did not hit
  // (cpu_defend.h's cover) and a walk into throw range against a foe that keeps guarding
  // (cpu_walk_in.h's walk_in_px).
  uint8_t caution = 0;
  // 1: it learns from the answers to what it had not finished (cpu_read.h): a walk into throw
  // range struck on the way counts as the throw answered, and a strike of its attack punished
  // before it decides again (blocked or whiffed, then hit in its recovery) as that speed of
  // strike answered, so the walk-in and strikes of that speed leave its play
  // (unanswered_window). A level to use it on alone: played at every level, CPU against CPU
  // both sides dropped their slower strikes, and ronin's cast spread to 33-66% from level 4.
  uint8_t wary = 0;
};

/// The kit's ladder, levels 1-4: a game without a [cpu] table plays it (cpu_ladder.h).
inline constexpr CpuKnobs kCpuKnobs[] = {
    {22, 70, 110, 40, 50, 90, 0, 40, 130, 30, 30},
    {17, 140, 165, 120, 120, 150, 80, 110, 140, 80, 90},
    {13, 205, 215, 190, 190, 205, 170, 185, 150, 140, 160},
    {10, 252, 250, 250, 252, 250, 250, 250, 170, 210, 230},
};

/// The kit's levels 5-8, for the games whose DIAMBRA range goes past 4: faster sight, then
/// input reading, every chance nearer certain, and patience (cpu_neutral.cc): the CPU holds
/// its guard rather than start a slow poke, or walk, into the first strike a free foe may
/// already have started unseen (cpu_ladder.h's with_top_levels). They do not play footsies:
/// at ronin's and parry's levels 5-8 it broke the ladder's order and gave the reference
/// learner no headroom (docs/games/ronin.md, issue 30).
inline constexpr CpuKnobs kCpuTopKnobs[] = {
    {9, 254, 252, 252, 254, 252, 252, 252, 170, 225, 240, 0, 96},
    {8, 255, 254, 254, 255, 254, 254, 254, 170, 240, 248, 0, 144},
    {8, 255, 255, 255, 255, 255, 255, 255, 170, 250, 255, 6, 192},
    {8, 255, 255, 255, 255, 255, 255, 255, 170, 255, 255, 4, 224},
};

}  // namespace arena::games::fight
