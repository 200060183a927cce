// Parry's hook around the shared CPU (fight/cpu.h): the CPU plays exactly as in every game,
// but plans with only as much of its super meter as its level allows (a low-level CPU leaves
// its super art and EX specials unused, as an arcade CPU at a low setting does), and on top of
// that parries. When it has chosen to guard a strike it perceives coming (its
// reaction delay applies) and the strike will be active within the parry window, it may tap
// forward (down against a low) instead of holding back, once per strike, with a chance that
// grows with its level. The tap goes through the same input path as an agent's.
#pragma once

#include <cstdint>

#include "native/games/fight/game_data.h"
#include "native/games/parry/parry_state.h"

namespace arena::games::parry {

/// Parry's own per-level CPU knobs ([cpu] keys), in the order of parry_shape's cpu_extras: P(parry
/// a strike it guards), out of 256, and the most meter (hundredths of a stock: 50 pays an EX
/// special, 100 a super art) the CPU plans its moves with (the rest of its bar stays unspent).
enum ParryCpuKnob : int { kParryChance = 0, kMeterPlanned = 1 };

/// Parry's CPU ladder (parry_shape's cpu_ladder; a [cpu] table in parry.toml replaces it): the
/// kit's, but level 2 answers the
/// opponent's habits (throws against a guard it keeps, lows and overheads against its height)
/// less often, 30 in 256 instead of 80. A policy that guards and punishes the same way every
/// time (the panel's reactive one) won 75% of level-2 rounds with 80, 78% with 30; since the
/// ladder's stages 5-8 are level 2, difficulty 1 went from 85% to 88%. Level 2 also attacks in
/// range as often as level 3 (150 in 256, not 140): with the balanced characters the reactive
/// policy won 86% at difficulty 1 with 140, 88% with 150 (500 rounds). Level 4 waits out of a
/// perceived attack's reach less often than the kit's level 4 (not 250): a CPU that nearly always
/// lets the foe's strike whiff and then punishes it favoured the slow heavy hitters over the
/// long reaches (CPU vs CPU at level 4, Bulga 63% and Senna 34% with 250, 54% and 52% with 185).
/// Level 4 now spaces between the two (215): spacing like level 3 it lost the league to level 3
/// (189 of 400 fights won); with 215 it wins 173 of 300, while the reactive policy still wins
/// less at level 5 than at 4 + 5 points (6 and 10% of 200 rounds; attacking less, 110 or 130 in
/// 256, won the league too but held the reactive policy to 2-4% at level 4).
/// Levels 5-8 are the kit's top levels (DIAMBRA's sfiii3n range is 1-8) with the kit's spacing:
/// with level 3's (185) the reactive policy won more at levels 5 and 6 than at 4 (19, 15% against
/// 10%; 8 and 12% with the kit's, 100 rounds a cell). Its own knobs (ParryCpuKnob) by level
/// 1..8: the parry chance and the meter planned (the whole bar from level 4). Level 8 plays with
/// the kit's caution (fight/cpu_knobs.h; issue 30): without it the reference learner won half
/// its fights after 6.5M steps, punishing the CPU's Sweeps and Super Arts on block and its jumps.
/// Level 7 reads the foe's inputs 7 frames after the press, a frame before it would see them (the
/// kit's 6; issue 30): reading at 6, the reference learner's seed 1 won 1% of its level-7 fights
/// after 20M steps (seed 2 too), while it won half its level-6 fights at 1.5M; reading at 7 it won
/// 75% of them at 3.6M, and level 7 won 56-61% of 300 fights against level 6 head to head (seeds
/// 0-2; 57-61% reading at 6, 52-56% not reading).
inline const fight::CpuLadder kParryCpuLadder = [] {
  fight::CpuLadder ladder = fight::kit_cpu_ladder();
  ladder.levels[1].adapt = 30;
  ladder.levels[1].aggression = ladder.levels[2].aggression;
  ladder.levels[3].spacing = 215;
  ladder.extras = {{0, 24, 64, 110}, {0, 50, 100, 300}};
  fight::CpuLadder top =
      fight::with_top_levels(ladder, 4, {{130, 150, 170, 190}, {300, 300, 300, 300}});
  top.levels[7].caution = 1;
  top.levels[6].input_read = 7;
  return top;
}();

/// The CPU's input word for fighter `index` this frame (call once per frame, before the
/// inputs are recorded): fight::cpu_input, with the parry tap.
uint16_t parry_cpu_input(ParryMatch& state, int index, const fight::GameData& data);

}  // namespace arena::games::parry
