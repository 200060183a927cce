// Triad's own rules on top of the fight engine: the strike / throw / hold triangle (a hold
// catching a strike of the right height reverses it for extra damage, a throw beats holds and
// guards, a strike beats a throw attempt), danger-zone stage edges (a fighter hit or thrown
// into an edge takes extra damage and bounces, once per combo), and the order of one 60 fps
// frame.
#pragma once

#include <cstdint>

#include "native/core/config.h"
#include "native/games/fight/fight_state.h"
#include "native/games/fight/game_data.h"

namespace arena::games::triad {

/// Button bits in the order of the TOML's [game] buttons = ["Hold", "Punch", "Kick"].
inline constexpr uint8_t kHoldButton = 1u << 0;
inline constexpr uint8_t kPunchButton = 1u << 1;
inline constexpr uint8_t kKickButton = 1u << 2;

/// Triad's rule constants; the optional [rules] table of the TOML (`rules`, may be none)
/// overrides the tunable ones (checked, errors name the path).
fight::RuleSet triad_rules(const core::Config& rules);

/// Advances the match one frame: records both fighters' inputs (`held` words and button
/// `pressed` edges), runs control, motion, collisions, the triangle, throws and the clock.
/// Does not decide round ends (see fight::check_round_over).
void triad_frame(fight::MatchState& state, const fight::GameData& data, const uint16_t held[2],
                 const uint8_t pressed[2]);

}  // namespace arena::games::triad
