// fight::check_drawn_settings: the episode settings a fighting env keeps beside its match (see
// state_check.h). Observations and infos report them, so they must describe the fighters the
// match holds.
#include <limits>
#include <string>

#include "native/games/fight/state_check.h"

namespace arena::games::fight {

void check_drawn_settings(const MatchState& match, const GameData& data, int n_players,
                          const DrawnSettings& settings, core::StateCheck& check) {
  check.set_prefix("settings.");
  check.finite("continue_game", settings.continue_game, -std::numeric_limits<double>::max(), 1.0);
  check.require(!(settings.continue_game < 0.0 && settings.continue_game > -1.0),
                "settings.continue_game is between -1 and 0 (a probability is in [0, 1], a "
                "number of continues <= -1)");
  check.range("difficulty", settings.difficulty, match.difficulty, match.difficulty);
  check.range("pad0", settings.pad0, 0, 0);
  for (int i = 0; i < 2; ++i) {
    const std::string agent = "[" + std::to_string(i) + "]";
    check.range("role" + agent, settings.role[i], 0, 1);
    check.range("characters" + agent, settings.characters[i], 0,
                static_cast<int64_t>(data.characters.size()) - 1);
    check.range("outfits" + agent, settings.outfits[i], 1, data.rules.n_outfits);
  }
  if (n_players == 2) {
    check.require(settings.role[0] != settings.role[1],
                  "settings.role: both agents are one fighter");
  } else {
    check.set_prefix("");
    check.range("agent", match.agent, settings.role[0], settings.role[0]);
  }
  for (int i = 0; i < n_players && check.ok(); ++i) {
    const FighterState& fighter = match.fighters[settings.role[i]];
    check.require(
        fighter.character == settings.characters[i] && fighter.outfit == settings.outfits[i],
        "settings: agent " + std::to_string(i) + "'s character or outfit is not its fighter's");
  }
}

}  // namespace arena::games::fight
