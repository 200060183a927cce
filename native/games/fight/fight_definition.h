// The registry entry of a fighting game, written once: the spec (the kit's leaves, the game's
// RAM extras and infos, the fight milestones) and the maker of its FightEnv<Game>, both from
// the config's settings and game data. A game names what is its own in a FightGame, its spec's
// leaves as data (fight_spec.cc builds the spec from them).
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
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
#include "native/games/fight/outfit_palette.h"
#include "native/games/fight/own_rules.h"
#include "native/games/fight/ram_table.h"
#include "native/games/fight/rule_keys.h"
#include "native/games/fight/team_data.h"

namespace arena::games::fight {

/// One int16 info leaf a game adds, with its range; a per-player setting holds one value per
/// player (swapped between the agent rows like settings.role).
struct InfoLeaf {
  std::string name;
  double low = 0;
  double high = 0;
  bool per_player = false;
};

/// The infos a game adds to the kit's, each list in the order its info hooks write them
/// (fight_game.h): "settings." + name after the kit's settings.*, "engine.p1_" / "engine.p2_" +
/// name after each fighter's engine.*, then "engine." + name before engine.frame.
struct GameInfos {
  std::vector<InfoLeaf> settings;
  std::vector<InfoLeaf> fighter;
  std::vector<InfoLeaf> match;
  uint8_t last_contact_kind = kContactDangerZone;  // the highest engine.pN_contact
};

/// What a fighting game's registry entry is made of.
struct FightGame {
  std::string description;
  /// Its name (the registry's), buttons, attack tables and CPU ladder; its native size is the
  /// art's, set by fight_definition from the Art's layout (not by the game).
  GameShape shape;
  /// The game's rule numbers (RuleSet's own where it sets none), before its file's [rules].
  RuleSet rules;
  /// The [rules] keys its file may set (rule_keys.h), each read over `rules`; any other key is
  /// refused by name.
  std::span<const std::string_view> rule_keys;
  /// Optional: the game's own rule numbers, read from the same [rules] table (own_rules.h).
  OwnRules own_rules;
  /// Optional: the game's own checks of its file, after the kit's header and before its RAM
  /// extras are held to the file; each failure throws std::invalid_argument naming the key.
  void (*check_game_data)(const core::Config& game_data, const GameData& data) = nullptr;
  /// The game's per-player RAM extras, after the positional ones (ram_table.h).
  std::span<const ExtraSpace> ram_extras;
  GameInfos infos;
  /// A team game (team_*.h): its data is a TeamGameData (the file's team_size and homonyms),
  /// its RAM extras begin with the team keys (team_extras) and its settings infos with each
  /// player's other members (settings.characters_2, ...), which its env writes
  /// (write_team_ram, write_team_setting_infos). Set by fight_definition from the Game's types
  /// (fight_game.h's TeamGame), not by the game.
  bool team_game = false;
  /// A team game's characters per side: its file's [game] team_size must be this (a team
  /// game's parse refuses any other, naming the game).
  int team_size = 0;
  /// A team game's tag, recovery and elimination numbers (TeamGameData::team).
  TeamRules team_rules;
  /// The game's backdrops and colour names, whose colours its file gives (outfit_colors_config.h).
  /// Set by fight_definition from the Art's kLayout, kColorNames and kColorShape, and whether
  /// the kit's OutfitPalette fills it (with the tints), not by the game.
  OutfitArtNames art;
};

/// The config's "game_data" table (the game's TOML) parsed and checked: the rules, the kit's
/// [game] header, the game's own checks, its RAM extras.
std::shared_ptr<const GameData> parse_game_data(const FightGame& game,
                                                const core::Config& game_data);

/// The RAM extras of `game` for its parsed `data`, in the order its env writes them: a team
/// game's team keys, then its ram_extras.
std::vector<ExtraSpace> ram_extras_of(const FightGame& game, const GameData& data);

/// The infos of `game` for its parsed `data`: a team game's settings.characters_<k> (k = 2 ..
/// team_size, per player) before its own settings infos.
GameInfos infos_of(const FightGame& game, const GameData& data);

/// The spec of `game`'s env with these settings (the agent-row form when settings.agent_rows).
core::EnvSpec fight_spec(const FightGame& game, const FightSettings& settings,
                         const GameData& data);

/// The game's per-player settings infos, by leaf name.
std::vector<std::string> per_player_infos(const GameInfos& infos);

/// The entry of `game`, whose envs are FightEnv<Game>s: each made from the config's settings
/// and game data, then reset with seed 0.
template <FightGameHooks Game>
core::GameDefinition fight_definition(FightGame game) {
  game.team_game = TeamGame<Game>;
  game.shape.native_height = Game::Art::kLayout.screen.height;
  game.shape.native_width = Game::Art::kLayout.screen.width;
  using Art = typename Game::Art;
  game.art = {.stages = Art::kLayout.stages,
              .own = Art::kColorNames,
              .tints = std::is_base_of_v<OutfitPalette<Art>, Art> &&
                       !requires { Art::fill_outfit_palette; }};
  if constexpr (requires { Art::kColorShape; }) game.art.shape = Art::kColorShape;
  core::GameDefinition definition{.name = game.shape.name, .description = game.description};
  for (const OwnRuleKey& key : game.own_rules.keys) {
    definition.own_rule_keys.push_back({std::string(key.name), key.low, key.high});
  }
  definition.spec = [game](const core::Config& config) {
    const auto data = parse_game_data(game, config.at("game_data"));
    core::EnvSpec spec = fight_spec(game, parse_fight_settings(config, *data, game.shape), *data);
    spec.milestones = kMilestones;
    return spec;
  };
  definition.make = [game](const core::Config& config, int) -> std::unique_ptr<core::Env> {
    std::shared_ptr<const GameData> data = parse_game_data(game, config.at("game_data"));
    const FightSettings settings = parse_fight_settings(config, *data, game.shape);
    AgentRowLayout agent_rows;
    if (settings.agent_rows) {
      agent_rows = agent_row_layout(fight_spec(game, settings, *data),
                                    per_player_infos(infos_of(game, *data)));
    }
    auto env = std::make_unique<FightEnv<Game>>(std::move(data), settings, std::move(agent_rows),
                                                 game.infos.last_contact_kind);
    env->reset(0);
    return env;
  };
  return definition;
}

}  // namespace arena::games::fight
