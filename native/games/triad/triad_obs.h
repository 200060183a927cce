// triad's RAM observation: DIAMBRA's keys (stage, timer and, per player, side, wins, character,
// health) and triad's per-player extras, which let an agent without frames see the fight:
// where each fighter is, its posture, what it is doing, the phase, kind and height of its move
// and its projectile. This file declares those leaves for the spec and writes them, from one
// table, so the two cannot drift apart. configs/games/triad.toml declares the same extras for
// Python ([[game.player_extras]], with their documentation); check_player_extras holds the
// file to this table when an env is made.
#pragma once

#include <cstddef>
#include <span>
#include <string>
#include <vector>

#include "native/core/array_spec.h"
#include "native/core/config.h"
#include "native/games/fight/fight_state.h"
#include "native/games/fight/game_data.h"

namespace arena::games::triad {

/// A spec leaf of `shape` holding values in [low, high] (int16 unless told).
core::ArraySpec box_leaf(const std::string& name, std::vector<int64_t> shape, double low,
                         double high, core::DType dtype = core::DType::kInt16);

/// A scalar int16 Discrete leaf with values in [low, high].
core::ArraySpec discrete_leaf(const std::string& name, double low, double high);

/// Appends the RAM observation leaves to `spec.observations`, in the order write_ram writes
/// them: "stage", "timer", then "P1.<key>" and "P2.<key>" for DIAMBRA's keys and the extras.
void add_ram_leaves(core::EnvSpec& spec, const fight::GameData& data);

/// Writes the RAM leaves of `match` (one int16 each) to `leaves`, the env row's pointers for
/// the leaves add_ram_leaves declared. P1 is fighter 0 (the one starting on the left). The
/// first player block describes fighter `first` (0 for DIAMBRA's P1/P2; the agent-row
/// layout writes its own fighter first, as "own", then the other as "opp").
void write_ram(const fight::MatchState& match, const fight::GameData& data,
               std::span<std::byte* const> leaves, int first = 0);

/// Throws std::invalid_argument, naming the path, unless the `player_extras` list of `game`
/// (the TOML's [game] table) declares this file's extras in order with the same spaces:
/// `values` with one label per value of a Discrete key, `range = [low, high]` for a Box key.
void check_player_extras(const core::Config& game);

}  // namespace arena::games::triad
