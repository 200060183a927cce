// The RAM observation every fighting game shares: DIAMBRA's keys (stage, timer and, per player,
// side, wins, character, health), then per player the positional extras that let an agent
// without frames see the fight (where each fighter is, its posture, what it is doing, the
// phase, kind and height of its move, its projectile), then the game's own extras. One table
// declares the leaves for the spec and writes them, so the two cannot drift apart; each game's
// TOML declares the same extras for Python ([[game.player_extras]], with their documentation)
// and check_player_extras holds the file to the tables when an env is made.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "native/core/array_spec.h"
#include "native/core/config.h"
#include "native/games/fight/fight_state.h"
#include "native/games/fight/game_data.h"

namespace arena::games::fight {

/// One per-player extra's key and space: Discrete over [low, high], or a Box.
struct ExtraSpace {
  const char* key;
  bool discrete;
  int16_t low;
  int16_t high;
};

/// The positional extras, in the order they are written after DIAMBRA's per-player keys.
std::span<const ExtraSpace> positional_extras();

/// A spec leaf of `shape` holding values in [low, high] (int16 unless told).
core::ArraySpec box_leaf(const std::string& name, std::vector<int64_t> shape, double low,
                         double high, core::DType dtype = core::DType::kInt16);

/// A scalar int16 Discrete leaf with values in [low, high].
core::ArraySpec discrete_leaf(const std::string& name, double low, double high);

/// Appends the RAM leaves to `spec.observations`, in the order write_ram writes them: "stage",
/// "timer", then "P1.<key>" and "P2.<key>" for DIAMBRA's keys, the positional extras and
/// `game_extras`.
void add_ram_leaves(core::EnvSpec& spec, const GameData& data,
                    std::span<const ExtraSpace> game_extras = {});

/// Throws std::invalid_argument, naming the path, unless the `player_extras` list of `game`
/// (the TOML's [game] table) declares the positional extras and then `game_extras`, in order,
/// with the same spaces: `values` with one label per value of a Discrete key, `range = [low,
/// high]` for a Box key.
void check_player_extras(const core::Config& game, std::string_view game_name,
                         std::span<const ExtraSpace> game_extras = {});

/// Writes one int16 leaf.
inline void put_leaf(std::byte* out, int16_t value) { std::memcpy(out, &value, sizeof(value)); }

/// Writes each value as an int16 leaf, in order, from `out` on; returns the next leaf.
template <typename... Values>
std::byte* const* put_leaves(std::byte* const* out, Values... values) {
  (put_leaf(*out++, static_cast<int16_t>(values)), ...);
  return out;
}

/// Writes fighter `index`'s DIAMBRA keys and positional extras from `out` on; returns the
/// next leaf.
std::byte* const* write_player_ram(const MatchState& match, int index, const GameData& data,
                                   std::byte* const* out);

/// Writes the RAM leaves of `match` to `leaves`, the env row's pointers for the leaves
/// add_ram_leaves declared. P1 is fighter 0 (the one starting on the left); the first player
/// block describes fighter `first` (0 for DIAMBRA's P1/P2; the agent-row layout writes its own
/// fighter first, as "own", then the other as "opp"). `write_game_extras(index, out)` writes
/// the game's extras of fighter `index` and returns the next leaf.
template <typename WriteGameExtras>
void write_ram(const MatchState& match, const GameData& data, std::span<std::byte* const> leaves,
               int first, WriteGameExtras&& write_game_extras) {
  std::byte* const* out = leaves.data();
  put_leaf(*out++, match.stage);
  put_leaf(*out++, match.timer);
  for (int block = 0; block < kMaxPlayers; ++block) {
    const int index = block ^ first;
    out = write_game_extras(index, write_player_ram(match, index, data, out));
  }
}

/// write_ram for a game without extras of its own.
inline void write_ram(const MatchState& match, const GameData& data,
                      std::span<std::byte* const> leaves, int first = 0) {
  write_ram(match, data, leaves, first, [](int, std::byte* const* out) { return out; });
}

}  // namespace arena::games::fight
