// What every CPU decision uses (cpu.cc, cpu_defend.cc, cpu_neutral.cc): the view of the fight
// a decision reads, and the plan it leaves as input words (facing-relative: kBack and kForward,
// turned absolute when emitted). Probabilities are out of 256.
#pragma once

#include <cstdint>

#include "native/games/fight/cpu_moves.h"
#include "native/games/fight/fight_state.h"
#include "native/games/fight/game_data.h"

namespace arena::games::fight::cpu_decide {

inline constexpr uint16_t kBack = kInputLeft;
inline constexpr uint16_t kForward = kInputRight;

/// Everything one decision looks at.
struct View {
  const FighterState& self;
  const CharacterData& me;
  const CharacterData& foe_character;
  const RuleSet& rules;
  const CpuSnapshot& seen;    // the foe perceived now (`delay` frames old)
  const CpuSnapshot& before;  // the perception one frame earlier
  MoveTarget target;
  const MoveData* foe_move;
  bool behind_late;  // the clock is running out and the CPU is not ahead on health
  bool losing_late;  // ... and behind on health (level, a drawn round books a win to both)
  bool cornered;     // the CPU stands near the danger-zone edge behind it
  int delay;         // how old `seen` is, frames: the reaction, or an input read's (cpu_read.h)
  bool footsies;     // the CPU plays footsies at its level (game_data.h's plays_footsies)
  bool cautious;     // its level's caution knob is on and it is not behind late (cpu_knobs.h)
};

/// The move at `index` of `character`, or nullptr for -1.
const MoveData* move_at(int16_t index, const CharacterData& character);

/// True with probability `chance` in 256, from the CPU's stream.
bool roll(CpuState& cpu, int chance);

/// Queues `word` for `frames` frames (nothing when the plan is full or frames <= 0).
void push(CpuState& cpu, uint16_t word, int frames);

/// The facing-relative input word of a numpad direction.
uint16_t numpad_word(int numpad);

/// Queues the inputs that perform `move` through the parser, then a release frame. A charge
/// already held (guarding holds back) is not held again.
void plan_move(CpuState& cpu, const RuleSet& rules, const FighterState& self, const MoveData& move);

/// Plans move `move` of the CPU's character as `decision` (false for move -1).
bool act(CpuState& cpu, const View& view, int move, CpuDecision decision);

/// Plans a passive `word` held for `frames` (dropped when something new is perceived).
void wait(CpuState& cpu, uint16_t word, int frames, CpuDecision decision);

/// The foe perceived off the ground or leaving it.
bool foe_airborne(const CpuSnapshot& seen);

/// Frames a jump of `fighter` stays in the air (takeoff to landing).
int air_frames(const CharacterData& fighter);

/// Pixels a forward jump of `fighter` carries it (takeoff to landing).
int jump_travel(const CharacterData& fighter);

/// Pixels from which a jump of `foe` can reach: its whole forward jump plus its longest air
/// attack, with a margin of 8 px.
int jump_threat(const CharacterData& foe);

/// Pixels the longest air attack of `foe` reaches.
int air_reach(const CharacterData& foe);

/// Frames of one step in as patience and meet_air look ahead (neutral's walk between decisions).
inline constexpr int kCpuStepFrames = 4;

/// True when walking `frames` frames in from `distance` pixels (body centres) takes the CPU within
/// the reach of one of the foe's ground strikes.
bool steps_into_reach(const View& view, int distance, int frames);

/// Pixels from which `foe`'s longest low ground strike reaches, counting its travel.
int sweep_reach(const CharacterData& foe);

/// True when the CPU stands within the reach of the foe's recent ground strikes (cpu.foe_reach,
/// a running mean), with kFoeReachMarginPx to spare.
bool in_foe_reach(const CpuState& cpu, const View& view);

}  // namespace arena::games::fight::cpu_decide
