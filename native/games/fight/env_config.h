// What every fighting env's settings, episode options and spec share (DIAMBRA's settings and
// flags, arena_vec's autoplay, agent rows and CPU seats), parsed and validated once for all
// games. A game describes itself in a GameShape, adds its own settings, options and leaves
// around these, and calls the pieces in the order its layout needs. Every bad value raises
// std::invalid_argument naming the game, the setting, the value and what is allowed.
#pragma once

#include <array>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "native/core/array_spec.h"
#include "native/core/config.h"
#include "native/games/fight/game_data.h"

namespace arena::games::fight {

/// DIAMBRA's move table: no move plus 8 directions.
inline constexpr int kMoves = 9;
/// The most attack entries (no attack, buttons and button pairs) a game's table may hold.
inline constexpr int kMaxAttacks = 16;

/// What a game's settings and spaces are made of.
struct GameShape {
  const char* name;                  // the game id: prefixes every message
  std::vector<std::string> buttons;  // the TOML's [game] buttons, in order
  int attacks_with_combinations;     // DIAMBRA's attack counts, the no-attack entry included
  int attacks_without_combinations;
  int native_height = 0;  // the art's (fight_definition sets them from its layout)
  int native_width = 0;
  const CpuLadder* cpu_ladder = nullptr;     // the game's built-in ladder (none: the kit's)
  std::vector<CpuExtraKey> cpu_extras = {};  // the game's own per-level CPU knobs ([cpu] keys)
};

/// Settings fixed for an env's lifetime.
struct FightSettings {
  const char* game = "";  // the game's id (its shape's name): prefixes every message
  int n_players = 1;
  int step_ratio = 6;
  int frame_height = 0;  // resolved: the game's native size unless frame_shape says otherwise
  int frame_width = 0;
  int frame_channels = 3;  // 3 = RGB, 1 = gray
  bool include_frame = true;
  std::array<bool, 2> multi_discrete = {true, true};
  bool attack_combinations = true;
  bool splash_screen = true;
  /// arena_vec extension (1P only): the CPU also plays the agent's fighter; actions are ignored.
  bool autoplay = false;
  /// arena_vec extension (2P only): the self-play row layout, one row per agent with
  /// role-relative observations and infos (native/games/fight/agent_rows.h).
  bool agent_rows = false;
  int n_attacks = 0;
  /// Buttons pressed by each attack index (from the TOML's [game] attacks).
  std::array<uint8_t, kMaxAttacks> attack_buttons = {};
};

/// Episode options; an empty optional means "draw at every reset from the env's RNG".
struct FightOptions {
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

/// Per-player optional ints, as episode options hold them.
using PerPlayer = std::array<std::optional<int>, 2>;

/// Throws "<game>: <setting>=<value> is invalid; allowed: <allowed>".
[[noreturn]] void reject_setting(std::string_view game, std::string_view setting,
                                 std::string_view value, std::string_view allowed);

/// Refuses any key of `map` not in `known` ("<game>: unknown <what> '<key>'; allowed: ...").
void reject_unknown_keys(std::string_view game, const core::Config& map,
                         const std::vector<std::string_view>& known, const char* what);

/// None, or a list of `n_players` entries, each an int in [low, high] or None.
PerPlayer per_player(std::string_view game, const core::Config& options, std::string_view key,
                     int n_players, int low, int high);

/// The TOML's [game] table into `data`: its buttons (they must be the shape's), health, timer,
/// rounds, stages, difficulty and outfit ranges, and characters. `data.rules` must be set.
void parse_game_header(const core::Config& game_data, const GameShape& shape, GameData& data);

/// The env settings every fighting game takes; a game with settings of its own checks them.
FightSettings parse_fight_settings(const core::Config& config, const GameData& data,
                                   const GameShape& shape);

/// The episode options every fighting game takes, replacing all of them (a missing key takes
/// its default); `extra_keys` are the game's own options, which it parses itself.
FightOptions parse_fight_options(const core::Config& options, int n_players, const GameData& data,
                                 std::string_view game,
                                 std::initializer_list<std::string_view> extra_keys = {});

/// The spec's frame leaf, when the settings include the frame.
void add_frame_leaf(core::EnvSpec& spec, const FightSettings& settings);

/// The done flags and the settings.* infos every game reports.
void add_episode_infos(core::EnvSpec& spec, const FightSettings& settings, const GameData& data);

/// One player's engine.* infos for tests ("engine.p1_" ...): action, move, frame, phase, stun,
/// position, the last contact (up to `last_contact_kind`) and the input word of the step's
/// last frame (direction bits | held buttons << kHeldShift): with step_ratio 1 the whole input,
/// an agent's or the CPU's (behaviour cloning's labels; a press is a button held now and not
/// on the frame before).
void add_engine_infos(core::EnvSpec& spec, const std::string& prefix, uint8_t last_contact_kind);

/// The action sizes per player, and the native render shape.
void add_actions_and_render(core::EnvSpec& spec, const FightSettings& settings,
                            const GameShape& shape);

}  // namespace arena::games::fight
