// Ronin's hook around the shared CPU (fight/cpu.h): the CPU plays exactly as in every game
// (it reads the TOML's frame data), and on top of that plays ronin's own systems through the
// same input path as an agent: it mashes a slash once per beat of a clash (with a chance that
// grows with its level), walks back to its dropped weapon when free, bursts into its rage
// explosion when pressed into block stun at low health, and meditates when the foe is far and
// idle while it has rage to trade.
#pragma once

#include <cstdint>

#include "native/games/fight/game_data.h"
#include "native/games/ronin/ronin_state.h"

namespace arena::games::ronin {

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
