// Trio's own check of its game data (a team game's: fight/team_data.h) and its episode options (its
// shape, buttons and attack tables, is in its registry entry, trio_env.cc). Settings and options
// are the fight engine's (fight/env_config.h) plus the team extension's `team_characters`
// (fight/team_setup.h: per player the three, each an index or None) and `fighting_style` (DIAMBRA's
// kof98umh name and range, per player 1-3 or None for a draw; trio_power.h). Every bad value raises
// std::invalid_argument naming the setting, the value and what is allowed.
#pragma once

#include "native/core/config.h"
#include "native/games/fight/env_config.h"
#include "native/games/fight/game_data.h"
#include "native/games/fight/team_setup.h"

namespace arena::games::trio {

/// Characters per side (the TOML's [game] team_size must say so: FightGame::team_size).
inline constexpr int kTeamSize = 3;

/// Episode options: the fight engine's, the teams picked per player and their styles.
struct TrioOptions : fight::FightOptions {
  fight::TeamPicks teams;
  fight::PerPlayer fighting_style;
};

/// Trio's own check of its file (fight::FightGame::check_game_data): elimination = true,
/// fighting_style = [1, 3], every character with a projectile (its assist's move).
void check_trio_data(const core::Config& game_data, const fight::GameData& data);

/// Parses episode options. Replaces all options: a missing key takes its default.
TrioOptions parse_trio_options(const core::Config& options, int n_players,
                               const fight::GameData& data);

}  // namespace arena::games::trio
