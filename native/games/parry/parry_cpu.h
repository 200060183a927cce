// Parry's hook around the shared CPU (fight/cpu.h): the CPU plays exactly as in every game,
// but plans with only as much of its super meter as its level allows (a low-level CPU leaves
// its super art and EX specials unused, as an arcade CPU at a low setting does), and on top of
// that parries. When it has chosen to guard a strike it perceives coming (its
// reaction delay applies) and the strike will be active within the parry window, it may tap
// forward (down against a low) instead of holding back, once per strike, with a chance that
// grows with its level. The tap goes through the same input path as an agent's.
#pragma once

#include <array>
#include <cstdint>

#include "native/games/fight/cpu_knobs.h"
#include "native/games/fight/game_data.h"
#include "native/games/parry/parry_state.h"

namespace arena::games::parry {

/// Parry's CPU ladder (fight::RuleSet::cpu_ladder): the shared one, but level 2 answers the
/// opponent's habits (throws against a guard it keeps, lows and overheads against its height)
/// less often, 30 in 256 instead of 80. A policy that guards and punishes the same way every
/// time (the panel's reactive one) won 75% of level-2 rounds with 80, 78% with 30; since the
/// ladder's stages 5-8 are level 2, difficulty 1 went from 85% to 88%. Level 2 also attacks in
/// range as often as level 3 (150 in 256, not 140): with the balanced characters the reactive
/// policy won 86% at difficulty 1 with 140, 88% with 150 (500 rounds). Level 4 waits out of a
/// perceived attack's reach as often as level 3 (185 in 256, not 250): a CPU that nearly always
/// lets the foe's strike whiff and then punishes it favoured the slow heavy hitters over the
/// long reaches (CPU vs CPU at level 4, Bulga 63% and Senna 34% with 250, 54% and 52% with 185).
inline constexpr std::array<fight::CpuKnobs, 4> kParryCpuLadder = [] {
  std::array<fight::CpuKnobs, 4> ladder = std::to_array(fight::kCpuKnobs);
  ladder[1].adapt = 30;
  ladder[1].aggression = ladder[2].aggression;
  ladder[3].spacing = ladder[2].spacing;
  return ladder;
}();

/// P(parry a strike it guards), out of 256, by CPU level 1..4.
inline constexpr uint8_t kCpuParryChance[4] = {0, 24, 64, 110};
/// The most meter (hundredths of a stock: 50 pays an EX special, 100 a super art) the CPU
/// plans its moves with, by CPU level 1..4; the rest of its bar stays unspent.
inline constexpr int16_t kCpuMeterPlanned[4] = {0, 50, 100, 300};

/// The CPU's input word for fighter `index` this frame (call once per frame, before the
/// inputs are recorded): fight::cpu_input, with the parry tap.
uint16_t parry_cpu_input(ParryMatch& state, int index, const fight::GameData& data);

}  // namespace arena::games::parry
