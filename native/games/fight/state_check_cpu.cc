// The CPU part of a loaded MatchState's check (see state_check.h): the perceived snapshots and
// the learned moves index the foe's move table, the plan and memory positions index their
// rings, and the decision and option enums select counters.
#include <cstdint>
#include <string>

#include "native/games/fight/state_check.h"

namespace arena::games::fight {
namespace {

void check_memory(const CpuSnapshot& seen, int64_t foe_moves, core::StateCheck& check) {
  check.range("foe_x_px", seen.foe_x_px, 0, kStageWidthPx);
  check.range("foe_y_px", seen.foe_y_px, 0, INT16_MAX);
  check.range("foe_move", seen.foe_move, -1, foe_moves - 1);
  check.range("foe_move_frame", seen.foe_move_frame, 0, INT16_MAX);
  check.range("foe_action", seen.foe_action, kIdle, kVictory);
  check.range("foe_phase", seen.foe_phase, kNoPhase, kRecovery);
  check.range("foe_stance", seen.foe_stance, kStanding, kAirborne);
  check.range("foe_level", seen.foe_level, kHigh, kOverhead);
  check.range("foe_blocking", seen.foe_blocking, 0, 2);
  check.range("foe_air_used", seen.foe_air_used, 0, 1);
  check.range("foe_action_frames", seen.foe_action_frames, 0, INT16_MAX);
}

void check_cpu(const CpuState& cpu, int index, int64_t foe_moves, const RuleSet& rules,
               bool footsies, core::StateCheck& check) {
  const std::string prefix = slot("cpu", index);
  for (int k = 0; k < kCpuMemory; ++k) {
    check.set_prefix(prefix + slot("memory", k));
    check_memory(cpu.memory[k], foe_moves, check);
  }
  check.set_prefix(prefix);
  check.range("plan_length", cpu.plan_length, 0, kCpuPlanLength);
  check.range("plan_index", cpu.plan_index, 0, cpu.plan_length);
  check.range("memory_head", cpu.memory_head, 0, kCpuMemory - 1);
  check.range("plan_passive", cpu.plan_passive, 0, 1);
  check.range("reaction", cpu.reaction, 0, kCpuMemory - 1);
  check.range("level", cpu.level, 1, rules.max_difficulty);
  check.range("last_decision", cpu.last_decision, kCpuNone, kCpuGuard);
  check.range("combo_tried", cpu.combo_tried, 0, 1);
  check.range("seen_move", cpu.seen_move, -1, foe_moves - 1);
  check.range("seen_action", cpu.seen_action, kIdle, kVictory);
  check.range("last_move", cpu.last_move, -1, foe_moves - 1);
  check.require(cpu.committed < kOptionCount || cpu.committed == kOptionNone,
                prefix + "committed is " + std::to_string(cpu.committed) + " (allowed 0.." +
                    std::to_string(kOptionCount - 1) + " or " + std::to_string(kOptionNone) + ")");
  for (uint8_t pad : cpu.pad0) check.range("pad0[]", pad, 0, 0);
  if (!footsies) {  // the rise counters are only kept with footsies
    check.range("wake_roll", cpu.wake_roll, 0, 0);
    check.range("wake_over", cpu.wake_over, 0, 0);
    check.range("wake_low", cpu.wake_low, 0, 0);
  }
}

}  // namespace

void check_cpu_states(const MatchState& state, const GameData& data, core::StateCheck& check) {
  bool footsies = false;  // at some level: a CPU keeps its counters when its level changes
  for (int level = 1; level <= data.cpu.n_levels(); ++level) {
    footsies = footsies || plays_footsies(data, level);
  }
  for (int i = 0; i < kMaxPlayers; ++i) {
    const CharacterData& foe = data.characters[state.fighters[1 - i].character];
    check_cpu(state.cpu[i], i, static_cast<int64_t>(foe.moves.size()), data.rules, footsies,
              check);
  }
}

}  // namespace arena::games::fight
