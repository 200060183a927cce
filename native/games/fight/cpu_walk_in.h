// The CPU's walk into throw range (walk_in_px > 0): the shared CPU throws a guarding
// foe only from where it stands, and otherwise pokes a crouching guard from outside throw range
// for the whole round (every poke blocked, the round drawn at time-over).
#pragma once

#include "native/games/fight/fight_state.h"
#include "native/games/fight/game_data.h"

namespace arena::games::fight {

inline constexpr int kCautiousWalkInPx = 40;

/// Pixels beyond its throws' reach the CPU at `level` walks in to throw a foe that guards
/// habitually: the game's rules.cpu_walk_in_px, else kCautiousWalkInPx at a level of caution 2
/// (CpuKnobs::caution: without it a crouching guard out of throw range drew its rounds), else 0.
int walk_in_px(const GameData& data, int level);

/// About to decide, against a free foe seen guarding that has guarded its strikes often and
/// stands up to `walk_in` pixels (walk_in_px) beyond its throws' reach: with the level's chance
/// of answering a habit (adapt), the CPU walks in (its next decision throws), unless the foe keeps
/// answering throws (at a wary level, a walk in the foe strikes counts as a throw answered:
/// learn_from_walk_in). cpu_input calls it first, before it records this frame's sight.
void walk_into_throw_range(MatchState& state, int index, const GameData& data, int walk_in);

}  // namespace arena::games::fight
