// The CPU's Block and Run, and the CPU level of each stage of the 1P ladder (see tower_cpu.h).
#include "native/games/tower/tower_cpu.h"

#include <algorithm>
#include <cstdlib>

#include "native/games/fight/cpu.h"
#include "native/games/fight/round_flow.h"
#include "native/games/tower/tower_rules.h"

namespace arena::games::tower {

uint16_t tower_cpu_input(TowerMatch& state, int index, const fight::GameData& data) {
  uint16_t word = fight::cpu_input(state.match, index, data);
  const fight::FighterState& self = state.match.fighters[index];
  const fight::FighterState& foe = state.match.fighters[1 - index];
  const uint16_t back = self.facing > 0 ? fight::kInputLeft : fight::kInputRight;
  const uint16_t forward = self.facing > 0 ? fight::kInputRight : fight::kInputLeft;
  const bool buttons = (word >> fight::kHeldShift) != 0;
  if (buttons || (word & fight::kInputUp) != 0) return word;
  if ((word & back) != 0 && state.match.cpu[index].last_decision != fight::kCpuZone) {
    return static_cast<uint16_t>(word | (kBlockButton << fight::kHeldShift));
  }
  const int distance = std::abs(foe.x - self.x) / fight::kSubpixel;
  if ((word & forward) != 0 && state.match.cpu[index].last_decision == fight::kCpuApproach &&
      distance > kCpuRunDistance && state.fighters[index].run_bar >= kRunBarMax / 2) {
    return static_cast<uint16_t>(word | (kRunButton << fight::kHeldShift));
  }
  return word;
}

int stage_cpu_level(const TowerMatch& state, const fight::GameData& data) {
  const fight::MatchState& match = state.match;
  return state.partner[match.stage - 1] != kNoPartner
             ? std::max(1, match.difficulty - 1)
             : std::min(fight::ladder_cpu_level(match, data), match.difficulty + 1);
}

}  // namespace arena::games::tower
