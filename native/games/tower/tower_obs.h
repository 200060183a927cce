// Tower's RAM observation: DIAMBRA's keys (stage, timer and, per player, side, wins, character,
// health), the positional extras every fight-engine game gives (where each fighter is, its
// posture, what it is doing, the phase, kind and height of its move, its projectile), umk3's
// extra `aggressor_bar`, and tower's run meter (`run_bar`).
// One table declares the leaves for the spec and writes them; configs/games/tower.toml
// declares the same extras for Python ([[game.player_extras]]) and check_player_extras holds
// the file to this table when an env is made.
#pragma once

#include <cstddef>
#include <span>
#include <string>
#include <vector>

#include "native/core/array_spec.h"
#include "native/core/config.h"
#include "native/games/fight/game_data.h"
#include "native/games/tower/tower_state.h"

namespace arena::games::tower {

/// A spec leaf of `shape` holding values in [low, high] (int16 unless told).
core::ArraySpec box_leaf(const std::string& name, std::vector<int64_t> shape, double low,
                         double high, core::DType dtype = core::DType::kInt16);

/// Appends the RAM observation leaves to `spec.observations`, in the order write_ram writes
/// them: "stage", "timer", then "P1.<key>" and "P2.<key>".
void add_ram_leaves(core::EnvSpec& spec, const fight::GameData& data);

/// Writes the RAM leaves of `state` (one int16 each). P1 is fighter 0. The first player block
/// describes fighter `first` (0 for DIAMBRA's P1/P2; the agent-row layout writes its own
/// fighter first).
void write_ram(const TowerMatch& state, const fight::GameData& data,
               std::span<std::byte* const> leaves, int first = 0);

/// Throws std::invalid_argument, naming the path, unless the `player_extras` list of `game`
/// declares this file's extras in order with the same spaces.
void check_player_extras(const core::Config& game);

}  // namespace arena::games::tower
