// Triad's own rules on top of the fight engine: the strike / throw / hold triangle (a hold
// catching a strike of the right height reverses it for extra damage, a throw beats holds and
// guards, a strike beats a throw attempt), danger-zone stage edges (a fighter hit or thrown
// into an edge takes extra damage and bounces, once per combo), and the order of one 60 fps
// frame.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

#include "native/games/fight/fight_state.h"
#include "native/games/fight/game_data.h"

namespace arena::games::triad {

/// Button bits in the order of the TOML's [game] buttons = ["Hold", "Punch", "Kick"].
inline constexpr uint8_t kHoldButton = 1u << 0;
inline constexpr uint8_t kPunchButton = 1u << 1;
inline constexpr uint8_t kKickButton = 1u << 2;

/// Triad's rule numbers (fight::FightGame::rules): the rest are RuleSet's own; the TOML's
/// [rules] table overrides the keys its FightGame lists (fight/rule_keys.h).
inline constexpr fight::RuleSet kTriadRules{.throw_escape_buttons = kHoldButton,
                                            .throw_escape_frames = 5,
                                            .throw_escape_lockout_frames = 8,
                                            .danger_zone_px = 20,
                                            .danger_damage = 20,
                                            .danger_launch = 900,
                                            .cpu_footsies = true,
                                            .cpu_walk_in_px = 40};

/// The [rules] keys triad's file may set: every tunable key (its throw lockout, holds, high
/// counters and danger zones too).
inline constexpr std::array<std::string_view, 10> kTriadRuleKeys = {
    "throw_escape_frames", "throw_escape_lockout_frames",
    "throw_frames",        "hold_reversal_frames",
    "counter_hit_percent", "hi_counter_percent",
    "hold_damage_percent", "danger_zone_px",
    "danger_damage",       "knockdown_frames"};

/// Advances the match one frame: records both fighters' inputs (`held` words and button
/// `pressed` edges), runs control, motion, collisions, the triangle, throws and the clock.
/// Does not decide round ends (see fight::check_round_over).
void triad_frame(fight::MatchState& state, const fight::GameData& data, const uint16_t held[2],
                 const uint8_t pressed[2]);

}  // namespace arena::games::triad
