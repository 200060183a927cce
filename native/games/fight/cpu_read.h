// What the CPU perceives and learns. It sees the foe only through snapshots taken every frame
// and read back `reaction` frames later (at the levels that read inputs, cpu_knobs.h, a move the
// foe starts is known `input_read` frames after its press instead), and it learns the foe's habits
// from those perceived snapshots: which kinds of moves it starts and how far its strikes reach,
// whether it jumps, guards or attacks again the moment it recovers. From its own contacts it
// learns how the foe answers each of its options (fast, mid and slow strikes, holds, throws):
// how often the option connected and how often the foe beat it, and whether its high strikes
// pass over the foe crouching. The decisions in cpu.cc answer the habits and leave out the
// options the foe keeps beating.
#pragma once

#include <algorithm>

#include "native/games/fight/fight_state.h"
#include "native/games/fight/game_data.h"

namespace arena::games::fight {

/// The foe as the CPU sees it on this frame (to be read back after the reaction delay).
CpuSnapshot perceive(const FighterState& foe, const CharacterData& foe_character);

/// The snapshot taken `delay` frames ago.
inline const CpuSnapshot& perceived_at(const CpuState& cpu, int delay) {
  return cpu.memory[(cpu.memory_head - delay) & (kCpuMemory - 1)];
}

/// How late the CPU knows the foe now: its reaction, or with an input read (cpu_knobs.h;
/// `input_read` > 0) that delay while the foe is in a move (an attack or a jump) it started
/// too recently to be seen: known from its press, not from sight.
int perception_delay(const CpuState& cpu, int input_read);

/// Updates the habit counters from the snapshot perceived on this frame (call once per frame).
/// `gap` is how far the foe's strikes must reach to touch the CPU now (pixels from the foe's
/// body centre to the CPU's near edge): a ground strike started from farther than its reach
/// and kFoeReachMarginPx is a whiff (cpu.foe_whiffs).
void learn_from_sight(CpuState& cpu, const CpuSnapshot& seen, const CharacterData& foe_character,
                      int gap);

/// Pixels past its reach a foe's ground strike is still taken to threaten the CPU.
inline constexpr int kFoeReachMarginPx = 6;

/// True when most of the foe's recent ground strikes started too far away to reach the CPU.
inline bool foe_whiffs_often(const CpuState& cpu) { return cpu.foe_whiffs >= 128; }

/// Learns from the contact the CPU's own fighter just had: a strike of its that was blocked
/// feeds the guard habit; the committed option (cpu.committed) that connected or was beaten
/// by the foe's answer feeds its landed or answered counter. A strike of its attack is beaten
/// when countered in its startup and, at a `wary` level (CpuKnobs::wary), when struck before the
/// CPU decides again (blocked or whiffed, then punished in its recovery). A committed throw is
/// judged when it ends: escaped (or teched by a mutual grab) it was answered, held to its end it
/// landed.
void learn_from_contact(CpuState& cpu, const FighterState& self, bool wary);

/// A jump-in of the CPU (committed as a slow option, cpu_neutral.cc) that the foe struck before
/// the CPU was free again, out of the air or on its landing, counts as answered (call once per
/// frame after learn_from_contact).
void learn_from_jump_in(CpuState& cpu, const FighterState& self);

/// At a wary level (CpuKnobs::wary), a walk into throw range (cpu_walk_in.h, committed as a
/// throw) that the foe struck or grabbed on the way counts as the throw answered: a foe that
/// strikes the walk-in, not only one that escapes the throw, stops the CPU walking in (call once
/// per frame after learn_from_contact).
void learn_from_walk_in(CpuState& cpu, const FighterState& self);

/// With footsies (plays_footsies): a hold of the CPU (committed as kOptionHold) that reaches its
/// recovery without catching anything counts as answered: the foe's strike never came or never
/// reached, and the whiffed hold left the CPU open (call once per frame after learn_from_contact).
void learn_from_hold_whiff(CpuState& cpu, const FighterState& self, const CharacterData& me);

/// With footsies (plays_footsies): a walk in on a foe's beat (committed as a slow option, cpu.cc's
/// meet_beat) that the foe struck or grabbed with another move than the one it was repeating
/// (it broke its rhythm to meet the walk) counts as answered (call once per frame).
void learn_from_beat_walk(CpuState& cpu, const FighterState& self, const FighterState& foe);

/// A high strike of the CPU's (one that passes over a crouching foe) ending its active frames
/// untouched while the foe crouched within its reach shows a foe that ducks the CPU's highs:
/// cpu.foe_ducks decays by 1/4 and gains 64; a high strike that met the foe (hit or guarded)
/// only decays it (call once per frame).
void learn_from_duck(CpuState& cpu, const FighterState& self, const FighterState& foe,
                     const CharacterData& me, const CharacterData& foe_character);

/// True when most of the CPU's recent high strikes passed over the foe crouching.
inline bool foe_ducks_often(const CpuState& cpu) { return cpu.foe_ducks >= 128; }

/// The CpuOption `move` commits to when it becomes active `frames_to_active` frames from now.
uint8_t option_of(const MoveData& move, int frames_to_active);

/// True when the foe has lately beaten `option` (a CpuOption) too often for it to pay.
bool answered_often(const CpuState& cpu, uint8_t option);

/// Frames to active the CPU's committed strikes may take against this foe: strikes of the
/// speeds the foe has been answering too often are left out (kCpuAnyWindow when none).
int unanswered_window(const CpuState& cpu);

/// Where an airborne foe will be `frames` after the `seen` snapshot, extrapolated from its
/// last perceived motion (`before` is the snapshot one frame earlier) and its gravity.
struct ArcPoint {
  int x_px = 0;
  int y_px = 0;
  bool landed = false;
};
ArcPoint predict_arc(const CpuSnapshot& seen, const CpuSnapshot& before, int gravity, int frames);

/// Frames after `seen` until an airborne foe lands (capped at 64).
int frames_to_land(const CpuSnapshot& seen, const CpuSnapshot& before, int gravity);

/// True when the foe has shown habit `habit` often lately (its counter is at least `threshold`).
inline bool has_habit(const CpuState& cpu, CpuHabit habit, int threshold = 96) {
  return cpu.habits[habit] >= threshold;
}

/// How often the foe has struck on the ground lately: its highest ground-strike habit counter
/// (highs and mids, lows, overheads).
inline int strike_habit(const CpuState& cpu) {
  return std::max({cpu.habits[kHabitStrike], cpu.habits[kHabitLow], cpu.habits[kHabitOverhead]});
}

}  // namespace arena::games::fight
