// Ronin's shape (buttons, attack tables, native frame), the parsing of its game data and
// episode options, and the EnvSpec they imply. Settings and options are the fight engine's
// (fight/env_config.h); like DIAMBRA's samsh5sp, ronin has no game-specific setting, and its
// attack table is samsh5sp's shape: 11 attacks with button combinations, 5 without. Every bad
// value raises std::invalid_argument naming the setting, the value and what is allowed.
#pragma once

#include <memory>

#include "native/core/array_spec.h"
#include "native/core/config.h"
#include "native/games/fight/env_config.h"
#include "native/games/fight/game_data.h"

namespace arena::games::ronin {

/// Ronin's buttons (WS MS K M), its 11 attacks with combinations and 5 without.
const fight::GameShape& ronin_shape();

}  // namespace arena::games::ronin
