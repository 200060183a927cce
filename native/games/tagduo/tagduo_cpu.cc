// The CPU's tag (see tagduo_cpu.h).
#include "native/games/tagduo/tagduo_cpu.h"

#include <algorithm>
#include <cstdlib>

#include "native/games/fight/cpu.h"
#include "native/games/fight/team_rules.h"
#include "native/games/tagduo/tagduo_rules.h"

namespace arena::games::tagduo {
namespace {

bool wants_tag(const TagduoMatch& state, int index, int max_health) {
  if (!fight::can_tag(state.match, state.teams, index)) return false;
  const fight::TeamSide& team = state.teams.sides[index];
  const int point = state.match.fighters[index].health;
  const int partner = team.members[1 - team.active].health;
  if (point * 100 >= kCpuTagHealthPercent * max_health) return false;
  if (partner * 100 < point * 100 + kCpuTagMargin * max_health) return false;
  const fight::FighterState& foe = state.match.fighters[1 - index];
  const int distance = std::abs(foe.x - state.match.fighters[index].x) / fight::kSubpixel;
  return distance > kCpuTagDistance || foe.action == fight::kKnockdown;
}

}  // namespace

uint16_t tagduo_cpu_input(TagduoMatch& state, int index, const fight::GameData& data) {
  const uint16_t word = fight::cpu_input(state.match, index, data);
  fight::CpuState& cpu = state.match.cpu[index];
  if (state.teams.sides[index].size < 2 || !wants_tag(state, index, data.rules.max_health)) {
    return word;
  }
  const int level = std::clamp<int>(cpu.level, 1, 9);
  if (static_cast<int>(cpu.rng.below(256)) >= kCpuTagChance[level - 1]) return word;
  return static_cast<uint16_t>(word | (kTagButton << fight::kHeldShift));
}

}  // namespace arena::games::tagduo
