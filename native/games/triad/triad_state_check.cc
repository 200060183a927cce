// TriadEnv::check_state: what a snapshot of a triad env may hold (see core::Env). The match is
// the fight engine's check; triad adds the stage backdrop and the settings drawn at reset.
#include <cstring>

#include "native/core/state_check.h"
#include "native/games/fight/state_check.h"
#include "native/games/triad/triad_env.h"

namespace arena::games::triad {

void TriadEnv::check_state(std::span<const std::byte> bytes) const {
  TriadEnvState loaded;
  std::memcpy(&loaded, bytes.data(), sizeof(loaded));
  const fight::MatchState& match = loaded.state;
  core::StateCheck check;
  fight::check_match_state(match, *data_, settings_.n_players, check);
  check.set_prefix("");
  check.range("arena", match.arena, 0, kArenas - 1);
  fight::check_drawn_settings(match, *data_, settings_.n_players, loaded.drawn, check);
  check.throw_if_failed();
}

}  // namespace arena::games::triad
