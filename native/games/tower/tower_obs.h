// Tower's RAM observation: the fight engine's (fight/ram_table.h: DIAMBRA's keys and the
// positional extras) followed, per player, by umk3's extra `aggressor_bar` and tower's run
// meter `run_bar`. configs/games/tower.toml declares the same extras for Python
// ([[game.player_extras]]).
#pragma once

#include <cstddef>
#include <span>

#include "native/games/fight/game_data.h"
#include "native/games/fight/ram_table.h"
#include "native/games/tower/tower_state.h"

namespace arena::games::tower {

/// Tower's per-player extras, written after the positional ones.
std::span<const fight::ExtraSpace> tower_extras();

/// Writes the RAM leaves of `state`: P1 is fighter 0, and the first player block describes
/// fighter `first` (0 for DIAMBRA's P1/P2; the agent-row layout writes its own fighter first).
void write_ram(const TowerMatch& state, const fight::GameData& data,
               std::span<std::byte* const> leaves, int first = 0);

}  // namespace arena::games::tower
