// Tower's hook around the shared CPU (fight/cpu.h) and its difficulty ladder: the CPU decides as in
// every game (on tower's ladder), and its words are translated to tower's controls. A guard (back
// or down-back with no attack button) also holds Block, since back alone only walks away here; an
// approach from afar with a run bar at least half full holds Run. The words go through the same
// input path as an agent's.
#pragma once

#include <array>
#include <cstdint>

#include "native/games/fight/cpu_knobs.h"
#include "native/games/fight/game_data.h"
#include "native/games/tower/tower_state.h"

namespace arena::games::tower {

/// Tower's CPU ladder (fight::RuleSet::cpu_ladder): the shared one, but the level-1 CPU
/// guards every attack it perceives (still 22 frames late). With the shared level-1 value
/// (70 in 256) it stood open to more of what it saw coming, and the panel's reactive policy,
/// which throws a guard and punishes what it blocks, won 64% of level-1 rounds (70% with it).
inline constexpr std::array<fight::CpuKnobs, 4> kTowerCpuLadder = [] {
  std::array<fight::CpuKnobs, 4> ladder = std::to_array(fight::kCpuKnobs);
  ladder[0].react = 250;
  return ladder;
}();

/// Distance (pixels, centre to centre) beyond which an approaching CPU runs.
inline constexpr int kCpuRunDistance = 110;

/// The CPU's input word for fighter `index` this frame (call once per frame, before the
/// inputs are recorded): fight::cpu_input in tower's controls.
uint16_t tower_cpu_input(TowerMatch& state, int index, const fight::GameData& data);

}  // namespace arena::games::tower
