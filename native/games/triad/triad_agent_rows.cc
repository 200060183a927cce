// The agent-row layout: its spec, and TriadEnv::write_agent_rows, which writes agent 0's rows
// the usual way (own fighter's block first) and agent 1's by copying what both rows share
// (the frame is drawn once) and rewriting what is role-relative.
#include "native/games/triad/triad_agent_rows.h"

#include <cstdint>
#include <cstring>
#include <string>
#include <utility>

#include "native/games/triad/triad_env.h"
#include "native/games/fight/ram_table.h"

namespace arena::games::triad {
namespace {

constexpr int kAgents = 2;

/// "P1.health" -> "own.health", "P2.health" -> "opp.health"; other names unchanged.
std::string role_relative(const std::string& name) {
  if (name.rfind("P1.", 0) == 0) return "own." + name.substr(3);
  if (name.rfind("P2.", 0) == 0) return "opp." + name.substr(3);
  return name;
}

bool is_per_player(const std::string& name) {
  return name == "settings.role" || name == "settings.characters" ||
         name == "settings.outfits";
}

}  // namespace

core::EnvSpec agent_rows_spec(core::EnvSpec spec) {
  for (core::ArraySpec& leaf : spec.observations) {
    leaf.name = role_relative(leaf.name);
    leaf.shape.insert(leaf.shape.begin(), kAgents);
  }
  for (core::ArraySpec& leaf : spec.infos) leaf.shape.insert(leaf.shape.begin(), kAgents);
  return spec;
}

AgentRowLayout agent_row_layout(const core::EnvSpec& spec) {
  AgentRowLayout layout;
  for (const core::ArraySpec& leaf : spec.observations) {
    layout.observation_bytes.push_back(leaf.row_bytes() / kAgents);
  }
  for (std::size_t i = 0; i < spec.infos.size(); ++i) {
    layout.info_bytes.push_back(spec.infos[i].row_bytes() / kAgents);
    if (is_per_player(spec.infos[i].name)) layout.per_player_infos.push_back(i);
  }
  return layout;
}

void TriadEnv::write_agent_rows(const core::OutputRow& row) const {
  // Agent 0: its own fighter's block first; its per-player infos are already in agent order.
  write_observations(row.observations, state_.drawn.role[0]);
  write_infos(row.infos);
  // Agent 1: the frame copied, the RAM leaves written from its side.
  const std::span<std::byte* const> obs = row.observations;
  for (std::size_t k = 0; k < obs.size(); ++k) {
    second_agent_[k] = obs[k] + agent_rows_.observation_bytes[k];
  }
  std::size_t ram = 0;
  if (settings_.include_frame) {
    std::memcpy(second_agent_[0], obs[0], agent_rows_.observation_bytes[0]);
    ram = 1;
  }
  fight::write_ram(state_.match, *data_,
            std::span<std::byte* const>(second_agent_).subspan(ram, obs.size() - ram),
            state_.drawn.role[1]);
  for (std::size_t k = 0; k < row.infos.size(); ++k) {
    std::memcpy(row.infos[k] + agent_rows_.info_bytes[k], row.infos[k],
                agent_rows_.info_bytes[k]);
  }
  for (std::size_t k : agent_rows_.per_player_infos) {  // int16 [agent 1's, agent 0's]
    std::byte* second = row.infos[k] + agent_rows_.info_bytes[k];
    int16_t entries[kAgents];
    std::memcpy(entries, second, sizeof(entries));
    std::swap(entries[0], entries[1]);
    std::memcpy(second, entries, sizeof(entries));
  }
}

}  // namespace arena::games::triad
