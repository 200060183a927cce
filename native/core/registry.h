// The list of games the executor can run. A game contributes one GameDefinition (in
// native/games/game_list.cc); Python learns names, specs and metadata from here.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "native/core/array_spec.h"
#include "native/core/config.h"
#include "native/core/env.h"

namespace arena::core {

/// A key of a game's data file that only that game reads, and its allowed range.
struct DataKeyRange {
  std::string name;
  int64_t low;
  int64_t high;
};

struct GameDefinition {
  std::string name;
  std::string description;
  /// The game's own rule keys in its file (a fighting game's own [rules] numbers), which
  /// Python's schema of the file reads from here instead of repeating them.
  std::vector<DataKeyRange> own_rule_keys;
  /// The spec an env made from `config` will have. Throws std::invalid_argument on bad config.
  std::function<EnvSpec(const Config& config)> spec;
  /// Builds one env. `env_id` is the env's index in its pool (useful for test envs only;
  /// games must not let it change their behaviour).
  std::function<std::unique_ptr<Env>(const Config& config, int env_id)> make;
};

/// Every registered game, in registration order. Defined in native/games/game_list.cc.
const std::vector<GameDefinition>& registered_games();

/// The game called `name`; throws std::invalid_argument listing the known names otherwise.
const GameDefinition& find_game(const std::string& name);

}  // namespace arena::core
