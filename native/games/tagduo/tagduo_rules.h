// Tagduo's rules on top of the fight engine and its team extension (fight/team_rules.h), and
// the order of one 60 fps frame.
//
// The tag: pressing Tag (its press counts for the input buffer's 5 frames) while the point is
// free on the floor swaps it for the partner: the partner takes the point's place, locked for
// TeamRules::tag_frames (20) as it drops in; the outgoing character keeps the health it had
// and, benched, regains its recoverable part (40% of each hit it took) at 1 point every 10
// frames. A round is lost when either character falls (only the point can be hit); time-over
// compares the teams' total health.
//
// The sidestep: down tapped twice (down, released, down again within the file's
// sidestep_window_frames) by a fighter free on the floor steps out of line for kSidestepFrames:
// strikes that hit high, mid or overhead and projectiles pass it by (the fighter is locked
// meanwhile, shown as landing); lows and throws catch it.
//
// Juggles: a launcher (a move with `launch`) sends the foe up; every further hit on an airborne
// foe juggles it again, and the juggled fighter falls juggle_gravity faster per frame for every
// juggle hit after the first (gravity scaling), so juggles shorten; the kit's
// max_juggle_hits (5) ends them.
#pragma once

#include <cstdint>

#include "native/games/fight/fight_state.h"
#include "native/games/fight/game_data.h"
#include "native/games/fight/own_rules.h"
#include "native/games/tagduo/tagduo_state.h"

namespace arena::games::tagduo {

/// The sidestep's length (it bounds the `sidestep` info, so it stays here).
inline constexpr int kSidestepFrames = 16;

/// Tagduo's own rule numbers, from its file's [rules] (fight/own_rules.h: kTagduoOwnRuleKeys in
/// tagduo_env.cc reads them; configs/games/tagduo.toml says what each is).
struct TagduoOwnRules {
  int sidestep_window_frames, juggle_gravity;
};

/// Tagduo's own rule numbers in its data: tagduo_rules(data).
inline constexpr auto& tagduo_rules = fight::own_rules<TagduoOwnRules>;

/// Button bits in the order of the TOML's [game] buttons = ["LP", "RP", "LK", "RK", "Tag"].
inline constexpr uint8_t kLeftPunch = 1u << 0;
inline constexpr uint8_t kLeftKick = 1u << 2;
inline constexpr uint8_t kTagButton = 1u << 4;

/// Tagduo's rule numbers (fight::FightGame::rules): the rest are RuleSet's own; the TOML's
/// [rules] table overrides the keys its FightGame lists (fight/rule_keys.h).
inline constexpr fight::RuleSet kTagduoRules{.throw_escape_buttons = kLeftPunch | kLeftKick,
                                             .throw_escape_frames = 8,
                                             .throw_escape_lockout_frames = 8,
                                             .max_juggle_hits = 5,
                                             .start_distance_px = 90,
                                             .cpu_footsies = true,
                                             .cpu_walk_in_px = 40};

/// Clears what lasts one round: the teams back to full health with member 0 on point, no
/// sidestep.
void start_tagduo_round(TagduoMatch& state, const fight::GameData& data);

/// Advances the match one frame: records both fighters' inputs (`held` words and button
/// `pressed` edges), reads sidesteps and tags, runs control, motion (with juggle gravity),
/// collisions, hits (sidesteps evading), throws, the teams' health and the clock. Does not
/// decide round ends (tagduo_round_over does).
void tagduo_frame(TagduoMatch& state, const fight::GameData& data, const uint16_t held[2],
                  const uint8_t pressed[2]);

/// After a frame: true when the round ended (a point KO'd, or time-over on team totals).
bool tagduo_round_over(TagduoMatch& state);

}  // namespace arena::games::tagduo
