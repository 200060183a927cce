// Triad's shape (buttons, attack tables, native frame) and the parsing of its game data, env
// settings and episode options, and the EnvSpec they imply: the settings and options are the
// fight engine's (fight/env_config.h), exactly as in the contract with the Python layer. Every
// bad value raises std::invalid_argument naming the setting, the value and what is allowed.
#pragma once

#include <memory>

#include "native/core/array_spec.h"
#include "native/core/config.h"
#include "native/games/fight/env_config.h"
#include "native/games/fight/game_data.h"

namespace arena::games::triad {

/// Triad's buttons (Hold, Punch, Kick), its 8 attacks with combinations and 4 without.
const fight::GameShape& triad_shape();

}  // namespace arena::games::triad
