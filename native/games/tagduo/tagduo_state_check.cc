// check_tagduo_state (TagduoGame's check_state): what tagduo's own fields in a snapshot of its
// env may hold (see core::Env), after the kit's checks of the match and the teams
// (FightEnv::check_loaded): each fighter's sidestep.
#include "native/core/state_check.h"
#include "native/games/fight/state_check.h"
#include "native/games/tagduo/tagduo_env.h"
#include "native/games/tagduo/tagduo_rules.h"

namespace arena::games::tagduo {
namespace {

void check_tagduo_fighter(const TagduoFighter& fighter, int, core::StateCheck& check) {
  check.range("sidestep", fighter.sidestep, 0, kSidestepFrames);
  check.range("down_held", fighter.down_held, 0, 1);
  check.range("sidestep_dir", fighter.sidestep_dir, 0, 1);
}

}  // namespace

void check_tagduo_state(const TagduoEnvState& loaded, const fight::GameData&, int,
                        core::StateCheck& check) {
  fight::check_own_fighters(loaded.state, "tagduo_fighters", check, check_tagduo_fighter);
}

}  // namespace arena::games::tagduo
