// The agent-row layout: its spec, its per-leaf row sizes, and agent 1's info rows copied from
// agent 0's with the per-player entries swapped.
#include "native/games/fight/agent_rows.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <string>
#include <utility>

namespace arena::games::fight {
namespace {

constexpr int kAgents = 2;

/// "P1.health" -> "own.health", "P2.health" -> "opp.health"; other names unchanged.
std::string role_relative(const std::string& name) {
  if (name.rfind("P1.", 0) == 0) return "own." + name.substr(3);
  if (name.rfind("P2.", 0) == 0) return "opp." + name.substr(3);
  return name;
}

bool is_per_player(const std::string& name, const std::vector<std::string>& more) {
  return name == "settings.role" || name == "settings.characters" || name == "settings.outfits" ||
         std::find(more.begin(), more.end(), name) != more.end();
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

AgentRowLayout agent_row_layout(const core::EnvSpec& spec,
                                const std::vector<std::string>& per_player_infos) {
  AgentRowLayout layout;
  for (const core::ArraySpec& leaf : spec.observations) {
    layout.observation_bytes.push_back(leaf.row_bytes() / kAgents);
  }
  for (std::size_t i = 0; i < spec.infos.size(); ++i) {
    layout.info_bytes.push_back(spec.infos[i].row_bytes() / kAgents);
    if (is_per_player(spec.infos[i].name, per_player_infos)) layout.per_player_infos.push_back(i);
  }
  return layout;
}

void copy_infos_to_second_agent(const core::OutputRow& row, const AgentRowLayout& layout) {
  for (std::size_t k = 0; k < row.infos.size(); ++k) {
    std::memcpy(row.infos[k] + layout.info_bytes[k], row.infos[k], layout.info_bytes[k]);
  }
  for (std::size_t k : layout.per_player_infos) {  // int16 [agent 1's, agent 0's]
    std::byte* second = row.infos[k] + layout.info_bytes[k];
    int16_t entries[kAgents];
    std::memcpy(entries, second, sizeof(entries));
    std::swap(entries[0], entries[1]);
    std::memcpy(second, entries, sizeof(entries));
  }
}

}  // namespace arena::games::fight
