// Parry's own checks of its game data and its episode options.
#include "native/games/parry/parry_config.h"

#include <stdexcept>
#include <string>

#include "native/games/fight/agent_rows.h"
#include "native/games/fight/fighter_choice.h"
#include "native/games/fight/ram_table.h"
#include "native/games/parry/parry_meter.h"
#include "native/games/parry/parry_rules.h"
#include "native/games/parry/parry_state.h"

namespace arena::games::parry {

void check_parry_data(const core::Config& game_data, const fight::GameData& data) {
  fight::check_choice_range(game_data.at("game"), "super_art", kSuperArts);
  const ParryOwnRules& own = parry_rules(data);
  if (own.parry_advantage > own.parry_freeze_frames) {
    throw std::invalid_argument("parry: [rules] key 'parry_advantage' is " +
                                std::to_string(own.parry_advantage) + "; allowed: an int in [0, " +
                                std::to_string(own.parry_freeze_frames) +
                                "] (parry_freeze_frames: the parrying fighter's freeze is the "
                                "difference)");
  }
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
