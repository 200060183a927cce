// The clock of a gauge that moves a point every so many frames (ronin's weapon regenerating and
// rage draining, tower's run bar refilling, a team's benched health recovering): the frames are
// counted on a field of the game's state, written once here.
#pragma once

namespace arena::games::fight {

/// Counts one frame on `clock`: true on the `frames`-th, when the clock starts again from 0.
template <typename Clock>
constexpr bool clock_ticks(Clock& clock, int frames) {
  if (++clock < frames) return false;
  clock = 0;
  return true;
}

}  // namespace arena::games::fight
