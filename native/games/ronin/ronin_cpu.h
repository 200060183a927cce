// Ronin's hook around the shared CPU (fight/cpu.h) and its difficulty ladder: the CPU plays as in
// every game (it reads the TOML's frame data, on ronin's ladder), and on top of that plays ronin's
// own systems through the same input path as an agent: it mashes a slash once per beat of a clash
// (with a chance that grows with its level), walks back to its dropped weapon when free, bursts
// into its rage explosion when pressed into block stun at low health, and meditates when the foe is
// far and idle while it has rage to trade.
#pragma once

#include <array>
#include <cstdint>

#include "native/games/fight/cpu_knobs.h"
#include "native/games/fight/game_data.h"
#include "native/games/ronin/ronin_state.h"

namespace arena::games::ronin {

/// Ronin's CPU ladder (fight::RuleSet::cpu_ladder): the shared one, but the level-1 CPU
/// guards a perceived attack as often as the level-2 one. With the shared level-1 value (70
/// in 256) its slow perception left it walking into the next of a masher's slashes more than
/// guarding them, and a constant slash won more at level 2 than at level 1 (13% and 27%).
inline constexpr std::array<fight::CpuKnobs, 4> kRoninCpuLadder = [] {
  std::array<fight::CpuKnobs, 4> ladder = std::to_array(fight::kCpuKnobs);
  ladder[0].react = ladder[1].react;
  return ladder;
}();

/// P(press a slash in a clash beat), out of 256, by CPU level 1..4.
inline constexpr uint8_t kCpuMashChance[4] = {110, 160, 205, 240};
/// P(rage explosion on a frame of block stun below half health), out of 256, by level.
inline constexpr uint8_t kCpuExplosionChance[4] = {0, 4, 8, 16};
/// The foe is "far" for meditation beyond this distance, pixels.
inline constexpr int kCpuMeditateDistancePx = 150;

/// The CPU's input word for fighter `index` this frame (call once per frame, before the
/// inputs are recorded): fight::cpu_input, with ronin's systems on top.
uint16_t ronin_cpu_input(RoninMatch& state, int index, const fight::GameData& data);

}  // namespace arena::games::ronin
