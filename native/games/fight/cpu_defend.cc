// The CPU's defence (cpu_defend.h): meeting jumps and attacks, covering its own recovery,
// punishing the foe's.
#include "native/games/fight/cpu_defend.h"

#include <algorithm>
#include <cstdlib>
#include <limits>

#include "native/games/fight/cpu_moves.h"
#include "native/games/fight/cpu_neutral.h"
#include "native/games/fight/cpu_read.h"
#include "native/games/fight/cpu_rise.h"
#include "native/games/fight/fighter.h"

namespace arena::games::fight::cpu_decide {

/// A jump: anti-air it when the arc brings the foe into the anti-air's box, hold an air attack
/// that will still be active when the hold is, punish the landing of a jump whose one air
/// attack is spent, else guard standing (air attacks are overheads). A juggled foe is hit again.
bool meet_air(CpuState& cpu, const View& view, const CpuKnobs& k) {
  if (view.seen.foe_action == kAirHit) {
    const int hit = choose_strike(view.me, view.self, view.rules, view.target, 10,
                                  StrikeJob::kPunish, cpu, k.execution);
    if (hit >= 0 && roll(cpu, k.combo)) return act(cpu, view, hit, kCpuPunish);
    return false;
  }
  if (!foe_airborne(view.seen)) return false;
  if (view.footsies && view.target.distance > jump_threat(view.foe_character) + view.me.width / 2) {
    return false;  // too far for its jump to reach: nothing to meet
  }
  const int self_x = view.self.x / kSubpixel;
  const int gravity = view.foe_character.gravity;
  // A jump that lands out of its air strikes' reach (straight up or away) is nothing to meet
  // in the air: a guard held while nothing comes walks back, away from a foe that keeps
  // jumping. As often as it reads the jump right (anti_air), neutral walks in under it, a step
  // at a time, until the step before the landing; then, if a strike the foe starts on landing
  // would reach it, it holds a crouching guard where it stands until it sees the foe land
  // (patience then waits out its first strike). Not while an air attack is on its way: a step
  // in under it, or a crouching guard, meets it (air attacks are overheads).
  const ArcPoint lands = predict_arc(view.seen, view.before, gravity, 64);
  const int land = frames_to_land(view.seen, view.before, gravity) - view.delay;  // from now
  const int from_landing = std::abs(lands.x_px - self_x);
  const bool off_the_ground = view.seen.foe_y_px > 0;  // in its jump squat the arc is unknown
  const MoveData* air_move = view.seen.foe_action == kAttack ? view.foe_move : nullptr;
  const bool air_attack_coming = air_move != nullptr && view.seen.foe_phase != kRecovery;
  if (off_the_ground && !air_attack_coming &&
      from_landing > air_reach(view.foe_character) + view.me.width / 2 + 8 &&
      roll(cpu, k.anti_air)) {
    if (land > kCpuStepFrames || !steps_into_reach(view, from_landing, kCpuStepFrames)) {
      return false;
    }
    wait(cpu, static_cast<uint16_t>(kInputDown | kBack), 1, kCpuDefend);
    return true;
  }
  const int anti_air = choose_anti_air(view.me, view.self, view.rules);
  const bool striking = view.seen.foe_action == kAttack;  // an air attack already on its way
  if (anti_air >= 0 && roll(cpu, k.anti_air)) {
    const MoveData& move = view.me.moves[static_cast<size_t>(anti_air)];
    const int lead = input_lead(move, view.self, view.rules);
    const ArcPoint at =
        predict_arc(view.seen, view.before, gravity, view.delay + lead + move.startup);
    const bool near = std::abs(at.x_px - self_x) <= move.reach + view.target.foe_half;
    const bool level = at.y_px < move.box_y + move.box_h && !at.landed;
    if (near && level && (lead == 0 || !striking)) return act(cpu, view, anti_air, kCpuAntiAir);
  }
  if (air_attack_coming) {
    const int hold = choose_hold(view.me, view.self, view.rules, air_move->level);
    const int active_left =
        air_move->startup + air_move->active - view.seen.foe_move_frame - view.delay;
    if (hold >= 0 && roll(cpu, k.anti_air)) {
      const MoveData& catcher = view.me.moves[static_cast<size_t>(hold)];
      const int ready = frames_to_active(catcher, view.self, view.rules);
      const ArcPoint at = predict_arc(view.seen, view.before, gravity, view.delay + ready);
      const int reach = air_move->reach + view.me.width / 2;
      // A strike already active and in reach the frame before the hold is would hit it in its
      // startup: guard instead (jump-ins timed to land on the hold's startup beat level 4).
      const int first_active =
          air_move->startup - view.seen.foe_move_frame - view.delay;  // from now
      const ArcPoint sooner = predict_arc(view.seen, view.before, gravity, view.delay + ready - 1);
      const bool struck_first = first_active < ready && std::abs(sooner.x_px - self_x) < reach;
      if (active_left > ready && std::abs(at.x_px - self_x) < reach && !struck_first) {
        return act(cpu, view, hold, kCpuHold);
      }
    }
  } else if (view.seen.foe_air_used) {  // its one air attack is spent: punish the landing
    const MoveTarget there{from_landing, view.target.foe_half, view.foe_character.height,
                           view.target.danger_side};
    const int window = land + landing_recovery(view.rules, true) - 1;
    const int move = choose_strike(view.me, view.self, view.rules, there, window,
                                   StrikeJob::kPunish, cpu, k.execution);
    if (move >= 0 && land > 0 && roll(cpu, k.punish)) {
      const MoveData& answer = view.me.moves[static_cast<size_t>(move)];
      const int ready = frames_to_active(answer, view.self, view.rules);
      push(cpu, kBack, land + 1 - ready);
      return act(cpu, view, move, kCpuPunish);
    }
  }
  wait(cpu, kBack, 1, kCpuDefend);
  return true;
}

/// An attack in its startup or active frames: guard it at the right height or hold it when
/// the hold will be active in time; refuse to walk into one that cannot reach yet.
bool meet_attack(CpuState& cpu, const View& view, const CpuKnobs& k) {
  if (view.seen.foe_action != kAttack || view.foe_move == nullptr ||
      view.seen.foe_phase == kRecovery || foe_airborne(view.seen)) {
    return false;
  }
  const MoveData& move = *view.foe_move;
  const int my_half = view.me.width / 2;
  if (move.kind == MoveKind::kHold) return false;  // nothing to fear: a free punish later
  if (move.kind == MoveKind::kThrow) {
    if (view.target.distance > move.reach + my_half + 8 || !roll(cpu, k.react)) return false;
    const int jab =
        choose_strike(view.me, view.self, view.rules, view.target, 6, StrikeJob::kPoke, cpu, 255);
    if (act(cpu, view, jab, kCpuDefend)) return true;
    wait(cpu, kBack, 8, kCpuDefend);
    return true;
  }
  const int threat = move.kind == MoveKind::kProjectile
                         ? 999
                         : move.reach + move.advance * move.startup / kSubpixel + my_half + 6;
  if (view.target.distance > threat) {
    if (!roll(cpu, k.spacing)) return false;
    wait(cpu, 0, 2, kCpuWait);  // let it whiff, then punish
    return true;
  }
  if (!roll(cpu, k.react)) return false;
  const int to_active = move.startup - view.seen.foe_move_frame - view.delay;
  uint8_t level = move.level;
  if (!roll(cpu, k.read_level)) level = level == kLow ? kMid : kLow;
  const int hold = choose_hold(view.me, view.self, view.rules, level);
  if (hold >= 0 && move.kind == MoveKind::kStrike) {
    // A strike connects on its first active frame: the hold must be active by then, and is
    // pressed late enough that its window is centred on that frame.
    const MoveData& catcher = view.me.moves[static_cast<size_t>(hold)];
    const int delay = std::max(0, to_active - catcher.startup - catcher.active / 2);
    if (catcher.startup <= to_active && roll(cpu, k.adapt)) {
      push(cpu, kBack, delay);
      return act(cpu, view, hold, kCpuHold);
    }
  }
  const int remaining = std::max(2, to_active + move.active + 2);
  // A high strike that passes over the CPU crouched is ducked as often as the CPU answers the
  // foe's habits: whiffed, it leaves its recovery open, where a guarded one may be cancelled
  // into the next strike.
  const bool duck =
      level == kHigh && passes_over(move, view.me.crouch_height) && roll(cpu, k.adapt);
  wait(cpu, level == kLow || duck ? static_cast<uint16_t>(kInputDown | kBack) : kBack,
       std::min(remaining, 12), kCpuDefend);
  return true;
}

void guard_string(CpuState& cpu, const View& view, const CpuKnobs& k) {
  const bool crouched = view.self.blocking == 2;
  const MoveData* move = view.foe_move;
  const bool coming = view.seen.foe_action == kAttack && move != nullptr &&
                      move->kind == MoveKind::kStrike && view.seen.foe_phase != kRecovery &&
                      !foe_airborne(view.seen);
  bool low = crouched;  // highs and mids are guarded at either height
  if (coming && move->level == kLow && roll(cpu, k.read_level)) low = true;
  if (coming && move->level == kOverhead && roll(cpu, k.read_level)) low = false;
  wait(cpu, low ? static_cast<uint16_t>(kInputDown | kBack) : kBack, 1, kCpuDefend);
}

void cover(CpuState& cpu, const View& view) {
  const MoveData& own = view.me.moves[static_cast<size_t>(view.self.move)];
  const int left = own.startup + own.active + own.recovery - view.self.move_frame;
  const int seen_after = std::max(fastest_strike(view.foe_character), view.delay + 1);
  push(cpu, guard_word(cpu, view), std::max(1, left) + seen_after);
  cpu.last_decision = kCpuDefend;
  cpu.plan_passive = 0;
  cpu.committed = kOptionNone;
}

/// An attack whose active frames will be over before the CPU's answer lands: the most damaging
/// move that lands before the foe is free (guarding until it may strike), a whiff out of reach
/// walked into; a foe that always attacks again at once meets a timed hold.
bool punish(CpuState& cpu, const View& view, const CpuKnobs& k) {
  int left = 0;
  int active_left = 0;
  const MoveData* foe_move = view.foe_move;
  if (view.seen.foe_action == kLanding) {
    left = landing_recovery(view.rules, view.seen.foe_air_used != 0) - view.seen.foe_action_frames -
           view.delay;
  } else if (view.seen.foe_action == kAttack && foe_move != nullptr && !foe_airborne(view.seen) &&
             foe_move->kind != MoveKind::kProjectile) {
    const int now = view.seen.foe_move_frame + view.delay;  // its move frame by now
    left = foe_move->startup + foe_move->active + foe_move->recovery - now;
    active_left = foe_move->startup + foe_move->active - now;
  } else {
    return false;
  }
  if (left >= 2 && roll(cpu, k.punish)) {
    const int move = choose_strike(view.me, view.self, view.rules, view.target, left - 1,
                                   StrikeJob::kPunish, cpu, k.execution);
    if (move >= 0) {
      const MoveData& answer = view.me.moves[static_cast<size_t>(move)];
      const int ready = frames_to_active(answer, view.self, view.rules);
      const int delay = std::max(0, active_left - ready);
      // Leaving the guard while the foe's attack is still to come is a reversal: only a move
      // whose invulnerability covers the foe's active frames may do it (else meet it first).
      const bool through = delay < active_left;
      const bool reversal = input_lead(answer, view.self, view.rules) == 0 &&
                            answer.invulnerable >= active_left - delay;
      if (delay + ready <= left - 1 && (!through || reversal)) {
        const bool low = foe_move != nullptr && foe_move->level == kLow;
        push(cpu, low ? static_cast<uint16_t>(kInputDown | kBack) : kBack, delay);
        return act(cpu, view, move, kCpuPunish);
      }
    }
    if (active_left <= 0 && left > 8) {
      wait(cpu, kForward, std::min(left - 8, 6), kCpuWhiffPunish);
      return true;
    }
  }
  if (active_left > 0 || cpu.repeats < 1 || !has_habit(cpu, kHabitRecovery, 128) ||
      answered_often(cpu, kOptionHold) || !roll(cpu, k.adapt)) {
    return false;
  }
  const MoveData& again = view.foe_character.moves[static_cast<size_t>(cpu.last_move)];
  if (again.kind != MoveKind::kStrike) return false;
  const int hold = choose_hold(view.me, view.self, view.rules, again.level);
  const int threat = again.reach + again.advance * again.startup / kSubpixel + view.me.width / 2;
  // With footsies the hold is only tried where the strike surely reaches (a foe drifting back
  // leaves a hold at the edge of its reach to whiff), and the CPU waits for it standing: a
  // guard held back would walk out of the reach it waits in.
  const bool footsies = view.footsies;
  if (hold < 0 || view.target.distance > (footsies ? threat - 4 : threat + 4)) return false;
  const MoveData& catcher = view.me.moves[static_cast<size_t>(hold)];
  const int next_active = std::max(left, 0) + 3 + again.startup;
  const int press =
      next_active - frames_to_active(catcher, view.self, view.rules) - catcher.active / 2;
  if (press < 0 || press > 40) return false;
  push(cpu, footsies ? 0 : kBack, press);
  return act(cpu, view, hold, kCpuHold);
}

}  // namespace arena::games::fight::cpu_decide
