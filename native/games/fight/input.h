// The input path shared by agents and the CPU: every frame each fighter's absolute input word
// (directions + held buttons) and its button presses go into a per-fighter history in the
// state; the parser turns that history into the move to start (motion specials, directional
// normals, buffered presses). Directions are converted to facing-relative numpad notation
// (1..9, 5 = neutral, 6 = forward) only when read.
#pragma once

#include <cstdint>

#include "native/games/fight/fight_state.h"
#include "native/games/fight/game_data.h"

namespace arena::games::fight {

/// Absolute direction bits for DIAMBRA's move index (0 none, 1 Left, 2 UpLeft, 3 Up, 4 UpRight,
/// 5 Right, 6 DownRight, 7 Down, 8 DownLeft).
uint16_t direction_bits(int move_index);

/// Facing-relative numpad direction (1..9) of an input word for a fighter facing `facing`.
int relative_direction(uint16_t input, int facing);

/// Appends one frame: `held` = direction bits | (held buttons << kHeldShift); `pressed` =
/// buttons newly pressed this frame. Updates the charge counters used by charge motions.
void record_input(FighterState& fighter, uint16_t held, uint8_t pressed, const RuleSet& rules);

/// Which moves the parser may start: any (free fighter), or only cancels of a connected move.
enum class MoveFilter : uint8_t { kAny, kSpecialCancel, kChainCancel };

/// The move a buffered press starts now, or -1. A press counts for rules.input_buffer_frames
/// frames; the one used is consumed so it cannot start a second move. `airborne` selects air
/// moves; otherwise holding down selects crouching moves.
int select_move(FighterState& fighter, const CharacterData& character, const RuleSet& rules,
                bool airborne, MoveFilter filter);

/// True when the button bits in `buttons` were pressed on the newest frame.
inline bool pressed_now(const FighterState& fighter, uint8_t buttons) {
  return ((fighter.inputs[fighter.input_head] >> kPressShift) & buttons) != 0;
}

/// True when any of the button bits in `buttons` was held in the newest `frames` frames (a
/// press is held on its frame; presses themselves may have been consumed by the parser).
inline bool held_within(const FighterState& fighter, uint8_t buttons, int frames) {
  for (int age = 0; age < frames && age < kInputHistory; ++age) {
    const uint16_t entry = fighter.inputs[(fighter.input_head - age) & (kInputHistory - 1)];
    if (((entry >> kHeldShift) & buttons) != 0) return true;
  }
  return false;
}

}  // namespace arena::games::fight
