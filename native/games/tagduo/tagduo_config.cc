// Tagduo's episode options (its team size, kTeamSize, the kit checks against its file).
#include "native/games/tagduo/tagduo_config.h"

#include "native/games/fight/team_data.h"

namespace arena::games::tagduo {

TagduoOptions parse_tagduo_options(const core::Config& options, int n_players,
                                   const fight::GameData& data) {
  TagduoOptions result;
  static_cast<fight::FightOptions&>(result) =
      fight::parse_fight_options(options, n_players, data, "tagduo", {"team_characters"});
  result.teams = fight::parse_team_picks("tagduo", options, n_players, fight::team_data(data));
  return result;
}

}  // namespace arena::games::tagduo
