// Tower's hook around the shared CPU (fight/cpu.h): the CPU decides exactly as in every game,
// and its words are translated to tower's controls. A guard (back or down-back with no attack
// button) also holds Block, since back alone only walks away here; an approach from afar with a
// run bar at least half full holds Run. The words go through the same input path as an agent's.
#pragma once

#include <cstdint>

#include "native/games/fight/game_data.h"
#include "native/games/tower/tower_state.h"

namespace arena::games::tower {

/// Distance (pixels, centre to centre) beyond which an approaching CPU runs.
inline constexpr int kCpuRunDistance = 110;

/// The CPU's input word for fighter `index` this frame (call once per frame, before the
/// inputs are recorded): fight::cpu_input in tower's controls.
uint16_t tower_cpu_input(TowerMatch& state, int index, const fight::GameData& data);

}  // namespace arena::games::tower
