// The registry entry of a fighting game, written once: the spec (the game's, with the fight
// milestones) and the maker of its FightEnv<Game>, both from the config's settings and game
// data. A game names what is its own in a FightGame.
#pragma once

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "native/core/array_spec.h"
#include "native/core/config.h"
#include "native/core/registry.h"
#include "native/games/fight/agent_rows.h"
#include "native/games/fight/env_config.h"
#include "native/games/fight/fight_env.h"
#include "native/games/fight/game_data.h"
#include "native/games/fight/match_setup.h"

namespace arena::games::fight {

/// What a fighting game's registry entry is made of.
struct FightGame {
  std::string name;
  std::string description;
  /// The config's "game_data" table (the game's TOML) parsed and checked.
  std::shared_ptr<const GameData> (*game_data)(const core::Config& game_data);
  const GameShape& (*shape)();
  /// The spec of an env with these settings (the agent-row form when settings.agent_rows).
  core::EnvSpec (*spec)(const FightSettings& settings, const GameData& data);
  /// Settings infos holding one entry per player besides settings.role, settings.characters
  /// and settings.outfits: swapped between the agent rows like them.
  std::vector<std::string> per_player_infos;
};

/// The entry of `game`, whose envs are FightEnv<Game>s: each made from the config's settings
/// and game data, then reset with seed 0.
template <FightGameHooks Game>
core::GameDefinition fight_definition(FightGame game) {
  core::GameDefinition definition{.name = game.name, .description = game.description};
  definition.spec = [game](const core::Config& config) {
    const auto data = game.game_data(config.at("game_data"));
    core::EnvSpec spec = game.spec(parse_fight_settings(config, *data, game.shape()), *data);
    spec.milestones = kMilestones;
    return spec;
  };
  definition.make = [game](const core::Config& config, int) -> std::unique_ptr<core::Env> {
    std::shared_ptr<const GameData> data = game.game_data(config.at("game_data"));
    const FightSettings settings = parse_fight_settings(config, *data, game.shape());
    AgentRowLayout agent_rows;
    if (settings.agent_rows) {
      agent_rows = agent_row_layout(game.spec(settings, *data), game.per_player_infos);
    }
    auto env = std::make_unique<FightEnv<Game>>(std::move(data), settings, std::move(agent_rows));
    env->reset(0);
    return env;
  };
  return definition;
}

}  // namespace arena::games::fight
