// The CPU opponent. It perceives the foe through a ring of past snapshots (a reaction delay
// set by its level, cpu_knobs.h), learns the foe's habits from what it perceives (cpu_read.h),
// chooses its moves by frame data (cpu_moves.h): guards or holds what it sees coming, anti-airs
// jumps, punishes recoveries with the best move that lands in time, answers repeated choices
// with the strike / throw / hold triangle, and plays its choice as a short plan of input words:
// the same bitmasks an agent produces, parsed by the same motion parser, so the CPU obeys every
// rule the agent obeys. Randomness comes from the CPU's own stream in the state.
#pragma once

#include <cstdint>

#include "native/games/fight/fight_state.h"
#include "native/games/fight/game_data.h"

namespace arena::games::fight {

/// Seeds the CPU's random stream of fighter `index` (call once per episode).
void cpu_seed(MatchState& state, int index, uint64_t seed);

/// Clears memory and plan at a round start; perception starts from the current positions and
/// is delayed by the level's reaction (data.cpu, the game's ladder).
void cpu_start_round(MatchState& state, int index, const GameData& data);

/// Forgets the foe's last move and its repeats when fighter `index`'s foe is a new character
/// (a stage change): move numbers index the foe's own move table.
void cpu_meet_new_foe(MatchState& state, int index);

/// The CPU's input word for this frame: absolute direction bits | held buttons << kHeldShift.
/// Call exactly once per frame before the inputs are recorded.
uint16_t cpu_input(MatchState& state, int index, const GameData& data);

}  // namespace arena::games::fight
