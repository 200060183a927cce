// Reading and checking a wrapper plan, and the spec of the leaves it declares. Every refusal
// names the config entry (its path) and what is allowed.
#include "native/core/wrapper_plan.h"

#include <algorithm>
#include <initializer_list>
#include <numeric>
#include <set>
#include <stdexcept>
#include <string>
#include <string_view>

namespace arena::core {
namespace {

[[noreturn]] void refuse(const Config& node, const std::string& what) {
  throw std::invalid_argument("config '" + node.path() + "': " + what);
}

void reject_unknown(const Config& node, std::initializer_list<std::string_view> allowed) {
  for (const auto& [key, value] : node.as_map()) {
    if (std::find(allowed.begin(), allowed.end(), key) == allowed.end()) {
      refuse(value, "unknown entry; allowed: " + join_names({allowed.begin(), allowed.size()}));
    }
  }
}

int bounded_int(const Config& map, std::string_view key, int fallback, int low, int high) {
  const Config& node = map.get(key);
  if (node.is_none()) return fallback;
  const int64_t value = node.as_int();
  if (value < low || value > high) {
    refuse(node, std::to_string(value) + " is out of range; allowed " + std::to_string(low) + ".." +
                     std::to_string(high));
  }
  return static_cast<int>(value);
}

int find_leaf(const std::vector<ArraySpec>& leaves, const Config& node, const char* kind) {
  const std::string& name = node.as_string();
  for (std::size_t i = 0; i < leaves.size(); ++i) {
    if (leaves[i].name == name) return static_cast<int>(i);
  }
  std::string names;
  for (const ArraySpec& leaf : leaves) names += (names.empty() ? "" : ", ") + leaf.name;
  refuse(node, std::string("no ") + kind + " leaf '" + name + "'; the env has: " + names);
}

bool is_integer(DType dtype) { return dtype != DType::kFloat32 && dtype != DType::kFloat64; }

void parse_source(const Config& entry, const EnvSpec& inner, const WrapperPlan& plan,
                  OutputPlan& out) {
  const Config& source = entry.at("source");
  const std::string& kind = source.as_string();
  if (kind == "leaf" || kind == "own" || kind == "opponent") {
    out.leaf = find_leaf(inner.observations, entry.at("leaf"), "observation");
    if (out.leaf == plan.frame_leaf) {
      refuse(entry.at("leaf"), "the stacked frame is read through source 'frames'");
    }
    const ArraySpec& leaf = inner.observations[out.leaf];
    out.spec = leaf;
    if (kind != "leaf") {
      out.source = kind == "own" ? OutputSource::kOwn : OutputSource::kOpponent;
      out.other_leaf = find_leaf(inner.observations, entry.at("other_leaf"), "observation");
      const ArraySpec& other = inner.observations[out.other_leaf];
      if (other.dtype != leaf.dtype || other.shape != leaf.shape) {
        refuse(entry.at("other_leaf"),
               "'" + other.name + "' differs in dtype or shape from '" + leaf.name + "'");
      }
      if (plan.role_info < 0) refuse(source, "'" + kind + "' needs a role_info leaf");
      const int64_t agents = inner.infos[plan.role_info].num_elements();
      out.agent = bounded_int(entry, "agent", 0, 0, static_cast<int>(agents) - 1);
    }
  } else if (kind == "frames") {
    if (plan.frame_leaf < 0) refuse(source, "'frames' needs a frame_stack entry");
    out.source = OutputSource::kFrames;
    const ArraySpec& frame = inner.observations[plan.frame_leaf];
    out.spec = frame;
    out.spec.shape[2] *= plan.stack_frames;
  } else if (kind == "actions") {
    if (plan.stack_actions == 0) refuse(source, "'actions' needs an action_stack entry");
    out.source = OutputSource::kActions;
    out.agent =
        bounded_int(entry, "agent", 0, 0, static_cast<int>(plan.agent_components.size()) - 1);
    const int first = std::accumulate(plan.agent_components.begin(),
                                      plan.agent_components.begin() + out.agent, 0);
    const int count = plan.agent_components[out.agent];
    const int64_t elements = static_cast<int64_t>(plan.stack_actions) * count;
    int32_t largest = 1;
    for (int k = first; k < first + count; ++k) largest = std::max(largest, inner.action_sizes[k]);
    out.spec = ArraySpec{};
    out.spec.dtype = DType::kInt64;
    if (elements > 1) out.spec.shape = {elements};
    out.spec.kind = elements == 1 ? SpaceKind::kDiscrete : SpaceKind::kBox;
    out.spec.high = largest - 1;
  } else {
    refuse(source, "'" + kind + "' is not a source; allowed: leaf, own, opponent, frames, actions");
  }
  out.source_dtype = out.spec.dtype;
  out.source_elements = out.spec.num_elements();
}

void parse_transform(const Config& entry, OutputPlan& out) {
  const Config& node = entry.get("transform");
  const std::string kind = node.is_none() ? "none" : node.as_string();
  if (kind == "none") return;
  out.low = entry.at("low").as_double();
  out.spec.lows.clear();
  out.spec.highs.clear();
  out.spec.low = 0.0;
  out.spec.high = 1.0;
  if (kind == "scale") {
    out.transform = OutputTransform::kScale;
    out.high = entry.at("high").as_double();
    if (!(out.high > out.low)) refuse(entry.at("high"), "must be above low");
    out.spec.dtype = DType::kFloat32;
    out.spec.kind = SpaceKind::kBox;
  } else if (kind == "one_hot") {
    out.transform = OutputTransform::kOneHot;
    if (!is_integer(out.source_dtype)) refuse(node, "one_hot needs an integer source");
    const Config& sizes = entry.at("sizes");
    for (const Config& size : sizes.as_list()) {
      if (size.as_int() < 1) refuse(size, "a one_hot size must be at least 1");
      out.sizes.push_back(size.as_int());
    }
    if (static_cast<int64_t>(out.sizes.size()) != out.source_elements) {
      refuse(sizes,
             "needs one size per source element (" + std::to_string(out.source_elements) + ")");
    }
    out.spec.dtype = DType::kInt8;  // Gymnasium's MultiBinary holds int8
    out.spec.kind = SpaceKind::kBox;
    out.spec.shape = {std::accumulate(out.sizes.begin(), out.sizes.end(), int64_t{0})};
  } else {
    refuse(node, "'" + kind + "' is not a transform; allowed: none, scale, one_hot");
  }
}

void parse_frame_stack(const Config& node, const EnvSpec& inner, WrapperPlan& plan) {
  if (node.is_none()) return;
  reject_unknown(node, {"leaf", "frames", "dilation"});
  plan.frame_leaf = find_leaf(inner.observations, node.at("leaf"), "observation");
  const ArraySpec& frame = inner.observations[plan.frame_leaf];
  if (frame.dtype != DType::kUInt8 || frame.shape.size() != 3) {
    refuse(node.at("leaf"), "'" + frame.name + "' is not an H x W x C uint8 frame");
  }
  plan.stack_frames = bounded_int(node, "frames", 1, 1, 48);
  plan.dilation = bounded_int(node, "dilation", 1, 1, 48);
}

void parse_action_stack(const Config& node, const EnvSpec& inner, WrapperPlan& plan) {
  if (node.is_none()) return;
  reject_unknown(node, {"frames", "agent_components"});
  plan.stack_actions = bounded_int(node, "frames", 1, 1, 48);
  int total = 0;
  for (const Config& count : node.at("agent_components").as_list()) {
    if (count.as_int() < 1) refuse(count, "an agent has at least one action component");
    plan.agent_components.push_back(static_cast<int>(count.as_int()));
    total += plan.agent_components.back();
  }
  if (total != static_cast<int>(inner.action_sizes.size())) {
    refuse(node.at("agent_components"), "the agents' components must add up to the env's " +
                                            std::to_string(inner.action_sizes.size()) +
                                            " action components");
  }
}

}  // namespace

WrapperPlan parse_wrapper_plan(const Config& config, const EnvSpec& inner) {
  reject_unknown(config, {"no_op_max", "repeat_action", "reward_divisor", "clip_reward",
                          "boundaries", "role_info", "frame_stack", "action_stack", "outputs"});
  WrapperPlan plan;
  plan.no_op_max = bounded_int(config, "no_op_max", 0, 0, 12);
  plan.repeat_action = bounded_int(config, "repeat_action", 1, 1, 12);
  const Config& divisor = config.get("reward_divisor");
  if (!divisor.is_none()) {
    plan.reward_divisor = divisor.as_double();
    if (!(plan.reward_divisor > 0.0)) refuse(divisor, "must be above 0");
  }
  const Config& clip = config.get("clip_reward");
  plan.clip_reward = !clip.is_none() && clip.as_bool();
  const Config& boundaries = config.get("boundaries");
  if (!boundaries.is_none()) {
    for (const Config& name : boundaries.as_list()) {
      plan.boundaries.push_back(find_leaf(inner.infos, name, "info"));
      const ArraySpec& flag = inner.infos[plan.boundaries.back()];
      if (flag.dtype != DType::kBool || flag.num_elements() != 1) {
        refuse(name, "'" + flag.name + "' is not a bool flag");
      }
    }
  }
  const Config& role = config.get("role_info");
  if (!role.is_none()) {
    plan.role_info = find_leaf(inner.infos, role, "info");
    if (inner.infos[plan.role_info].dtype != DType::kInt16) {
      refuse(role, "'" + inner.infos[plan.role_info].name + "' is not an int16 leaf");
    }
  }
  parse_frame_stack(config.get("frame_stack"), inner, plan);
  parse_action_stack(config.get("action_stack"), inner, plan);
  std::set<std::string> names;
  for (const Config& entry : config.at("outputs").as_list()) {
    reject_unknown(entry, {"name", "source", "leaf", "other_leaf", "agent", "transform", "low",
                           "high", "sizes"});
    OutputPlan out;
    parse_source(entry, inner, plan, out);
    parse_transform(entry, out);
    out.spec.name = entry.at("name").as_string();
    out.bytes = out.spec.row_bytes();
    if (!names.insert(out.spec.name).second) refuse(entry.at("name"), "repeats an output name");
    plan.outputs.push_back(std::move(out));
  }
  return plan;
}

EnvSpec wrapped_spec(const WrapperPlan& plan, const EnvSpec& inner) {
  EnvSpec spec = inner;
  spec.observations.clear();
  for (const OutputPlan& out : plan.outputs) spec.observations.push_back(out.spec);
  return spec;
}

}  // namespace arena::core
