// Guards against states loaded from outside (Env::state_bytes is writable): before a step, the
// indices the engine uses to address arrays are checked, so a corrupted or foreign snapshot
// raises an error instead of reading out of bounds.
#pragma once

#include "native/games/fight/fight_state.h"
#include "native/games/fight/game_data.h"

namespace arena::games::fight {

/// The name of the first field of `state` holding an index invalid for `data`, or nullptr
/// when every index (characters, moves, projectiles, ladder, stage, CPU plans) is in range.
const char* invalid_state_field(const MatchState& state, const GameData& data);

}  // namespace arena::games::fight
