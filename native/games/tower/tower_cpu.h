// Tower's hook around the shared CPU (fight/cpu.h): the CPU decides as in every game (on
// tower's ladder, kTowerCpuLadder), and its words are translated to tower's controls. A guard (back
// or down-back with no attack button) also holds Block, since back alone only walks away here,
// but a step back out to where a projectile is thrown (fight::kCpuZone) walks; an approach from
// afar with a run bar at least half full holds Run. The words go through the same input path as
// an agent's.
#pragma once

#include <cstdint>

#include "native/games/fight/game_data.h"
#include "native/games/tower/tower_state.h"

namespace arena::games::tower {

/// Tower's CPU ladder (tower_shape's cpu_ladder; a [cpu] table in tower.toml replaces it): the
/// kit's knobs with these differences.
/// Levels 1-3 guard every attack they perceive (250 in 256; the shared level 1 guards 70 and
/// stood open to more of what it saw coming). Levels 1 and 2 pick the best move for the job a
/// quarter of the time (execution 60, else any move that fits); level 1 never punishes, level
/// 2 punishes a quarter of the time: against them a policy that guards and punishes (the
/// panel's reactive one) wins nearly every one-on-one round. Level 1 attacks in range 60 times
/// in 256 and waits outside an attack's reach as often as level 2 (spacing 110): its endurance
/// stage (two fighters on one health bar) was the reactive policy's wall at difficulty 1, which
/// met the partner with 90 of 166 health on average against 130 and 40 (96 then). Levels 2 and
/// 4 attack in range with the same chance (130, the shared level 1's): a top-level CPU that waits
/// out of reach (spacing 250) and attacks less is the harder one here (the reactive policy won
/// 22% of level-4 rounds with the shared 170, 15% with 130). Level 3 punishes, picks the best
/// move and attacks in range 100 times in 256 each (a design choice: it attacks less than
/// levels 2 and 4). With 190, 205 and 130 it was the reactive policy's wall at the end of the
/// difficulty-1 ladder, and a constant forward + LK beat it more often than level 2: its fastest
/// poke, started on the sight of the last kick recovering 13 frames late, met the next kick. The
/// reaction delay is the shared ladder's (fight::cpu_start_round).
/// Level 5, the top of DIAMBRA's umk3 range (1-5), is the kit's top level (8), attacking in
/// range as often as level 4, with the kit's caution 2 (fight/cpu_knobs.h; issue 30). Without
/// caution the reference learner won half its fights after 1.0M steps, crouch-guarding with
/// Block and punishing the CPU's Sweep, Brutality, Roundhouse and Spin Kick on block. At caution
/// 1 its seed 2 won half at 12.7M steps: a third of the hits that opened its combos met the CPU
/// recovering from, or starting its next poke after, a Low Kick or Front Kick the agent had
/// blocked (0 and -1 on block); caution 2 holds the guard after a strike that did not hit. That
/// policy wins 1 of 45 fights against it, 28 against caution 1 (perf/exploiter.py).
inline const fight::CpuLadder kTowerCpuLadder = [] {
  fight::CpuLadder ladder =
      fight::with_top_levels({.levels =
                                  {// reaction, react, read_level, anti_air, punish, execution,
                                   // adapt, spacing, aggression, escape, combo
                                   {22, 250, 110, 40, 0, 60, 0, 110, 60, 30, 30},
                                   {17, 250, 165, 120, 60, 60, 80, 110, 130, 80, 90},
                                   {13, 250, 215, 190, 100, 100, 170, 185, 100, 140, 160},
                                   {10, 252, 250, 250, 252, 250, 250, 250, 130, 210, 230}}},
                             1);
  ladder.levels[4].aggression = ladder.levels[3].aggression;
  ladder.levels[4].caution = 2;
  return ladder;
}();

/// Distance (pixels, centre to centre) beyond which an approaching CPU runs.
inline constexpr int kCpuRunDistance = 110;

/// The CPU's input word for fighter `index` this frame (call once per frame, before the
/// inputs are recorded): fight::cpu_input in tower's controls.
uint16_t tower_cpu_input(TowerMatch& state, int index, const fight::GameData& data);

/// The CPU level of the 1P ladder's stage (fight::set_ladder_cpu_level applies it after every
/// round start): the shared ramp
/// (fight::ladder_cpu_level) with one step only, so stages 5-11 play one level above the chosen
/// difficulty (the shared ramp's second step, at stages 9-11, put them two levels up, where a
/// CPU wins 0-3% of its fights: tower's league); an endurance stage and its partner play one
/// level below the chosen difficulty (level 1 at difficulty 1): two fighters against one health
/// bar are the harder stage, and at the chosen level its own CPU cleared 1-3% of its tries
/// there.
int stage_cpu_level(const TowerMatch& state, const fight::GameData& data);

}  // namespace arena::games::tower
