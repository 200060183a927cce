// A fighting game's data and spec from its FightGame (fight_definition.h): its file parsed and
// checked, and the spec's leaves in the order the env writes them (fight_env.h), with the game's
// RAM extras and infos in their places (a team game's team keys and members first).
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "native/games/fight/fight_definition.h"
#include "native/games/fight/hud_layout_config.h"
#include "native/games/fight/outfit_colors_config.h"
#include "native/games/fight/rule_keys.h"
#include "native/games/fight/team_data.h"
#include "native/games/fight/team_ram.h"

namespace arena::games::fight {
namespace {

void add_infos(core::EnvSpec& spec, const std::string& prefix, const std::vector<InfoLeaf>& leaves,
               int n_players) {
  for (const InfoLeaf& leaf : leaves) {
    std::vector<int64_t> shape;
    if (leaf.per_player) shape.push_back(n_players);
    spec.infos.push_back(box_leaf(prefix + leaf.name, std::move(shape), leaf.low, leaf.high));
  }
}

}  // namespace

std::shared_ptr<const GameData> parse_game_data(const FightGame& game,
                                                const core::Config& game_data) {
  std::shared_ptr<GameData> data =
      game.team_game ? std::make_shared<TeamGameData>() : std::make_shared<GameData>();
  data->rules = game.rules;
  read_rule_keys(game.shape.name, game_data.get("rules"), game.rule_keys, game.own_rules.keys,
                 data->rules);
  if (game.own_rules.read) {
    data->own_rules = game.own_rules.read(game.shape.name, game_data.get("rules"));
  }
  parse_game_header(game_data, game.shape, *data);
  if (game.team_game) {
    auto& team = static_cast<TeamGameData&>(*data);
    parse_team_header(game_data.at("game"), game.shape.name, game.team_size, team);
    team.team = game.team_rules;
  }
  data->colors = parse_outfit_colors(game.shape.name, game_data, game.art, data->rules.n_outfits);
  data->hud =
      parse_hud_layout(game.shape.name, game_data.at("art"), game.art.own, game.shape.native_width,
                       game.shape.native_height, game.art.shape.kit_sparks);
  if (game.check_game_data) game.check_game_data(game_data, *data);
  check_player_extras(game_data.at("game"), game.shape.name, ram_extras_of(game, *data));
  return data;
}

std::vector<ExtraSpace> ram_extras_of(const FightGame& game, const GameData& data) {
  std::vector<ExtraSpace> extras;
  if (game.team_game) extras = team_extras(team_data(data));
  extras.insert(extras.end(), game.ram_extras.begin(), game.ram_extras.end());
  return extras;
}

GameInfos infos_of(const FightGame& game, const GameData& data) {
  if (!game.team_game) return game.infos;
  GameInfos infos = game.infos;
  const double last_character = static_cast<double>(data.characters.size()) - 1;
  std::vector<InfoLeaf> members;
  for (int k = 2; k <= team_data(data).team_size; ++k) {
    members.push_back({"characters_" + std::to_string(k), 0, last_character, true});
  }
  infos.settings.insert(infos.settings.begin(), members.begin(), members.end());
  return infos;
}

core::EnvSpec fight_spec(const FightGame& game, const FightSettings& settings,
                         const GameData& data) {
  const GameInfos infos = infos_of(game, data);
  core::EnvSpec spec;
  add_frame_leaf(spec, settings);
  add_ram_leaves(spec, data, ram_extras_of(game, data));
  add_episode_infos(spec, settings, data);
  add_infos(spec, "settings.", infos.settings, settings.n_players);
  for (const char* player : {"engine.p1_", "engine.p2_"}) {
    add_engine_infos(spec, player, infos.last_contact_kind);
    add_infos(spec, player, infos.fighter, settings.n_players);
  }
  add_infos(spec, "engine.", infos.match, settings.n_players);
  spec.infos.push_back(box_leaf("engine.frame", {}, 0, 2147483647.0, core::DType::kInt32));
  add_actions_and_render(spec, settings, game.shape);
  spec.tables = knob_tables(data.cpu, data.rules.max_difficulty, game.shape.cpu_extras);
  return settings.agent_rows ? agent_rows_spec(std::move(spec)) : spec;
}

std::vector<std::string> per_player_infos(const GameInfos& infos) {
  std::vector<std::string> names;
  for (const InfoLeaf& leaf : infos.settings) {
    if (leaf.per_player) names.push_back("settings." + leaf.name);
  }
  return names;
}

}  // namespace arena::games::fight
