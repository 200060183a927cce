// Parry's environment settings (fixed when an env is made), its episode options (changed at
// reset, `super_art` among them) and the EnvSpec they imply. The keys follow triad's contract
// with the Python layer (native/games/triad/triad_config.h); parry adds the episode option
// `super_art` (DIAMBRA's name and range: per player, 1..3 or None for a draw) and a tenth
// attack. Every bad value raises std::invalid_argument naming the setting, the value and what
// is allowed.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>

#include "native/core/array_spec.h"
#include "native/core/config.h"
#include "native/games/fight/game_data.h"

namespace arena::games::parry {

inline constexpr int kNativeFrameHeight = 224;
inline constexpr int kNativeFrameWidth = 384;
inline constexpr int kMoves = 9;
inline constexpr int kAttacksWithCombinations = 10;
inline constexpr int kAttacksWithoutCombinations = 7;

/// Settings fixed for an env's lifetime.
struct ParrySettings {
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
  int n_attacks = kAttacksWithCombinations;
  /// Buttons pressed by each attack index (from the TOML's [game] attacks).
  std::array<uint8_t, kAttacksWithCombinations> attack_buttons = {};
};

/// Episode options; an empty optional means "draw at every reset from the env's RNG".
struct ParryOptions {
  std::optional<int> difficulty;
  double continue_game = 0.0;
  bool show_final = false;
  std::array<std::optional<int>, 2> role;
  std::array<std::optional<int>, 2> characters;
  std::array<std::optional<int>, 2> outfits;
  std::array<std::optional<int>, 2> super_art;
  /// arena_vec extension (2P only): per agent, the CPU level that plays its fighter.
  std::array<std::optional<int>, 2> cpu;
};

/// Parses the "game_data" map (the TOML as Python parsed it) into the engine's data.
std::shared_ptr<const fight::GameData> parse_parry_game_data(const core::Config& game_data);

/// Parses the env settings; `data` supplies the attack table.
ParrySettings parse_parry_settings(const core::Config& config, const fight::GameData& data);

/// Parses episode options. Replaces all options: a missing key takes its default.
ParryOptions parse_parry_options(const core::Config& options, const ParrySettings& settings,
                                 const fight::GameData& data);

/// The spec of an env with these settings (observation, info and action layout).
core::EnvSpec parry_spec(const ParrySettings& settings, const fight::GameData& data);

}  // namespace arena::games::parry
