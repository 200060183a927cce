// check_tagduo_state (FightEnv<TagduoGame>::check_state): what a snapshot of a tagduo env may
// hold (see core::Env). The match and the drawn settings are the fight engine's checks, the
// teams the team extension's; tagduo adds its stage backdrop and each fighter's sidestep.
#include "native/core/state_check.h"
#include "native/games/fight/state_check.h"
#include "native/games/fight/team_data.h"
#include "native/games/tagduo/tagduo_env.h"
#include "native/games/tagduo/tagduo_rules.h"

namespace arena::games::tagduo {
namespace {

void check_tagduo_fighter(const TagduoFighter& fighter, int index, core::StateCheck& check) {
  check.set_prefix(fight::slot("tagduo_fighters", index));
  check.range("sidestep", fighter.sidestep, 0, kSidestepFrames);
  check.range("down_held", fighter.down_held, 0, 1);
  check.range("sidestep_dir", fighter.sidestep_dir, 0, 1);
}

}  // namespace

void check_tagduo_state(const TagduoEnvState& loaded, const fight::GameData& data, int n_players,
                        core::StateCheck& check) {
  const fight::MatchState& match = loaded.state.match;
  fight::check_match_state(match, data, n_players, kTagduoStages, check, kContactTag);
  for (int i = 0; i < fight::kMaxPlayers; ++i) {
    check_tagduo_fighter(loaded.state.fighters[i], i, check);
  }
  if (!check.ok()) return;
  fight::check_teams(match, loaded.state.teams, loaded.teams, loaded.drawn.role, n_players,
                     fight::team_data(data), check);
  if (!check.ok()) return;
  fight::check_team_drawn_settings(match, loaded.state.teams, data, n_players, loaded.drawn, check);
}

}  // namespace arena::games::tagduo
