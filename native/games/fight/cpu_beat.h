// The beat of a foe that repeats one strike (read with footsies): from the perceived
// memory, the starts of the foe's last two strikes give their period, and the period predicts
// when the next one will be active. Only perceived snapshots are read (never the foe's input):
// a player keeping a steady rhythm can be read the same way by a person watching it.
#pragma once

#include "native/games/fight/fight_state.h"
#include "native/games/fight/game_data.h"

namespace arena::games::fight {

struct Beat {
  const MoveData* move = nullptr;  // the repeated strike; nullptr when no beat is seen
  int period = 0;                  // frames from one start to the next
  int next_active = 0;  // frames from now to its next first active frame (<= 0: active now)
};

/// The beat of the foe's strikes in the CPU's perceived memory: the same grounded strike
/// started twice, the second at most a few frames after the first was over.
Beat read_beat(const CpuState& cpu, const CharacterData& foe_character);

}  // namespace arena::games::fight
