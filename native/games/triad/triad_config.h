// Triad's environment settings (fixed when an env is made), its episode options (changed at
// reset) and the EnvSpec they imply, exactly as in the contract with the Python layer
// (/work/notes/triad_contract.md). Every bad value raises std::invalid_argument naming the
// setting, the value and what is allowed.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>

#include "native/core/array_spec.h"
#include "native/core/config.h"
#include "native/games/fight/game_data.h"

namespace arena::games::triad {

inline constexpr int kNativeFrameHeight = 240;
inline constexpr int kNativeFrameWidth = 256;
inline constexpr int kMoves = 9;
inline constexpr int kAttacksWithCombinations = 8;
inline constexpr int kAttacksWithoutCombinations = 4;

/// Settings fixed for an env's lifetime.
struct TriadSettings {
  int n_players = 1;
  int step_ratio = 6;
  int frame_height = kNativeFrameHeight;  // resolved: 0 in frame_shape means native
  int frame_width = kNativeFrameWidth;
  int frame_channels = 3;                 // 3 = RGB, 1 = gray
  bool include_frame = true;
  std::array<bool, 2> multi_discrete = {true, true};
  bool attack_combinations = true;
  bool splash_screen = true;
  /// arena_vec extension (1P only): the CPU also plays the agent's fighter; actions are ignored.
  bool autoplay = false;
  /// arena_vec extension (2P only): the self-play row layout, one row per agent with
  /// role-relative observations and infos (triad_agent_rows.h).
  bool agent_rows = false;
  int n_attacks = kAttacksWithCombinations;
  /// Buttons pressed by each attack index (from the TOML's [game] attacks).
  std::array<uint8_t, kAttacksWithCombinations> attack_buttons = {};
};

/// Episode options; an empty optional means "draw at every reset from the env's RNG".
struct TriadOptions {
  std::optional<int> difficulty;
  double continue_game = 0.0;
  bool show_final = false;
  std::array<std::optional<int>, 2> role;
  std::array<std::optional<int>, 2> characters;
  std::array<std::optional<int>, 2> outfits;  // outfits to draw from (DIAMBRA's meaning)
  /// arena_vec extension (2P only): per agent, the CPU level that plays its fighter (empty:
  /// the agent's actions do).
  std::array<std::optional<int>, 2> cpu;
};

/// Parses the "game_data" map (the TOML as Python parsed it) into the engine's data.
std::shared_ptr<const fight::GameData> parse_triad_game_data(const core::Config& game_data);

/// Parses the env settings (see the contract for keys); `data` supplies the attack table.
TriadSettings parse_triad_settings(const core::Config& config, const fight::GameData& data);

/// Parses episode options. Replaces all options: a missing key takes its default (random for
/// difficulty, role, characters and outfits; continue_game 0.0; show_final false).
TriadOptions parse_triad_options(const core::Config& options, const TriadSettings& settings,
                                 const fight::GameData& data);

/// The spec of an env with these settings (observation, info and action layout).
core::EnvSpec triad_spec(const TriadSettings& settings, const fight::GameData& data);

}  // namespace arena::games::triad
