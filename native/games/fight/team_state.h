// The team extension of the fight engine's state, for games with several characters per side
// (tagduo's tag pairs, trio's ordered threes): per side its members, which of them is on point
// and what each benched member banks. The point member plays through the side's FighterState
// (its character and health live there while it is on point); a TeamMember holds the others'.
// Plain integers with every byte named, so a game's match state holds it beside its
// fight::MatchState and snapshots stay byte copies.
#pragma once

#include <cstdint>
#include <type_traits>

#include "native/games/fight/fight_state.h"

namespace arena::games::fight {

/// The most characters a side may field (DIAMBRA's games select up to three).
inline constexpr int kMaxTeamSize = 3;

/// One member of a side's team.
struct TeamMember {
  int16_t health = 0;       // its health (the point's is mirrored from its FighterState)
  int16_t recoverable = 0;  // health it may still regain while benched (the red part of its bar)
  uint8_t character = 0;    // index into the game's character list
  uint8_t fallen = 0;       // 1 once its health reached 0
  uint8_t pad0 = 0;
  uint8_t pad1 = 0;
};

/// One side's team: `size` members, `active` on point.
struct TeamSide {
  TeamMember members[kMaxTeamSize];
  uint8_t size = 1;
  uint8_t active = 0;         // the point member's index
  uint8_t tag_frames = 0;     // frames left of a tag in progress (the incoming member is locked)
  uint8_t recover_clock = 0;  // frames since the benched members last regained a point
};

/// Both sides' teams.
struct TeamState {
  TeamSide sides[kMaxPlayers];
};

static_assert(std::is_trivially_copyable_v<TeamState>);
static_assert(std::has_unique_object_representations_v<TeamState>,
              "every byte of the state is a named field (snapshots compare bytes)");

}  // namespace arena::games::fight
