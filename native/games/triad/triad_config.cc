// Triad's shape, game data and spec.
#include "native/games/triad/triad_config.h"

#include <string>

#include "native/games/fight/agent_rows.h"
#include "native/games/fight/ram_table.h"
#include "native/games/triad/triad_cpu.h"
#include "native/games/triad/triad_rules.h"

namespace arena::games::triad {

const fight::GameShape& triad_shape() {
  static const fight::GameShape shape = {
      .name = "triad",
      .buttons = {"Hold", "Punch", "Kick"},
      .attacks_with_combinations = 8,
      .attacks_without_combinations = 4,
      .cpu_ladder = &kTriadCpuLadder,
  };
  return shape;
}

}  // namespace arena::games::triad
