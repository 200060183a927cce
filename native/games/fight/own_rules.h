// A game's own rule numbers (its meters' costs, drain and refill rates, percentages, frame
// counts): the game declares a struct of them and a table of {key, member, low, high}; the kit
// reads every key from the file's [rules] table, beside the shared keys (rule_keys.h), once per
// pool, into GameData::own_rules, where the game's rules find them (own_rules<Rules>(data)).
// Numbers that size arrays, bound a RAM observation or name input bits stay constexpr in C++.
#pragma once

#include <memory>
#include <string_view>
#include <utility>
#include <vector>

#include "native/core/config.h"
#include "native/games/fight/game_data.h"
#include "native/games/fight/game_data_config.h"

namespace arena::games::fight {

/// One of a game's own [rules] keys and its allowed range.
struct OwnRuleKey {
  std::string_view name;
  int low;
  int high;
};

/// A key and the member of the game's struct `Rules` it sets.
template <typename Rules>
struct OwnRuleField {
  OwnRuleKey key;
  int Rules::* field;
};

/// What a FightGame says of its own rule numbers: their keys (for the [rules] table's check and
/// the schema) and the reading of a file's [rules] table into its struct (every key an int in
/// its range, read by int_in_range: a missing key or a value out of range is refused naming the
/// game, the key, the value and the range).
struct OwnRules {
  std::vector<OwnRuleKey> keys;
  std::shared_ptr<const void> (*read)(std::string_view game, const core::Config& rules) = nullptr;
};

/// The OwnRules of a game whose struct is `Rules` and whose table is `kFields`.
template <typename Rules, const auto& kFields>
OwnRules own_rules_of() {
  OwnRules result;
  for (const OwnRuleField<Rules>& field : kFields) result.keys.push_back(field.key);
  result.read = [](std::string_view game, const core::Config& rules) {
    auto numbers = std::make_shared<Rules>();
    for (const OwnRuleField<Rules>& field : kFields) {
      const OwnRuleKey& key = field.key;
      (*numbers).*field.field =
          static_cast<int>(int_in_range(game, rules, key.name, key.low, key.high));
    }
    return std::shared_ptr<const void>(std::move(numbers));
  };
  return result;
}

/// The game's own rule numbers in `data` (the struct its FightGame's own_rules reads).
template <typename Rules>
const Rules& own_rules(const GameData& data) {
  return *static_cast<const Rules*>(data.own_rules.get());
}

}  // namespace arena::games::fight
