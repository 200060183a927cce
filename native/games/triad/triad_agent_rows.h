// The agent-row layout of a 2P triad env (setting `agent_rows`), for batched self-play: every
// observation and info leaf gets a leading axis of 2, one row per agent, so N fights give 2N
// rows. Rows are role-relative: agent a's row names its own fighter "own" and the other "opp"
// (DIAMBRA's "P1"/"P2" blocks, reordered), and its per-player settings infos (role,
// characters, outfits) list its own entry first. Everything else (frame, stage, timer, the
// round flags, the engine.p1_/p2_ leaves, which stay absolute) is the same in both rows, so
// one policy can play either side and swapping the agents swaps the rows.
#pragma once

#include <cstddef>
#include <vector>

#include "native/core/array_spec.h"

namespace arena::games::triad {

/// Bytes of one agent's row of every leaf, and the info leaves holding one entry per player.
struct AgentRowLayout {
  std::vector<std::size_t> observation_bytes;
  std::vector<std::size_t> info_bytes;
  std::vector<std::size_t> per_player_infos;  // indices into EnvSpec::infos
};

/// The agent-row form of a 2P spec: "P1." / "P2." leaves renamed "own." / "opp.", and a
/// leading axis of 2 on every observation and info leaf.
core::EnvSpec agent_rows_spec(core::EnvSpec spec);

/// The layout of an agent-row spec (one made by agent_rows_spec).
AgentRowLayout agent_row_layout(const core::EnvSpec& spec);

}  // namespace arena::games::triad
