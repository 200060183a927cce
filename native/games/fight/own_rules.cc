// The reading of one of a game's own [rules] keys (own_rules.h).
#include "native/games/fight/own_rules.h"

#include <stdexcept>
#include <string>

namespace arena::games::fight {

int read_own_rule(std::string_view game, const core::Config& rules, const OwnRuleKey& key) {
  const std::string allowed =
      "an int in [" + std::to_string(key.low) + ", " + std::to_string(key.high) + "]";
  const std::string name = std::string(game) + ": [rules] key '" + std::string(key.name) + "'";
  const core::Config& node = rules.is_none() ? rules : rules.get(key.name);
  if (node.is_none()) throw std::invalid_argument(name + " is missing; allowed: " + allowed);
  const int64_t value = node.as_int();
  if (value < key.low || value > key.high) {
    throw std::invalid_argument(name + " is " + std::to_string(value) + "; allowed: " + allowed);
  }
  return static_cast<int>(value);
}

}  // namespace arena::games::fight
