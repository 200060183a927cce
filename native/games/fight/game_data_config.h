// Reads characters and moves out of a game's TOML (handed to C++ as a core::Config tree by
// Python) into the engine's plain GameData. Every value is range-checked here too, and every
// error names the full config path (e.g. "game_data.characters[2].moves[5].startup"), so a bad
// file fails when the env is made, never during a step.
#pragma once

#include <string>
#include <string_view>

#include "native/core/config.h"
#include "native/games/fight/game_data.h"

namespace arena::games::fight {

/// Parses `game_data.characters` (the [[characters]] tables) using `button_names` to resolve
/// the `buttons` lists of moves. Also derives each character's move parse order
/// and checks it has a standing strike without motion (the CPU's fallback). Throws
/// std::invalid_argument naming the path, the value and what is allowed.
std::vector<CharacterData> parse_characters(const core::Config& characters,
                                            const std::vector<std::string>& button_names);

/// Throws std::invalid_argument "<game>: config '<path>.<key>': <what>" (no "<game>: " when `game`
/// is empty): a bad or missing `node[key]`.
[[noreturn]] void refuse_key(const core::Config& node, std::string_view key,
                             const std::string& what, std::string_view game = {});

/// Checked integer read: `node[key]` must be an int in [low, high]. Throws std::invalid_argument
/// "config '<path>.<key>': missing (an int in [low, high])" or "...: <value> is outside [low,
/// high]", prefixed "<game>: " by the overload that takes the game.
int64_t int_in_range(const core::Config& node, std::string_view key, int64_t low, int64_t high);
int64_t int_in_range(std::string_view game, const core::Config& node, std::string_view key,
                     int64_t low, int64_t high);

/// Checked bool read: `node[key]`, which must be there ("<game>: config '<path>.<key>': missing").
bool required_bool(std::string_view game, const core::Config& node, std::string_view key);

/// Like int_in_range, but returns `fallback` when the key is missing.
int64_t int_in_range_or(const core::Config& node, std::string_view key, int64_t low, int64_t high,
                        int64_t fallback);

/// Checked bool read: `node[key]`, or `fallback` when the key is missing.
bool bool_or(const core::Config& node, std::string_view key, bool fallback);

/// Checked list of strings at `node[key]`.
std::vector<std::string> string_list(const core::Config& node, std::string_view key);

}  // namespace arena::games::fight
