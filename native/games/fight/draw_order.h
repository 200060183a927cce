// The order a fighting game draws its two fighters in: an attacking fighter on top, so its
// limb shows over the body it reaches; fighter 0 on top otherwise.
#pragma once

#include "native/games/fight/fight_state.h"

namespace arena::games::fight {

/// Calls `draw(fighter)` for both fighters, the one to show on top last.
template <typename DrawFighter>
void draw_fighters_in_order(const MatchState& match, DrawFighter&& draw) {
  const bool second_on_top =
      match.fighters[1].action == kAttack && match.fighters[0].action != kAttack;
  draw(second_on_top ? 0 : 1);
  draw(second_on_top ? 1 : 0);
}

}  // namespace arena::games::fight
