// The CPU's defence: what it does about a jump, an attack coming, its own recovery and an
// attack to punish.
#pragma once

#include "native/games/fight/cpu_decide.h"
#include "native/games/fight/cpu_knobs.h"

namespace arena::games::fight::cpu_decide {

/// A jump: anti-air it when the arc brings the foe into the anti-air's box, hold an air attack
/// that will still be active when the hold is, punish the landing of a jump whose one air
/// attack is spent, else guard standing (air attacks are overheads). A juggled foe is hit again.
bool meet_air(CpuState& cpu, const View& view, const CpuKnobs& k);

/// An attack in its startup or active frames: guard it at the right height or hold it when
/// the hold will be active in time; refuse to walk into one that cannot reach yet.
bool meet_attack(CpuState& cpu, const View& view, const CpuKnobs& k);

/// In block stun (cautious levels, k.caution): the next strike of a string, seen coming, is
/// guarded at its height (a low after a high is met crouching), else the guard is held.
void guard_string(CpuState& cpu, const View& view, const CpuKnobs& k);

/// Cautious (caution 2), in the recovery of its own strike that did not hit (blocked or
/// whiffed): the guard is held through the rest of the recovery and on until a strike the foe
/// started on the CPU's first free frame would have arrived or been seen (its fastest strike's
/// startup, or `delay` + 1 frames). Seen `delay` frames late, such a strike would meet a CPU
/// deciding afresh on its first free frame: a strike blocked at -3 is safe only guarded, and one
/// guarded only for the foe's fastest startup was met by a strike started a few frames later.
void cover(CpuState& cpu, const View& view);

/// An attack whose active frames will be over before the CPU's answer lands: the most damaging
/// move that lands before the foe is free (guarding until it may strike), a whiff out of reach
/// walked into; a foe that always attacks again at once meets a timed hold.
bool punish(CpuState& cpu, const View& view, const CpuKnobs& k);

}  // namespace arena::games::fight::cpu_decide
