// Ronin's environment settings (fixed when an env is made), its episode options (changed at
// reset) and the EnvSpec they imply. The keys follow triad's contract with the Python layer
// (native/games/triad/triad_config.h); like DIAMBRA's samsh5sp, ronin has no game-specific
// setting, and its attack table is samsh5sp's shape: 11 attacks with button combinations, 5
// without. Every bad value raises std::invalid_argument naming the setting, the value and what
// is allowed.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>

#include "native/core/array_spec.h"
#include "native/core/config.h"
#include "native/games/fight/game_data.h"

namespace arena::games::ronin {

inline constexpr int kNativeFrameHeight = 224;
inline constexpr int kNativeFrameWidth = 320;
inline constexpr int kMoves = 9;
inline constexpr int kAttacksWithCombinations = 11;
inline constexpr int kAttacksWithoutCombinations = 5;

/// Settings fixed for an env's lifetime.
struct RoninSettings {
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
struct RoninOptions {
  std::optional<int> difficulty;
  double continue_game = 0.0;
  bool show_final = false;
  std::array<std::optional<int>, 2> role;
  std::array<std::optional<int>, 2> characters;
  std::array<std::optional<int>, 2> outfits;
  /// arena_vec extension (2P only): per agent, the CPU level that plays its fighter.
  std::array<std::optional<int>, 2> cpu;
};

/// Parses the "game_data" map (the TOML as Python parsed it) into the engine's data.
std::shared_ptr<const fight::GameData> parse_ronin_game_data(const core::Config& game_data);

/// Parses the env settings; `data` supplies the attack table.
RoninSettings parse_ronin_settings(const core::Config& config, const fight::GameData& data);

/// Parses episode options. Replaces all options: a missing key takes its default.
RoninOptions parse_ronin_options(const core::Config& options, const RoninSettings& settings,
                                 const fight::GameData& data);

/// The spec of an env with these settings (observation, info and action layout).
core::EnvSpec ronin_spec(const RoninSettings& settings, const fight::GameData& data);

}  // namespace arena::games::ronin
