// Parsing and evaluating episode control's end condition (see episode_condition.h).
#include "native/core/episode_condition.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <sstream>
#include <stdexcept>
#include <string>

namespace arena::core {
namespace {

// Leaves with more elements (frames) are not RAM values: a condition cannot name them.
constexpr int64_t kMaxLeafElements = 64;

struct OpName {
  const char* name;
  ConditionOp op;
};
constexpr OpName kOps[] = {{"<", ConditionOp::kLess},
                           {"<=", ConditionOp::kLessEqual},
                           {">", ConditionOp::kGreater},
                           {">=", ConditionOp::kGreaterEqual},
                           {"==", ConditionOp::kEqual},
                           {"!=", ConditionOp::kNotEqual},
                           {"unchanged", ConditionOp::kUnchanged}};

bool nameable(const ArraySpec& leaf) { return leaf.num_elements() <= kMaxLeafElements; }

std::string leaf_names(std::span<const ArraySpec> observations, std::span<const ArraySpec> infos) {
  std::string names;
  for (std::span<const ArraySpec> leaves : {observations, infos}) {
    for (const ArraySpec& leaf : leaves) {
      if (!nameable(leaf)) continue;
      names += names.empty() ? "" : ", ";
      names += leaf.name;
      if (leaf.num_elements() > 1) names += "[0.." + std::to_string(leaf.num_elements() - 1) + "]";
    }
  }
  return names;
}

// Finds "name" or "name[k]" among the leaves; sets the clause's leaf, element and dtype.
void find_leaf(const std::string& key, const std::string& text,
               std::span<const ArraySpec> observations, std::span<const ArraySpec> infos,
               ConditionClause& clause) {
  std::string name = text;
  int64_t element = -1;
  const std::size_t open = text.find('[');
  if (open != std::string::npos && text.back() == ']' && open + 2 < text.size()) {
    const std::string digits = text.substr(open + 1, text.size() - open - 2);
    if (digits.find_first_not_of("0123456789") == std::string::npos && digits.size() <= 6) {
      name = text.substr(0, open);
      element = std::stoll(digits);
    }
  }
  const std::string allowed = "one of the env's leaves (a leaf of n elements as name[i]): " +
                              leaf_names(observations, infos);
  for (bool info : {false, true}) {
    std::span<const ArraySpec> leaves = info ? infos : observations;
    for (std::size_t k = 0; k < leaves.size(); ++k) {
      const ArraySpec& leaf = leaves[k];
      if (leaf.name != name || !nameable(leaf)) continue;
      const int64_t count = leaf.num_elements();
      if (element < 0 && count > 1) refuse_control(key, "'" + text + "'", allowed);
      if (element >= count) refuse_control(key, "'" + text + "'", allowed);
      clause.info = info;
      clause.leaf = static_cast<int>(k);
      clause.element = static_cast<int>(std::max<int64_t>(element, 0));
      clause.dtype = leaf.dtype;
      return;
    }
  }
  refuse_control(key, "'" + text.substr(0, 60) + "'", allowed);
}

const ArraySpec& leaf_of(const ConditionClause& clause, std::span<const ArraySpec> observations,
                         std::span<const ArraySpec> infos) {
  return clause.info ? infos[clause.leaf] : observations[clause.leaf];
}

ConditionClause parse_clause(const Config& node, const std::string& key,
                             std::span<const ArraySpec> observations,
                             std::span<const ArraySpec> infos) {
  if (!node.is_map()) {
    refuse_control(key, "a " + std::string(node.is_list() ? "list" : "value"),
                   "a clause {leaf, op, value}");
  }
  for (const auto& [name, value] : node.as_map()) {
    if (name != "leaf" && name != "op" && name != "value") {
      refuse_control(key + "." + name.substr(0, 40), "(an unknown key)",
                     "the keys leaf, op, value");
    }
  }
  ConditionClause clause;
  find_leaf(key + ".leaf", node.at("leaf").as_string(), observations, infos, clause);
  const std::string& op = node.at("op").as_string();
  std::string ops;
  bool known = false;
  for (const OpName& entry : kOps) {
    ops += std::string(ops.empty() ? "" : ", ") + "'" + entry.name + "'";
    if (op == entry.name) {
      clause.op = entry.op;
      known = true;
    }
  }
  if (!known) refuse_control(key + ".op", "'" + op.substr(0, 20) + "'", "one of " + ops);
  const Config& value = node.at("value");
  if (clause.op == ConditionOp::kUnchanged) {
    const int64_t steps = value.as_int();
    if (steps < 1 || steps > kMaxEpisodeSteps) {
      refuse_control(key + ".value", std::to_string(steps),
                     "a step count in 1.." + std::to_string(kMaxEpisodeSteps) + " for 'unchanged'");
    }
    clause.steps = static_cast<int32_t>(steps);
    return clause;
  }
  const double threshold = value.as_double();
  const ArraySpec& leaf = leaf_of(clause, observations, infos);
  const bool per_element = leaf.lows.size() == static_cast<std::size_t>(leaf.num_elements());
  const double low = per_element ? leaf.lows[clause.element] : leaf.low;
  const double high = per_element ? leaf.highs[clause.element] : leaf.high;
  if (!std::isfinite(threshold) || threshold < low || threshold > high) {
    refuse_control(key + ".value", number_text(threshold),
                   "a number in [" + number_text(low) + ", " + number_text(high) + "] (" +
                       leaf.name + "'s range)");
  }
  clause.threshold = threshold;
  return clause;
}

double read(const ConditionClause& clause, std::span<std::byte* const> observations,
            std::span<std::byte* const> infos) {
  const std::byte* row = (clause.info ? infos : observations)[clause.leaf];
  const std::byte* at = row + dtype_size(clause.dtype) * static_cast<std::size_t>(clause.element);
  auto load = [at]<typename T>(T) {
    T value;
    std::memcpy(&value, at, sizeof(T));
    return static_cast<double>(value);
  };
  switch (clause.dtype) {
    case DType::kBool:
      return load(uint8_t{}) != 0.0 ? 1.0 : 0.0;
    case DType::kUInt8:
      return load(uint8_t{});
    case DType::kInt8:
      return load(int8_t{});
    case DType::kInt16:
      return load(int16_t{});
    case DType::kInt32:
      return load(int32_t{});
    case DType::kInt64:
      return load(int64_t{});
    case DType::kFloat32:
      return load(float{});
    case DType::kFloat64:
      return load(double{});
  }
  return 0.0;
}

bool compare(ConditionOp op, double value, double threshold) {
  switch (op) {
    case ConditionOp::kLess:
      return value < threshold;
    case ConditionOp::kLessEqual:
      return value <= threshold;
    case ConditionOp::kGreater:
      return value > threshold;
    case ConditionOp::kGreaterEqual:
      return value >= threshold;
    case ConditionOp::kEqual:
      return value == threshold;
    case ConditionOp::kNotEqual:
      return value != threshold;
    case ConditionOp::kUnchanged:
      return false;
  }
  return false;
}

}  // namespace

void refuse_control(const std::string& key, const std::string& value, const std::string& allowed) {
  throw std::invalid_argument("episode_control." + key + "=" + value +
                              " is not allowed; expected " + allowed);
}

std::string number_text(double value) {
  std::ostringstream text;
  text << value;
  return text.str();
}

EndCondition parse_end_condition(const Config& control, std::span<const ArraySpec> observations,
                                 std::span<const ArraySpec> infos) {
  EndCondition condition;
  const Config& clauses = control.get("end_when");
  if (!clauses.is_none()) {
    for (const Config& node : clauses.as_list()) {
      const std::string key = "end_when[" + std::to_string(condition.clauses.size()) + "]";
      condition.clauses.push_back(parse_clause(node, key, observations, infos));
    }
  }
  const Config& combine = control.get("end_when_combine");
  if (!combine.is_none()) {
    const std::string& text = combine.as_string();
    if (text != "any" && text != "all") {
      refuse_control("end_when_combine", "'" + text.substr(0, 20) + "'", "'any' or 'all'");
    }
    condition.all = text == "all";
  }
  const Config& steps = control.get("end_when_steps");
  if (!steps.is_none()) {
    const int64_t value = steps.as_int();
    if (value < 1 || value > kMaxEpisodeSteps) {
      refuse_control("end_when_steps", std::to_string(value),
                     "an int in 1.." + std::to_string(kMaxEpisodeSteps));
    }
    condition.hold_steps = static_cast<int32_t>(value);
  }
  return condition;
}

void ConditionWatch::start(const EndCondition& condition, std::span<std::byte* const> observations,
                           std::span<std::byte* const> infos) {
  const std::size_t count = condition.clauses.size();
  last_.resize(count);
  unchanged_.assign(count, 0);
  for (std::size_t i = 0; i < count; ++i) {
    last_[i] = read(condition.clauses[i], observations, infos);
  }
  held_ = 0;
}

bool ConditionWatch::step(const EndCondition& condition, std::span<std::byte* const> observations,
                          std::span<std::byte* const> infos) {
  bool any = false;
  bool all = true;
  for (std::size_t i = 0; i < condition.clauses.size(); ++i) {
    const ConditionClause& clause = condition.clauses[i];
    const double value = read(clause, observations, infos);
    bool holds;
    if (clause.op == ConditionOp::kUnchanged) {
      unchanged_[i] = value == last_[i] ? std::min(unchanged_[i], clause.steps - 1) + 1 : 0;
      holds = unchanged_[i] >= clause.steps;
    } else {
      holds = compare(clause.op, value, clause.threshold);
    }
    last_[i] = value;
    any = any || holds;
    all = all && holds;
  }
  held_ = (condition.all ? all : any) ? std::min(held_, condition.hold_steps - 1) + 1 : 0;
  return held_ >= condition.hold_steps;
}

}  // namespace arena::core
