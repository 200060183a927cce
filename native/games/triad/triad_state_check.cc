// check_triad_state (FightEnv<TriadGame>::check_state): what a snapshot of a triad env may hold
// (see core::Env). The match is the fight engine's check; triad adds the stage backdrop and the
// settings drawn at reset.

#include "native/core/state_check.h"
#include "native/games/fight/state_check.h"
#include "native/games/triad/triad_env.h"

namespace arena::games::triad {

void check_triad_state(const TriadEnvState& loaded, const fight::GameData& data, int n_players,
                       core::StateCheck& check) {
  const fight::MatchState& match = loaded.state;
  fight::check_match_state(match, data, n_players, kStageCount, check);
  fight::check_drawn_settings(match, data, n_players, loaded.drawn, check);
}

}  // namespace arena::games::triad
