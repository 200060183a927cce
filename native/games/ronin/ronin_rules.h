// Ronin's rules on top of the fight engine, and the order of one 60 fps frame.
//
// Few, huge hits: a strong slash (WS+MS) takes 30-40% of the health bar, scaled by the weapon bar;
// rage adds 25% (ronin_gauges.h). The rage explosion: pressing WS+MS+K together once per match
// (stage) while free on the floor or blocking bursts out: the fighter is strike- and
// throw-invulnerable for kExplosionFrames, a foe within the file's explosion_reach_px is blown back
// into block stun (explosion_stun_frames), and rage (its damage, not the super) starts at a full
// bar. Meditation: holding M alone (no other button) while free on the floor stands still and
// trades rage for power. Slash-vs-slash clashes disarm (ronin_clash.h). Throws (WS+K) are teched by
// pressing WS or K within the escape window.
#pragma once

#include <cstdint>

#include "native/games/fight/fight_state.h"
#include "native/games/fight/game_data.h"
#include "native/games/ronin/ronin_gauges.h"
#include "native/games/ronin/ronin_state.h"

namespace arena::games::ronin {

/// The explosion's invulnerability (it bounds the `explosion` info, so it stays here).
inline constexpr int kExplosionFrames = 30;

/// Ronin's rule numbers (fight::FightGame::rules): the rest are RuleSet's own; the TOML's
/// [rules] table overrides the keys its FightGame lists (fight/rule_keys.h).
inline constexpr fight::RuleSet kRoninRules{.throw_escape_buttons = kWeakSlash | kKick,
                                            .throw_escape_frames = 7,
                                            .throw_escape_lockout_frames = 8,
                                            .throw_frames = 36,
                                            .knockdown_frames = 44,
                                            .start_distance_px = 100,
                                            .cpu_walk_in_px = 40};

/// Clears what lasts one round (weapons back in hand and full weapon bars, clash, meditation,
/// the dropped weapon); `new_stage` also empties the rage and power bars and gives the rage
/// explosion back (a new opponent, a new match).
void start_ronin_round(RoninMatch& state, bool new_stage, const fight::GameData& data);

/// Advances the match one frame: records both fighters' inputs (`held` words and button
/// `pressed` edges), rage explosions, meditation, control (swings drain the weapon bar, the
/// super ends rage, the issen spends the power bar), motion, collisions, clashes, hits,
/// throws, the dropped weapon, the gauges and the clock. Does not decide round ends.
void ronin_frame(RoninMatch& state, const fight::GameData& data, const uint16_t held[2],
                 const uint8_t pressed[2]);

}  // namespace arena::games::ronin
