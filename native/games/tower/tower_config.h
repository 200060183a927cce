// Tower's own checks of its game data and the parsing of its episode options (its shape, buttons
// and attack table, is in its registry entry, tower_env.cc). Settings and options are the fight
// engine's (fight/env_config.h); tower adds the episode option `tower` (DIAMBRA's umk3 name and
// range: 1..4 or None for a draw; the 1P ladder has 7 + tower stages). umk3's attack table has six
// single buttons (HP HK LK LP Run Block) and no combinations. Every bad value raises
// std::invalid_argument naming the setting, the value and what is allowed.
#pragma once

#include <memory>
#include <optional>

#include "native/core/array_spec.h"
#include "native/core/config.h"
#include "native/games/fight/env_config.h"
#include "native/games/fight/game_data.h"

namespace arena::games::tower {

inline constexpr int kMinTower = 1;
inline constexpr int kMaxTower = 4;
/// Stages of the 1P ladder for a `tower` value.
constexpr int tower_stages(int tower) { return 7 + tower; }

/// Episode options: the fight engine's and the tower (the ladder's length).
struct TowerOptions : fight::FightOptions {
  std::optional<int> tower;
};

/// Tower's own checks of its file (fight::FightGame::check_game_data): the tower range and
/// stages, one button per move, specials' chip.
void check_tower_data(const core::Config& game_data, const fight::GameData& data);

/// Parses episode options. Replaces all options: a missing key takes its default.
TowerOptions parse_tower_options(const core::Config& options, int n_players,
                                 const fight::GameData& data);

}  // namespace arena::games::tower
