// The CPU's guard against a masher, a beginner's walk in, its assist calls, and the CPU level
// of each stage of the 1P ladder (see trio_cpu.h).
#include "native/games/trio/trio_cpu.h"

#include <algorithm>
#include <cstdlib>

#include "native/games/fight/cpu.h"
#include "native/games/fight/cpu_decide.h"
#include "native/games/fight/cpu_moves.h"
#include "native/games/fight/cpu_projectile.h"
#include "native/games/fight/cpu_read.h"
#include "native/games/fight/fighter.h"
#include "native/games/fight/round_flow.h"
#include "native/games/trio/trio_assist.h"
#include "native/games/trio/trio_rules.h"

namespace arena::games::trio {
namespace {

/// Trio's answer to projectiles (every trio character has a Wave): from level 1, guarding
/// crouching (its Waves all hit mid) or, from level 4, rolling through them.
constexpr fight::ProjectileAnswer kTrioProjectileAnswer{
    .roll_chance = {0, 0, 0, 64, 128, 192, 224, 240},
    .roll_press = kRollButtons << fight::kHeldShift,
    .roll_frames = kRollFrames,
    .roll_speed = kRollSpeed,
    .roll_meet_frames = 2,
};

using fight::cpu_decide::roll;

/// About to decide (its plan done, or a passive plan that the news will drop), against a free
/// foe (not guarding) seen within its reach that strikes again the moment it recovers
/// (kHabitRecovery: the masher's next strike starts before the CPU can see it): with its level's
/// chance of answering a habit, the CPU holds its guard for a few frames, whatever it sees, instead
/// of starting a strike or walking into that one (a crouching guard, standing against a foe that
/// uses overheads); the strike then whiffs or is blocked, and its recovery is punished. Called
/// before fight::cpu_input records this frame's sight, so it reads the memory one frame nearer.
void wait_out_a_masher(TrioMatch& state, int index, const fight::GameData& data) {
  fight::CpuState& cpu = state.match.cpu[index];
  const fight::FighterState& self = state.match.fighters[index];
  const fight::CpuSnapshot& seen = fight::perceived_at(cpu, std::max(cpu.reaction - 1, 0));
  const fight::CpuSnapshot& before = fight::perceived_at(cpu, cpu.reaction);
  const bool news = seen.foe_action != before.foe_action || seen.foe_phase != before.foe_phase ||
                    seen.foe_move != before.foe_move;
  const bool deciding = cpu.plan_index >= cpu.plan_length || (cpu.plan_passive && news);
  if (!deciding || !fight::is_free(self) ||
      !fight::has_habit(cpu, fight::kHabitRecovery, kCpuMasherHabit)) {
    return;
  }
  const bool foe_free = seen.foe_action == fight::kIdle || seen.foe_action == fight::kWalk;
  if (!foe_free || seen.foe_blocking != 0) return;  // a guarding foe is met by the walk-in
  const int distance = std::abs(seen.foe_x_px - self.x / fight::kSubpixel);
  const int my_half = data.characters[self.character].width / 2;
  if (distance > cpu.foe_reach + my_half + kCpuMasherMarginPx ||
      !roll(cpu, data.cpu.knobs(cpu.level).adapt)) {
    return;
  }
  const bool overheads = fight::has_habit(cpu, fight::kHabitOverhead, 64);
  const uint16_t guard = overheads
                             ? fight::cpu_decide::kBack
                             : static_cast<uint16_t>(fight::kInputDown | fight::cpu_decide::kBack);
  cpu.plan_length = cpu.plan_index = 0;
  fight::cpu_decide::wait(cpu, guard, 3 + static_cast<int>(cpu.rng.below(6)), fight::kCpuGuard);
  cpu.plan_passive = 0;  // held through what it sees next: the strike it waits for
}

/// A beginner (up to kCpuBeginnerLevels) walks in instead of waiting in its guard: `word`, or
/// the walk forward when its plan is a guard held in neutral.
uint16_t beginner_walk(const TrioMatch& state, int index, uint16_t word) {
  const fight::CpuState& cpu = state.match.cpu[index];
  if (cpu.level > kCpuBeginnerLevels || cpu.last_decision != fight::kCpuGuard) return word;
  return state.match.fighters[index].facing > 0 ? fight::kInputRight : fight::kInputLeft;
}

}  // namespace

uint16_t trio_cpu_input(TrioMatch& state, int index, const fight::GameData& data) {
  wait_out_a_masher(state, index, data);
  fight::meet_projectile(state.match, index, data, kTrioProjectileAnswer);
  const uint16_t word = beginner_walk(state, index, fight::cpu_input(state.match, index, data));
  if ((word >> fight::kHeldShift) != 0 || assist_member(state, index) < 0) return word;
  const fight::FighterState& self = state.match.fighters[index];
  const fight::FighterState& foe = state.match.fighters[1 - index];
  const int distance = std::abs(foe.x - self.x) / fight::kSubpixel;
  if (!fight::is_free(self) || distance < kCpuAssistNearPx || distance > kCpuAssistFarPx) {
    return word;
  }
  fight::CpuState& cpu = state.match.cpu[index];
  const int level = std::clamp<int>(cpu.level, 1, 8);
  if (static_cast<int>(cpu.rng.below(256)) >= kCpuAssistChance[level - 1]) return word;
  return static_cast<uint16_t>(word | (kAssistButtons << fight::kHeldShift));
}

int stage_cpu_level(const TrioMatch& state, const fight::GameData& data) {
  const fight::MatchState& match = state.match;
  const bool last_stage = match.stage >= match.n_stages;
  return match.difficulty <= kCpuLastStageRampDifficulty
             ? std::min<int>(data.rules.max_difficulty, match.difficulty + last_stage)
             : fight::ladder_cpu_level(match, data);
}

}  // namespace arena::games::trio
