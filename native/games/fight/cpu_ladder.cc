// The [cpu] table read into a CpuLadder (cpu_ladder.h), every value checked, and a ladder's
// knobs as named tables for the spec.
#include "native/games/fight/cpu_ladder.h"

#include <array>
#include <iterator>
#include <stdexcept>
#include <string>

#include "native/games/fight/env_config.h"
#include "native/games/fight/fight_state.h"

namespace arena::games::fight {
namespace {

struct KnobKey {
  std::string_view name;
  uint8_t CpuKnobs::*field;
  int high;  // chances: out of 256; the reaction delay: the CPU's memory; footsies, wary: 0/1
};

constexpr std::array<KnobKey, 16> kKnobKeys = {{
    {"reaction", &CpuKnobs::reaction, kCpuMemory - 1},
    {"react", &CpuKnobs::react, 255},
    {"read_level", &CpuKnobs::read_level, 255},
    {"anti_air", &CpuKnobs::anti_air, 255},
    {"punish", &CpuKnobs::punish, 255},
    {"execution", &CpuKnobs::execution, 255},
    {"adapt", &CpuKnobs::adapt, 255},
    {"spacing", &CpuKnobs::spacing, 255},
    {"aggression", &CpuKnobs::aggression, 255},
    {"escape", &CpuKnobs::escape, 255},
    {"combo", &CpuKnobs::combo, 255},
    {"input_read", &CpuKnobs::input_read, kCpuMemory - 1},
    {"patience", &CpuKnobs::patience, 255},
    {"footsies", &CpuKnobs::footsies, 1},
    {"caution", &CpuKnobs::caution, 2},
    {"wary", &CpuKnobs::wary, 1},
}};

/// `cpu[key]`: a list of `n_levels` ints in [low, high].
std::vector<int> level_list(const core::Config& cpu, std::string_view key, int n_levels, int low,
                            int high) {
  const std::string where = "config '" + cpu.path() + "." + std::string(key) + "': ";
  const std::string wanted = "expected a list of " + std::to_string(n_levels) + " ints in [" +
                             std::to_string(low) + ", " + std::to_string(high) +
                             "], one per difficulty level";
  const core::Config& node = cpu.get(key);
  if (node.is_none()) throw std::invalid_argument(where + "missing (" + wanted + ")");
  if (!node.is_list() || static_cast<int>(node.as_list().size()) != n_levels) {
    const std::string found =
        node.is_list() ? std::to_string(node.as_list().size()) + " values" : "not a list";
    throw std::invalid_argument(where + wanted + ", got " + found);
  }
  std::vector<int> values;
  for (const core::Config& item : node.as_list()) {
    const int64_t value = item.as_int();
    if (value < low || value > high) {
      throw std::invalid_argument(where + std::to_string(value) + " is outside [" +
                                  std::to_string(low) + ", " + std::to_string(high) + "]");
    }
    values.push_back(static_cast<int>(value));
  }
  return values;
}

/// An input read is a shortcut past sight: 0 (none) or sooner than the level's reaction.
void check_input_read(const core::Config& cpu, const CpuLadder& ladder) {
  for (int level = 1; level <= ladder.n_levels(); ++level) {
    const CpuKnobs& k = ladder.knobs(level);
    if (k.input_read != 0 && k.input_read >= k.reaction) {
      throw std::invalid_argument(
          "config '" + cpu.path() + ".input_read': " + std::to_string(k.input_read) + " at level " +
          std::to_string(level) + " is not sooner than its reaction (" +
          std::to_string(k.reaction) + "); allowed: 0 (no input read) or 1.." +
          std::to_string(k.reaction - 1));
    }
  }
}

}  // namespace

CpuLadder kit_cpu_ladder() {
  CpuLadder ladder;
  ladder.levels.assign(std::begin(kCpuKnobs), std::end(kCpuKnobs));
  return ladder;
}

CpuLadder with_top_levels(CpuLadder ladder, int levels,
                          const std::vector<std::vector<int16_t>>& extras) {
  const int top = static_cast<int>(std::size(kCpuTopKnobs));
  ladder.levels.insert(ladder.levels.end(), std::begin(kCpuTopKnobs) + (top - levels),
                       std::end(kCpuTopKnobs));
  for (size_t knob = 0; knob < ladder.extras.size(); ++knob) {
    if (static_cast<int>(extras.at(knob).size()) != levels) {
      throw std::logic_error("with_top_levels: a game knob lacks values for the added levels");
    }
    ladder.extras[knob].insert(ladder.extras[knob].end(), extras.at(knob).begin(),
                               extras.at(knob).end());
  }
  return ladder;
}

std::vector<std::pair<std::string, std::vector<int32_t>>> knob_tables(
    const CpuLadder& ladder, int n_levels, const std::vector<CpuExtraKey>& extras) {
  std::vector<std::pair<std::string, std::vector<int32_t>>> tables;
  const auto add = [&](std::string_view name, const auto& value_at) {
    std::vector<int32_t> values;
    for (int level = 1; level <= n_levels; ++level) values.push_back(value_at(level));
    tables.emplace_back("cpu." + std::string(name), std::move(values));
  };
  for (const KnobKey& key : kKnobKeys) {
    add(key.name, [&](int level) { return ladder.knobs(level).*key.field; });
  }
  for (size_t which = 0; which < extras.size(); ++which) {
    add(extras[which].name, [&](int level) { return ladder.extra(static_cast<int>(which), level); });
  }
  return tables;
}

CpuLadder parse_cpu_ladder(std::string_view game, const core::Config& cpu, int n_levels,
                           const std::vector<CpuExtraKey>& extras, const CpuLadder* built_in) {
  if (cpu.is_none()) {
    CpuLadder ladder = built_in != nullptr ? *built_in : kit_cpu_ladder();
    if (ladder.extras.size() != extras.size()) {
      throw std::logic_error(std::string(game) +
                             ": the built-in CPU ladder lacks the game's knobs");
    }
    if (n_levels > ladder.n_levels()) {
      throw std::invalid_argument(std::string(game) + ": difficulty levels 1.." +
                                  std::to_string(n_levels) + " need a [cpu] table (the built-in " +
                                  "CPU ladder has " + std::to_string(ladder.n_levels()) +
                                  " levels)");
    }
    return ladder;
  }
  CpuLadder ladder;
  std::vector<std::string_view> known;
  for (const KnobKey& key : kKnobKeys) known.push_back(key.name);
  for (const CpuExtraKey& key : extras) known.push_back(key.name);
  reject_unknown_keys(game, cpu, known, "[cpu] key");
  ladder.levels.resize(static_cast<size_t>(n_levels));
  for (const KnobKey& key : kKnobKeys) {
    const std::vector<int> values = level_list(cpu, key.name, n_levels, 0, key.high);
    for (int level = 0; level < n_levels; ++level) {
      ladder.levels[level].*key.field = static_cast<uint8_t>(values[level]);
    }
  }
  for (const CpuExtraKey& key : extras) {
    const std::vector<int> values = level_list(cpu, key.name, n_levels, key.low, key.high);
    ladder.extras.emplace_back(values.begin(), values.end());
  }
  check_input_read(cpu, ladder);
  return ladder;
}

}  // namespace arena::games::fight
