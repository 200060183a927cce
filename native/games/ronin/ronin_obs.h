// Ronin's RAM observation: the fight engine's (fight/ram_table.h: DIAMBRA's keys and the
// positional extras) followed, per player, by samsh5sp's extras (rage_on, rage_used, rage_bar,
// weapon_lost, weapon_fight, weapon_bar, power_bar) and where the fighter's dropped weapon lies
// (weapon_x). configs/games/ronin.toml declares the same extras for Python
// ([[game.player_extras]]).
#pragma once

#include <cstddef>
#include <span>

#include "native/games/fight/game_data.h"
#include "native/games/fight/ram_table.h"
#include "native/games/ronin/ronin_state.h"

namespace arena::games::ronin {

/// samsh5sp's per-player extras and weapon_x, written after the positional ones.
std::span<const fight::ExtraSpace> ronin_extras();

/// Writes the RAM leaves of `state`: P1 is fighter 0, and the first player block describes
/// fighter `first` (0 for DIAMBRA's P1/P2; the agent-row layout writes its own fighter first).
void write_ram(const RoninMatch& state, const fight::GameData& data,
               std::span<std::byte* const> leaves, int first = 0);

}  // namespace arena::games::ronin
