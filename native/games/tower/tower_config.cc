// Settings, options and spec of tower envs.
#include "native/games/tower/tower_config.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <stdexcept>
#include <string>

#include "native/games/fight/game_data_config.h"
#include "native/games/tower/tower_obs.h"
#include "native/games/tower/tower_rules.h"
#include "native/games/triad/triad_agent_rows.h"

namespace arena::games::tower {
namespace {

using core::Config;
using core::DType;

[[noreturn]] void bad(const std::string& setting, const std::string& value,
                      const std::string& allowed) {
  throw std::invalid_argument("tower: " + setting + "=" + value +
                              " is invalid; allowed: " + allowed);
}

void reject_unknown(const Config& map, std::initializer_list<std::string_view> known,
                    const char* what) {
  if (map.is_none()) return;
  for (const auto& [key, value] : map.as_map()) {
    if (std::find(known.begin(), known.end(), key) != known.end()) continue;
    std::string names;
    for (std::string_view name : known) names += (names.empty() ? "" : ", ") + std::string(name);
    throw std::invalid_argument("tower: unknown " + std::string(what) + " '" + key +
                                "'; allowed: " + names);
  }
}

std::array<int64_t, 2> int_pair(const Config& node, std::string_view key) {
  const core::ConfigList& pair = node.at(key).as_list();
  if (pair.size() != 2) {
    throw std::invalid_argument("config '" + node.at(key).path() + "': expected [low, high]");
  }
  return {pair[0].as_int(), pair[1].as_int()};
}

/// Per-player optional ints: none, or a list of n_players entries (each int or none).
std::array<std::optional<int>, 2> per_player(const Config& options, std::string_view key,
                                             int n_players, int low, int high) {
  std::array<std::optional<int>, 2> result;
  const Config& node = options.get(key);
  if (node.is_none()) return result;
  const core::ConfigList& items = node.as_list();
  if (static_cast<int>(items.size()) != n_players) {
    bad(std::string(key), "a list of " + std::to_string(items.size()),
        "None or a list of " + std::to_string(n_players) + " entries (one per player)");
  }
  for (int i = 0; i < n_players; ++i) {
    if (items[i].is_none()) continue;
    const int64_t value = items[i].as_int();
    if (value < low || value > high) {
      bad(std::string(key) + "[" + std::to_string(i) + "]", std::to_string(value),
          "an int in [" + std::to_string(low) + ", " + std::to_string(high) + "] or None");
    }
    result[i] = static_cast<int>(value);
  }
  return result;
}

bool bool_or(const Config& config, std::string_view key, bool fallback) {
  const Config& node = config.get(key);
  return node.is_none() ? fallback : node.as_bool();
}

void parse_frame_shape(const Config& config, TowerSettings& settings) {
  if (!config.has("frame_shape") || config.at("frame_shape").is_none()) return;
  const core::ConfigList& shape = config.at("frame_shape").as_list();
  if (shape.size() != 3)
    bad("frame_shape", "a list of " + std::to_string(shape.size()), "[H, W, C]");
  const int64_t h = shape[0].as_int(), w = shape[1].as_int(), c = shape[2].as_int();
  std::string text = "(";
  text += std::to_string(h) + ", " + std::to_string(w) + ", " + std::to_string(c) + ")";
  if (h < 0 || h > 512 || w < 0 || w > 512 || (h == 0) != (w == 0) || (c != 0 && c != 1)) {
    bad("frame_shape", text, "H, W in [0, 512], both 0 or both non-zero; C in {0, 1}");
  }
  if (h != 0) {
    settings.frame_height = static_cast<int>(h);
    settings.frame_width = static_cast<int>(w);
  }
  settings.frame_channels = c == 1 ? 1 : 3;
}

void parse_attack_table(const Config& config, const fight::GameData& data,
                        TowerSettings& settings) {
  const Config& attacks = config.at("game_data").at("game").at("attacks");
  const core::ConfigList& table = attacks.as_list();
  if (table.size() != kAttacks) {
    throw std::invalid_argument("config '" + attacks.path() + "': expected 7 attacks");
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

/// Tower's rules on the move list: every move is one button (umk3's actions press one at a
/// time), specials chip exactly 25% of their damage (rounded down) and normals nothing.
void check_tower_moves(const fight::GameData& data, const Config& characters) {
  for (size_t c = 0; c < data.characters.size(); ++c) {
    const fight::CharacterData& character = data.characters[c];
    for (size_t m = 0; m < character.moves.size(); ++m) {
      const fight::MoveData& move = character.moves[m];
      const std::string where = characters.as_list()[c].at("moves").as_list()[m].path();
      if (std::popcount(move.buttons) != 1) {
        throw std::invalid_argument("config '" + where + ".buttons': tower moves press one button");
      }
      const int chip = move.special ? move.damage * 25 / 100 : 0;
      if (move.kind != fight::MoveKind::kThrow && move.chip != chip) {
        throw std::invalid_argument("config '" + where + ".chip': expected " +
                                    std::to_string(chip) + " (specials chip 25% of damage, "
                                    "normals none), got " + std::to_string(move.chip));
      }
    }
  }
}

}  // namespace

std::shared_ptr<const fight::GameData> parse_tower_game_data(const Config& game_data) {
  auto data = std::make_shared<fight::GameData>();
  const Config& game = game_data.at("game");
  data->button_names = fight::string_list(game, "buttons");
  if (data->button_names !=
      std::vector<std::string>{"HP", "HK", "LK", "LP", "Run", "Block"}) {
    throw std::invalid_argument("config '" + game.path() +
                                ".buttons': tower needs [\"HP\", \"HK\", \"LK\", \"LP\", "
                                "\"Run\", \"Block\"]");
  }
  data->rules = tower_rules(game_data.get("rules"));
  fight::RuleSet& rules = data->rules;
  const auto health = int_pair(game, "health");
  if (health[0] != 0 || health[1] < 1 || health[1] > 1000) {
    throw std::invalid_argument("config '" + game.path() + ".health': expected [0, 1..1000]");
  }
  rules.max_health = static_cast<int16_t>(health[1]);
  rules.timer_seconds = static_cast<int16_t>(fight::int_in_range(game, "timer", 10, 100));
  rules.rounds_to_win = static_cast<uint8_t>(fight::int_in_range(game, "rounds_to_win", 1, 3));
  rules.n_stages = static_cast<uint8_t>(fight::int_in_range(game, "stages", 1, fight::kMaxStages));
  const auto difficulty = int_pair(game, "difficulty");
  const auto outfits = int_pair(game, "outfits");
  const auto tower = int_pair(game, "tower");
  if (difficulty[0] != 1 || difficulty[1] < 1 || difficulty[1] > 4 || outfits[0] != 1 ||
      outfits[1] < 1 || outfits[1] > 8 || tower[0] != kMinTower || tower[1] != kMaxTower ||
      rules.n_stages != tower_stages(kMaxTower)) {
    throw std::invalid_argument("config '" + game.path() +
                                "': difficulty must be [1, 1..4], outfits [1, 1..8], tower "
                                "[1, 4] and stages 11 (the longest tower)");
  }
  rules.max_difficulty = static_cast<uint8_t>(difficulty[1]);
  rules.n_outfits = static_cast<uint8_t>(outfits[1]);
  data->characters = fight::parse_characters(game_data.at("characters"), data->button_names);
  check_tower_moves(*data, game_data.at("characters"));
  check_player_extras(game);
  return data;
}

TowerSettings parse_tower_settings(const Config& config, const fight::GameData& data) {
  reject_unknown(config,
                 {"game_data", "n_players", "step_ratio", "frame_shape", "include_frame",
                  "action_space", "attack_combinations", "splash_screen", "autoplay", "agent_rows"},
                 "setting");
  TowerSettings settings;
  settings.n_players = static_cast<int>(config.get_int("n_players", 1));
  if (settings.n_players != 1 && settings.n_players != 2) {
    bad("n_players", std::to_string(settings.n_players), "1 or 2");
  }
  settings.step_ratio = static_cast<int>(config.get_int("step_ratio", 6));
  if (settings.step_ratio < 1 || settings.step_ratio > 6) {
    bad("step_ratio", std::to_string(settings.step_ratio), "an int in [1, 6]");
  }
  parse_frame_shape(config, settings);
  settings.include_frame = bool_or(config, "include_frame", true);
  settings.attack_combinations = bool_or(config, "attack_combinations", true);
  settings.splash_screen = bool_or(config, "splash_screen", true);
  settings.autoplay = bool_or(config, "autoplay", false);
  if (settings.autoplay && settings.n_players != 1) {
    bad("autoplay", "true", "false with 2 players (autoplay is a 1P setting)");
  }
  settings.agent_rows = bool_or(config, "agent_rows", false);
  if (settings.agent_rows && settings.n_players != 2) {
    bad("agent_rows", "true", "false with 1 player (one row per agent needs 2 players)");
  }
  const Config& spaces = config.get("action_space");
  for (int i = 0; i < settings.n_players && !spaces.is_none(); ++i) {
    const core::ConfigList& list = spaces.as_list();
    if (static_cast<int>(list.size()) != settings.n_players) {
      bad("action_space", "a list of " + std::to_string(list.size()),
          "one entry per player (" + std::to_string(settings.n_players) + ")");
    }
    const std::string& kind = list[i].as_string();
    if (kind != "discrete" && kind != "multi_discrete") {
      bad("action_space[" + std::to_string(i) + "]", kind, "\"discrete\" or \"multi_discrete\"");
    }
    settings.multi_discrete[i] = kind == "multi_discrete";
  }
  settings.n_attacks = kAttacks;
  parse_attack_table(config, data, settings);
  return settings;
}

TowerOptions parse_tower_options(const Config& options, const TowerSettings& settings,
                                 const fight::GameData& data) {
  reject_unknown(options,
                 {"difficulty", "continue_game", "show_final", "role", "characters", "outfits",
                  "tower", "cpu"},
                 "episode option");
  TowerOptions result;
  const int n = settings.n_players;
  const Config& difficulty = options.get("difficulty");
  if (!difficulty.is_none()) {
    const int64_t value = difficulty.as_int();
    if (value < 1 || value > data.rules.max_difficulty) {
      bad("difficulty", std::to_string(value),
          "an int in [1, " + std::to_string(data.rules.max_difficulty) + "] or None");
    }
    result.difficulty = static_cast<int>(value);
  }
  const Config& continue_game = options.get("continue_game");
  if (!continue_game.is_none()) {
    const double value = continue_game.as_double();
    if (!std::isfinite(value) || value > 1.0 || (value < 0.0 && value > -1.0)) {
      bad("continue_game", std::to_string(value),
          "a float in [0, 1] (probability) or <= -1 (number of continues)");
    }
    result.continue_game = value;
  }
  result.show_final = bool_or(options, "show_final", false);
  result.role = per_player(options, "role", n, 0, 1);
  if (n == 2 && result.role[0] && result.role[1] && *result.role[0] == *result.role[1]) {
    std::string text = "(";
    text += std::to_string(*result.role[0]) + ", " + std::to_string(*result.role[1]) + ")";
    bad("role", text, "two different roles (0 = P1, 1 = P2)");
  }
  result.characters =
      per_player(options, "characters", n, 0, static_cast<int>(data.characters.size()) - 1);
  result.outfits = per_player(options, "outfits", n, 1, data.rules.n_outfits);
  const Config& tower = options.get("tower");
  if (!tower.is_none()) {
    const int64_t value = tower.as_int();
    if (value < kMinTower || value > kMaxTower) {
      bad("tower", std::to_string(value), "an int in [1, 4] or None");
    }
    result.tower = static_cast<int>(value);
  }
  if (n == 1 && !options.get("cpu").is_none()) {
    bad("cpu", "a list", "None with 1 player (the CPU plays the agent's side with autoplay)");
  }
  result.cpu = per_player(options, "cpu", n, 1, data.rules.max_difficulty);
  return result;
}

core::EnvSpec tower_spec(const TowerSettings& settings, const fight::GameData& data) {
  const fight::RuleSet& rules = data.rules;
  core::EnvSpec spec;
  if (settings.include_frame) {
    spec.observations.push_back(
        box_leaf("frame", {settings.frame_height, settings.frame_width, settings.frame_channels}, 0,
                 255, DType::kUInt8));
  }
  add_ram_leaves(spec, data);
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
  spec.infos.push_back(box_leaf("settings.tower", {}, kMinTower, kMaxTower));
  for (const char* player : {"engine.p1_", "engine.p2_"}) {
    const std::string prefix = player;
    spec.infos.push_back(box_leaf(prefix + "action", {}, 0, fight::kVictory));
    spec.infos.push_back(box_leaf(prefix + "move", {}, -1, 31));
    spec.infos.push_back(box_leaf(prefix + "move_frame", {}, 0, 32767));
    spec.infos.push_back(box_leaf(prefix + "phase", {}, 0, fight::kRecovery));
    spec.infos.push_back(box_leaf(prefix + "stun", {}, -32768, 32767));
    spec.infos.push_back(box_leaf(prefix + "x", {}, 0, fight::kStageWidthPx));
    spec.infos.push_back(box_leaf(prefix + "y", {}, 0, 1000));
    spec.infos.push_back(box_leaf(prefix + "contact", {}, 0, kContactEnter));
    spec.infos.push_back(box_leaf(prefix + "running", {}, 0, 1));
    spec.infos.push_back(box_leaf(prefix + "aggressor_frames", {}, 0, kAggressorFrames));
    spec.infos.push_back(box_leaf(prefix + "juggle_hits", {}, 0, 32767));
    spec.infos.push_back(box_leaf(prefix + "vy", {}, -32768, 32767));
  }
  spec.infos.push_back(box_leaf("engine.partner_in", {}, 0, 1));
  spec.infos.push_back(box_leaf("engine.n_stages", {}, 1, fight::kMaxStages));
  spec.infos.push_back(box_leaf("engine.frame", {}, 0, 2147483647.0, DType::kInt32));
  for (int i = 0; i < settings.n_players; ++i) {
    if (settings.multi_discrete[i]) {
      spec.action_sizes.push_back(kMoves);
      spec.action_sizes.push_back(settings.n_attacks);
    } else {
      spec.action_sizes.push_back(kMoves + settings.n_attacks - 1);
    }
  }
  spec.action_is_scalar = settings.n_players == 1 && !settings.multi_discrete[0];
  spec.render_shape = {kNativeFrameHeight, kNativeFrameWidth, 3};
  spec.render_fps = 60;
  return settings.agent_rows ? triad::agent_rows_spec(std::move(spec)) : spec;
}

}  // namespace arena::games::tower
