// Parry's RAM observation: the fight engine's (fight/ram_table.h: DIAMBRA's keys and the
// positional extras) followed, per player, by sfiii3n's extras (stun_bar, stunned, super_bar,
// super_type, super_count, super_max_count). configs/games/parry.toml declares the same
// extras for Python ([[game.player_extras]]).
#pragma once

#include <cstddef>
#include <span>

#include "native/games/fight/game_data.h"
#include "native/games/fight/ram_table.h"
#include "native/games/parry/parry_state.h"

namespace arena::games::parry {

/// sfiii3n's per-player extras, written after the positional ones.
std::span<const fight::ExtraSpace> parry_extras();

/// Writes the RAM leaves of `state`: P1 is fighter 0, and the first player block describes
/// fighter `first` (0 for DIAMBRA's P1/P2; the agent-row layout writes its own fighter first).
void write_ram(const ParryMatch& state, const fight::GameData& data,
               std::span<std::byte* const> leaves, int first = 0);

}  // namespace arena::games::parry
