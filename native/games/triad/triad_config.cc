// Triad's shape, game data and spec.
#include "native/games/triad/triad_config.h"

#include <string>

#include "native/games/fight/ram_table.h"
#include "native/games/fight/agent_rows.h"
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

core::EnvSpec triad_spec(const fight::FightSettings& settings, const fight::GameData& data) {
  core::EnvSpec spec;
  fight::add_frame_leaf(spec, settings);
  fight::add_ram_leaves(spec, data);
  fight::add_episode_infos(spec, settings, data);
  for (const char* player : {"engine.p1_", "engine.p2_"}) {
    fight::add_engine_infos(spec, player, fight::kContactDangerZone);
  }
  spec.infos.push_back(fight::box_leaf("engine.frame", {}, 0, 2147483647.0, core::DType::kInt32));
  fight::add_actions_and_render(spec, settings, triad_shape());
  return settings.agent_rows ? fight::agent_rows_spec(std::move(spec)) : spec;
}

}  // namespace arena::games::triad
