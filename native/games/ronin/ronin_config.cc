// Ronin's shape, game data and spec.
#include "native/games/ronin/ronin_config.h"

#include <string>

#include "native/games/fight/ram_table.h"
#include "native/games/ronin/ronin_clash.h"
#include "native/games/ronin/ronin_cpu.h"
#include "native/games/ronin/ronin_obs.h"
#include "native/games/ronin/ronin_rules.h"
#include "native/games/ronin/ronin_state.h"
#include "native/games/fight/agent_rows.h"

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

core::EnvSpec ronin_spec(const fight::FightSettings& settings, const fight::GameData& data) {
  core::EnvSpec spec;
  fight::add_frame_leaf(spec, settings);
  fight::add_ram_leaves(spec, data, ronin_extras());
  fight::add_episode_infos(spec, settings, data);
  for (const char* player : {"engine.p1_", "engine.p2_"}) {
    const std::string prefix = player;
    fight::add_engine_infos(spec, prefix, kContactExplosion);
    spec.infos.push_back(fight::box_leaf(prefix + "meditating", {}, 0, 1));
    spec.infos.push_back(fight::box_leaf(prefix + "clash_score", {}, 0, kClashBeats));
    spec.infos.push_back(fight::box_leaf(prefix + "explosion", {}, 0, kExplosionFrames));
  }
  spec.infos.push_back(fight::box_leaf("engine.clash_frames", {}, 0, kClashFrames));
  spec.infos.push_back(fight::box_leaf("engine.weapon_state", {}, 0, 2));
  spec.infos.push_back(fight::box_leaf("engine.weapon_x", {}, -1, fight::kStageWidthPx));
  spec.infos.push_back(fight::box_leaf("engine.frame", {}, 0, 2147483647.0, core::DType::kInt32));
  fight::add_actions_and_render(spec, settings, ronin_shape());
  return settings.agent_rows ? fight::agent_rows_spec(std::move(spec)) : spec;
}

}  // namespace arena::games::ronin
