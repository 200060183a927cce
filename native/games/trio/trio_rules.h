// Trio's rules on top of the fight engine and its team extension (fight/team_rules.h: the
// ordered elimination), and the order of one 60 fps frame.
//
// Rounds: a round ends when a point falls, or at time-over, where the point with more health
// wins (equal health: a draw, both out). The loser's point is out; in the next round the
// winner stays on with its health plus 25% of what it is missing (TeamRules'
// winner_recovery_percent) and the loser's next member comes in at full health. The stage is
// won with the third opponent out (rounds_to_win = 3: `wins` counts the opponents out). Power
// and stocks carry over between the rounds of a stage; assists, Max mode, rolls and charges
// end with the round.
//
// Roll (WP+WK pressed together, free on the floor): the fighter rolls forward for kRollFrames,
// strike-invulnerable (strikes, projectiles and assists pass) for the file's
// roll_invulnerable_frames from the press on, and throwable all along. Charge (WK+SK held alone,
// free on the floor, styles 2 and 3): the fighter stands still and the bar fills (trio_power.h).
// Max (WP+WK+SP pressed together with a stock, free on the floor, not in Max already): spends a
// stock; kMaxModeFrames of max_damage_percent damage; the fighter poses max_pose_frames. A Super (a
// move costing a stock) spends it when it starts. Assists: trio_assist.h.
#pragma once

#include <cstdint>

#include "native/games/fight/fight_game.h"
#include "native/games/fight/fight_state.h"
#include "native/games/fight/game_data.h"
#include "native/games/trio/trio_assist.h"
#include "native/games/trio/trio_state.h"

namespace arena::games::trio {

/// The roll's press: WP+WK together.
inline constexpr uint8_t kRollButtons = kWeakPunch | kWeakKick;
inline constexpr int kRollFrames = 22;
inline constexpr int kRollSpeed = 3 * 256;  // 1/256 px per frame
inline constexpr int kWinnerRecoveryPercent = 25;

/// Trio's rule numbers (fight::FightGame::rules): the rest are RuleSet's own; the TOML's
/// [rules] table overrides the keys its FightGame lists (fight/rule_keys.h).
inline constexpr fight::RuleSet kTrioRules{.throw_escape_buttons = kStrongPunch | kStrongKick,
                                           .throw_escape_frames = 8,
                                           .throw_escape_lockout_frames = 8,
                                           .throw_frames = 36,
                                           .max_juggle_hits = 3,
                                           .start_distance_px = 90,
                                           .cpu_footsies = true,
                                           .cpu_walk_in_px = 40};

/// Round start (after the kit's): a stage's first round puts every member back at full health
/// with member 0 on point, no power and 2 assist calls per member; a stage's next round brings
/// the loser's next member in and lets the winner recover (fight/team_rules.h). Either way no
/// assist, Max mode, roll or charge.
void start_trio_round(TrioMatch& state, const fight::GameData& data, fight::RoundStart start);

/// A round's end (before the next round starts): the loser's point is out.
void end_trio_round(TrioMatch& state);

/// Advances the match one frame: records both fighters' inputs, reads Max, rolls, assist
/// calls and charges, runs control (Supers spending stocks), motion, collisions, hits, throws,
/// assists, power, the teams' health and the clock. Does not decide round ends.
void trio_frame(TrioMatch& state, const fight::GameData& data, const uint16_t held[2],
                const uint8_t pressed[2]);

}  // namespace arena::games::trio
