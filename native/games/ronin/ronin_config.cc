// Ronin's shape, game data and spec.
#include "native/games/ronin/ronin_config.h"

#include <string>

#include "native/games/fight/agent_rows.h"
#include "native/games/fight/ram_table.h"
#include "native/games/ronin/ronin_clash.h"
#include "native/games/ronin/ronin_cpu.h"
#include "native/games/ronin/ronin_rules.h"
#include "native/games/ronin/ronin_state.h"

namespace arena::games::ronin {

const fight::GameShape& ronin_shape() {
  static const fight::GameShape shape = {
      .name = "ronin",
      .buttons = {"WS", "MS", "K", "M"},
      .attacks_with_combinations = 11,
      .attacks_without_combinations = 5,
      .cpu_ladder = &kRoninCpuLadder,
      .cpu_extras = {{"mash_chance", 0, 255}, {"explosion_chance", 0, 255}},  // RoninCpuKnob
  };
  return shape;
}

}  // namespace arena::games::ronin
