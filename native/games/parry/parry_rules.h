// Parry's rules on top of the fight engine, and the order of one 60 fps frame.
//
// The parry: a fighter free on the floor that taps forward (the direction newly entered) opens
// a window (the file's parry_window_frames) in which a strike or projectile hitting high, mid or
// overhead is parried; a tap of down does the same for lows. A parried hit does no damage, no
// stun and no chip; the attacker freezes parry_freeze_frames, the parrying fighter
// parry_advantage frames less, and its lockout ends (it may parry the next hit). A tap starts a
// parry_lockout_frames lockout during which another tap opens nothing: a whiffed parry leaves
// the fighter unable to parry again for a while. Throws cannot be parried.
//
// Besides: the super meter and stun gauge (parry_meter.h), super arts hitting harder on the
// one-stock art, counter hits on strikes into a move's startup, and throws (LP+LK in the
// TOML) that a victim techs by pressing LP or LK within the rules' escape window.
#pragma once

#include <cstdint>

#include "native/games/fight/fight_state.h"
#include "native/games/fight/game_data.h"
#include "native/games/fight/own_rules.h"
#include "native/games/parry/parry_state.h"

namespace arena::games::parry {

/// Parry's own rule numbers, from its file's [rules] (fight/own_rules.h: kParryOwnRuleKeys in
/// parry_env.cc reads them; configs/games/parry.toml says what each is).
struct ParryOwnRules {
  // A parry, and the super meter it gives.
  int parry_window_frames, parry_lockout_frames, parry_freeze_frames, parry_advantage;
  int parry_meter_gain;
  // The stun gauge.
  int stun_percent, stun_calm_frames, stun_drain_every, dizzy_frames;
  // A super art's damage, by art.
  int super_art_1_damage_percent, super_art_2_damage_percent, super_art_3_damage_percent;
};

/// Parry's own rule numbers in its data: parry_rules(data).
inline constexpr auto& parry_rules = fight::own_rules<ParryOwnRules>;

/// Button bits in the order of the TOML's [game] buttons = ["LP", "MP", "HP", "LK", "MK", "HK"].
inline constexpr uint8_t kLightPunch = 1u << 0;
inline constexpr uint8_t kLightKick = 1u << 3;

/// Parry's rule numbers (fight::FightGame::rules): the rest are RuleSet's own; the TOML's
/// [rules] table overrides the keys its FightGame lists (fight/rule_keys.h).
inline constexpr fight::RuleSet kParryRules{.throw_escape_buttons = kLightPunch | kLightKick,
                                            .throw_escape_frames = 7,
                                            .throw_frames = 36,
                                            .start_distance_px = 90};

/// Clears what lasts one round (parry timers, freeze, stun gauge, dizzy); `new_stage` also
/// empties the super meters (a new opponent starts from nothing).
void start_parry_round(ParryMatch& state, bool new_stage);

/// Advances the match one frame: records both fighters' inputs (`held` words and button
/// `pressed` edges), reads parry taps, runs control (spending meter), motion, collisions,
/// parries, hits, throws, the gauges and the clock. Does not decide round ends.
void parry_frame(ParryMatch& state, const fight::GameData& data, const uint16_t held[2],
                 const uint8_t pressed[2]);

}  // namespace arena::games::parry
