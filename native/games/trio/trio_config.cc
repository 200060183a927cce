// Trio's check of its game data and its episode options.
#include "native/games/trio/trio_config.h"

#include <stdexcept>
#include <string>

#include "native/games/fight/fighter_choice.h"
#include "native/games/fight/team_data.h"
#include "native/games/trio/trio_power.h"

namespace arena::games::trio {

void check_trio_data(const core::Config& game_data, const fight::GameData& data) {
  const core::Config& game = game_data.at("game");
  if (!game.has("elimination") || !game.at("elimination").as_bool()) {
    throw std::invalid_argument("config '" + game.path() +
                                ".elimination': trio's rounds are an ordered elimination: true");
  }
  fight::check_choice_range(game, "fighting_style", kStyles);
  for (const fight::CharacterData& character : data.characters) {
    bool projectile = false;
    for (const fight::MoveData& move : character.moves) {
      projectile |= move.kind == fight::MoveKind::kProjectile;
    }
    if (!projectile) {
      throw std::invalid_argument("config '" + game_data.path() + ".characters': '" +
                                  character.name +
                                  "' needs a projectile move (its assist performs it)");
    }
  }
}

TrioOptions parse_trio_options(const core::Config& options, int n_players,
                               const fight::GameData& data) {
  TrioOptions result;
  static_cast<fight::FightOptions&>(result) = fight::parse_fight_options(
      options, n_players, data, "trio", {"team_characters", "fighting_style"});
  result.teams = fight::parse_team_picks("trio", options, n_players, fight::team_data(data));
  result.fighting_style =
      fight::per_player("trio", options, "fighting_style", n_players, 1, kStyles);
  return result;
}

}  // namespace arena::games::trio
