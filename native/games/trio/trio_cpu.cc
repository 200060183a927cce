// The CPU's assist calls (see trio_cpu.h).
#include "native/games/trio/trio_cpu.h"

#include <algorithm>
#include <cstdlib>

#include "native/games/fight/cpu.h"
#include "native/games/fight/fighter.h"
#include "native/games/trio/trio_assist.h"

namespace arena::games::trio {

uint16_t trio_cpu_input(TrioMatch& state, int index, const fight::GameData& data) {
  const uint16_t word = fight::cpu_input(state.match, index, data);
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

}  // namespace arena::games::trio
