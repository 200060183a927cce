// The one list of games. Adding a game: one folder under native/games/, one TOML under
// configs/games/, and one line here.
#include "native/core/registry.h"
#include "native/games/cartpole/cartpole.h"
#include "native/games/dummy/dummy.h"
#include "native/games/parry/parry_env.h"
#include "native/games/ronin/ronin_env.h"
#include "native/games/tagduo/tagduo_env.h"
#include "native/games/tower/tower_env.h"
#include "native/games/triad/triad_env.h"
#include "native/games/trio/trio_env.h"

namespace arena::core {

const std::vector<GameDefinition>& registered_games() {
  static const std::vector<GameDefinition> kGames = {
      games::cartpole::cartpole_definition(), games::dummy::dummy_definition(),
      games::parry::parry_definition(),       games::ronin::ronin_definition(),
      games::tagduo::tagduo_definition(),     games::tower::tower_definition(),
      games::triad::triad_definition(),       games::trio::trio_definition(),
  };
  return kGames;
}

}  // namespace arena::core
