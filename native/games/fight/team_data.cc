// The [game] table's team keys (see team_data.h).
#include "native/games/fight/team_data.h"

#include <stdexcept>
#include <string>

#include "native/games/fight/fight_state.h"
#include "native/games/fight/team_state.h"

namespace arena::games::fight {
namespace {

int character_named(const TeamGameData& data, const core::Config& name) {
  for (size_t c = 0; c < data.characters.size(); ++c) {
    if (data.characters[c].name == name.as_string()) return static_cast<int>(c);
  }
  throw std::invalid_argument("config '" + name.path() + "': unknown character '" +
                              name.as_string() + "'");
}

}  // namespace

void parse_team_header(const core::Config& game, std::string_view game_name, int team_size,
                       TeamGameData& data) {
  const core::Config& size = game.at("team_size");
  data.team_size = static_cast<int>(size.as_int());
  if (data.team_size < 1 || data.team_size > kMaxTeamSize) {
    throw std::invalid_argument("config '" + size.path() +
                                "': team_size=" + std::to_string(data.team_size) +
                                " is invalid; allowed: [1, " + std::to_string(kMaxTeamSize) + "]");
  }
  if (data.team_size != team_size) {
    throw std::invalid_argument("config '" + size.path() + "': " + std::string(game_name) +
                                " needs " + std::to_string(team_size) + ", got " +
                                std::to_string(data.team_size));
  }
  data.homonym.assign(data.characters.size(), -1);
  if (!game.has("homonyms")) return;
  for (const core::Config& pair : game.at("homonyms").as_list()) {
    const core::ConfigList& names = pair.as_list();
    if (names.size() != 2) {
      throw std::invalid_argument("config '" + pair.path() + "': expected a pair of names");
    }
    const int a = character_named(data, names[0]);
    const int b = character_named(data, names[1]);
    if (a == b || data.homonym[a] >= 0 || data.homonym[b] >= 0) {
      throw std::invalid_argument("config '" + pair.path() +
                                  "': a character may have one homonym, not itself");
    }
    data.homonym[a] = static_cast<int16_t>(b);
    data.homonym[b] = static_cast<int16_t>(a);
  }
  if (static_cast<int>(data.characters.size()) < 2 * data.team_size) {
    throw std::invalid_argument("config '" + game.path() + "': a team of " +
                                std::to_string(data.team_size) + " needs at least " +
                                std::to_string(2 * data.team_size) + " characters");
  }
}

}  // namespace arena::games::fight
