// Tower's environment settings (fixed when an env is made), its episode options (changed at
// reset, `tower` among them) and the EnvSpec they imply. The keys follow triad's contract with
// the Python layer (native/games/triad/triad_config.h); tower adds the episode option `tower`
// (DIAMBRA's umk3 name and range: 1..4 or None for a draw; the 1P ladder has 7 + tower stages)
// and has DIAMBRA's umk3 attack table: six single buttons (HP HK LK LP Run Block), no
// combinations. Every bad value raises std::invalid_argument naming the setting, the value and
// what is allowed.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>

#include "native/core/array_spec.h"
#include "native/core/config.h"
#include "native/games/fight/game_data.h"

namespace arena::games::tower {

inline constexpr int kNativeFrameHeight = 256;
inline constexpr int kNativeFrameWidth = 400;
inline constexpr int kMoves = 9;
inline constexpr int kAttacks = 7;  // with and without combinations (umk3 has none)
inline constexpr int kMinTower = 1;
inline constexpr int kMaxTower = 4;
/// Stages of the 1P ladder for a `tower` value.
constexpr int tower_stages(int tower) { return 7 + tower; }

/// Settings fixed for an env's lifetime.
struct TowerSettings {
  int n_players = 1;
  int step_ratio = 6;
  int frame_height = kNativeFrameHeight;  // resolved: 0 in frame_shape means native
  int frame_width = kNativeFrameWidth;
  int frame_channels = 3;  // 3 = RGB, 1 = gray
  bool include_frame = true;
  std::array<bool, 2> multi_discrete = {true, true};
  bool attack_combinations = true;
  bool splash_screen = true;
  /// arena_vec extension (1P only): the CPU also plays the agent's fighter.
  bool autoplay = false;
  /// arena_vec extension (2P only): one row per agent with role-relative observations and
  /// infos (native/games/triad/triad_agent_rows.h describes the layout).
  bool agent_rows = false;
  int n_attacks = kAttacks;
  /// Buttons pressed by each attack index (from the TOML's [game] attacks).
  std::array<uint8_t, kAttacks> attack_buttons = {};
};

/// Episode options; an empty optional means "draw at every reset from the env's RNG".
struct TowerOptions {
  std::optional<int> difficulty;
  double continue_game = 0.0;
  bool show_final = false;
  std::array<std::optional<int>, 2> role;
  std::array<std::optional<int>, 2> characters;
  std::array<std::optional<int>, 2> outfits;
  std::optional<int> tower;
  /// arena_vec extension (2P only): per agent, the CPU level that plays its fighter.
  std::array<std::optional<int>, 2> cpu;
};

/// Parses the "game_data" map (the TOML as Python parsed it) into the engine's data.
std::shared_ptr<const fight::GameData> parse_tower_game_data(const core::Config& game_data);

/// Parses the env settings; `data` supplies the attack table.
TowerSettings parse_tower_settings(const core::Config& config, const fight::GameData& data);

/// Parses episode options. Replaces all options: a missing key takes its default.
TowerOptions parse_tower_options(const core::Config& options, const TowerSettings& settings,
                                 const fight::GameData& data);

/// The spec of an env with these settings (observation, info and action layout).
core::EnvSpec tower_spec(const TowerSettings& settings, const fight::GameData& data);

}  // namespace arena::games::tower
