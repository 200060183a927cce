// Trio's assists (Marvel-style, on KOF teams). Assist (WP+SP pressed together) by a point free on
// the floor, with no assist of its side on screen, calls the next benched member still in that has
// calls left (2 per member per stage; `partner_attacks` sums the benched members'): it appears the
// file's assist_behind_px behind its point, facing the same way, and assist_entry_frames later
// performs its preset move, its Wave (the character's first projectile move): the shot starts at
// the Wave's reach and flies at its speed for its frames, hitting the foe's point (blocked as the
// Wave, chip included; Max mode's damage bonus counts). The assist leaves kAssistFrames after the
// call. The foe's active strike touching the assist's body hits it: the member loses the strike's
// damage (never below 1 health: an assist is never knocked out; the side's reward counts the loss,
// summed over characters), its shot is called off if not yet fired, and it leaves at once.
#pragma once

#include <cstdint>

#include "native/games/fight/game_data.h"
#include "native/games/trio/trio_state.h"

namespace arena::games::trio {

inline constexpr int kAssistCalls = 2;
inline constexpr int kAssistFrames = 48;
/// Button bits in the order of the TOML's [game] buttons = ["WP", "WK", "SP", "SK"].
inline constexpr uint8_t kWeakPunch = 1u << 0;
inline constexpr uint8_t kWeakKick = 1u << 1;
inline constexpr uint8_t kStrongPunch = 1u << 2;
inline constexpr uint8_t kStrongKick = 1u << 3;
inline constexpr uint8_t kAssistButtons = kWeakPunch | kStrongPunch;

/// The member side `side` would call now (-1: none may be called).
int assist_member(const TrioMatch& state, int side);

/// The assist calls left to side `side`'s benched members (partner_attacks).
int partner_attacks(const TrioMatch& state, int side);

/// The preset move of character `character`: its first projectile (the TOML's check makes
/// every character have one).
const fight::MoveData& assist_move(const fight::GameData& data, int character);

/// Calls side `side`'s assist (assist_member must be >= 0).
void call_assist(TrioMatch& state, int side, const fight::GameData& data);

/// One frame of both sides' assists after the frame's contacts: entries, shots fired, flying
/// and landing, assists hit by the foe's strike, departures.
void update_assists(TrioMatch& state, const fight::GameData& data);

}  // namespace arena::games::trio
