// Perception snapshots and habit learning for the CPU (see cpu_read.h).
#include "native/games/fight/cpu_read.h"

#include <algorithm>
#include <cstdlib>

#include "native/games/fight/cpu_moves.h"
#include "native/games/fight/fighter.h"

namespace arena::games::fight {
namespace {

/// Every counter decays by 1/8 and `habit` gains 32: the counters track recent frequencies.
void sighting(CpuState& cpu, CpuHabit habit) {
  for (uint8_t& counter : cpu.habits) counter = static_cast<uint8_t>(counter - counter / 8);
  cpu.habits[habit] = static_cast<uint8_t>(std::min(255, cpu.habits[habit] + 32));
}

CpuHabit habit_of(const MoveData& move) {
  switch (move.kind) {
    case MoveKind::kThrow:
      return kHabitThrow;
    case MoveKind::kHold:
      return kHabitHold;
    case MoveKind::kProjectile:
      return kHabitProjectile;
    case MoveKind::kStrike:
      break;
  }
  if (move.stance == MoveStance::kAir) return kHabitJump;
  if (move.level == kOverhead) return kHabitOverhead;
  return move.level == kLow ? kHabitLow : kHabitStrike;
}

/// One outcome of `option`: both its counters decay by 1/4, then `counters` gains 64.
void record_outcome(CpuState& cpu, uint8_t option, uint8_t* counters) {
  cpu.answered[option] = static_cast<uint8_t>(cpu.answered[option] - cpu.answered[option] / 4);
  cpu.landed[option] = static_cast<uint8_t>(cpu.landed[option] - cpu.landed[option] / 4);
  counters[option] = static_cast<uint8_t>(std::min(255, counters[option] + 64));
}

/// The committed `option` connected: the foe guards less than it seemed, and the plan is done.
void connect(CpuState& cpu, uint8_t option) {
  cpu.habits[kHabitGuard] = static_cast<uint8_t>(cpu.habits[kHabitGuard] * 3 / 4);
  record_outcome(cpu, option, cpu.landed);
  cpu.committed = kOptionNone;
}

/// The committed `option` was answered by the foe: the plan is done.
void answer(CpuState& cpu, uint8_t option) {
  record_outcome(cpu, option, cpu.answered);
  cpu.committed = kOptionNone;
}

/// True when `self` was just struck or grabbed (in hit stun, knocked into the air or thrown).
bool struck(const FighterState& self) {
  return self.action == kHitStun || self.action == kAirHit || self.action == kThrown;
}

/// True when `seen` shows the foe in a move (an attack or a jump squat) it started fewer than
/// `frames` frames before `seen` was taken. A move is seen at its frame 1 on the frame it
/// starts (fighter.cc starts it, then advances it), a jump squat likewise.
bool started_within(const CpuSnapshot& seen, int frames) {
  if (seen.foe_action == kAttack) return seen.foe_move >= 0 && seen.foe_move_frame <= frames;
  return seen.foe_action == kJumpSquat && seen.foe_action_frames <= frames;
}

}  // namespace

CpuSnapshot perceive(const FighterState& foe, const CharacterData& foe_character) {
  CpuSnapshot seen;
  seen.foe_x_px = static_cast<int16_t>(foe.x / kSubpixel);
  seen.foe_y_px = static_cast<int16_t>(foe.y / kSubpixel);
  seen.foe_move = foe.move;
  seen.foe_move_frame = foe.move_frame;
  seen.foe_action = foe.action;
  seen.foe_phase = foe.phase;
  seen.foe_stance = foe.stance;
  seen.foe_blocking = foe.blocking;
  seen.foe_air_used = foe.air_move_used;
  seen.foe_action_frames = foe.action_frames;
  const MoveData* move = current_move(foe, foe_character);
  seen.foe_level = move ? move->level : static_cast<uint8_t>(kMid);
  return seen;
}

int perception_delay(const CpuState& cpu, int input_read) {
  if (input_read <= 0 || input_read >= cpu.reaction) return cpu.reaction;
  return started_within(perceived_at(cpu, input_read), cpu.reaction - input_read) ? input_read
                                                                                  : cpu.reaction;
}

void learn_from_sight(CpuState& cpu, const CpuSnapshot& seen, const CharacterData& foe_character,
                      int gap) {
  const bool new_move =
      seen.foe_action == kAttack && seen.foe_move >= 0 &&
      (cpu.seen_action != kAttack || seen.foe_move != cpu.seen_move || seen.foe_move_frame == 1);
  if (new_move) {
    const MoveData& move = foe_character.moves[static_cast<size_t>(seen.foe_move)];
    sighting(cpu, habit_of(move));
    if (move.kind == MoveKind::kStrike && move.stance != MoveStance::kAir) {
      const int reach = std::min(255, move.reach + move.advance * move.startup / kSubpixel);
      cpu.foe_reach = static_cast<uint8_t>((cpu.foe_reach * 3 + reach) / 4);
      const int whiff = gap > reach + kFoeReachMarginPx ? 64 : 0;
      cpu.foe_whiffs =
          static_cast<uint8_t>(std::min(255, cpu.foe_whiffs - cpu.foe_whiffs / 4 + whiff));
    }
    cpu.repeats = seen.foe_move == cpu.last_move
                      ? static_cast<uint8_t>(std::min(cpu.repeats + 1, 255))
                      : uint8_t{0};
    cpu.last_move = seen.foe_move;
    if (cpu.seen_free_frames <= 6 && cpu.seen_action != kJump) {
      cpu.habits[kHabitRecovery] =
          static_cast<uint8_t>(std::min(255, cpu.habits[kHabitRecovery] + 48));
    } else {
      cpu.habits[kHabitRecovery] = static_cast<uint8_t>(cpu.habits[kHabitRecovery] / 2);
    }
  }
  if (seen.foe_action == kJumpSquat && cpu.seen_action != kJumpSquat) sighting(cpu, kHabitJump);
  const bool free = seen.foe_action == kIdle || seen.foe_action == kWalk;
  cpu.seen_free_frames = free ? static_cast<uint8_t>(std::min(cpu.seen_free_frames + 1, 255)) : 0;
  cpu.seen_move = seen.foe_move;
  cpu.seen_action = seen.foe_action;
}

ArcPoint predict_arc(const CpuSnapshot& seen, const CpuSnapshot& before, int gravity, int frames) {
  int32_t y = seen.foe_y_px * kSubpixel;
  int32_t vy = (seen.foe_y_px - before.foe_y_px) * kSubpixel;
  const int vx = seen.foe_x_px - before.foe_x_px;
  ArcPoint point{seen.foe_x_px, seen.foe_y_px, false};
  for (int t = 0; t < frames; ++t) {
    vy -= gravity;
    y += vy;
    point.x_px += vx;
    if (y <= 0) {
      point.landed = true;
      y = 0;
      break;
    }
  }
  point.y_px = y / kSubpixel;
  return point;
}

int frames_to_land(const CpuSnapshot& seen, const CpuSnapshot& before, int gravity) {
  int32_t y = seen.foe_y_px * kSubpixel;
  int32_t vy = (seen.foe_y_px - before.foe_y_px) * kSubpixel;
  for (int t = 1; t <= 64; ++t) {
    vy -= gravity;
    y += vy;
    if (y <= 0) return t;
  }
  return 64;
}

void learn_from_contact(CpuState& cpu, const FighterState& self, bool wary) {
  // A committed throw is judged when it ends, not at the grab: an escape marks the thrower
  // kContactThrowEscape (answered, below); a throw held to its end lands the thrower.
  if (cpu.committed == kOptionThrow && self.action == kLanding &&
      self.last_contact == kContactThrow) {
    connect(cpu, kOptionThrow);
    return;
  }
  if (self.contact_timer != 0) return;
  const uint8_t option = cpu.committed;
  if (self.action == kAttack && self.last_contact == kContactBlock) sighting(cpu, kHabitGuard);
  if (option >= kOptionCount) return;
  const uint8_t contact = self.last_contact;
  const bool connected = self.action == kAttack
                             ? contact == kContactHit || contact == kContactCounterHit
                             : self.action == kThrowing && option != kOptionThrow;
  const bool hit = self.action == kHitStun || self.action == kAirHit;
  // Wary, a strike of its attack struck before the CPU decides again (blocked or whiffed, then
  // punished in its recovery) was answered as surely as one countered in its startup.
  const bool punished = wary && hit && contact == kContactHit && cpu.last_decision == kCpuAttack &&
                        option <= kOptionSlowStrike;
  const bool beaten = (self.action == kThrown && contact != kContactThrow) ||
                      (contact == kContactCounterHit && hit) || punished ||
                      (contact == kContactThrowEscape && option == kOptionThrow);
  if (connected) {
    connect(cpu, option);
  } else if (beaten) {
    answer(cpu, option);
  }
}

void learn_from_jump_in(CpuState& cpu, const FighterState& self) {
  if (cpu.last_decision != kCpuJumpIn || cpu.committed != kOptionSlowStrike) return;
  if (self.contact_timer == 0 && struck(self)) {
    answer(cpu, kOptionSlowStrike);
  } else if (is_free(self)) {
    cpu.committed = kOptionNone;  // landed and recovered unpunished: nothing learnt
  }
}

void learn_from_walk_in(CpuState& cpu, const FighterState& self) {
  if (cpu.last_decision != kCpuApproach || cpu.committed != kOptionThrow) return;
  if (self.contact_timer == 0 && struck(self)) {
    answer(cpu, kOptionThrow);
  }
}

void learn_from_hold_whiff(CpuState& cpu, const FighterState& self, const CharacterData& me) {
  if (cpu.committed != kOptionHold || self.action != kAttack || self.phase != kRecovery) return;
  const MoveData* move = current_move(self, me);
  if (move == nullptr || move->kind != MoveKind::kHold) return;
  answer(cpu, kOptionHold);
}

void learn_from_beat_walk(CpuState& cpu, const FighterState& self, const FighterState& foe) {
  if (cpu.last_decision != kCpuApproach || cpu.committed != kOptionSlowStrike) return;
  if (self.contact_timer == 0 && struck(self) && foe.move != cpu.last_move) {
    answer(cpu, kOptionSlowStrike);
  }
}

void learn_from_duck(CpuState& cpu, const FighterState& self, const FighterState& foe,
                     const CharacterData& me, const CharacterData& foe_character) {
  const MoveData* move = current_move(self, me);
  if (self.action != kAttack || move == nullptr || move->kind != MoveKind::kStrike ||
      move->stance == MoveStance::kAir || !passes_over(*move, foe_character.crouch_height) ||
      self.move_frame != move->startup + move->active) {
    return;
  }
  const int distance = std::abs(foe.x - self.x) / kSubpixel;
  const bool ducked = foe.stance == kCrouching && distance < move->reach + foe_character.width / 2;
  const bool untouched = self.move_hit == 0;
  if (untouched && !ducked) return;  // whiffed out of reach or over a jump: nothing learnt
  const int ducks = cpu.foe_ducks - cpu.foe_ducks / 4 + (untouched ? 64 : 0);
  cpu.foe_ducks = static_cast<uint8_t>(std::min(255, ducks));
}

uint8_t option_of(const MoveData& move, int frames_to_active) {
  switch (move.kind) {
    case MoveKind::kHold:
      return kOptionHold;
    case MoveKind::kThrow:
      return kOptionThrow;
    case MoveKind::kProjectile:
      return kOptionNone;
    case MoveKind::kStrike:
      break;
  }
  if (frames_to_active <= kCpuFastFrames) return kOptionFastStrike;
  return frames_to_active <= kCpuMidFrames ? kOptionMidStrike : kOptionSlowStrike;
}

bool answered_often(const CpuState& cpu, uint8_t option) {
  // Beaten at least 2 times in 5, on enough evidence: being answered costs more than landing
  // gains (a held strike returns 150% of its damage).
  const int answered = cpu.answered[option];
  return answered >= 64 && answered * 3 >= cpu.landed[option] * 2;
}

int unanswered_window(const CpuState& cpu) {
  if (answered_often(cpu, kOptionMidStrike)) return kCpuFastFrames;
  if (answered_often(cpu, kOptionSlowStrike)) return kCpuMidFrames;
  return kCpuAnyWindow;
}

}  // namespace arena::games::fight
