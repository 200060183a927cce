// Parry's state beside the shared fight::MatchState: per fighter, the parry (the tap that
// opened a window, the window and the lockout), the hit freeze, the super meter and its shape
// (the super art), and the stun gauge with the dizzy it ends in. Plain integers with every
// byte named, so it joins the match in the env's snapshot bytes.
#pragma once

#include <cstdint>

#include "native/games/fight/fight_state.h"

namespace arena::games::parry {

/// The height a parry tap covers: forward parries highs, mids and overheads; down parries lows.
enum ParryHeight : uint8_t { kParryNone = 0, kParryHigh = 1, kParryLow = 2 };

/// fight::ContactKind values parry adds (stored in FighterState::last_contact).
inline constexpr uint8_t kContactParry = 8;  // this fighter parried, or was parried
inline constexpr uint8_t kContactDizzy = 9;  // this fighter's stun gauge filled

/// One fighter's parry-specific state.
struct ParryFighter {
  int16_t super_bar = 0;     // 0..kSuperBarMax
  int16_t stun_bar = 0;      // 0..kStunBarMax
  int16_t calm_frames = 0;   // frames since the stun gauge last grew (it drains after a while)
  uint8_t super_art = 1;     // 1..3: the meter's shape (1 stock of 128, 2 of 64, 3 of ~43)
  uint8_t parry_window = 0;  // frames left in which a hit of `parry_height` is parried
  uint8_t parry_height = kParryNone;
  uint8_t parry_lockout = 0;   // frames before another tap may open a window
  uint8_t freeze = 0;          // hit-freeze frames left: no control, no move progress
  uint8_t dizzy = 0;           // 1 while dizzy (the fighter is in hit stun it cannot leave)
  uint8_t dizzy_pending = 0;   // the gauge filled: dizzy as soon as the fighter is free
  uint8_t last_direction = 5;  // last frame's facing-relative direction (tap detection)
  uint8_t parries = 0;         // successful parries this round (saturates), for tests and HUD
  uint8_t pad0 = 0;
};

/// The whole parry match.
struct ParryMatch {
  fight::MatchState match;
  ParryFighter fighters[fight::kMaxPlayers];
};

}  // namespace arena::games::parry
