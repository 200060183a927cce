// The CPU's walk into throw range against a guarding foe (cpu_walk_in.h).
#include "native/games/fight/cpu_walk_in.h"

#include <algorithm>
#include <cstdlib>

#include "native/games/fight/cpu_decide.h"
#include "native/games/fight/cpu_moves.h"
#include "native/games/fight/cpu_read.h"
#include "native/games/fight/fighter.h"

namespace arena::games::fight {
namespace {

/// True when one of `me`'s throws reaches `target`.
bool throw_reaches(const CharacterData& me, const MoveTarget& target) {
  return std::any_of(me.moves.begin(), me.moves.end(), [&](const MoveData& move) {
    return move.kind == MoveKind::kThrow && reaches(move, target);
  });
}

}  // namespace

int walk_in_px(const GameData& data, int level) {
  if (data.rules.cpu_walk_in_px > 0) return data.rules.cpu_walk_in_px;
  return data.cpu.knobs(level).caution >= 2 ? kCautiousWalkInPx : 0;
}

void walk_into_throw_range(MatchState& state, int index, const GameData& data, int walk_in) {
  CpuState& cpu = state.cpu[index];
  const FighterState& self = state.fighters[index];
  if (cpu.plan_index < cpu.plan_length || !is_free(self)) return;
  const CpuKnobs& knobs = data.cpu.knobs(cpu.level);
  const CpuSnapshot& seen = perceived_at(cpu, knobs.reaction);
  const bool foe_free = seen.foe_action == kIdle || seen.foe_action == kWalk;
  if (!foe_free || seen.foe_blocking == 0 || !has_habit(cpu, kHabitGuard) ||
      answered_often(cpu, kOptionThrow)) {
    return;
  }
  const CharacterData& me = data.characters[self.character];
  const CharacterData& foe = data.characters[state.fighters[1 - index].character];
  MoveTarget target{std::abs(seen.foe_x_px - self.x / kSubpixel), foe.width / 2,
                    seen.foe_stance == kCrouching ? foe.crouch_height : foe.height};
  if (throw_reaches(me, target)) return;
  const int start = target.distance;
  target.distance -= walk_in;
  if (!throw_reaches(me, target) || me.walk_speed <= 0 || !cpu_decide::roll(cpu, knobs.adapt)) {
    return;
  }
  while (target.distance < start && throw_reaches(me, target)) ++target.distance;
  const int steps = (start - target.distance + 2) * kSubpixel / me.walk_speed + 1;
  cpu_decide::push(cpu, cpu_decide::kForward, steps);
  cpu.plan_passive = 0;
  cpu.last_decision = kCpuApproach;
  // Wary, a walk struck on the way is the throw answered (cpu_read.h's learn_from_walk_in).
  cpu.committed = knobs.wary != 0 ? kOptionThrow : kOptionNone;
}

}  // namespace arena::games::fight
