// The CPU's decision tools (cpu_decide.h): planning input words and reading its reach.
#include "native/games/fight/cpu_decide.h"

#include <algorithm>

#include "native/games/fight/cpu_read.h"

namespace arena::games::fight::cpu_decide {

const MoveData* move_at(int16_t index, const CharacterData& character) {
  return index < 0 ? nullptr : &character.moves[static_cast<size_t>(index)];
}

bool roll(CpuState& cpu, int chance) { return static_cast<int>(cpu.rng.below(256)) < chance; }

void push(CpuState& cpu, uint16_t word, int frames) {
  if (cpu.plan_length >= kCpuPlanLength || frames <= 0) return;
  cpu.plan[cpu.plan_length] = word;
  cpu.plan_frames[cpu.plan_length] = static_cast<uint8_t>(std::min(frames, 255));
  ++cpu.plan_length;
}

uint16_t numpad_word(int numpad) {
  uint16_t word = 0;
  if (numpad >= 7) word |= kInputUp;
  if (numpad >= 1 && numpad <= 3) word |= kInputDown;
  if (numpad % 3 == 1) word |= kBack;
  if (numpad % 3 == 0) word |= kForward;
  return word;
}

/// Queues the inputs that perform `move` through the parser, then a release frame. A charge
/// already held (guarding holds back) is not held again.
void plan_move(CpuState& cpu, const RuleSet& rules, const FighterState& self,
               const MoveData& move) {
  const auto buttons = static_cast<uint16_t>(move.buttons << kHeldShift);
  int numpad = move.direction != 0 ? move.direction : 5;
  if (move.stance == MoveStance::kCrouch && numpad > 3) numpad = 2;
  switch (move.motion) {
    case Motion::kQuarterForward:
      push(cpu, numpad_word(2), 2);
      push(cpu, numpad_word(3), 2);
      push(cpu, numpad_word(6) | buttons, 2);
      break;
    case Motion::kQuarterBack:
      push(cpu, numpad_word(2), 2);
      push(cpu, numpad_word(1), 2);
      push(cpu, numpad_word(4) | buttons, 2);
      break;
    case Motion::kDragonPunch:
      push(cpu, numpad_word(6), 2);
      push(cpu, numpad_word(2), 2);
      push(cpu, numpad_word(3) | buttons, 2);
      break;
    case Motion::kChargeBack:
      if (self.charge_back < rules.charge_frames)
        push(cpu, numpad_word(4), rules.charge_frames + 2);
      push(cpu, numpad_word(6) | buttons, 2);
      break;
    case Motion::kChargeDown:
      if (self.charge_down < rules.charge_frames)
        push(cpu, numpad_word(1), rules.charge_frames + 2);
      push(cpu, numpad_word(9) | buttons, 2);
      break;
    case Motion::kNone:
      push(cpu, numpad_word(numpad) | buttons, 2);
      break;
  }
  push(cpu, 0, 1);
}

bool act(CpuState& cpu, const View& view, int move, CpuDecision decision) {
  if (move < 0) return false;
  const MoveData& chosen = view.me.moves[static_cast<size_t>(move)];
  plan_move(cpu, view.rules, view.self, chosen);
  cpu.last_decision = decision;
  cpu.plan_passive = 0;
  cpu.committed = option_of(chosen, frames_to_active(chosen, view.self, view.rules));
  return true;
}

void wait(CpuState& cpu, uint16_t word, int frames, CpuDecision decision) {
  push(cpu, word, frames);
  cpu.last_decision = decision;
  cpu.plan_passive = 1;
  cpu.committed = kOptionNone;
}

bool foe_airborne(const CpuSnapshot& seen) {
  return seen.foe_y_px > 0 || seen.foe_stance == kAirborne || seen.foe_action == kJumpSquat;
}

/// Frames a jump of `fighter` stays in the air (takeoff to landing).
int air_frames(const CharacterData& fighter) {
  return 2 * fighter.jump_speed / std::max(1, fighter.gravity);
}

int jump_travel(const CharacterData& fighter) {
  return fighter.jump_forward * air_frames(fighter) / kSubpixel;
}

/// Pixels the longest air attack of `foe` reaches.
int air_reach(const CharacterData& foe) {
  int reach = 0;
  for (const MoveData& move : foe.moves) {
    if (move.stance == MoveStance::kAir) reach = std::max<int>(reach, move.reach);
  }
  return reach;
}

bool steps_into_reach(const View& view, int distance, int frames) {
  const int stepped = distance - frames * view.me.walk_speed / kSubpixel;
  return fastest_strike_at(view.foe_character, view.me, stepped) != kCpuAnyWindow;
}

/// Pixels from which a jump of `foe` can reach: its whole forward jump plus its longest air
/// attack, with a margin of 8 px.
int jump_threat(const CharacterData& foe) { return jump_travel(foe) + air_reach(foe) + 8; }

/// Pixels from which `foe`'s longest low ground strike reaches, counting its travel.
int sweep_reach(const CharacterData& foe) {
  int reach = 0;
  for (const MoveData& move : foe.moves) {
    if (move.kind == MoveKind::kStrike && move.stance != MoveStance::kAir && move.level == kLow) {
      reach = std::max(reach, move.reach + move.advance * move.startup / kSubpixel);
    }
  }
  return reach;
}

bool in_foe_reach(const CpuState& cpu, const View& view) {
  return view.target.distance <= cpu.foe_reach + view.me.width / 2 + kFoeReachMarginPx;
}

}  // namespace arena::games::fight::cpu_decide
