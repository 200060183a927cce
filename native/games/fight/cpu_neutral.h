// The CPU in neutral: answering the foe's habits, and spacing, approaching and attacking.
#pragma once

#include "native/games/fight/cpu_decide.h"
#include "native/games/fight/cpu_knobs.h"

namespace arena::games::fight::cpu_decide {

/// The guard to wait in: crouching, or standing against a foe whose overheads (or, without
/// footsies, jumps) it has lately seen (cpu_neutral.cc).
uint16_t guard_word(const CpuState& cpu, const View& view);

/// Habits the CPU has seen answered with the triangle: throws against guards and holds,
/// strikes against throws, lows or overheads against a guard of the wrong height.
bool answer_habit(CpuState& cpu, const View& view, const CpuKnobs& k);

/// Neutral: zone or approach from afar, attack or guard in range. A judged poke is one the foe
/// cannot punish on block with its fastest strike.
void neutral(CpuState& cpu, const View& view, const CpuKnobs& k);

}  // namespace arena::games::fight::cpu_decide
