// Tower's state beside the shared fight::MatchState: per fighter, the run meter (drained by
// running and by chain strings, refilled while idle) and the aggressor bar (filled by damage
// dealt, it powers a spell of harder hits once full); per match, the endurance stages of the
// 1P ladder (a second CPU fighter that enters when the first falls) and the tower length.
// Plain integers with every byte named, so it joins the match in the env's snapshot bytes.
#pragma once

#include <cstdint>

#include "native/games/fight/fight_state.h"

namespace arena::games::tower {

/// fight::ContactKind value tower adds (stored in FighterState::last_contact).
inline constexpr uint8_t kContactEnter = 8;  // the endurance partner stepped in

/// One fighter's tower-specific state.
struct TowerFighter {
  int16_t run_bar = 0;           // 0..kRunBarMax
  int16_t aggressor_bar = 0;     // 0..kAggressorBarMax
  int16_t aggressor_frames = 0;  // frames left of aggressor mode (bar full), 0 = off
  uint8_t refill_clock = 0;      // idle frames counted towards the next run-bar point
  uint8_t running = 0;           // 1 while running (Run + forward)
};

/// The whole tower match.
struct TowerMatch {
  fight::MatchState match;
  TowerFighter fighters[fight::kMaxPlayers];
  /// 1P ladder: the partner character that enters an endurance stage when the first CPU
  /// fighter falls, per stage; kNoPartner on ordinary stages.
  uint8_t partner[fight::kMaxStages] = {};
  uint8_t tower = 1;       // the `tower` setting (1..4): n_stages = 7 + tower in 1P
  uint8_t partner_in = 0;  // 1 once this round's partner entered (the first foe fell)
  uint8_t pad0[2] = {};
};

inline constexpr uint8_t kNoPartner = 255;

}  // namespace arena::games::tower
