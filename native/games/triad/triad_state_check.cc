// TriadEnv::check_state: what a snapshot of a triad env may hold (see core::Env). The match is
// the fight engine's check; triad adds the stage backdrop and the settings drawn at reset,
// which the observations and infos report and which must describe the fighters they name.
#include <cstring>
#include <limits>
#include <string>

#include "native/core/state_check.h"
#include "native/games/fight/state_check.h"
#include "native/games/triad/triad_env.h"

namespace arena::games::triad {

void TriadEnv::check_state(std::span<const std::byte> bytes) const {
  TriadEnvState loaded;
  std::memcpy(&loaded, bytes.data(), sizeof(loaded));
  const fight::MatchState& match = loaded.match;
  const fight::RuleSet& rules = data_->rules;
  const int n_players = settings_.n_players;
  core::StateCheck check;
  fight::check_match_state(match, *data_, n_players, check);
  check.set_prefix("");
  check.range("arena", match.arena, 0, kArenas - 1);
  check.set_prefix("settings.");
  check.finite("continue_game", loaded.continue_game, -std::numeric_limits<double>::max(), 1.0);
  check.require(!(loaded.continue_game < 0.0 && loaded.continue_game > -1.0),
                "settings.continue_game is between -1 and 0 (a probability is in [0, 1], a "
                "number of continues <= -1)");
  check.range("difficulty", loaded.difficulty, match.difficulty, match.difficulty);
  for (int i = 0; i < 2; ++i) {
    const std::string agent = "[" + std::to_string(i) + "]";
    check.range("role" + agent, loaded.role[i], 0, 1);
    check.range("characters" + agent, loaded.characters[i], 0,
                static_cast<int64_t>(data_->characters.size()) - 1);
    check.range("outfits" + agent, loaded.outfits[i], 1, rules.n_outfits);
  }
  check.range("pad0", loaded.pad0, 0, 0);
  if (n_players == 2) {
    check.require(loaded.role[0] != loaded.role[1], "settings.role: both agents are one fighter");
  } else {
    check.set_prefix("");
    check.range("agent", match.agent, loaded.role[0], loaded.role[0]);
  }
  for (int i = 0; i < n_players && check.ok(); ++i) {
    const fight::FighterState& fighter = match.fighters[loaded.role[i]];
    check.require(
        fighter.character == loaded.characters[i] && fighter.outfit == loaded.outfits[i],
        "settings: agent " + std::to_string(i) + "'s character or outfit is not its fighter's");
  }
  check.throw_if_failed();
}

}  // namespace arena::games::triad
