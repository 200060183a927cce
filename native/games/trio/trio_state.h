// Trio's state beside the shared fight::MatchState: the teams (the kit's team extension,
// fight/team_state.h) and per side the power (bar, stocks, Max mode, fighting style), the roll,
// the charge and the assist (calls left per member, the assist on screen and its shot). Plain
// integers with every byte named, so it joins the match in the env's snapshot bytes.
#pragma once

#include <cstdint>

#include "native/games/fight/fight_state.h"
#include "native/games/fight/team_state.h"

namespace arena::games::trio {

/// fight::ContactKind values trio adds (stored in FighterState::last_contact).
inline constexpr uint8_t kContactAssist = 8;  // this side's assist hit, or was hit

/// A called partner: standing behind its point, it fires its Wave once, and can be hit.
struct Assist {
  int32_t x = 0;        // body centre, 1/256 px
  int32_t shot_x = 0;   // its shot's centre, 1/256 px
  int16_t frames = 0;   // frames since the call (0: no assist out)
  int16_t shot_frames = 0;  // frames its shot has left in flight (0: none)
  uint8_t member = 0;   // the team member called
  int8_t facing = 1;
  uint8_t pad0 = 0;
  uint8_t pad1 = 0;
};

/// One side's trio-specific state.
struct TrioFighter {
  int16_t power_bar = 0;    // 0..kPowerBarMax
  int16_t max_frames = 0;   // frames of Max mode left
  uint8_t stocks = 0;       // special_attacks: 0..stock_cap
  uint8_t style = 1;        // fighting_style: 1 Advanced, 2 Extra, 3 Ultimate
  uint8_t roll = 0;         // frames since a roll started (0: not rolling)
  uint8_t charging = 0;     // 1 while charging
  uint8_t calls[fight::kMaxTeamSize] = {};  // assist calls left per member
  uint8_t pad0 = 0;
  Assist assist;
};

/// The whole trio match.
struct TrioMatch {
  fight::MatchState match;
  fight::TeamState teams;
  TrioFighter fighters[fight::kMaxPlayers];
};

}  // namespace arena::games::trio
