// Parry's shape, game data, episode options and spec.
#include "native/games/parry/parry_config.h"

#include <stdexcept>
#include <string>

#include "native/games/fight/agent_rows.h"
#include "native/games/fight/ram_table.h"
#include "native/games/parry/parry_cpu.h"
#include "native/games/parry/parry_meter.h"
#include "native/games/parry/parry_obs.h"
#include "native/games/parry/parry_rules.h"
#include "native/games/parry/parry_state.h"

namespace arena::games::parry {

const fight::GameShape& parry_shape() {
  static const fight::GameShape shape = {
      .name = "parry",
      .buttons = {"LP", "MP", "HP", "LK", "MK", "HK"},
      .attacks_with_combinations = 10,
      .attacks_without_combinations = 7,
      .native_height = kNativeFrameHeight,
      .native_width = kNativeFrameWidth,
      .cpu_ladder = &kParryCpuLadder,
      .cpu_extras = {{"parry_chance", 0, 255}, {"meter_planned", 0, 1000}},  // ParryCpuKnob
  };
  return shape;
}

std::shared_ptr<const fight::GameData> parse_parry_game_data(const core::Config& game_data) {
  auto data = std::make_shared<fight::GameData>();
  data->rules = parry_rules(game_data.get("rules"));
  fight::parse_game_header(game_data, parry_shape(), *data);
  const core::Config& game = game_data.at("game");
  const core::ConfigList& super_art = game.at("super_art").as_list();
  if (super_art.size() != 2 || super_art[0].as_int() != 1 || super_art[1].as_int() != kSuperArts) {
    throw std::invalid_argument("config '" + game.path() + ".super_art': expected [1, 3]");
  }
  fight::check_player_extras(game, "parry", parry_extras());
  return data;
}

ParryOptions parse_parry_options(const core::Config& options, int n_players,
                                 const fight::GameData& data) {
  ParryOptions result;
  static_cast<fight::FightOptions&>(result) =
      fight::parse_fight_options(options, n_players, data, "parry", {"super_art"});
  result.super_art = fight::per_player("parry", options, "super_art", n_players, 1, kSuperArts);
  return result;
}

}  // namespace arena::games::parry
