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
  fight::check_match_state(match, data, n_players, check, kContactTag);
  check.set_prefix("");
  check.range("arena", match.arena, 0, kTagduoStages - 1);
  for (int i = 0; i < fight::kMaxPlayers; ++i) {
    check_tagduo_fighter(loaded.state.fighters[i], i, check);
  }
  if (!check.ok()) return;
  fight::check_teams(match, loaded.state.teams, loaded.teams, loaded.drawn.role, n_players,
                     fight::team_data(data), check);
  if (!check.ok()) return;
  // The kit's check holds each agent to its fighter's character: its team's point's.
  fight::MatchState at_start = match;
  for (int side = 0; side < fight::kMaxPlayers; ++side) {
    at_start.fighters[side].character = loaded.state.teams.sides[side].members[0].character;
  }
  fight::check_drawn_settings(at_start, data, n_players, loaded.drawn, check);
}

}  // namespace arena::games::tagduo
