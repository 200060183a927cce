// Numpad directions (7 8 9 / 4 5 6 / 1 2 3, as seen by a fighter facing right): which of them
// hold up, down or back. Shared by the engine and every game's rules.
#pragma once

namespace arena::games::fight {

inline bool has_up(int numpad) { return numpad >= 7; }
inline bool has_down(int numpad) { return numpad >= 1 && numpad <= 3; }
inline bool has_back(int numpad) { return numpad == 1 || numpad == 4 || numpad == 7; }

}  // namespace arena::games::fight
