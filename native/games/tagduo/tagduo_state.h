// Tagduo's state beside the shared fight::MatchState: the teams (the kit's team extension,
// fight/team_state.h) and per fighter the sidestep (its frames left and the down tap that may
// start one). Plain integers with every byte named, so it joins the match in the env's
// snapshot bytes.
#pragma once

#include <cstdint>

#include "native/games/fight/fight_state.h"
#include "native/games/fight/team_state.h"

namespace arena::games::tagduo {

/// fight::ContactKind values tagduo adds (stored in FighterState::last_contact).
inline constexpr uint8_t kContactSidestep = 8;  // this fighter's sidestep let a strike pass
inline constexpr uint8_t kContactTag = 9;       // this fighter just tagged in

/// One fighter's tagduo-specific state.
struct TagduoFighter {
  uint8_t sidestep = 0;        // frames left of a sidestep (high, mid, overhead strikes pass)
  uint8_t down_tap_age = 255;  // frames since the last tap of down was released (255: none)
  uint8_t down_held = 0;       // down was held on the previous frame
  uint8_t sidestep_dir = 0;    // 0 = into the screen, 1 = out of it (drawn only)
};

/// The whole tagduo match.
struct TagduoMatch {
  fight::MatchState match;
  fight::TeamState teams;
  TagduoFighter fighters[fight::kMaxPlayers];
};

}  // namespace arena::games::tagduo
