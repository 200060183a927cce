// The settings, episode options and spec parts every fighting env shares (see env_config.h).
#include "native/games/fight/env_config.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "native/games/fight/fight_state.h"
#include "native/games/fight/game_data_config.h"
#include "native/games/fight/ram_table.h"

namespace arena::games::fight {
namespace {

using core::Config;
using core::DType;

/// A [low, high] pair at node[key].
std::array<int64_t, 2> int_pair(const Config& node, std::string_view key) {
  const core::ConfigList& pair = node.at(key).as_list();
  if (pair.size() != 2) {
    throw std::invalid_argument("config '" + node.at(key).path() + "': expected [low, high]");
  }
  return {pair[0].as_int(), pair[1].as_int()};
}

std::string quoted_list(const std::vector<std::string>& names) {
  std::string text = "[";
  for (const std::string& name : names) text += (text.size() > 1 ? ", \"" : "\"") + name + "\"";
  return text + "]";
}

void parse_frame_shape(std::string_view game, const Config& config, FightSettings& settings) {
  if (!config.has("frame_shape") || config.at("frame_shape").is_none()) return;
  const core::ConfigList& shape = config.at("frame_shape").as_list();
  if (shape.size() != 3) {
    reject_setting(game, "frame_shape", "a list of " + std::to_string(shape.size()), "[H, W, C]");
  }
  const int64_t h = shape[0].as_int(), w = shape[1].as_int(), c = shape[2].as_int();
  const std::string text =
      "(" + std::to_string(h) + ", " + std::to_string(w) + ", " + std::to_string(c) + ")";
  if (h < 0 || h > 512 || w < 0 || w > 512 || (h == 0) != (w == 0) || (c != 0 && c != 1)) {
    reject_setting(game, "frame_shape", text,
                   "H, W in [0, 512], both 0 or both non-zero; C in {0, 1}");
  }
  if (h != 0) {
    settings.frame_height = static_cast<int>(h);
    settings.frame_width = static_cast<int>(w);
  }
  settings.frame_channels = c == 1 ? 1 : 3;
}

void parse_action_spaces(std::string_view game, const Config& config, FightSettings& settings) {
  const Config& spaces = config.get("action_space");
  if (spaces.is_none()) return;
  const core::ConfigList& list = spaces.as_list();
  if (static_cast<int>(list.size()) != settings.n_players) {
    reject_setting(game, "action_space", "a list of " + std::to_string(list.size()),
                   "one entry per player (" + std::to_string(settings.n_players) + ")");
  }
  for (int i = 0; i < settings.n_players; ++i) {
    const std::string& kind = list[i].as_string();
    if (kind != "discrete" && kind != "multi_discrete") {
      reject_setting(game, "action_space[" + std::to_string(i) + "]", kind,
                     "\"discrete\" or \"multi_discrete\"");
    }
    settings.multi_discrete[i] = kind == "multi_discrete";
  }
}

void parse_attack_table(const Config& config, const GameData& data, const GameShape& shape,
                        FightSettings& settings) {
  const Config& attacks = config.at("game_data").at("game").at("attacks");
  const core::ConfigList& table = attacks.as_list();
  if (static_cast<int>(table.size()) != shape.attacks_with_combinations) {
    throw std::invalid_argument("config '" + attacks.path() + "': expected " +
                                std::to_string(shape.attacks_with_combinations) + " attacks");
  }
  for (size_t a = 0; a < table.size(); ++a) {
    for (const Config& name : table[a].as_list()) {
      auto found = std::find(data.button_names.begin(), data.button_names.end(), name.as_string());
      if (found == data.button_names.end()) {
        throw std::invalid_argument("config '" + name.path() + "': unknown button '" +
                                    name.as_string() + "'");
      }
      settings.attack_buttons[a] |= static_cast<uint8_t>(1u << (found - data.button_names.begin()));
    }
  }
}

}  // namespace

void reject_setting(std::string_view game, std::string_view setting, std::string_view value,
                    std::string_view allowed) {
  throw std::invalid_argument(std::string(game) + ": " + std::string(setting) + "=" +
                              std::string(value) + " is invalid; allowed: " + std::string(allowed));
}

void reject_unknown_keys(std::string_view game, const Config& map,
                         const std::vector<std::string_view>& known, const char* what) {
  if (map.is_none()) return;
  for (const auto& [key, value] : map.as_map()) {
    if (std::find(known.begin(), known.end(), key) != known.end()) continue;
    throw std::invalid_argument(std::string(game) + ": unknown " + what + " '" + key +
                                "'; allowed: " + core::join_names(known));
  }
}

PerPlayer per_player(std::string_view game, const Config& options, std::string_view key,
                     int n_players, int low, int high) {
  PerPlayer result;
  const Config& node = options.get(key);
  if (node.is_none()) return result;
  const core::ConfigList& items = node.as_list();
  if (static_cast<int>(items.size()) != n_players) {
    reject_setting(game, key, "a list of " + std::to_string(items.size()),
                   "None or a list of " + std::to_string(n_players) + " entries (one per player)");
  }
  for (int i = 0; i < n_players; ++i) {
    if (items[i].is_none()) continue;
    const int64_t value = items[i].as_int();
    if (value < low || value > high) {
      reject_setting(
          game, std::string(key) + "[" + std::to_string(i) + "]", std::to_string(value),
          "an int in [" + std::to_string(low) + ", " + std::to_string(high) + "] or None");
    }
    result[i] = static_cast<int>(value);
  }
  return result;
}

void parse_game_header(const Config& game_data, const GameShape& shape, GameData& data) {
  const Config& game = game_data.at("game");
  data.button_names = string_list(game, "buttons");
  if (data.button_names != shape.buttons) {
    throw std::invalid_argument("config '" + game.path() + ".buttons': " + shape.name + " needs " +
                                quoted_list(shape.buttons));
  }
  RuleSet& rules = data.rules;
  const auto health = int_pair(game, "health");
  if (health[0] != 0 || health[1] < 1 || health[1] > 1000) {
    throw std::invalid_argument("config '" + game.path() + ".health': expected [0, 1..1000]");
  }
  rules.max_health = static_cast<int16_t>(health[1]);
  rules.timer_seconds = static_cast<int16_t>(int_in_range(game, "timer", 10, 100));
  rules.rounds_to_win = static_cast<uint8_t>(int_in_range(game, "rounds_to_win", 1, 3));
  rules.n_stages = static_cast<uint8_t>(int_in_range(game, "stages", 1, kMaxStages));
  const auto difficulty = int_pair(game, "difficulty");
  const auto outfits = int_pair(game, "outfits");
  if (difficulty[0] != 1 || difficulty[1] < 1 || difficulty[1] > kMaxCpuLevels || outfits[0] != 1 ||
      outfits[1] < 1 || outfits[1] > 8) {
    throw std::invalid_argument(
        "config '" + game.path() + "': difficulty must be [1, 1.." + std::to_string(kMaxCpuLevels) +
        "] (its top at most the CPU ladder's levels) and outfits [1, 1..8]");
  }
  rules.max_difficulty = static_cast<uint8_t>(difficulty[1]);
  data.cpu = parse_cpu_ladder(shape.name, game_data.get("cpu"), difficulty[1], shape.cpu_extras,
                              shape.cpu_ladder);
  rules.n_outfits = static_cast<uint8_t>(outfits[1]);
  data.characters = parse_characters(game_data.at("characters"), data.button_names);
}

FightSettings parse_fight_settings(const Config& config, const GameData& data,
                                   const GameShape& shape) {
  const std::string_view game = shape.name;
  reject_unknown_keys(
      game, config,
      {"game_data", "n_players", "step_ratio", "frame_shape", "include_frame", "action_space",
       "attack_combinations", "splash_screen", "autoplay", "agent_rows"},
      "setting");
  FightSettings settings;
  settings.game = shape.name;
  settings.n_players = static_cast<int>(config.get_int("n_players", 1));
  if (settings.n_players != 1 && settings.n_players != 2) {
    reject_setting(game, "n_players", std::to_string(settings.n_players), "1 or 2");
  }
  settings.step_ratio = static_cast<int>(config.get_int("step_ratio", 6));
  if (settings.step_ratio < 1 || settings.step_ratio > 6) {
    reject_setting(game, "step_ratio", std::to_string(settings.step_ratio), "an int in [1, 6]");
  }
  settings.frame_height = shape.native_height;
  settings.frame_width = shape.native_width;
  parse_frame_shape(game, config, settings);
  settings.include_frame = bool_or(config, "include_frame", true);
  settings.attack_combinations = bool_or(config, "attack_combinations", true);
  settings.splash_screen = bool_or(config, "splash_screen", true);
  settings.autoplay = bool_or(config, "autoplay", false);
  if (settings.autoplay && settings.n_players != 1) {
    reject_setting(game, "autoplay", "true", "false with 2 players (autoplay is a 1P setting)");
  }
  settings.agent_rows = bool_or(config, "agent_rows", false);
  if (settings.agent_rows && settings.n_players != 2) {
    reject_setting(game, "agent_rows", "true",
                   "false with 1 player (one row per agent needs 2 players)");
  }
  parse_action_spaces(game, config, settings);
  settings.n_attacks = settings.attack_combinations ? shape.attacks_with_combinations
                                                    : shape.attacks_without_combinations;
  parse_attack_table(config, data, shape, settings);
  return settings;
}

FightOptions parse_fight_options(const Config& options, int n_players, const GameData& data,
                                 std::string_view game,
                                 std::initializer_list<std::string_view> extra_keys) {
  std::vector<std::string_view> known = {"difficulty", "continue_game", "show_final",
                                         "role",       "characters",    "outfits"};
  known.insert(known.end(), extra_keys.begin(), extra_keys.end());
  known.push_back("cpu");
  reject_unknown_keys(game, options, known, "episode option");
  FightOptions result;
  const Config& difficulty = options.get("difficulty");
  if (!difficulty.is_none()) {
    const int64_t value = difficulty.as_int();
    if (value < 1 || value > data.rules.max_difficulty) {
      reject_setting(game, "difficulty", std::to_string(value),
                     "an int in [1, " + std::to_string(data.rules.max_difficulty) + "] or None");
    }
    result.difficulty = static_cast<int>(value);
  }
  const Config& continue_game = options.get("continue_game");
  if (!continue_game.is_none()) {
    const double value = continue_game.as_double();
    if (!std::isfinite(value) || value > 1.0 || (value < 0.0 && value > -1.0)) {
      reject_setting(game, "continue_game", std::to_string(value),
                     "a float in [0, 1] (probability) or <= -1 (number of continues)");
    }
    result.continue_game = value;
  }
  result.show_final = bool_or(options, "show_final", false);
  result.role = per_player(game, options, "role", n_players, 0, 1);
  if (n_players == 2 && result.role[0] && result.role[1] && *result.role[0] == *result.role[1]) {
    reject_setting(
        game, "role",
        "(" + std::to_string(*result.role[0]) + ", " + std::to_string(*result.role[1]) + ")",
        "two different roles (0 = P1, 1 = P2)");
  }
  result.characters = per_player(game, options, "characters", n_players, 0,
                                 static_cast<int>(data.characters.size()) - 1);
  result.outfits = per_player(game, options, "outfits", n_players, 1, data.rules.n_outfits);
  if (n_players == 1 && !options.get("cpu").is_none()) {
    reject_setting(game, "cpu", "a list",
                   "None with 1 player (the CPU plays the agent's side with autoplay)");
  }
  result.cpu = per_player(game, options, "cpu", n_players, 1, data.rules.max_difficulty);
  return result;
}

void add_frame_leaf(core::EnvSpec& spec, const FightSettings& settings) {
  if (!settings.include_frame) return;
  spec.observations.push_back(
      box_leaf("frame", {settings.frame_height, settings.frame_width, settings.frame_channels}, 0,
               255, DType::kUInt8));
}

void add_episode_infos(core::EnvSpec& spec, const FightSettings& settings, const GameData& data) {
  const RuleSet& rules = data.rules;
  for (const char* flag : {"round_done", "stage_done", "game_done", "episode_done", "env_done"}) {
    spec.infos.push_back(box_leaf(flag, {}, 0, 1, DType::kBool));
  }
  const int64_t n = settings.n_players;
  spec.infos.push_back(box_leaf("settings.difficulty", {}, 1, rules.max_difficulty));
  spec.infos.push_back(box_leaf("settings.role", {n}, 0, 1));
  spec.infos.push_back(
      box_leaf("settings.characters", {n}, 0, static_cast<double>(data.characters.size()) - 1));
  spec.infos.push_back(box_leaf("settings.outfits", {n}, 1, rules.n_outfits));
  spec.infos.push_back(box_leaf("settings.continue_game", {}, -1e9, 1.0, DType::kFloat64));
}

void add_engine_infos(core::EnvSpec& spec, const std::string& prefix, uint8_t last_contact_kind) {
  spec.infos.push_back(box_leaf(prefix + "action", {}, 0, kVictory));
  spec.infos.push_back(box_leaf(prefix + "move", {}, -1, 31));
  spec.infos.push_back(box_leaf(prefix + "move_frame", {}, 0, 32767));
  spec.infos.push_back(box_leaf(prefix + "phase", {}, 0, kRecovery));
  spec.infos.push_back(box_leaf(prefix + "stun", {}, -32768, 32767));
  spec.infos.push_back(box_leaf(prefix + "x", {}, 0, kStageWidthPx));
  spec.infos.push_back(box_leaf(prefix + "y", {}, 0, 1000));
  spec.infos.push_back(box_leaf(prefix + "contact", {}, 0, last_contact_kind));
  spec.infos.push_back(box_leaf(prefix + "input", {}, 0, (1 << kPressShift) - 1, DType::kInt32));
}

void add_actions_and_render(core::EnvSpec& spec, const FightSettings& settings,
                            const GameShape& shape) {
  for (int i = 0; i < settings.n_players; ++i) {
    if (settings.multi_discrete[i]) {
      spec.action_sizes.push_back(kMoves);
      spec.action_sizes.push_back(settings.n_attacks);
    } else {
      spec.action_sizes.push_back(kMoves + settings.n_attacks - 1);
    }
  }
  spec.action_is_scalar = settings.n_players == 1 && !settings.multi_discrete[0];
  spec.render_shape = {shape.native_height, shape.native_width, 3};
  spec.render_fps = 60;
}

}  // namespace arena::games::fight
