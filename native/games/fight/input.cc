// Input history, charge counters and the motion parser. Windows are in frames and sized so a
// motion entered one direction per env step still parses at step_ratio 6 (each segment may be
// up to rules.motion_window_frames apart).
#include "native/games/fight/input.h"
#include "native/games/fight/numpad.h"

namespace arena::games::fight {
namespace {

constexpr int kHistoryMask = kInputHistory - 1;


/// Finds `sequence` (numpad directions, oldest first) in the history, ending no earlier than
/// `age` frames ago and with each segment at most `window` frames before the next.
bool match_sequence(const FighterState& fighter, int age, const uint8_t* sequence, int length,
                    int window) {
  for (int i = length - 1; i >= 0; --i) {
    const int limit = age + window;
    bool found = false;
    for (int a = age; a <= limit && a < kInputHistory; ++a) {
      const uint16_t input = fighter.inputs[(fighter.input_head - a) & kHistoryMask];
      if (relative_direction(input, fighter.facing) == sequence[i]) {
        age = a;
        found = true;
        break;
      }
    }
    if (!found) return false;
  }
  return true;
}

bool motion_done(const FighterState& fighter, Motion motion, int age,
                 const RuleSet& rules) {
  static constexpr uint8_t kQuarterForward[] = {2, 3, 6};
  static constexpr uint8_t kQuarterBack[] = {2, 1, 4};
  static constexpr uint8_t kDragonPunch[] = {6, 2, 3};
  const int window = rules.motion_window_frames;
  switch (motion) {
    case Motion::kNone:
      return true;
    case Motion::kQuarterForward:
      return match_sequence(fighter, age, kQuarterForward, 3, window);
    case Motion::kQuarterBack:
      return match_sequence(fighter, age, kQuarterBack, 3, window);
    case Motion::kDragonPunch:
      return match_sequence(fighter, age, kDragonPunch, 3, window);
    case Motion::kChargeBack: {
      static constexpr uint8_t kForward[] = {6};
      return fighter.charge_back < 0 && match_sequence(fighter, age, kForward, 1, window);
    }
    case Motion::kChargeDown: {
      static constexpr uint8_t kUp[] = {8};
      return fighter.charge_down < 0 && match_sequence(fighter, age, kUp, 1, window);
    }
  }
  return false;
}

/// Charge bookkeeping: counts up while held; on release a full charge turns into a negative
/// grace counter (valid for one motion window), anything shorter resets to 0.
void update_charge(int16_t& charge, bool holding, const RuleSet& rules) {
  if (holding) {
    charge = charge < 0 ? int16_t{1} : static_cast<int16_t>(charge < 240 ? charge + 1 : 240);
  } else if (charge >= rules.charge_frames) {
    charge = static_cast<int16_t>(-rules.motion_window_frames);
  } else if (charge > 0) {
    charge = 0;
  } else if (charge < 0) {
    ++charge;
  }
}

/// Air moves need the air; on the ground, holding down picks crouching normals. Motion moves
/// end on diagonals (3 or 1), so for them only air versus ground counts.
bool stance_fits(const MoveData& move, bool airborne, int direction) {
  if (airborne) return move.stance == MoveStance::kAir;
  if (move.stance == MoveStance::kAir) return false;
  if (move.motion != Motion::kNone) return true;
  return (move.stance == MoveStance::kCrouch) == has_down(direction);
}

}  // namespace

uint16_t direction_bits(int move_index) {
  static constexpr uint16_t kBits[9] = {0,
                                        kInputLeft,
                                        kInputUp | kInputLeft,
                                        kInputUp,
                                        kInputUp | kInputRight,
                                        kInputRight,
                                        kInputDown | kInputRight,
                                        kInputDown,
                                        kInputDown | kInputLeft};
  return kBits[move_index];
}

int relative_direction(uint16_t input, int facing) {
  const int right = (input & kInputRight) ? 1 : 0;
  const int left = (input & kInputLeft) ? 1 : 0;
  const int up = (input & kInputUp) ? 1 : 0;
  const int down = (input & kInputDown) ? 1 : 0;
  const int horizontal = (right - left) * facing;
  const int vertical = up - down;
  return 5 + horizontal + 3 * vertical;
}

void record_input(FighterState& fighter, uint16_t held, uint8_t pressed, const RuleSet& rules) {
  fighter.held = held;
  fighter.input_head = static_cast<uint8_t>((fighter.input_head + 1) & kHistoryMask);
  fighter.inputs[fighter.input_head] =
      static_cast<uint16_t>(held | (static_cast<uint16_t>(pressed & 0x3F) << kPressShift));
  const int direction = relative_direction(held, fighter.facing);
  update_charge(fighter.charge_back, has_back(direction), rules);
  update_charge(fighter.charge_down, has_down(direction), rules);
}

int select_move(FighterState& fighter, const CharacterData& character, const RuleSet& rules,
                bool airborne, MoveFilter filter) {
  const int buffer = rules.input_buffer_frames;
  for (int age = 0; age < buffer; ++age) {
    uint16_t& entry = fighter.inputs[(fighter.input_head - age) & kHistoryMask];
    const auto pressed = static_cast<uint8_t>(entry >> kPressShift);
    if (pressed == 0) continue;
    const int direction = relative_direction(entry, fighter.facing);
    for (int16_t index : character.parse_order) {
      const MoveData& move = character.moves[static_cast<size_t>(index)];
      if (move.buttons != pressed || move.meter > fighter.meter) continue;
      if (filter == MoveFilter::kSpecialCancel && !move.special) continue;
      if (filter == MoveFilter::kChainCancel &&
          (index == fighter.move || move.kind == MoveKind::kThrow ||
           move.kind == MoveKind::kHold)) {
        continue;
      }
      if (!stance_fits(move, airborne, direction)) continue;
      if (move.direction != 0 && move.direction != direction) continue;
      if (!motion_done(fighter, move.motion, age, rules)) continue;
      entry = static_cast<uint16_t>(entry & ~(0x3Fu << kPressShift));
      return index;
    }
    // The newest press decides; an unmatched press is dropped so it is not rescanned.
    entry = static_cast<uint16_t>(entry & ~(0x3Fu << kPressShift));
    return -1;
  }
  return -1;
}

}  // namespace arena::games::fight
