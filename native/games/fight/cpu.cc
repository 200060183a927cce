// CPU decisions and plans. Each decision reads the foe as perceived `reaction` frames ago, or
// sooner from its input at the levels that read it (cpu_knobs.h; the CPU's own state is exact),
// picks one answer in a fixed order of urgency (break a throw, meet a jump, meet an attack, punish
// a recovery, answer a habit, space and attack) and queues it as input words. Plans hold
// facing-relative words (kInputLeft = back, kInputRight = forward), turned absolute when emitted,
// so a side switch mid-plan stays correct. A passive plan (guard, walk, wait) is dropped as soon as
// something new is perceived. Probabilities are out of 256.
#include "native/games/fight/cpu.h"

#include <algorithm>
#include <cstdlib>
#include <limits>

#include "native/games/fight/cpu_decide.h"
#include "native/games/fight/cpu_defend.h"
#include "native/games/fight/cpu_knobs.h"
#include "native/games/fight/cpu_neutral.h"
#include "native/games/fight/cpu_read.h"
#include "native/games/fight/cpu_rise.h"
#include "native/games/fight/cpu_walk_in.h"
#include "native/games/fight/fighter.h"

namespace arena::games::fight {
namespace cpu_decide {
namespace {

constexpr int kCpuLateFrames = 10 * kFramesPerSecond;  // "late in the round": the last 10 s

void escape_throw(CpuState& cpu, const FighterState& self, const RuleSet& rules,
                  const CpuKnobs& k) {
  cpu.last_decision = kCpuEscape;
  cpu.plan_passive = 0;
  if (self.throw_escapable && roll(cpu, k.escape)) {
    push(cpu, 0, std::min<int>(k.reaction / 2, rules.throw_escape_frames - 4));
    push(cpu, static_cast<uint16_t>(rules.throw_escape_buttons << kHeldShift), 2);
  }
  push(cpu, 0, 60);
}

void decide(MatchState& state, int index, const GameData& data) {
  CpuState& cpu = state.cpu[index];
  const FighterState& self = state.fighters[index];
  const FighterState& foe = state.fighters[1 - index];
  const CpuKnobs& k = data.cpu.knobs(cpu.level);
  if (self.action == kThrown) {
    escape_throw(cpu, self, data.rules, k);
    return;
  }
  const bool guarding = self.action == kBlockStun && k.caution != 0;
  // Cautious (2), recovering from its own strike that did not hit: the foe may be free first.
  const bool covering = k.caution >= 2 && self.action == kAttack && self.phase == kRecovery &&
                        self.move_connected != 1;
  if (!is_free(self) && !guarding && !covering) return;
  const int delay = perception_delay(cpu, k.input_read);
  const CpuSnapshot& seen = perceived_at(cpu, delay);
  const CpuSnapshot& before = perceived_at(cpu, delay + 1);
  const CharacterData& foe_character = data.characters[foe.character];
  const int self_x = self.x / kSubpixel;
  const int distance = std::abs(seen.foe_x_px - self_x);
  const bool footsies = plays_footsies(data, cpu.level);
  // With footsies a foe that keeps sweeping is expected low: highs would pass over it. So is a
  // foe out of a move that keeps ducking the CPU's highs, when the CPU reads its habits.
  const bool crouching = seen.foe_stance == kCrouching ||
                         (footsies && has_habit(cpu, kHabitLow, 64)) ||
                         (foe_ducks_often(cpu) && seen.foe_action != kAttack && roll(cpu, k.adapt));
  const int edge = seen.foe_x_px > self_x ? kStageWidthPx - seen.foe_x_px : seen.foe_x_px;
  const bool late = state.timer_frames < kCpuLateFrames;
  const bool behind_late = late && self.health <= foe.health;
  const int own_edge = seen.foe_x_px > self_x ? self_x : kStageWidthPx - self_x;
  View view{self,
            data.characters[self.character],
            foe_character,
            data.rules,
            seen,
            before,
            {distance, foe_character.width / 2,
             crouching ? foe_character.crouch_height : foe_character.height,
             data.rules.danger_zone_px > 0 && edge < data.rules.danger_zone_px + 48 ? 1 : 0},
            move_at(seen.foe_move, foe_character),
            behind_late,
            late && self.health < foe.health,
            data.rules.danger_zone_px > 0 && own_edge < data.rules.danger_zone_px + 24,
            delay,
            footsies,
            k.caution != 0 && !behind_late};
  if (guarding) {
    guard_string(cpu, view, k);
    return;
  }
  if (covering) {
    cover(cpu, view);
    return;
  }
  if (meet_air(cpu, view, k) || punish(cpu, view, k) || meet_attack(cpu, view, k) ||
      answer_habit(cpu, view, k)) {
    return;
  }
  neutral(cpu, view, k);
}

/// A hit just landed: cancel it into a follow-up that reaches (chain or special).
void try_combo(MatchState& state, int index, const GameData& data) {
  CpuState& cpu = state.cpu[index];
  const FighterState& self = state.fighters[index];
  if (self.action != kAttack) {
    cpu.combo_tried = 0;
    return;
  }
  if (cpu.combo_tried || !self.move_hit || self.move_connected != 1) return;
  cpu.combo_tried = 1;
  const CharacterData& me = data.characters[self.character];
  const MoveData& current = me.moves[static_cast<size_t>(self.move)];
  if (current.cancel == Cancel::kNone || !roll(cpu, data.cpu.knobs(cpu.level).combo)) {
    return;
  }
  const FighterState& foe = state.fighters[1 - index];
  const CharacterData& foe_character = data.characters[foe.character];
  const MoveTarget target{std::abs(foe.x - self.x) / kSubpixel, foe_character.width / 2,
                          foe_character.height, 0};
  int best = -1;
  for (size_t i = 0; i < me.moves.size(); ++i) {
    const MoveData& move = me.moves[i];
    if (static_cast<int>(i) == self.move || move.kind != MoveKind::kStrike ||
        move.stance == MoveStance::kAir || !reaches(move, target)) {
      continue;
    }
    if (current.cancel == Cancel::kSpecial && !move.special) continue;
    if (input_lead(move, self, data.rules) != 0 && current.cancel == Cancel::kChain) continue;
    if (best < 0 || move.damage > me.moves[static_cast<size_t>(best)].damage) {
      best = static_cast<int>(i);
    }
  }
  if (best < 0) return;
  cpu.plan_length = cpu.plan_index = 0;
  plan_move(cpu, data.rules, self, me.moves[static_cast<size_t>(best)]);
  cpu.plan_passive = 0;
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

/// True when the newest perception differs from the one before in what the foe is doing. Only
/// sight ends a passive plan: a move read from the foe's input is answered at the next decision.
bool sees_news(const CpuState& cpu) {
  const CpuSnapshot& now = perceived_at(cpu, cpu.reaction);
  const CpuSnapshot& then = perceived_at(cpu, cpu.reaction + 1);
  return now.foe_action != then.foe_action || now.foe_phase != then.foe_phase ||
         now.foe_move != then.foe_move;
}

}  // namespace
}  // namespace cpu_decide

void cpu_seed(MatchState& state, int index, uint64_t seed) {
  state.cpu[index].rng.seed(seed, 0x43505500u + static_cast<uint64_t>(index));
}

void cpu_start_round(MatchState& state, int index, const GameData& data) {
  CpuState& cpu = state.cpu[index];
  const FighterState& foe = state.fighters[1 - index];
  CpuSnapshot start;
  start.foe_x_px = static_cast<int16_t>(foe.x / kSubpixel);
  for (CpuSnapshot& memory : cpu.memory) memory = start;
  cpu.plan_length = 0;
  cpu.plan_index = 0;
  cpu.plan_passive = 0;
  cpu.memory_head = 0;
  cpu.last_decision = kCpuNone;
  cpu.combo_tried = 0;
  cpu.seen_move = -1;
  cpu.seen_action = kIdle;
  cpu.seen_free_frames = 0;
  cpu.committed = kOptionNone;
  cpu.reaction = data.cpu.knobs(cpu.level).reaction;
}

void cpu_meet_new_foe(MatchState& state, int index) {
  CpuState& cpu = state.cpu[index];
  cpu.last_move = -1;
  cpu.repeats = 0;
}

uint16_t cpu_input(MatchState& state, int index, const GameData& data) {
  const int walk_in = walk_in_px(data, state.cpu[index].level);
  if (walk_in > 0) walk_into_throw_range(state, index, data, walk_in);
  CpuState& cpu = state.cpu[index];
  const FighterState& self = state.fighters[index];
  const FighterState& foe = state.fighters[1 - index];
  const CharacterData& foe_character = data.characters[foe.character];
  cpu.memory_head = static_cast<uint8_t>((cpu.memory_head + 1) & (kCpuMemory - 1));
  cpu.memory[cpu.memory_head] = perceive(foe, foe_character);
  const CpuSnapshot& sighted = perceived_at(cpu, cpu.reaction);
  const int gap =
      std::abs(sighted.foe_x_px - self.x / kSubpixel) - data.characters[self.character].width / 2;
  learn_from_sight(cpu, sighted, foe_character, gap);
  const bool wary = data.cpu.knobs(cpu.level).wary != 0;
  learn_from_contact(cpu, self, wary);
  learn_from_jump_in(cpu, self);
  learn_from_duck(cpu, self, foe, data.characters[self.character], foe_character);
  if (wary) learn_from_walk_in(cpu, self);
  const bool footsies = plays_footsies(data, cpu.level);
  if (footsies) {
    learn_rise(cpu, foe_character);
    learn_from_hold_whiff(cpu, self, data.characters[self.character]);
    learn_from_beat_walk(cpu, self, foe);
  }
  if (self.action == kThrown && self.action_frames == 0) {
    cpu.plan_length = cpu.plan_index = 0;  // grabbed: drop the plan, maybe escape
  } else if (footsies && self.action != kThrown && cpu.last_decision == kCpuEscape) {
    cpu.plan_length = cpu.plan_index = 0;  // the throw is over: decide afresh once free
    cpu.last_decision = kCpuNone;
  }
  cpu_decide::try_combo(state, index, data);
  if (cpu.plan_passive && cpu.plan_index < cpu.plan_length && cpu_decide::sees_news(cpu)) {
    cpu.plan_length = cpu.plan_index = 0;
  }
  if (cpu.plan_index >= cpu.plan_length) {
    cpu.plan_length = cpu.plan_index = 0;
    cpu_decide::decide(state, index, data);
  }
  return cpu_decide::emit(cpu, self.facing);
}

}  // namespace arena::games::fight
