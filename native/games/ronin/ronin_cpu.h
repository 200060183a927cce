// Ronin's hook around the shared CPU (fight/cpu.h) and its difficulty ladder: the CPU plays as in
// every game (it reads the TOML's frame data, on ronin's ladder), and on top of that plays ronin's
// own systems through the same input path as an agent: it mashes a slash once per beat of a clash
// (with a chance that grows with its level), walks back to its dropped weapon when free, bursts
// into its rage explosion when pressed into block stun at low health, and meditates when the foe is
// far and idle while it has rage to trade. From level 4 up it answers projectiles with the kit's
// fight::meet_projectile (kRoninProjectileAnswer).
#pragma once

#include <cstdint>

#include "native/games/fight/cpu_projectile.h"
#include "native/games/fight/game_data.h"
#include "native/games/ronin/ronin_state.h"

namespace arena::games::ronin {

/// Ronin's own per-level CPU knobs ([cpu] keys), in the order of ronin_shape's cpu_extras: P(press
/// a slash in a clash beat) and P(rage explosion on a frame of block stun below half health), out
/// of 256.
enum RoninCpuKnob : int { kMashChance = 0, kExplosionChance = 1 };
/// Ronin's CPU ladder (ronin_shape's cpu_ladder; a [cpu] table in ronin.toml replaces it). Level 3
/// is the shared level 3 but for its sight and guard, level 2's (a 17-frame reaction, react 170),
/// and its spacing (215): the shared one (13 frames, 205) won 36% of 300 fights against level 2
/// head to head (with level 2's sight alone, 17 frames, 52% of 1000; with 16 frames 50%), and a
/// wider spacing (215) with level 3's own guard left the panel's constant forward+MS 15% of level-3
/// rounds against 9% at level 2 (400 rounds); with both it wins 61% of 1000 fights against level 2
/// and 37% against level 4. Guarding a perceived attack (react), reading its height and choosing
/// the best move (execution) are what a masher's next slash catches: a level 1 with much less of
/// them than level 2 lost fewer rounds to a constant Medium Slash (12% against 19%), so here level
/// 1 guards like level 2 and reads and chooses a little worse. Level 2 sits between the shared
/// levels 2 and 3 and spaces like level 3. Level 4 guards like level 3: guarding every special it
/// perceives (252 in 256), it lost more rounds to special-move spam than level 3 (10% against 3%).
/// Its own knobs (RoninCpuKnob) by level 1..8: the clash mash chance and the explosion chance.
/// Levels 5-8 are the kit's top levels (DIAMBRA's samsh5sp range is 1-8), guarding like level 4 for
/// the same reason. Level 8 is cautious (caution 2, fight/cpu_knobs.h; issue 30): not cautious,
/// the reference learner (seed 0) won half its fights at 2.7M steps by crouch-guarding and
/// slashing (WS+MS) the recovery of the Sweeps and Strong Slashes it had guarded, and a six-line
/// script of that won 19% of level-8 rounds. At caution 1 the script won 3%, but the learner won
/// 43% of its fights by 9.3M steps; at caution 2 the script wins 0.5% and the learner reached
/// half its fights in none of three seeds in 20M steps (0-17% at the end). Level 8 then won 300
/// of 300 fights against level 7 head to head (195 before) and the panel's cells moved less than
/// 4 points.
inline const fight::CpuLadder kRoninCpuLadder = [] {
  fight::CpuLadder ladder = fight::with_top_levels(
      {
          .levels =
              {// reaction, react, read_level, anti_air, punish, execution, adapt, spacing,
               // aggression, escape, combo
               {22, 170, 150, 40, 50, 140, 0, 40, 130, 30, 30},
               {17, 170, 190, 150, 150, 180, 120, 185, 145, 110, 125},
               {17, 170, 215, 190, 190, 205, 170, 215, 150, 140, 160},
               {10, 205, 250, 250, 252, 250, 250, 250, 170, 210, 230}},
          .extras = {{110, 160, 205, 240}, {0, 4, 8, 16}},
      },
      4, {{245, 250, 252, 255}, {20, 24, 28, 32}});
  for (size_t level = 4; level < ladder.levels.size(); ++level) {
    ladder.levels[level].react = ladder.levels[3].react;
  }
  ladder.levels[7].caution = 2;
  return ladder;
}();
/// Ronin's answer to projectiles (fight/cpu_projectile.h), from level 4 up: a guarded Sword Wave
/// or Petal Dart chips 3 of 128 health, and a CPU that guarded each one where it stood (or walked
/// back from the launch, as the shared CPU guards a strike it sees coming) was pushed into its
/// corner and chipped out: special_spam won 7, 10, 8, 11 and 16% of rounds at levels 4-8 (500
/// rounds a cell; 5, 14, 12, 13, 18% of 200 with the guard alone). Walking in under the
/// projectiles (walk_in) while the thrower launches and while a seen one is still far, guarding it
/// crouching when it is near, and punishing the thrower's recovery once in reach: 0% at levels 4-8
/// (200 rounds a cell; level 8, cautious since, 2% of 500), every other named policy's cells
/// unchanged. Ronin has no roll. Levels 1-3 play the shared CPU alone: walking in on a 17-frame
/// sight met more Waves unguarded (special_spam 14% of level-3 rounds against 6%).
inline constexpr fight::ProjectileAnswer kRoninProjectileAnswer{
    .first_level = 4, .watch_frames = 60, .walk_in = true};
/// The foe is "far" for meditation beyond this distance, pixels.
inline constexpr int kCpuMeditateDistancePx = 150;

/// The CPU's input word for fighter `index` this frame (call once per frame, before the
/// inputs are recorded): fight::cpu_input, with ronin's systems on top.
uint16_t ronin_cpu_input(RoninMatch& state, int index, const fight::GameData& data);

}  // namespace arena::games::ronin
