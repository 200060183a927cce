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
      .native_height = kNativeFrameHeight,
      .native_width = kNativeFrameWidth,
      .cpu_ladder = &kTriadCpuLadder,
  };
  return shape;
}

std::shared_ptr<const fight::GameData> parse_triad_game_data(const core::Config& game_data) {
  auto data = std::make_shared<fight::GameData>();
  data->rules = triad_rules(game_data.get("rules"));
  fight::parse_game_header(game_data, triad_shape(), *data);
  fight::check_player_extras(game_data.at("game"), "triad");
  return data;
}

}  // namespace arena::games::triad
