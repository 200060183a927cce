// The CPU's reading of a fallen foe's rise (see cpu_rise.h).
#include "native/games/fight/cpu_rise.h"

#include <algorithm>

namespace arena::games::fight {
namespace {

/// Perceived frames after rising in which the foe's first action counts as its rise habit.
constexpr int kRiseWindow = 12;

const CpuSnapshot& perceived(const CpuState& cpu, int back) {
  return cpu.memory[(cpu.memory_head - cpu.reaction - back) & (kCpuMemory - 1)];
}

/// True when the foe was seen getting up within the kRiseWindow snapshots before `seen`,
/// doing nothing but standing or walking since.
bool just_rose(const CpuState& cpu) {
  const int window = std::min(kRiseWindow, kCpuMemory - 2 - static_cast<int>(cpu.reaction));
  for (int back = 1; back <= window; ++back) {
    const uint8_t action = perceived(cpu, back).foe_action;
    if (action == kWakeUp) return true;
    if (action != kIdle && action != kWalk) return false;
  }
  return false;
}

/// Both counters decay by 1/4, then `counter` gains 64.
void count(CpuState& cpu, uint8_t& counter) {
  cpu.wake_over = static_cast<uint8_t>(cpu.wake_over - cpu.wake_over / 4);
  cpu.wake_low = static_cast<uint8_t>(cpu.wake_low - cpu.wake_low / 4);
  counter = static_cast<uint8_t>(std::min(255, counter + 64));
}

}  // namespace

void learn_rise(CpuState& cpu, const CharacterData& foe_character) {
  const CpuSnapshot& seen = perceived(cpu, 0);
  const CpuSnapshot& before = perceived(cpu, 1);
  if (seen.foe_action == kKnockdown && before.foe_action != kKnockdown) {
    cpu.wake_roll = static_cast<uint8_t>(cpu.rng.below(256));
    return;
  }
  if (seen.foe_action == kJumpSquat && before.foe_action != kJumpSquat) {
    if (just_rose(cpu)) count(cpu, cpu.wake_over);
    return;
  }
  if (seen.foe_action != kAttack || seen.foe_move < 0 || before.foe_action == kAttack) return;
  const MoveData& move = foe_character.moves[static_cast<size_t>(seen.foe_move)];
  if (move.kind != MoveKind::kStrike || move.stance == MoveStance::kAir || !just_rose(cpu)) return;
  if (move.level == kOverhead) count(cpu, cpu.wake_over);
  if (move.level == kLow) count(cpu, cpu.wake_low);
}

int frames_to_rise(const CpuSnapshot& seen, const RuleSet& rules) {
  if (seen.foe_action == kKnockdown) {
    return std::max(0, rules.knockdown_frames - seen.foe_action_frames) + rules.wake_up_frames;
  }
  if (seen.foe_action == kWakeUp) return std::max(0, rules.wake_up_frames - seen.foe_action_frames);
  return 0;
}

bool stand_for_rise(const CpuState& cpu) {
  const int evidence = cpu.wake_over + cpu.wake_low;
  return evidence > 0 && cpu.wake_roll * evidence < cpu.wake_over * 256;
}

}  // namespace arena::games::fight
