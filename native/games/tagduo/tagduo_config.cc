// Tagduo's shape, game data, episode options and spec.
#include "native/games/tagduo/tagduo_config.h"

#include <stdexcept>
#include <string>

#include "native/games/fight/agent_rows.h"
#include "native/games/fight/ram_table.h"
#include "native/games/fight/team_data.h"
#include "native/games/tagduo/tagduo_cpu.h"
#include "native/games/tagduo/tagduo_obs.h"
#include "native/games/tagduo/tagduo_rules.h"

namespace arena::games::tagduo {

const fight::GameShape& tagduo_shape() {
  static const fight::GameShape shape = {
      .name = "tagduo",
      .buttons = {"LP", "RP", "LK", "RK", "Tag"},
      .attacks_with_combinations = 13,
      .attacks_without_combinations = 6,
      .native_height = kNativeFrameHeight,
      .native_width = kNativeFrameWidth,
      .cpu_ladder = &kTagduoCpuLadder,
  };
  return shape;
}

std::shared_ptr<const fight::GameData> parse_tagduo_game_data(const core::Config& game_data) {
  auto data = std::make_shared<fight::TeamGameData>();
  data->rules = tagduo_rules(game_data.get("rules"));
  fight::parse_game_header(game_data, tagduo_shape(), *data);
  const core::Config& game = game_data.at("game");
  fight::parse_team_header(game, *data);
  if (data->team_size != kTeamSize) {
    throw std::invalid_argument("config '" + game.path() + ".team_size': tagduo needs 2");
  }
  fight::check_player_extras(game, "tagduo", tagduo_extras(*data));
  return data;
}

TagduoOptions parse_tagduo_options(const core::Config& options, int n_players,
                                   const fight::GameData& data) {
  TagduoOptions result;
  static_cast<fight::FightOptions&>(result) =
      fight::parse_fight_options(options, n_players, data, "tagduo", {"team_characters"});
  result.teams = fight::parse_team_picks("tagduo", options, n_players, fight::team_data(data));
  return result;
}

core::EnvSpec tagduo_spec(const fight::FightSettings& settings, const fight::GameData& data) {
  const int n_characters = static_cast<int>(data.characters.size());
  core::EnvSpec spec;
  fight::add_frame_leaf(spec, settings);
  fight::add_ram_leaves(spec, data, tagduo_extras(data));
  fight::add_episode_infos(spec, settings, data);
  spec.infos.push_back(
      fight::box_leaf("settings.characters_2", {settings.n_players}, 0, n_characters - 1));
  for (const char* player : {"engine.p1_", "engine.p2_"}) {
    const std::string prefix = player;
    fight::add_engine_infos(spec, prefix, kContactTag);
    for (const char* key : {"sidestep", "tag_frames", "recoverable_1", "recoverable_2"}) {
      spec.infos.push_back(fight::box_leaf(prefix + key, {}, 0, data.rules.max_health));
    }
  }
  spec.infos.push_back(fight::box_leaf("engine.frame", {}, 0, 2147483647.0, core::DType::kInt32));
  fight::add_actions_and_render(spec, settings, tagduo_shape());
  return settings.agent_rows ? fight::agent_rows_spec(std::move(spec)) : spec;
}

}  // namespace arena::games::tagduo
