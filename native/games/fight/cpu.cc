// CPU decisions and plans. Each decision reads the foe as perceived `reaction` frames ago (the
// CPU's own state is exact), picks one answer in a fixed order of urgency (break a throw, meet
// a jump, meet an attack, punish a recovery, answer a habit, space and attack) and queues it as
// input words. Plans hold facing-relative words (kInputLeft = back, kInputRight = forward),
// turned absolute when emitted, so a side switch mid-plan stays correct. A passive plan (guard,
// walk, wait) is dropped as soon as something new is perceived. Probabilities are out of 256.
#include "native/games/fight/cpu.h"

#include <algorithm>
#include <cstdlib>
#include <limits>

#include "native/games/fight/cpu_beat.h"
#include "native/games/fight/cpu_knobs.h"
#include "native/games/fight/cpu_moves.h"
#include "native/games/fight/cpu_read.h"
#include "native/games/fight/cpu_rise.h"
#include "native/games/fight/fighter.h"

namespace arena::games::fight {
namespace {

constexpr int kCpuLateFrames = 10 * kFramesPerSecond;  // "late in the round": the last 10 s

constexpr uint16_t kBack = kInputLeft;
constexpr uint16_t kForward = kInputRight;

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

/// Everything one decision looks at.
struct View {
  const FighterState& self;
  const CharacterData& me;
  const CharacterData& foe_character;
  const RuleSet& rules;
  const CpuSnapshot& seen;    // the foe perceived now (reaction frames old)
  const CpuSnapshot& before;  // the perception one frame earlier
  MoveTarget target;
  const MoveData* foe_move;
  bool behind_late;  // the clock is running out and the CPU is not ahead on health
  bool cornered;     // the CPU stands near the danger-zone edge behind it
};

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

/// Pixels from which a jump of `foe` can reach: its whole forward jump plus its longest air
/// attack, with a margin of 8 px.
int jump_threat(const CharacterData& foe) {
  const int air_frames = 2 * foe.jump_speed / std::max(1, foe.gravity);
  int reach = 0;
  for (const MoveData& move : foe.moves) {
    if (move.stance == MoveStance::kAir) reach = std::max<int>(reach, move.reach);
  }
  return foe.jump_forward * air_frames / kSubpixel + reach + 8;
}

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
  if (view.rules.cpu_footsies &&
      view.target.distance > jump_threat(view.foe_character) + view.me.width / 2) {
    return false;  // too far for its jump to reach: nothing to meet
  }
  const int self_x = view.self.x / kSubpixel;
  const int gravity = view.foe_character.gravity;
  const int anti_air = choose_anti_air(view.me, view.self, view.rules);
  const bool striking = view.seen.foe_action == kAttack;  // an air attack already on its way
  if (anti_air >= 0 && roll(cpu, k.anti_air)) {
    const MoveData& move = view.me.moves[static_cast<size_t>(anti_air)];
    const int lead = input_lead(move, view.self, view.rules);
    const ArcPoint at =
        predict_arc(view.seen, view.before, gravity, cpu.reaction + lead + move.startup);
    const bool near = std::abs(at.x_px - self_x) <= move.reach + view.target.foe_half;
    const bool level = at.y_px < move.box_y + move.box_h && !at.landed;
    if (near && level && (lead == 0 || !striking)) return act(cpu, view, anti_air, kCpuAntiAir);
  }
  const MoveData* air_move = view.seen.foe_action == kAttack ? view.foe_move : nullptr;
  if (air_move != nullptr && view.seen.foe_phase != kRecovery) {  // an air attack coming
    const int hold = choose_hold(view.me, view.self, view.rules, air_move->level);
    const int active_left =
        air_move->startup + air_move->active - view.seen.foe_move_frame - cpu.reaction;
    if (hold >= 0 && roll(cpu, k.anti_air)) {
      const MoveData& catcher = view.me.moves[static_cast<size_t>(hold)];
      const int ready = frames_to_active(catcher, view.self, view.rules);
      const ArcPoint at = predict_arc(view.seen, view.before, gravity, cpu.reaction + ready);
      const int reach = air_move->reach + view.me.width / 2;
      if (active_left > ready && std::abs(at.x_px - self_x) < reach) {
        return act(cpu, view, hold, kCpuHold);
      }
    }
  } else if (view.seen.foe_air_used) {  // its one air attack is spent: punish the landing
    const int land = frames_to_land(view.seen, view.before, gravity) - cpu.reaction;
    const ArcPoint landing = predict_arc(view.seen, view.before, gravity, 64);
    const MoveTarget there{std::abs(landing.x_px - self_x), view.target.foe_half,
                           view.foe_character.height, view.target.danger_side};
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
  const int to_active = move.startup - view.seen.foe_move_frame - cpu.reaction;
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
  wait(cpu, level == kLow ? static_cast<uint16_t>(kInputDown | kBack) : kBack,
       std::min(remaining, 12), kCpuDefend);
  return true;
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
           cpu.reaction;
  } else if (view.seen.foe_action == kAttack && foe_move != nullptr && !foe_airborne(view.seen) &&
             foe_move->kind != MoveKind::kProjectile) {
    const int now = view.seen.foe_move_frame + cpu.reaction;  // its move frame by now
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
  const bool footsies = view.rules.cpu_footsies;
  if (hold < 0 || view.target.distance > (footsies ? threat - 4 : threat + 4)) return false;
  const MoveData& catcher = view.me.moves[static_cast<size_t>(hold)];
  const int next_active = std::max(left, 0) + 3 + again.startup;
  const int press =
      next_active - frames_to_active(catcher, view.self, view.rules) - catcher.active / 2;
  if (press < 0 || press > 40) return false;
  push(cpu, footsies ? 0 : kBack, press);
  return act(cpu, view, hold, kCpuHold);
}

/// The guard to wait in. A crouching guard holds its ground and stops lows and mids (highs
/// pass over it). Without rules.cpu_footsies the CPU stands against a foe that has lately
/// jumped in or used overheads. With it, a standing guard (it walks back while nothing comes)
/// is only taken against a foe that uses ground overheads more than it sweeps, never into a
/// danger zone: jumps take long enough to be met when seen (meet_air).
uint16_t guard_word(const CpuState& cpu, const View& view) {
  const uint8_t* habits = cpu.habits;
  const bool stand = view.rules.cpu_footsies ? !view.cornered && habits[kHabitOverhead] >= 64 &&
                                                   habits[kHabitOverhead] > habits[kHabitLow]
                                             : habits[kHabitOverhead] + habits[kHabitJump] >= 64;
  return stand ? kBack : static_cast<uint16_t>(kInputDown | kBack);
}

/// Waiting in range for a fallen foe to rise (rules.cpu_footsies): the foe acts before the CPU
/// can see it up, so the rise is met with the guard its rises call for (read with probability
/// adapt, else `guard`). A standing guard starts a few frames before the rise (holding back
/// earlier would walk away) and is held, whatever is seen, until an attack started on rising
/// would have arrived (near a danger zone too: a blocked attack does not drive it in).
void wait_for_rise(CpuState& cpu, const View& view, const CpuKnobs& k, uint16_t guard) {
  constexpr int kRiseGuardFrames = 16;  // a jump-in or an overhead started on rising lands by then
  const int rise = frames_to_rise(view.seen, view.rules) - cpu.reaction;  // from now
  if (!stand_for_rise(cpu) || !roll(cpu, k.adapt)) {
    wait(cpu, guard, 4, kCpuWait);
  } else if (rise > 4) {
    wait(cpu, 0, std::min(rise - 4, 4), kCpuWait);
  } else {
    wait(cpu, kBack, rise + kRiseGuardFrames, kCpuWait);
    cpu.plan_passive = 0;  // seeing the foe up is no news: it is what this guard is for
  }
}

/// Habits the CPU has seen answered with the triangle: throws against guards and holds,
/// strikes against throws, lows or overheads against a guard of the wrong height.
bool answer_habit(CpuState& cpu, const View& view, const CpuKnobs& k) {
  if (!roll(cpu, k.adapt)) return false;
  const bool foe_free = view.seen.foe_action == kIdle || view.seen.foe_action == kWalk;
  if (!foe_free) return false;
  if (has_habit(cpu, kHabitGuard) || has_habit(cpu, kHabitHold)) {
    const int grab = answered_often(cpu, kOptionThrow)
                         ? -1
                         : choose_throw(view.me, view.self, view.rules, view.target);
    if (act(cpu, view, grab, kCpuThrow)) return true;
    const StrikeJob job = view.seen.foe_blocking == 2 ? StrikeJob::kOverhead : StrikeJob::kLow;
    const int mixup = choose_strike(view.me, view.self, view.rules, view.target,
                                    unanswered_window(cpu), job, cpu, k.execution);
    if (act(cpu, view, mixup, kCpuAttack)) return true;
  }
  if (has_habit(cpu, kHabitThrow)) {
    const int jab = choose_strike(view.me, view.self, view.rules, view.target, 6, StrikeJob::kPoke,
                                  cpu, k.execution);
    if (act(cpu, view, jab, kCpuAttack)) return true;
  }
  if (has_habit(cpu, kHabitJump, 128)) {
    // Grounded and ready for the anti-air (guarding, with footsies: a foe that jumps now and
    // then must not find it standing open to a sweep).
    wait(cpu, view.rules.cpu_footsies ? guard_word(cpu, view) : 0, 4, kCpuGuard);
    return true;
  }
  return false;
}

/// An attack in range: mostly the poke, sometimes a throw, a low or an overhead (without
/// rules.cpu_footsies, sometimes its most damaging strike). With footsies a crouching guard
/// (highs pass over it, lows are stopped) meets throws and overheads far more often.
int mix_up(CpuState& cpu, const View& view, const CpuKnobs& k, int window, int poke) {
  const bool footsies = view.rules.cpu_footsies;
  const bool low_guard =
      footsies && (view.seen.foe_stance == kCrouching || view.seen.foe_blocking == 2);
  const uint32_t pick = cpu.rng.below(8);
  int move = -1;
  if (!footsies && pick == 3) {
    move = choose_strike(view.me, view.self, view.rules, view.target, window, StrikeJob::kPunish,
                         cpu, k.execution);
  }
  const bool throw_pick = low_guard ? pick <= 2 : pick == 0;
  if (throw_pick && !answered_often(cpu, kOptionThrow)) {
    move = choose_throw(view.me, view.self, view.rules, view.target);
  }
  if (!low_guard && pick == 1) {
    move = choose_strike(view.me, view.self, view.rules, view.target, window, StrikeJob::kLow, cpu,
                         k.execution);
  }
  if (move < 0 && (low_guard ? pick <= 5 : pick == 2)) {
    move = choose_strike(view.me, view.self, view.rules, view.target, window, StrikeJob::kOverhead,
                         cpu, k.execution);
  }
  return move >= 0 ? move : poke;
}

/// A foe repeating one strike at a steady beat (rules.cpu_footsies, read with probability
/// adapt): the CPU moves between its active frames instead of walking into them. With a poke
/// that reaches it strikes now if the poke is active before the next one (and, active after
/// the foe is free again, still reaches it crouched), else guards through
/// the next active frames and then pokes; out of its own reach it walks in until the frame
/// before them and guards through them (a crouching guard holds its ground: highs pass over it).
bool meet_beat(CpuState& cpu, const View& view, const CpuKnobs& k, int poke, uint16_t guard) {
  const Beat beat = read_beat(cpu, view.foe_character);
  if (beat.move == nullptr) return false;
  const MoveData& strike = *beat.move;
  const int threat =
      strike.reach + strike.advance * strike.startup / kSubpixel + view.me.width / 2 + 6;
  if (view.target.distance > threat + 40 || !roll(cpu, k.adapt)) return false;
  const uint16_t word = strike.level == kOverhead ? kBack : guard;
  const int through = std::max(0, beat.next_active) + strike.active + 1;  // guard until past
  if (poke >= 0) {
    const MoveData& chosen = view.me.moves[static_cast<size_t>(poke)];
    const int ready = frames_to_active(chosen, view.self, view.rules);
    // Struck now, a poke that becomes active after the foe's strike is over meets a free foe
    // that may have crouched unseen (a high poke whiffs over it and is punished): it must
    // reach the foe crouched.
    const int gap = beat.period - (strike.startup + strike.active + strike.recovery);
    const int free = ready - (beat.next_active - strike.startup - gap);
    MoveTarget ducked = view.target;
    ducked.foe_top = view.foe_character.crouch_height;
    if (ready < beat.next_active && (free <= 0 || reaches(chosen, ducked))) {
      return act(cpu, view, poke, kCpuAttack);
    }
    if (through + ready < beat.next_active + beat.period) {
      push(cpu, word, through);
      return act(cpu, view, poke, kCpuAttack);
    }
  }
  // No poke fits the gap, or walking in on the beat has lately been struck (a foe that breaks
  // its rhythm to meet the walk): the usual neutral game.
  if (poke >= 0 || answered_often(cpu, kOptionSlowStrike)) return false;
  if (beat.next_active <= 1) {
    wait(cpu, word, through, kCpuGuard);
  } else {
    wait(cpu, kForward, std::min(beat.next_active - 1, 12), kCpuApproach);
    push(cpu, word, strike.active + 1);
    cpu.committed = kOptionSlowStrike;  // a slow option: seen coming, it can be met
  }
  cpu.plan_passive = 0;  // the beat, not the next sighting, times this plan
  return true;
}

/// Neutral: zone or approach from afar, attack or guard in range. A judged poke is one the foe
/// cannot punish on block with its fastest strike.
void neutral(CpuState& cpu, const View& view, const CpuKnobs& k) {
  const FighterState& self = view.self;
  const bool footsies = view.rules.cpu_footsies;
  const bool judged = roll(cpu, k.adapt);
  const int window = judged ? unanswered_window(cpu) : kCpuAnyWindow;
  MoveTarget safe = view.target;
  safe.safe_pokes = footsies;
  if (footsies && judged) safe.min_advantage = 1 - fastest_strike(view.foe_character);
  int poke =
      choose_strike(view.me, self, view.rules, safe, window, StrikeJob::kPoke, cpu, k.execution);
  if (poke < 0 && footsies && judged) {  // nothing safe reaches: the least unsafe one that does
    safe.min_advantage = std::numeric_limits<int>::min();
    poke =
        choose_strike(view.me, self, view.rules, safe, window, StrikeJob::kPoke, cpu, k.execution);
  }
  const uint8_t* habits = cpu.habits;
  const bool mashing =
      std::max({habits[kHabitStrike], habits[kHabitLow], habits[kHabitOverhead]}) >= 128;
  const bool in_foe_reach = view.target.distance <= cpu.foe_reach + view.me.width / 2 + 6;
  const uint16_t guard = guard_word(cpu, view);
  const bool turtle = mashing && in_foe_reach && !view.behind_late;
  if (view.seen.foe_action == kKnockdown || view.seen.foe_action == kWakeUp) {
    // Close in on a fallen foe, but not into the reach of one that strikes as it gets up.
    const bool wary = turtle && roll(cpu, k.spacing);
    if (footsies && (wary || poke >= 0)) {
      wait_for_rise(cpu, view, k, guard);
      return;
    }
    wait(cpu, wary || poke >= 0 ? guard : kForward, 4, kCpuWait);
    return;
  }
  if (footsies && meet_beat(cpu, view, k, poke, guard)) return;
  if (turtle && roll(cpu, k.spacing)) {
    // Inside the reach of a foe that keeps striking: guard and let it whiff or be blocked.
    wait(cpu, guard, 3, kCpuGuard);
    return;
  }
  if (poke < 0) {
    const int projectile = choose_projectile(view.me, self, view.rules);
    if (projectile >= 0 && view.target.distance > 100 && roll(cpu, 48)) {
      act(cpu, view, projectile, kCpuZone);
      return;
    }
    // Jumps clear lows: the way in against a foe that sweeps from its guard.
    // Now and then only: a foe that anti-airs on reaction must not farm it. With footsies a
    // jump-in is a slow option (seen long before it lands): none while the foe keeps
    // anti-airing them or answering slow strikes.
    const bool jumps_answered = footsies && answered_often(cpu, kOptionSlowStrike);
    const bool sweeper = footsies && !jumps_answered && has_habit(cpu, kHabitLow, 64) &&
                         view.target.distance < jump_threat(view.me) + view.target.foe_half &&
                         roll(cpu, k.adapt / 16);
    const int air = static_cast<int>(cpu.rng.below(64));
    if (((air == 0 && !jumps_answered) || sweeper) && view.target.distance < 130) {
      push(cpu, kInputUp | kForward, 2);
      cpu.last_decision = kCpuJumpIn;
      cpu.plan_passive = 0;
      if (footsies) cpu.committed = kOptionSlowStrike;
      return;
    }
    if (footsies && has_habit(cpu, kHabitLow, 64) && !view.behind_late &&
        view.target.distance <= sweep_reach(view.foe_character) + view.me.width / 2 + 6 &&
        roll(cpu, k.spacing)) {
      // Inside the reach of a foe that sweeps and out of its own: guard in place (a blocked
      // sweep is punished, a whiffed one walked into), never walk into the next sweep.
      wait(cpu, guard, 4, kCpuGuard);
      return;
    }
    if (footsies && in_foe_reach && roll(cpu, k.spacing)) {
      // Inside a longer reach than its own: step in and guard, so a poke meets a guard.
      wait(cpu, kForward, 3, kCpuApproach);
      push(cpu, guard, 5);
      return;
    }
    wait(cpu, kForward, 4, kCpuApproach);
    return;
  }
  if (roll(cpu, k.aggression)) {
    act(cpu, view, mix_up(cpu, view, k, window, poke), kCpuAttack);
    return;
  }
  if (footsies) {
    wait(cpu, guard, 4 + static_cast<int>(cpu.rng.below(6)), kCpuGuard);
    return;
  }
  wait(cpu, cpu.rng.below(4) == 0 ? static_cast<uint16_t>(kInputDown | kBack) : kBack,
       4 + static_cast<int>(cpu.rng.below(6)), kCpuGuard);
}

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
  const CpuKnobs& k = cpu_knobs(cpu.level, data.rules.cpu_ladder);
  if (self.action == kThrown) {
    escape_throw(cpu, self, data.rules, k);
    return;
  }
  if (!is_free(self)) return;
  const CpuSnapshot& seen = cpu.memory[(cpu.memory_head - cpu.reaction) & (kCpuMemory - 1)];
  const CpuSnapshot& before = cpu.memory[(cpu.memory_head - cpu.reaction - 1) & (kCpuMemory - 1)];
  const CharacterData& foe_character = data.characters[foe.character];
  const int self_x = self.x / kSubpixel;
  const int distance = std::abs(seen.foe_x_px - self_x);
  // With footsies a foe that keeps sweeping is expected low: highs would pass over it.
  const bool crouching =
      seen.foe_stance == kCrouching || (data.rules.cpu_footsies && has_habit(cpu, kHabitLow, 64));
  const int edge = seen.foe_x_px > self_x ? kStageWidthPx - seen.foe_x_px : seen.foe_x_px;
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
            state.timer_frames < kCpuLateFrames && self.health <= foe.health,
            data.rules.danger_zone_px > 0 && own_edge < data.rules.danger_zone_px + 24};
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
  if (current.cancel == Cancel::kNone ||
      !roll(cpu, cpu_knobs(cpu.level, data.rules.cpu_ladder).combo)) {
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

/// True when the newest perception differs from the one before in what the foe is doing.
bool sees_news(const CpuState& cpu) {
  const CpuSnapshot& now = cpu.memory[(cpu.memory_head - cpu.reaction) & (kCpuMemory - 1)];
  const CpuSnapshot& then = cpu.memory[(cpu.memory_head - cpu.reaction - 1) & (kCpuMemory - 1)];
  return now.foe_action != then.foe_action || now.foe_phase != then.foe_phase ||
         now.foe_move != then.foe_move;
}

}  // namespace

void cpu_seed(MatchState& state, int index, uint64_t seed) {
  state.cpu[index].rng.seed(seed, 0x43505500u + static_cast<uint64_t>(index));
}

void cpu_start_round(MatchState& state, int index) {
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
  cpu.reaction = cpu_knobs(cpu.level).reaction;
}

void cpu_meet_new_foe(MatchState& state, int index) {
  CpuState& cpu = state.cpu[index];
  cpu.last_move = -1;
  cpu.repeats = 0;
}

uint16_t cpu_input(MatchState& state, int index, const GameData& data) {
  CpuState& cpu = state.cpu[index];
  const FighterState& self = state.fighters[index];
  const FighterState& foe = state.fighters[1 - index];
  const CharacterData& foe_character = data.characters[foe.character];
  cpu.memory_head = static_cast<uint8_t>((cpu.memory_head + 1) & (kCpuMemory - 1));
  cpu.memory[cpu.memory_head] = perceive(foe, foe_character);
  learn_from_sight(cpu, cpu.memory[(cpu.memory_head - cpu.reaction) & (kCpuMemory - 1)],
                   foe_character);
  learn_from_contact(cpu, self);
  if (data.rules.cpu_footsies) {
    learn_rise(cpu, foe_character);
    learn_from_jump_in(cpu, self);
    learn_from_hold_whiff(cpu, self, data.characters[self.character]);
    learn_from_beat_walk(cpu, self, foe);
  }
  if (self.action == kThrown && self.action_frames == 0) {
    cpu.plan_length = cpu.plan_index = 0;  // grabbed: drop the plan, maybe escape
  } else if (data.rules.cpu_footsies && self.action != kThrown && cpu.last_decision == kCpuEscape) {
    cpu.plan_length = cpu.plan_index = 0;  // the throw is over: decide afresh once free
    cpu.last_decision = kCpuNone;
  }
  try_combo(state, index, data);
  if (cpu.plan_passive && cpu.plan_index < cpu.plan_length && sees_news(cpu)) {
    cpu.plan_length = cpu.plan_index = 0;
  }
  if (cpu.plan_index >= cpu.plan_length) {
    cpu.plan_length = cpu.plan_index = 0;
    decide(state, index, data);
  }
  return emit(cpu, self.facing);
}

}  // namespace arena::games::fight
