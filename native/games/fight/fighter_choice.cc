// The game file's check of a fighter choice's range (fighter_choice.h).
#include "native/games/fight/fighter_choice.h"

#include <stdexcept>
#include <string>

namespace arena::games::fight {

void check_choice_range(const core::Config& game, std::string_view key, int count) {
  const core::ConfigList& range = game.at(key).as_list();
  if (range.size() != 2 || range[0].as_int() != 1 || range[1].as_int() != count) {
    throw std::invalid_argument("config '" + game.path() + "." + std::string(key) +
                                "': expected [1, " + std::to_string(count) + "]");
  }
}

}  // namespace arena::games::fight
