// What the CPU learns about a fallen foe's rise (with footsies): what the foe does in
// the first frames after it is seen getting up (a jump or an overhead, beaten by a standing
// guard; a sweep, beaten by a crouching one), and one draw per knockdown that picks, in the
// proportion of those habits, the guard the CPU meets the next rise with. Like every habit it
// is learnt from perceived snapshots only.
#pragma once

#include "native/games/fight/fight_state.h"
#include "native/games/fight/game_data.h"

namespace arena::games::fight {

/// Updates the rise counters and the draw from the snapshot perceived on this frame (call once
/// per frame, after the perception is stored, and only at a level that plays footsies).
void learn_rise(CpuState& cpu, const CharacterData& foe_character);

/// Frames from the `seen` snapshot until a foe on the floor or getting up is free to act
/// (0 when it already is).
int frames_to_rise(const CpuSnapshot& seen, const RuleSet& rules);

/// True when this knockdown's draw says the foe's rise is met standing: with the probability
/// that the foe has lately jumped in or struck overhead as it rose (false with no evidence).
bool stand_for_rise(const CpuState& cpu);

}  // namespace arena::games::fight
