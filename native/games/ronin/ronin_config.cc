// Ronin's shape, game data and spec.
#include "native/games/ronin/ronin_config.h"

#include <string>

#include "native/games/fight/agent_rows.h"
#include "native/games/fight/ram_table.h"
#include "native/games/ronin/ronin_clash.h"
#include "native/games/ronin/ronin_cpu.h"
#include "native/games/ronin/ronin_obs.h"
#include "native/games/ronin/ronin_rules.h"
#include "native/games/ronin/ronin_state.h"

namespace arena::games::ronin {

const fight::GameShape& ronin_shape() {
  static const fight::GameShape shape = {
      .name = "ronin",
      .buttons = {"WS", "MS", "K", "M"},
      .attacks_with_combinations = 11,
      .attacks_without_combinations = 5,
      .native_height = kNativeFrameHeight,
      .native_width = kNativeFrameWidth,
      .cpu_ladder = &kRoninCpuLadder,
      .cpu_extras = {{"mash_chance", 0, 255}, {"explosion_chance", 0, 255}},  // RoninCpuKnob
  };
  return shape;
}

std::shared_ptr<const fight::GameData> parse_ronin_game_data(const core::Config& game_data) {
  auto data = std::make_shared<fight::GameData>();
  data->rules = ronin_rules(game_data.get("rules"));
  fight::parse_game_header(game_data, ronin_shape(), *data);
  fight::check_player_extras(game_data.at("game"), "ronin", ronin_extras());
  return data;
}

}  // namespace arena::games::ronin
