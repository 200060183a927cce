// Tagduo's team size (its file's team_size, which the kit holds to it: fight/team_data.h) and its
// episode options (its shape, buttons and attack tables, is in its registry entry, tagduo_env.cc).
// Settings and options are the fight engine's (fight/env_config.h) plus the team extension's
// `team_characters` (fight/team_setup.h: per player the pair, each entry an index or None). Every
// bad value raises std::invalid_argument naming the setting, the value and what is allowed.
#pragma once

#include "native/core/config.h"
#include "native/games/fight/env_config.h"
#include "native/games/fight/game_data.h"
#include "native/games/fight/team_setup.h"

namespace arena::games::tagduo {

/// Characters per side (the TOML's [game] team_size must say so: FightGame::team_size).
inline constexpr int kTeamSize = 2;

/// Episode options: the fight engine's and the teams picked per player.
struct TagduoOptions : fight::FightOptions {
  fight::TeamPicks teams;
};

/// Parses episode options. Replaces all options: a missing key takes its default.
TagduoOptions parse_tagduo_options(const core::Config& options, int n_players,
                                   const fight::GameData& data);

}  // namespace arena::games::tagduo
