// The CPU in neutral (cpu_neutral.h): its guard, waiting for a rise, answering habits, mixing
// up, meeting a steady beat, and spacing and attacking.
#include "native/games/fight/cpu_neutral.h"

#include <algorithm>
#include <cstdlib>
#include <limits>

#include "native/games/fight/cpu_beat.h"
#include "native/games/fight/cpu_read.h"
#include "native/games/fight/cpu_rise.h"
#include "native/games/fight/fighter.h"

namespace arena::games::fight::cpu_decide {

/// Distance (pixels, centre to centre) beyond which the CPU throws projectiles: when it zones,
/// and, level on health, to chip a guard (chip_guard).
constexpr int kCpuZonePx = 100;

/// The guard to wait in. A crouching guard holds its ground and stops lows and mids (highs
/// pass over it). Without footsies (view.footsies) the CPU stands against a foe that has lately
/// jumped in or used overheads. With it, a standing guard (it walks back while nothing comes)
/// is only taken against a foe that uses ground overheads more than it sweeps, never into a
/// danger zone: jumps take long enough to be met when seen (meet_air).
uint16_t guard_word(const CpuState& cpu, const View& view) {
  const uint8_t* habits = cpu.habits;
  const bool stand = view.footsies || view.cautious
                         ? !view.cornered && habits[kHabitOverhead] >= 64 &&
                               habits[kHabitOverhead] > habits[kHabitLow]
                         : habits[kHabitOverhead] + habits[kHabitJump] >= 64;
  return stand ? kBack : static_cast<uint16_t>(kInputDown | kBack);
}

/// Where the CPU's strikes must reach and what they may risk: pokes scored by their safety on
/// block when `safe_pokes`, and only strikes the foe cannot punish on block with its fastest one
/// when `safe_only`; both always when cautious (view.cautious).
MoveTarget strike_target(const View& view, bool safe_pokes = false, bool safe_only = false) {
  MoveTarget target = view.target;
  if (safe_pokes || view.cautious) target.safe_pokes = true;
  if (safe_only || view.cautious) target.min_advantage = 1 - fastest_strike(view.foe_character);
  return target;
}

/// Waiting in range for a fallen foe to rise (footsies): the foe acts before the CPU
/// can see it up, so the rise is met with the guard its rises call for (read with probability
/// adapt, else `guard`). A standing guard starts a few frames before the rise (holding back
/// earlier would walk away) and is held, whatever is seen, until an attack started on rising
/// would have arrived (near a danger zone too: a blocked attack does not drive it in).
void wait_for_rise(CpuState& cpu, const View& view, const CpuKnobs& k, uint16_t guard) {
  constexpr int kRiseGuardFrames = 16;  // a jump-in or an overhead started on rising lands by then
  const int rise = frames_to_rise(view.seen, view.rules) - view.delay;  // from now
  if (!stand_for_rise(cpu) || !roll(cpu, k.adapt)) {
    wait(cpu, guard, 4, kCpuWait);
  } else if (rise > 4) {
    wait(cpu, 0, std::min(rise - 4, 4), kCpuWait);
  } else {
    wait(cpu, kBack, rise + kRiseGuardFrames, kCpuWait);
    cpu.plan_passive = 0;  // seeing the foe up is no news: it is what this guard is for
  }
}

constexpr int kJumpInputFrames = 2;  // up-forward held to start a jump

/// Jumps forward at the foe (the jump alone, which clears lows): a slow option, seen long
/// before it lands, so a jump struck out of the air is answered (learn_from_jump_in).
void jump_in(CpuState& cpu) {
  push(cpu, kInputUp | kForward, kJumpInputFrames);
  cpu.last_decision = kCpuJumpIn;
  cpu.plan_passive = 0;
  cpu.committed = kOptionSlowStrike;
}

/// An overhead from the air on a crouching guard: a jump-in, its most damaging air strike
/// pressed to be active from kActiveBeforeLanding frames before the jump lands. From nearer
/// than its forward jump carries it, the jump would cross over the guard and the strike whiff
/// behind it: it steps back first, to where the jump lands in front of the guard. False when
/// the CPU has no air strike, or no room behind it to step back into.
bool jump_at_guard(CpuState& cpu, const View& view) {
  constexpr int kActiveBeforeLanding = 4;
  const MoveData* air = nullptr;
  for (const MoveData& move : view.me.moves) {
    if (move.kind == MoveKind::kStrike && move.stance == MoveStance::kAir &&
        move.motion == Motion::kNone && (air == nullptr || move.damage > air->damage)) {
      air = &move;
    }
  }
  if (air == nullptr) return false;
  const int lands_at = view.target.distance - jump_travel(view.me);  // short of the foe
  const int short_px = view.me.width / 2 + view.target.foe_half - lands_at;
  if (short_px > 0) {  // it would land on or past the guard
    const int self_x = view.self.x / kSubpixel;
    const int room = (view.self.facing > 0 ? self_x : kStageWidthPx - self_x) - view.me.width / 2;
    if (room < short_px || view.me.walk_speed <= 0) return false;
    wait(cpu, kBack, 1 + short_px * kSubpixel / view.me.walk_speed, kCpuZone);
    return true;
  }
  jump_in(cpu);
  const int press =
      view.rules.jump_squat_frames + air_frames(view.me) - kActiveBeforeLanding;  // from now
  push(cpu, 0, std::max(1, press - air->startup - kJumpInputFrames));
  plan_move(cpu, view.rules, view.self, *air);
  return true;
}

/// Not ahead late in the round against a guard nothing opens: wears it down with the special
/// that chips it most, from afar with a projectile that chips, else steps in until one
/// reaches. Level on health, the round is drawn as it stands (a win to both sides), so only
/// what the foe cannot punish is risked: a special safe on block against its fastest strike,
/// a projectile from afar. Not against a foe that has been striking lately (it would punish
/// the special's recovery), unless its strikes keep starting out of reach: that foe is chipped
/// only from outside its reach, and the CPU steps back out of it first. False when nothing
/// chips.
bool chip_guard(CpuState& cpu, const View& view, const CpuKnobs& k) {
  const bool striker = strike_habit(cpu) >= 64;
  if (striker && !foe_whiffs_often(cpu)) return false;
  const bool exposed = striker && in_foe_reach(cpu, view);
  const bool safe_only = !view.losing_late;
  MoveTarget target = strike_target(view, false, safe_only);
  const int chip = exposed ? -1
                           : choose_strike(view.me, view.self, view.rules, target, kCpuAnyWindow,
                                           StrikeJob::kChip, cpu, k.execution);
  if (act(cpu, view, chip, kCpuAttack)) return true;
  const int wave = choose_projectile(view.me, view.self, view.rules);
  const bool wave_chips = wave >= 0 && view.me.moves[static_cast<size_t>(wave)].chip > 0;
  const bool wave_safe = wave_chips && (!safe_only || view.target.distance > kCpuZonePx);
  if (wave_safe && !exposed) return act(cpu, view, wave, kCpuZone);
  if (striker && !exposed) return false;  // out of its reach, and nothing chips from here
  // Nothing chips from here: step in until a chipping special reaches (asked at distance 0:
  // whether it has one); exposed, step back out of the foe's reach, and with only a
  // projectile to chip with, back out to where it is thrown safely.
  target.distance = 0;
  const bool closes = choose_strike(view.me, view.self, view.rules, target, kCpuAnyWindow,
                                    StrikeJob::kChip, cpu, k.execution) >= 0;
  if (!closes && !wave_chips) return false;
  const bool back = exposed || !closes;
  wait(cpu, back ? kBack : kForward, 4, back ? kCpuZone : kCpuApproach);
  return true;
}

/// Habits the CPU has seen answered with the triangle: throws against guards and holds,
/// strikes against throws, lows or overheads against a guard of the wrong height. A crouching
/// guard that escapes the throws and that no ground overhead reaches is jumped at: a jump
/// clears the lows it answers with and comes down as an overhead. A guard none of these opens
/// (its jumps struck too) is chipped with specials when the CPU is not ahead late in the round.
bool answer_habit(CpuState& cpu, const View& view, const CpuKnobs& k) {
  if (!roll(cpu, k.adapt)) return false;
  const bool foe_free = view.seen.foe_action == kIdle || view.seen.foe_action == kWalk;
  if (!foe_free) return false;
  if (has_habit(cpu, kHabitGuard) || has_habit(cpu, kHabitHold)) {
    const bool throws_escaped = answered_often(cpu, kOptionThrow);
    const int grab =
        throws_escaped ? -1 : choose_throw(view.me, view.self, view.rules, view.target);
    if (act(cpu, view, grab, kCpuThrow)) return true;
    const bool low_guard = view.seen.foe_blocking == 2;
    const StrikeJob job = low_guard ? StrikeJob::kOverhead : StrikeJob::kLow;
    const int mixup = choose_strike(view.me, view.self, view.rules, strike_target(view),
                                    unanswered_window(cpu), job, cpu, k.execution);
    if (act(cpu, view, mixup, kCpuAttack)) return true;
    if (low_guard && throws_escaped && !answered_often(cpu, kOptionSlowStrike) &&
        view.target.distance < jump_threat(view.me) + view.target.foe_half &&
        jump_at_guard(cpu, view)) {
      return true;
    }
    if (view.behind_late && chip_guard(cpu, view, k)) return true;
  }
  if (has_habit(cpu, kHabitThrow)) {
    const int jab = choose_strike(view.me, view.self, view.rules, view.target, 6, StrikeJob::kPoke,
                                  cpu, k.execution);
    if (act(cpu, view, jab, kCpuAttack)) return true;
  }
  if (has_habit(cpu, kHabitJump, 128) && !view.behind_late) {
    // Grounded and ready for the anti-air (guarding, with footsies: a foe that jumps now and
    // then must not find it standing open to a sweep). Not late in the round and not ahead: a
    // foe that jumped early and guards since is seen doing nothing that would fade the habit,
    // and the CPU waited out the round.
    wait(cpu, view.footsies || view.cautious ? guard_word(cpu, view) : 0, 4, kCpuGuard);
    return true;
  }
  return false;
}

/// An attack in range: mostly the poke, sometimes a throw, a low or an overhead (without
/// footsies, sometimes its most damaging strike). With footsies a crouching guard
/// (highs pass over it, lows are stopped) meets throws and overheads far more often.
int mix_up(CpuState& cpu, const View& view, const CpuKnobs& k, int window, int poke) {
  const bool footsies = view.footsies;
  const bool low_guard =
      footsies && (view.seen.foe_stance == kCrouching || view.seen.foe_blocking == 2);
  const MoveTarget target = strike_target(view);
  const uint32_t pick = cpu.rng.below(8);
  int move = -1;
  if (!footsies && pick == 3) {
    move = choose_strike(view.me, view.self, view.rules, target, window, StrikeJob::kPunish, cpu,
                         k.execution);
  }
  const bool throw_pick = low_guard ? pick <= 2 : pick == 0;
  if (throw_pick && !answered_often(cpu, kOptionThrow)) {
    move = choose_throw(view.me, view.self, view.rules, view.target);
  }
  if (!low_guard && pick == 1) {
    move = choose_strike(view.me, view.self, view.rules, target, window, StrikeJob::kLow, cpu,
                         k.execution);
  }
  if (move < 0 && (low_guard ? pick <= 5 : pick == 2)) {
    move = choose_strike(view.me, view.self, view.rules, target, window, StrikeJob::kOverhead, cpu,
                         k.execution);
  }
  return move >= 0 ? move : poke;
}

/// A foe repeating one strike at a steady beat (footsies, read with probability
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
  // Walking in on the beat has lately been struck (a foe that breaks its rhythm to meet the
  // walk): the usual neutral game. Else, no poke fitting the gap, it walks in on the beat.
  if (answered_often(cpu, kOptionSlowStrike)) return false;
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

/// Patience (k.patience, the top levels; never when behind late in the round, nor against a foe
/// that keeps throwing projectiles): a free foe may start a strike on any frame and is seen
/// doing so only view.delay frames later, so the CPU holds its guard instead of starting a
/// slow poke (not active within kCpuMidFrames) that a strike the foe starts now would meet
/// first or trade with, and instead of walking `walk_frames` from outside the reach of the
/// foe's strikes into it (it waits at the edge). Cautious, a foe seen landing from a jump is
/// waited out without the roll. True when it waits.
bool patient(CpuState& cpu, const View& view, const CpuKnobs& k, int poke, int walk_frames,
             uint16_t guard) {
  // Cautious, a foe landing from a jump is as free: it strikes a few frames later.
  const bool foe_free = view.seen.foe_action == kIdle || view.seen.foe_action == kWalk ||
                        (view.cautious && view.seen.foe_action == kLanding);
  // Never against a zoner: waiting out of reach is what its projectiles want.
  if (k.patience == 0 || !foe_free || view.behind_late || has_habit(cpu, kHabitProjectile, 64)) {
    return false;
  }
  const int foe_first = fastest_strike_at(view.foe_character, view.me, view.target.distance);
  if (walk_frames > 0) {  // hold at the edge of its reach: a walk that would step inside it
    if ((foe_first != kCpuAnyWindow && !view.cautious) ||  // (cautious: or further in)
        !steps_into_reach(view, view.target.distance, walk_frames)) {
      return false;
    }
  } else if (foe_first == kCpuAnyWindow) {
    return false;
  }
  if (poke >= 0) {  // a poke the foe's first strike would not beat (cautious: not even trade)
    const MoveData& chosen = view.me.moves[static_cast<size_t>(poke)];
    const int ready = frames_to_active(chosen, view.self, view.rules);
    if ((ready <= kCpuMidFrames && !view.cautious) || ready < foe_first) return false;
  }
  // A foe seen landing may strike on its first free frame, unseen: no step in before that.
  if (view.seen.foe_action != kLanding && !roll(cpu, k.patience)) return false;
  wait(cpu, guard, 3 + static_cast<int>(cpu.rng.below(6)), kCpuGuard);
  return true;
}

/// Neutral: zone or approach from afar, attack or guard in range. A judged poke is one the foe
/// cannot punish on block with its fastest strike.
void neutral(CpuState& cpu, const View& view, const CpuKnobs& k) {
  const FighterState& self = view.self;
  const bool footsies = view.footsies;
  const bool judged = roll(cpu, k.adapt);
  const int window = judged ? unanswered_window(cpu) : kCpuAnyWindow;
  const bool cautious = view.cautious;
  MoveTarget safe = strike_target(view, footsies, footsies && judged);
  int poke =
      choose_strike(view.me, self, view.rules, safe, window, StrikeJob::kPoke, cpu, k.execution);
  if (poke < 0 && footsies && judged && !cautious) {  // nothing safe reaches: the least unsafe
    safe.min_advantage = std::numeric_limits<int>::min();
    poke =
        choose_strike(view.me, self, view.rules, safe, window, StrikeJob::kPoke, cpu, k.execution);
  }
  const bool mashing = strike_habit(cpu) >= 128;
  const bool within_its_reach = in_foe_reach(cpu, view);
  const uint16_t guard = guard_word(cpu, view);
  const bool turtle = mashing && within_its_reach && !view.behind_late;
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
    if (projectile >= 0 && view.target.distance > kCpuZonePx && roll(cpu, 48)) {
      act(cpu, view, projectile, kCpuZone);
      return;
    }
    // Jumps clear lows: the way in against a foe that sweeps from its guard.
    // Now and then only: a foe that anti-airs on reaction must not farm it. A jump-in is a slow
    // option (seen long before it lands): none while the foe keeps anti-airing them or
    // answering slow strikes (read with footsies, else when the CPU judges).
    const bool jumps_answered = (footsies || judged) && answered_often(cpu, kOptionSlowStrike);
    const bool sweeper = footsies && !jumps_answered && has_habit(cpu, kHabitLow, 64) &&
                         view.target.distance < jump_threat(view.me) + view.target.foe_half &&
                         roll(cpu, k.adapt / 16);
    const int air = static_cast<int>(cpu.rng.below(64));
    if (((air == 0 && !jumps_answered && !cautious) || sweeper) && view.target.distance < 130) {
      jump_in(cpu);
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
    if (patient(cpu, view, k, -1, kCpuStepFrames, guard)) return;
    if (footsies && within_its_reach && roll(cpu, k.spacing)) {
      // Inside a longer reach than its own: step in and guard, so a poke meets a guard.
      wait(cpu, kForward, 3, kCpuApproach);
      push(cpu, guard, 5);
      return;
    }
    wait(cpu, kForward, cautious ? 3 : 4, kCpuApproach);
    if (cautious) push(cpu, guard, 5);  // step in and guard
    return;
  }
  if (patient(cpu, view, k, poke, 0, guard)) return;
  if (roll(cpu, k.aggression)) {
    act(cpu, view, mix_up(cpu, view, k, window, poke), kCpuAttack);
    return;
  }
  if (footsies || cautious) {
    wait(cpu, guard, 4 + static_cast<int>(cpu.rng.below(6)), kCpuGuard);
    return;
  }
  wait(cpu, cpu.rng.below(4) == 0 ? static_cast<uint16_t>(kInputDown | kBack) : kBack,
       4 + static_cast<int>(cpu.rng.below(6)), kCpuGuard);
}

}  // namespace arena::games::fight::cpu_decide
