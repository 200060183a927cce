// The CPU's meter budget and parry tap (see parry_cpu.h).
#include "native/games/parry/parry_cpu.h"

#include <algorithm>
#include <cstdlib>

#include "native/games/fight/cpu.h"
#include "native/games/fight/fighter.h"
#include "native/games/parry/parry_rules.h"

namespace arena::games::parry {
namespace {

/// Frames before the perceived strike's first active frame at which the CPU decides to tap:
/// inside the window with a frame to spare on either side.
constexpr int kTapLead = 4;

}  // namespace

uint16_t parry_cpu_input(ParryMatch& state, int index, const fight::GameData& data) {
  fight::CpuState& cpu = state.match.cpu[index];
  fight::FighterState& self = state.match.fighters[index];
  // The shared CPU leaves out the moves its fighter's meter cannot pay (fight/cpu_moves.h):
  // it decides on the meter its level allows, and the bar is whole again for the frame.
  const int16_t meter = self.meter;
  self.meter = static_cast<int16_t>(std::min<int>(meter, data.cpu.extra(kMeterPlanned, cpu.level)));
  const uint16_t word = fight::cpu_input(state.match, index, data);
  self.meter = meter;
  const ParryFighter& parry = state.fighters[index];
  if (cpu.last_decision != fight::kCpuDefend || !fight::is_free(self) || self.y > 0 ||
      parry.parry_lockout || parry.freeze) {
    return word;
  }
  const fight::CpuSnapshot& seen =
      cpu.memory[(cpu.memory_head - cpu.reaction) & (fight::kCpuMemory - 1)];
  if (seen.foe_action != fight::kAttack || seen.foe_phase != fight::kStartup || seen.foe_move < 0) {
    return word;
  }
  const fight::FighterState& foe = state.match.fighters[1 - index];
  const fight::MoveData& move =
      data.characters[foe.character].moves[static_cast<size_t>(seen.foe_move)];
  if (move.kind != fight::MoveKind::kStrike) return word;
  const int to_active = move.startup - seen.foe_move_frame - cpu.reaction;
  if (to_active != kTapLead) return word;
  const int chance = data.cpu.extra(kParryChance, cpu.level);
  if (static_cast<int>(cpu.rng.below(256)) >= chance) return word;
  const bool low = move.level == fight::kLow;
  const uint16_t forward = self.facing > 0 ? fight::kInputRight : fight::kInputLeft;
  const uint16_t buttons = word & static_cast<uint16_t>(~fight::kDirectionMask);
  return static_cast<uint16_t>(buttons | (low ? fight::kInputDown : forward));
}

}  // namespace arena::games::parry
