// Lookup over the game list with an error that tells the caller what exists.
#include "native/core/registry.h"

#include <stdexcept>

namespace arena::core {

const GameDefinition& find_game(const std::string& name) {
  for (const GameDefinition& game : registered_games()) {
    if (game.name == name) return game;
  }
  std::string known;
  for (const GameDefinition& game : registered_games()) {
    known += (known.empty() ? "" : ", ") + game.name;
  }
  throw std::invalid_argument("unknown env_id '" + name + "'; registered: " + known);
}

}  // namespace arena::core
