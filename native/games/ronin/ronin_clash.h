// Slash-vs-slash clashes, disarms and the dropped weapon.
//
// A clash: on a frame where both fighters are armed and in the active frames of a weapon
// strike (ronin_gauges.h) that has not connected yet, and the two hitboxes overlap (or each
// strike reaches the other's body), neither strike lands: both moves end and a mash contest of
// kClashBeats beats of kBeatFrames frames begins, during which neither fighter acts. In each
// beat a fighter scores 1 if it pressed WS or MS at least once (so an agent pressing a slash on
// every env step scores every beat at any step_ratio 1-6). At the end the higher score wins;
// equal scores go to the fuller weapon bar; a full tie disarms nobody (both are pushed apart).
// The loser is disarmed (weapon_lost) and reels in hit stun; its weapon flies behind it and
// lands on the floor. A disarmed fighter's slashes are fists (x0.5, no clash) until it stands
// free on the floor within kPickupPx of its weapon, which picks it up.
#pragma once

#include "native/games/fight/collision.h"
#include "native/games/fight/game_data.h"
#include "native/games/ronin/ronin_state.h"

namespace arena::games::ronin {

inline constexpr int kBeatFrames = 6;
inline constexpr int kClashBeats = 6;
inline constexpr int kClashFrames = kBeatFrames * kClashBeats;
inline constexpr int kDisarmStunFrames = 30;
inline constexpr int kPickupPx = 10;

/// Starts a clash when this frame's positions make one (see above). Returns true when it did
/// (the frame's contacts then resolve nothing).
bool start_clash(RoninMatch& state, const fight::GameData& data, const fight::Contact* contacts,
                 int count);

/// One frame of a running clash: counts each fighter's slash presses (`pressed` button edges)
/// and, on its last frame, decides the winner and disarms the loser.
void update_clash(RoninMatch& state, const fight::GameData& data, const uint8_t pressed[2]);

/// One frame of the dropped weapon: its flight, landing and being picked up by its owner.
void update_dropped_weapon(RoninMatch& state);

}  // namespace arena::games::ronin
