// The CPU against projectiles: watch, guard or roll through, punish (cpu_projectile.h).
#include "native/games/fight/cpu_projectile.h"

#include <algorithm>
#include <cstdlib>

#include "native/games/fight/cpu_decide.h"
#include "native/games/fight/cpu_moves.h"
#include "native/games/fight/cpu_read.h"
#include "native/games/fight/fighter.h"

namespace arena::games::fight {
namespace {

using cpu_decide::kBack;
using cpu_decide::push;
using cpu_decide::roll;

/// The seen foe projectile nearest to reaching the CPU: the gap between its front and the CPU's
/// body and its speed, 1/256 px (and per frame), and the guard that stops it; gap < 0 when none
/// comes.
struct Incoming {
  int32_t gap = -1;
  int32_t speed = 0;
  uint16_t guard = 0;

  /// Frames until the gap closes, the CPU moving in at `closing` (1/256 px per frame).
  int frames(int32_t closing) const { return gap / (speed + closing); }
};

/// Crouching, or standing against an overhead projectile.
uint16_t guard_against(const MoveData& move) {
  return move.level == kOverhead ? kBack : static_cast<uint16_t>(kInputDown | kBack);
}

/// The foe's projectile coming at fighter `index` that the CPU has seen: launched at least
/// `reaction` frames ago.
Incoming incoming(const MatchState& match, int index, const GameData& data, int reaction) {
  const FighterState& self = match.fighters[index];
  const CharacterData& me = data.characters[self.character];
  const CharacterData& foe = data.characters[match.fighters[1 - index].character];
  Incoming nearest;
  for (const Projectile& flying : match.projectiles) {
    const int32_t ahead = self.x - flying.x;
    if (!flying.active || flying.owner == index || flying.vx == 0 ||
        (ahead > 0) != (flying.vx > 0) || flying.move < 0 ||
        flying.move >= static_cast<int>(foe.moves.size())) {
      continue;
    }
    const MoveData& move = foe.moves[static_cast<size_t>(flying.move)];
    if (move.projectile_frames - flying.frames_left < reaction) continue;
    const int32_t gap = std::max(0, std::abs(ahead) - (flying.half_w + me.width / 2) * kSubpixel);
    if (nearest.gap < 0 || gap < nearest.gap) {
      nearest = {gap, std::abs(flying.vx), guard_against(move)};
    }
  }
  return nearest;
}

/// Frames the seen foe has left in the recovery of its projectile move (0 when it is not in one).
int thrower_recovery(const CpuSnapshot& seen, const CharacterData& foe, int delay) {
  if (seen.foe_action != kAttack || seen.foe_phase != kRecovery || seen.foe_move < 0 ||
      seen.foe_move >= static_cast<int>(foe.moves.size())) {
    return 0;
  }
  const MoveData& move = foe.moves[static_cast<size_t>(seen.foe_move)];
  if (move.kind != MoveKind::kProjectile) return 0;
  return std::max(0, move.startup + move.active + move.recovery - seen.foe_move_frame - delay);
}

/// True when the seen foe is starting a projectile move (its projectile not out yet).
bool launching(const CpuSnapshot& seen, const CharacterData& foe) {
  if (seen.foe_action != kAttack || seen.foe_phase == kRecovery || seen.foe_move < 0 ||
      seen.foe_move >= static_cast<int>(foe.moves.size())) {
    return false;
  }
  return foe.moves[static_cast<size_t>(seen.foe_move)].kind == MoveKind::kProjectile;
}

/// Replaces the plan with one frame of `word`, a passive `decision`.
void hold(CpuState& cpu, uint16_t word, CpuDecision decision) {
  cpu.plan_length = cpu.plan_index = 0;
  push(cpu, word, 1);
  cpu.plan_passive = 0;
  cpu.last_decision = decision;
  cpu.committed = kOptionNone;
}

/// Guards the coming projectile, or rolls through it (see the header).
void guard_or_roll(CpuState& cpu, const Incoming& wave, const CharacterData& me,
                   const CharacterData& foe, int distance, int recovery,
                   const ProjectileAnswer& answer) {
  const int after_roll = distance - answer.roll_frames * answer.roll_speed / kSubpixel;
  const bool safe =
      recovery > answer.roll_frames || fastest_strike_at(foe, me, after_roll) == kCpuAnyWindow;
  const size_t level = static_cast<size_t>(std::clamp<int>(cpu.level, 1, 8));
  cpu.plan_length = cpu.plan_index = 0;
  if (safe && roll(cpu, answer.roll_chance[level - 1])) {
    const int32_t press_gap = answer.roll_meet_frames * (wave.speed + answer.roll_speed);
    push(cpu, wave.guard, (wave.gap - press_gap + wave.speed - 1) / wave.speed);
    push(cpu, answer.roll_press, 1);
    push(cpu, 0, 1);
  } else {
    push(cpu, wave.guard, wave.frames(0) + 4);
  }
  cpu.plan_passive = 0;
  cpu.last_decision = kCpuDefend;
  cpu.committed = kOptionNone;
}

/// The most damaging strike that lands on a thrower seen still `recovery` frames in its move.
void punish_thrower(CpuState& cpu, const FighterState& self, const CharacterData& me,
                    const CharacterData& foe, const RuleSet& rules, const CpuKnobs& knobs,
                    int distance, int recovery) {
  const MoveTarget target{distance, foe.width / 2, foe.height, 0};
  const int move = choose_strike(me, self, rules, target, recovery - 1, StrikeJob::kPunish, cpu,
                                 knobs.execution);
  if (move < 0 || !roll(cpu, knobs.punish)) return;
  const MoveData& chosen = me.moves[static_cast<size_t>(move)];
  cpu_decide::plan_move(cpu, rules, self, chosen);
  cpu.last_decision = kCpuPunish;
  cpu.plan_passive = 0;
  cpu.committed = option_of(chosen, frames_to_active(chosen, self, rules));
}

}  // namespace

void meet_projectile(MatchState& match, int index, const GameData& data,
                     const ProjectileAnswer& answer) {
  CpuState& cpu = match.cpu[index];
  const FighterState& self = match.fighters[index];
  if (!is_free(self) || cpu.level < answer.first_level) return;
  const CpuKnobs& knobs = data.cpu.knobs(cpu.level);
  const CharacterData& me = data.characters[self.character];
  const CharacterData& foe = data.characters[match.fighters[1 - index].character];
  const int delay = perception_delay(cpu, knobs.input_read);
  const CpuSnapshot& seen = perceived_at(cpu, delay);
  const int distance = std::abs(seen.foe_x_px - self.x / kSubpixel);
  const int recovery = thrower_recovery(seen, foe, delay);
  const bool planned = cpu.plan_index < cpu.plan_length;
  const Incoming wave = incoming(match, index, data, knobs.reaction);
  if (wave.gap >= 0) {
    const int frames = wave.frames(me.walk_speed);
    if (planned && !cpu.plan_passive && cpu.last_decision == kCpuDefend) return;
    if (frames == answer.guard_frames && roll(cpu, knobs.react)) {
      guard_or_roll(cpu, wave, me, foe, distance, recovery, answer);
    } else if (frames < answer.watch_frames && (!planned || cpu.plan_passive) &&
               roll(cpu, knobs.spacing)) {
      const bool walk = answer.walk_in && frames > answer.guard_frames;
      hold(cpu, walk ? cpu_decide::kForward : wave.guard, walk ? kCpuApproach : kCpuGuard);
    }
    return;
  }
  if (answer.walk_in && launching(seen, foe) && (!planned || cpu.plan_passive) &&
      roll(cpu, knobs.spacing)) {
    hold(cpu, cpu_decide::kForward, kCpuApproach);
    return;
  }
  if (!planned && recovery >= 2) {
    punish_thrower(cpu, self, me, foe, data.rules, knobs, distance, recovery);
  }
}

}  // namespace arena::games::fight
