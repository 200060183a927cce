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

inline constexpr int kNativeFrameHeight = 240;
inline constexpr int kNativeFrameWidth = 256;

/// Triad's buttons (Hold, Punch, Kick), its 8 attacks with combinations and 4 without.
const fight::GameShape& triad_shape();

/// Parses the "game_data" map (the TOML as Python parsed it) into the engine's data.
std::shared_ptr<const fight::GameData> parse_triad_game_data(const core::Config& game_data);

}  // namespace arena::games::triad
