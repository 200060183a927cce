// The team extension's RAM keys, DIAMBRA's for its tag games (tektagt): per player
// character_<k> and health_<k> for every member k = 1..team_size (in team order, whoever is on
// point), and active_character (the point member's index). A team game puts them first among
// its extras (ExtraSpace, fight/ram_table.h) and declares the same in its TOML.
#pragma once

#include <cstddef>
#include <vector>

#include "native/games/fight/fight_state.h"
#include "native/games/fight/ram_table.h"
#include "native/games/fight/team_data.h"
#include "native/games/fight/team_state.h"

namespace arena::games::fight {

/// The team keys' spaces for `data`: character_<k> Discrete over the characters, health_<k>
/// a Box of the health range, active_character Discrete over the members.
std::vector<ExtraSpace> team_extras(const TeamGameData& data);

/// Writes side `side`'s team keys from `out` on; returns the next leaf.
std::byte* const* write_team_ram(const MatchState& match, const TeamSide& team, int side,
                                 std::byte* const* out);

}  // namespace arena::games::fight
