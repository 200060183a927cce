// Trio's CPU against projectiles: watch, guard or roll through, punish (trio_cpu_projectile.h).
#include "native/games/trio/trio_cpu_projectile.h"

#include <algorithm>
#include <cstdlib>

#include "native/games/fight/cpu_decide.h"
#include "native/games/fight/cpu_moves.h"
#include "native/games/fight/cpu_read.h"
#include "native/games/fight/fighter.h"
#include "native/games/trio/trio_assist.h"
#include "native/games/trio/trio_rules.h"

namespace arena::games::trio {
namespace {

using fight::cpu_decide::kBack;
using fight::cpu_decide::push;
using fight::cpu_decide::roll;

constexpr uint16_t kCrouchGuard = fight::kInputDown | kBack;
/// The roll's press, WP+WK (trio_rules.h).
constexpr uint16_t kRollPress = (kWeakPunch | kWeakKick) << fight::kHeldShift;
/// Frames after the press at which a roll meets the projectile: well inside its invulnerability.
constexpr int kRollMeetFrames = 2;

/// The seen foe projectile nearest to reaching the CPU: the gap between its front and the CPU's
/// body and its speed, 1/256 px (and per frame); gap < 0 when none comes.
struct Incoming {
  int32_t gap = -1;
  int32_t speed = 0;

  /// Frames until the gap closes, the CPU moving in at `closing` (1/256 px per frame).
  int frames(int32_t closing) const { return gap / (speed + closing); }
};

/// The foe's projectile coming at fighter `index` that the CPU has seen: launched at least
/// `reaction` frames ago.
Incoming incoming(const TrioMatch& state, int index, const fight::GameData& data, int reaction) {
  const fight::FighterState& self = state.match.fighters[index];
  const fight::CharacterData& me = data.characters[self.character];
  const fight::CharacterData& foe = data.characters[state.match.fighters[1 - index].character];
  Incoming nearest;
  for (const fight::Projectile& flying : state.match.projectiles) {
    const int32_t ahead = self.x - flying.x;
    if (!flying.active || flying.owner == index || flying.vx == 0 ||
        (ahead > 0) != (flying.vx > 0) || flying.move < 0 ||
        flying.move >= static_cast<int>(foe.moves.size()) ||
        foe.moves[static_cast<size_t>(flying.move)].projectile_frames - flying.frames_left <
            reaction) {
      continue;
    }
    const int32_t gap =
        std::max(0, std::abs(ahead) - (flying.half_w + me.width / 2) * fight::kSubpixel);
    if (nearest.gap < 0 || gap < nearest.gap) nearest = {gap, std::abs(flying.vx)};
  }
  return nearest;
}

/// Frames the seen foe has left in the recovery of its projectile move (0 when it is not in one).
int thrower_recovery(const fight::CpuSnapshot& seen, const fight::CharacterData& foe, int delay) {
  if (seen.foe_action != fight::kAttack || seen.foe_phase != fight::kRecovery ||
      seen.foe_move < 0 || seen.foe_move >= static_cast<int>(foe.moves.size())) {
    return 0;
  }
  const fight::MoveData& move = foe.moves[static_cast<size_t>(seen.foe_move)];
  if (move.kind != fight::MoveKind::kProjectile) return 0;
  return std::max(0, move.startup + move.active + move.recovery - seen.foe_move_frame - delay);
}

/// Guards the coming projectile crouching, or rolls through it (see the header).
void guard_or_roll(fight::CpuState& cpu, const Incoming& wave, const fight::CharacterData& me,
                   const fight::CharacterData& foe, int distance, int recovery) {
  const fight::MoveTarget after_roll{distance - kRollFrames * kRollSpeed / fight::kSubpixel,
                                     me.width / 2, me.height, 0};
  const bool safe = recovery > kRollFrames ||
                    fight::fastest_strike_reaching(foe, after_roll) == fight::kCpuAnyWindow;
  const int level = std::clamp<int>(cpu.level, 1, 8);
  cpu.plan_length = cpu.plan_index = 0;
  if (safe && roll(cpu, kCpuRollChance[level - 1])) {
    const int32_t press_gap = kRollMeetFrames * (wave.speed + kRollSpeed);
    push(cpu, kCrouchGuard, (wave.gap - press_gap + wave.speed - 1) / wave.speed);
    push(cpu, kRollPress, 1);
    push(cpu, 0, 1);
  } else {
    push(cpu, kCrouchGuard, wave.frames(0) + 4);
  }
  cpu.plan_passive = 0;
  cpu.last_decision = fight::kCpuDefend;
  cpu.committed = fight::kOptionNone;
}

/// The most damaging strike that lands on a thrower seen still `recovery` frames in its Wave.
void punish_thrower(fight::CpuState& cpu, const fight::FighterState& self,
                    const fight::CharacterData& me, const fight::CharacterData& foe,
                    const fight::RuleSet& rules, const fight::CpuKnobs& knobs, int distance,
                    int recovery) {
  const fight::MoveTarget target{distance, foe.width / 2, foe.height, 0};
  const int move = fight::choose_strike(me, self, rules, target, recovery - 1,
                                        fight::StrikeJob::kPunish, cpu, knobs.execution);
  if (move < 0 || !roll(cpu, knobs.punish)) return;
  const fight::MoveData& chosen = me.moves[static_cast<size_t>(move)];
  fight::cpu_decide::plan_move(cpu, rules, self, chosen);
  cpu.last_decision = fight::kCpuPunish;
  cpu.plan_passive = 0;
  cpu.committed = fight::option_of(chosen, fight::frames_to_active(chosen, self, rules));
}

}  // namespace

void meet_projectile(TrioMatch& state, int index, const fight::GameData& data) {
  fight::CpuState& cpu = state.match.cpu[index];
  const fight::FighterState& self = state.match.fighters[index];
  if (!fight::is_free(self)) return;
  const fight::CpuKnobs& knobs = data.cpu.knobs(cpu.level);
  const fight::CharacterData& me = data.characters[self.character];
  const fight::CharacterData& foe = data.characters[state.match.fighters[1 - index].character];
  const int delay = fight::perception_delay(cpu, knobs.input_read);
  const fight::CpuSnapshot& seen = fight::perceived_at(cpu, delay);
  const int distance = std::abs(seen.foe_x_px - self.x / fight::kSubpixel);
  const int recovery = thrower_recovery(seen, foe, delay);
  const bool planned = cpu.plan_index < cpu.plan_length;
  const Incoming wave = incoming(state, index, data, knobs.reaction);
  if (wave.gap >= 0) {
    const int frames = wave.frames(me.walk_speed);
    if (planned && !cpu.plan_passive && cpu.last_decision == fight::kCpuDefend) return;
    if (frames == kCpuProjectileGuardFrames && roll(cpu, knobs.react)) {
      guard_or_roll(cpu, wave, me, foe, distance, recovery);
    } else if (frames < kCpuProjectileWatchFrames && (!planned || cpu.plan_passive) &&
               roll(cpu, knobs.spacing)) {
      cpu.plan_length = cpu.plan_index = 0;
      push(cpu, kCrouchGuard, 1);
      cpu.plan_passive = 0;
      cpu.last_decision = fight::kCpuGuard;
      cpu.committed = fight::kOptionNone;
    }
    return;
  }
  if (!planned && recovery >= 2) {
    punish_thrower(cpu, self, me, foe, data.rules, knobs, distance, recovery);
  }
}

}  // namespace arena::games::trio
