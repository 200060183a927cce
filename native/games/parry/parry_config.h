// Parry's own checks of its game data and the parsing of its episode options (its shape, buttons
// and attack tables, is in its registry entry, parry_env.cc). Settings and options are the fight
// engine's (fight/env_config.h); parry adds the episode option `super_art` (DIAMBRA's name and
// range: per player, 1..3 or None for a draw). Every bad value raises std::invalid_argument naming
// the setting, the value and what is allowed.
#pragma once

#include <memory>

#include "native/core/array_spec.h"
#include "native/core/config.h"
#include "native/games/fight/env_config.h"
#include "native/games/fight/game_data.h"

namespace arena::games::parry {

/// Episode options: the fight engine's and the super art per player.
struct ParryOptions : fight::FightOptions {
  fight::PerPlayer super_art;
};

/// Parry's own checks of its file (fight::FightGame::check_game_data): super_art = [1, 3], and
/// a parry's advantage no longer than its freeze.
void check_parry_data(const core::Config& game_data, const fight::GameData& data);

/// Parses episode options. Replaces all options: a missing key takes its default.
ParryOptions parse_parry_options(const core::Config& options, int n_players,
                                 const fight::GameData& data);

}  // namespace arena::games::parry
