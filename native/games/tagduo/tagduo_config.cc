// Tagduo's check of its game data and its episode options.
#include "native/games/tagduo/tagduo_config.h"

#include <stdexcept>
#include <string>

#include "native/games/fight/team_data.h"

namespace arena::games::tagduo {

void check_tagduo_data(const core::Config& game_data, const fight::GameData& data) {
  const int team_size = fight::team_data(data).team_size;
  if (team_size != kTeamSize) {
    throw std::invalid_argument("config '" + game_data.at("game").path() +
                                ".team_size': tagduo needs 2, got " + std::to_string(team_size));
  }
}

TagduoOptions parse_tagduo_options(const core::Config& options, int n_players,
                                   const fight::GameData& data) {
  TagduoOptions result;
  static_cast<fight::FightOptions&>(result) =
      fight::parse_fight_options(options, n_players, data, "tagduo", {"team_characters"});
  result.teams = fight::parse_team_picks("tagduo", options, n_players, fight::team_data(data));
  return result;
}

}  // namespace arena::games::tagduo
