// Tagduo's shape (buttons, attack tables, native frame), the parsing of its game data (a team
// game's: fight/team_data.h) and episode options, and the EnvSpec they imply. Settings and
// options are the fight engine's (fight/env_config.h) plus the team extension's
// `team_characters` (fight/team_setup.h: per player the pair, each entry an index or None).
// Every bad value raises std::invalid_argument naming the setting, the value and what is
// allowed.
#pragma once

#include <memory>

#include "native/core/array_spec.h"
#include "native/core/config.h"
#include "native/games/fight/env_config.h"
#include "native/games/fight/game_data.h"
#include "native/games/fight/team_setup.h"

namespace arena::games::tagduo {

inline constexpr int kNativeFrameHeight = 240;
inline constexpr int kNativeFrameWidth = 320;
/// Characters per side (the TOML's [game] team_size must say so).
inline constexpr int kTeamSize = 2;

/// Episode options: the fight engine's and the teams picked per player.
struct TagduoOptions : fight::FightOptions {
  fight::TeamPicks teams;
};

/// Tagduo's buttons (LP RP LK RK Tag), its 13 attacks with combinations and 6 without.
const fight::GameShape& tagduo_shape();

/// Parses the "game_data" map (the TOML as Python parsed it) into the engine's data (a
/// fight::TeamGameData).
std::shared_ptr<const fight::GameData> parse_tagduo_game_data(const core::Config& game_data);

/// Parses episode options. Replaces all options: a missing key takes its default.
TagduoOptions parse_tagduo_options(const core::Config& options, int n_players,
                                   const fight::GameData& data);

/// The spec of an env with these settings (observation, info and action layout).
core::EnvSpec tagduo_spec(const fight::FightSettings& settings, const fight::GameData& data);

}  // namespace arena::games::tagduo
