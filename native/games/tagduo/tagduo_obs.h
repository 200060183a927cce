// Tagduo's RAM observation: the fight engine's (fight/ram_table.h: DIAMBRA's keys, `character`
// and `health` being the point's, and the positional extras) followed, per player, by
// tektagt's extras: the team's (fight/team_ram.h: character_1/2, health_1/2,
// active_character) and bar_status. configs/games/tagduo.toml declares the same extras for
// Python ([[game.player_extras]]).
#pragma once

#include <cstddef>
#include <span>
#include <vector>

#include "native/games/fight/game_data.h"
#include "native/games/fight/ram_table.h"
#include "native/games/tagduo/tagduo_state.h"

namespace arena::games::tagduo {

/// What a side's health bar shows (bar_status), in the TOML's order of its values.
enum BarStatus : int16_t {
  kBarFull = 0,         // nothing lost
  kBarRecoverable = 1,  // the point lost health a tag would let it regain
  kBarRecovering = 2,   // the benched partner is regaining health
  kBarTagging = 3,      // a tag in progress
  kBarDanger = 4,       // a character under 25% of full health
};

/// tektagt's per-player extras for this game's data, written after the positional ones.
std::vector<fight::ExtraSpace> tagduo_extras(const fight::GameData& data);

/// Side `side`'s bar_status.
int16_t bar_status(const TagduoMatch& state, int side, int max_health);

/// Writes the RAM leaves of `state`: P1 is fighter 0, and the first player block describes
/// fighter `first` (0 for DIAMBRA's P1/P2; the agent-row layout writes its own fighter first).
void write_ram(const TagduoMatch& state, const fight::GameData& data,
               std::span<std::byte* const> leaves, int first = 0);

}  // namespace arena::games::tagduo
