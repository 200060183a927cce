// CPU perception, decisions and plans. Plans hold facing-relative words (kInputLeft = back,
// kInputRight = forward) and are turned absolute when emitted, so a side switch mid-plan stays
// correct. Probabilities are out of 256.
#include "native/games/fight/cpu.h"

#include <algorithm>
#include <cstdlib>

#include "native/games/fight/fighter.h"

namespace arena::games::fight {
namespace {

constexpr uint16_t kBack = kInputLeft;
constexpr uint16_t kForward = kInputRight;

/// Difficulty knobs, index = level - 1 (monotone in level).
struct Knobs {
  uint8_t reaction;    // perception delay, frames
  uint8_t defend;      // P(react to a seen attack)
  uint8_t read_level;  // P(guard/hold the right height)
  uint8_t hold;        // P(hold instead of guard, when the character has holds)
  uint8_t anti_air;
  uint8_t punish;
  uint8_t escape;      // P(throw escape)
  uint8_t aggression;  // P(attack when in range)
  uint8_t combo;       // P(extend a string after the first hit)
};
constexpr Knobs kKnobs[] = {
    {26, 50, 110, 20, 40, 50, 25, 150, 30},
    {20, 100, 160, 40, 100, 110, 70, 170, 90},
    {14, 150, 200, 60, 160, 170, 120, 190, 150},
    {9, 200, 235, 80, 210, 220, 170, 210, 210},
};

const Knobs& knobs(const CpuState& cpu) {
  return kKnobs[std::clamp<int>(cpu.level, 1, 4) - 1];
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

/// Queues the inputs that perform `move` through the parser, then a release frame.
void plan_move(CpuState& cpu, const GameData& data, const MoveData& move) {
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
      push(cpu, numpad_word(4), data.rules.charge_frames + 2);
      push(cpu, numpad_word(6) | buttons, 2);
      break;
    case Motion::kChargeDown:
      push(cpu, numpad_word(1), data.rules.charge_frames + 2);
      push(cpu, numpad_word(9) | buttons, 2);
      break;
    case Motion::kNone:
      push(cpu, numpad_word(numpad) | buttons, 2);
      break;
  }
  push(cpu, 0, 1);
}

void plan_index(CpuState& cpu, const GameData& data, const CharacterData& character, int move) {
  if (move >= 0) plan_move(cpu, data, character.moves[static_cast<size_t>(move)]);
}

CpuSnapshot snapshot(const FighterState& self, const FighterState& foe,
                     const CharacterData& foe_character) {
  CpuSnapshot seen;
  seen.self_x_px = static_cast<int16_t>(self.x / kSubpixel);
  seen.foe_x_px = static_cast<int16_t>(foe.x / kSubpixel);
  seen.foe_y_px = static_cast<int16_t>(foe.y / kSubpixel);
  seen.foe_move = foe.move;
  seen.foe_action = foe.action;
  seen.foe_phase = foe.phase;
  seen.foe_stance = foe.stance;
  const MoveData* move = current_move(foe, foe_character);
  seen.foe_level = move ? move->level : static_cast<uint8_t>(kMid);
  if (move && move->kind == MoveKind::kThrow) seen.foe_level = 0xFF;
  return seen;
}

void plan_defense(CpuState& cpu, const GameData& data, const CharacterData& me,
                  const CpuSnapshot& seen) {
  const Knobs& k = knobs(cpu);
  if (seen.foe_level == 0xFF) {  // a throw: step back out of range
    push(cpu, kBack, 10);
    return;
  }
  bool low = seen.foe_level == kLow;
  if (!roll(cpu, k.read_level)) low = !low;
  const int hold = low ? me.cpu.hold_low : me.cpu.hold_high;
  if (hold >= 0 && roll(cpu, k.hold)) {
    plan_index(cpu, data, me, hold);
    return;
  }
  push(cpu, low ? (kInputDown | kBack) : kBack, 14);
}

void plan_attack(CpuState& cpu, const GameData& data, const CharacterData& me, int distance) {
  const CpuMoveRoles& roles = me.cpu;
  const int throw_reach =
      roles.throw_move >= 0 ? me.moves[static_cast<size_t>(roles.throw_move)].reach + 12 : 0;
  const uint32_t pick = cpu.rng.below(8);
  int move = roles.jab;
  if (pick == 0 && roles.throw_move >= 0 && distance <= throw_reach) move = roles.throw_move;
  if (pick == 1 && roles.low >= 0) move = roles.low;
  if (pick == 2 && roles.launcher >= 0) move = roles.launcher;
  if (pick >= 3 && pick <= 4) move = roles.heavy;
  if (pick == 5) move = roles.poke;
  plan_index(cpu, data, me, move);
  if (move == roles.jab && roll(cpu, knobs(cpu).combo)) {
    const MoveData& jab = me.moves[static_cast<size_t>(roles.jab)];
    push(cpu, 0, jab.startup);
    plan_index(cpu, data, me, roles.heavy);
  }
}

void decide(MatchState& state, int index, const GameData& data, const CpuSnapshot& seen) {
  CpuState& cpu = state.cpu[index];
  const FighterState& self = state.fighters[index];
  const CharacterData& me = data.characters[self.character];
  const Knobs& k = knobs(cpu);
  if (self.action == kThrown) {
    cpu.last_decision = kCpuEscape;
    if (self.throw_escapable && roll(cpu, k.escape)) {
      push(cpu, 0, std::min<int>(k.reaction / 2, data.rules.throw_escape_frames - 4));
      push(cpu, static_cast<uint16_t>(data.rules.throw_escape_buttons << kHeldShift), 2);
    }
    push(cpu, 0, 60);
    return;
  }
  if (!is_free(self)) return;
  const int distance = std::abs(seen.foe_x_px - self.x / kSubpixel);
  const bool foe_attacking = seen.foe_action == kAttack &&
                             (seen.foe_phase == kStartup || seen.foe_phase == kActive);
  if (foe_attacking && distance < 90 && roll(cpu, k.defend)) {
    cpu.last_decision = kCpuDefend;
    plan_defense(cpu, data, me, seen);
    return;
  }
  if (seen.foe_y_px > 16 && distance < 80 && me.cpu.anti_air >= 0 && roll(cpu, k.anti_air)) {
    cpu.last_decision = kCpuAntiAir;
    plan_index(cpu, data, me, me.cpu.anti_air);
    return;
  }
  const int poke_reach = me.moves[static_cast<size_t>(me.cpu.poke)].reach;
  const bool foe_open = seen.foe_phase == kRecovery || seen.foe_action == kLanding;
  if (foe_open && distance <= poke_reach + 8 && roll(cpu, k.punish)) {
    cpu.last_decision = kCpuPunish;
    plan_index(cpu, data, me, me.cpu.launcher >= 0 ? me.cpu.launcher : me.cpu.heavy);
    return;
  }
  if (seen.foe_action == kKnockdown || seen.foe_action == kWakeUp) {
    cpu.last_decision = kCpuWait;
    push(cpu, distance > 44 ? kForward : 0, 6);
    return;
  }
  if (distance > poke_reach + 4) {
    const uint32_t choice = cpu.rng.below(16);
    if (me.cpu.projectile >= 0 && distance > 110 && choice < 5) {
      cpu.last_decision = kCpuZone;
      plan_index(cpu, data, me, me.cpu.projectile);
    } else if (me.cpu.air_attack >= 0 && choice == 5 && distance < 140) {
      cpu.last_decision = kCpuJumpIn;
      push(cpu, kInputUp | kForward, 2);
      push(cpu, 0, 14);
      plan_index(cpu, data, me, me.cpu.air_attack);
    } else {
      cpu.last_decision = kCpuApproach;
      push(cpu, kForward, 6 + static_cast<int>(cpu.rng.below(10)));
    }
    return;
  }
  if (roll(cpu, k.aggression)) {
    cpu.last_decision = kCpuAttack;
    plan_attack(cpu, data, me, distance);
  } else {
    cpu.last_decision = kCpuRetreat;
    push(cpu, cpu.rng.below(2) ? kBack : 0, 4 + static_cast<int>(cpu.rng.below(8)));
  }
}

uint16_t emit(CpuState& cpu, int facing) {
  if (cpu.plan_index >= cpu.plan_length) return 0;
  uint16_t word = cpu.plan[cpu.plan_index];
  if (--cpu.plan_frames[cpu.plan_index] == 0) ++cpu.plan_index;
  if (facing < 0) {
    const uint16_t horizontal = word & (kInputLeft | kInputRight);
    word = static_cast<uint16_t>(word & ~(kInputLeft | kInputRight));
    if (horizontal & kInputLeft) word |= kInputRight;
    if (horizontal & kInputRight) word |= kInputLeft;
  }
  return word;
}

}  // namespace

void cpu_seed(MatchState& state, int index, uint64_t seed) {
  state.cpu[index].rng.seed(seed, 0x43505500u + static_cast<uint64_t>(index));
}

void cpu_start_round(MatchState& state, int index) {
  CpuState& cpu = state.cpu[index];
  const FighterState& self = state.fighters[index];
  const FighterState& foe = state.fighters[1 - index];
  CpuSnapshot start;
  start.self_x_px = static_cast<int16_t>(self.x / kSubpixel);
  start.foe_x_px = static_cast<int16_t>(foe.x / kSubpixel);
  for (CpuSnapshot& memory : cpu.memory) memory = start;
  cpu.plan_length = 0;
  cpu.plan_index = 0;
  cpu.memory_head = 0;
  cpu.last_decision = kCpuNone;
  cpu.reaction = knobs(cpu).reaction;
}

uint16_t cpu_input(MatchState& state, int index, const GameData& data) {
  CpuState& cpu = state.cpu[index];
  const FighterState& self = state.fighters[index];
  const FighterState& foe = state.fighters[1 - index];
  cpu.memory_head = static_cast<uint8_t>((cpu.memory_head + 1) & (kCpuMemory - 1));
  cpu.memory[cpu.memory_head] = snapshot(self, foe, data.characters[foe.character]);
  if (self.action == kThrown && self.action_frames == 0) {
    cpu.plan_length = cpu.plan_index = 0;  // grabbed: drop the plan, maybe escape
  }
  if (cpu.plan_index >= cpu.plan_length) {
    cpu.plan_length = cpu.plan_index = 0;
    const CpuSnapshot& seen =
        cpu.memory[(cpu.memory_head - cpu.reaction) & (kCpuMemory - 1)];
    decide(state, index, data, seen);
  }
  return emit(cpu, self.facing);
}

}  // namespace arena::games::fight
