// The CPU's reading of a foe's strike beat (see cpu_beat.h).
#include "native/games/fight/cpu_beat.h"

namespace arena::games::fight {
namespace {

/// Frames after one strike is over in which the next one still counts as the same beat.
constexpr int kBeatSlack = 6;

}  // namespace

Beat read_beat(const CpuState& cpu, const CharacterData& foe_character) {
  int starts[2] = {-1, -1};  // frames ago (real time) that the last two strikes started
  int16_t moves[2] = {-1, -1};
  int found = 0;
  const int history = kCpuMemory - 1 - cpu.reaction;
  for (int back = 0; back < history && found < 2; ++back) {
    const CpuSnapshot& seen =
        cpu.memory[(cpu.memory_head - cpu.reaction - back) & (kCpuMemory - 1)];
    if (seen.foe_action != kAttack || seen.foe_move < 0) continue;
    const int start = cpu.reaction + back + seen.foe_move_frame;
    if (found > 0 && start - starts[found - 1] <= 1) continue;  // the same strike
    starts[found] = start;
    moves[found] = seen.foe_move;
    ++found;
  }
  Beat beat;
  if (found < 2 || moves[0] != moves[1]) return beat;
  const MoveData& move = foe_character.moves[static_cast<size_t>(moves[0])];
  const int period = starts[1] - starts[0];
  const int length = move.startup + move.active + move.recovery;
  if (move.kind != MoveKind::kStrike || move.stance == MoveStance::kAir || period < length ||
      period > length + kBeatSlack) {
    return beat;
  }
  int next_active = period - starts[0] + move.startup;
  while (next_active + move.active <= 0) next_active += period;
  beat.move = &move;
  beat.period = period;
  beat.next_active = next_active;
  return beat;
}

}  // namespace arena::games::fight
