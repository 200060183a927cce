// The CPU's difficulty ladder: what each level changes. Levels differ only in how fast the CPU
// perceives (a reaction delay; the top level reacts no faster than a strong human, ~10 frames),
// how often it reads the situation right and how well it executes; never in damage, frame data
// or access to the opponent's input. Probabilities are out of 256, monotone in the level.
#pragma once

#include <cstdint>

namespace arena::games::fight {

struct CpuKnobs {
  uint8_t reaction;    // perception delay, frames
  uint8_t react;       // P(answer a perceived attack with a guard or hold)
  uint8_t read_level;  // P(guard at the right height)
  uint8_t anti_air;    // P(anti-air a jump toward it)
  uint8_t punish;      // P(punish a perceived recovery that can be punished)
  uint8_t execution;   // P(the best move for the job, else any move that fits)
  uint8_t adapt;       // P(answer the opponent's habits: holds, throws, lows, overheads)
  uint8_t spacing;     // P(wait outside an attack's reach instead of walking into it)
  uint8_t aggression;  // P(attack when in range and nothing else calls)
  uint8_t escape;      // P(break a throw)
  uint8_t combo;       // P(cancel a hit into a follow-up)
};

/// The kit's ladder: a game without a [cpu] table plays it (cpu_ladder.h).
inline constexpr CpuKnobs kCpuKnobs[] = {
    {22, 70, 110, 40, 50, 90, 0, 40, 130, 30, 30},
    {17, 140, 165, 120, 120, 150, 80, 110, 140, 80, 90},
    {13, 205, 215, 190, 190, 205, 170, 185, 150, 140, 160},
    {10, 252, 250, 250, 252, 250, 250, 250, 170, 210, 230},
};

}  // namespace arena::games::fight
