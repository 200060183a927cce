// The agent-row layout of a 2P fighting env (setting `agent_rows`), for batched self-play: every
// observation and info leaf gets a leading axis of 2, one row per agent, so N fights give 2N
// rows. Rows are role-relative: agent a's row names its own fighter "own" and the other "opp"
// (DIAMBRA's "P1"/"P2" blocks, reordered), and its per-player settings infos (role,
// characters, outfits) list its own entry first. Everything else (frame, stage, timer, the
// round flags, the engine.p1_/p2_ leaves, which stay absolute) is the same in both rows, so
// one policy can play either side and swapping the agents swaps the rows.
#pragma once

#include <cstddef>
#include <cstring>
#include <span>
#include <string>
#include <vector>

#include "native/core/array_spec.h"
#include "native/core/env.h"

namespace arena::games::fight {

/// Bytes of one agent's row of every leaf, and the info leaves holding one entry per player.
struct AgentRowLayout {
  std::vector<std::size_t> observation_bytes;
  std::vector<std::size_t> info_bytes;
  std::vector<std::size_t> per_player_infos;  // indices into EnvSpec::infos
};

/// The agent-row form of a 2P spec: "P1." / "P2." leaves renamed "own." / "opp.", and a
/// leading axis of 2 on every observation and info leaf.
core::EnvSpec agent_rows_spec(core::EnvSpec spec);

/// The layout of an agent-row spec (one made by agent_rows_spec). The per-player infos are
/// settings.role, settings.characters, settings.outfits and the game's `per_player_infos`.
AgentRowLayout agent_row_layout(const core::EnvSpec& spec,
                                const std::vector<std::string>& per_player_infos = {});

/// Copies agent 0's info rows to agent 1's, swapping the per-player entries (int16 pairs).
void copy_infos_to_second_agent(const core::OutputRow& row, const AgentRowLayout& layout);

/// Writes agent 1's rows once agent 0's are written: the frame (observation leaf 0 when
/// `has_frame`) copied, the RAM leaves written by `write_ram(leaves)` from agent 1's side, the
/// infos copied with the per-player entries swapped. `scratch` holds one pointer per
/// observation leaf (scratch, never part of the state).
template <typename WriteRam>
void write_second_agent(const core::OutputRow& row, const AgentRowLayout& layout, bool has_frame,
                        std::vector<std::byte*>& scratch, WriteRam&& write_ram) {
  const std::span<std::byte* const> obs = row.observations;
  for (std::size_t k = 0; k < obs.size(); ++k) scratch[k] = obs[k] + layout.observation_bytes[k];
  const std::size_t ram = has_frame ? 1 : 0;
  if (has_frame) std::memcpy(scratch[0], obs[0], layout.observation_bytes[0]);
  write_ram(std::span<std::byte* const>(scratch).subspan(ram, obs.size() - ram));
  copy_infos_to_second_agent(row, layout);
}

}  // namespace arena::games::fight
