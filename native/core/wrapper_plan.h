// What the env wrappers do, read from the "wrappers" entry of a pool's config: the steps an env
// takes per step (no-op steps after reset, a repeated action), the reward's rescaling, the
// frames and actions it keeps, and every output leaf, each built from the wrapped env's own
// leaves. Leaves are named in the config; parse_wrapper_plan resolves the names against the
// wrapped env's spec and refuses anything that does not fit, naming the entry. The plan is
// generic: arena_vec.wrappers (Python) writes it from DIAMBRA's WrappersSettings.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "native/core/array_spec.h"
#include "native/core/config.h"

namespace arena::core {

/// Where an output leaf's values come from.
enum class OutputSource : uint8_t {
  kLeaf,      // an observation leaf of the wrapped env, as it is
  kOwn,       // of a (P1 leaf, P2 leaf) pair, the one of the agent's player slot
  kOpponent,  // of the pair, the other one
  kFrames,    // the frame stack
  kActions,   // one agent's last actions
};

/// How an output leaf converts its source's values.
enum class OutputTransform : uint8_t {
  kNone,    // the values themselves
  kScale,   // float32 (x - low) / (high - low)
  kOneHot,  // element e with value x sets int8 position offset(e) + x - low; offset(e) sums
            // sizes[0 .. e - 1]
};

struct OutputPlan {
  ArraySpec spec;  // the leaf as the wrapper env declares it
  OutputSource source = OutputSource::kLeaf;
  OutputTransform transform = OutputTransform::kNone;
  int leaf = -1;        // kLeaf, kOwn, kOpponent: the (P1) observation leaf of the wrapped env
  int other_leaf = -1;  // kOwn, kOpponent: the P2 leaf
  int agent = 0;        // kOwn, kOpponent, kActions
  double low = 0.0;
  double high = 1.0;
  std::vector<int64_t> sizes;  // kOneHot
  DType source_dtype = DType::kInt16;
  int64_t source_elements = 1;
  std::size_t bytes = 0;  // spec.row_bytes()
};

struct WrapperPlan {
  int no_op_max = 0;            // after a reset, 1..no_op_max no-op steps (0: none)
  int repeat_action = 1;        // env steps per step, fewer when a boundary or the end comes
  double reward_divisor = 0.0;  // 0: the reward as it is
  bool clip_reward = false;     // the reward's sign
  std::vector<int> boundaries;  // bool info leaves that end a segment (round, stage, game)
  int role_info = -1;           // int info leaf: per agent, 0 = P1 slot, 1 = P2 slot
  int frame_leaf = -1;          // the stacked frame leaf (-1: no frame stack)
  int stack_frames = 1;
  int dilation = 1;
  int stack_actions = 0;              // 0: no action history
  std::vector<int> agent_components;  // action components of each agent, in action order
  std::vector<OutputPlan> outputs;
};

/// The plan described by `config` (the "wrappers" map) for an env whose spec is `inner`.
/// Throws std::invalid_argument naming the entry (e.g. "wrappers.outputs[3].leaf").
WrapperPlan parse_wrapper_plan(const Config& config, const EnvSpec& inner);

/// The spec of the wrapper env: the plan's output leaves, the wrapped env's infos and actions.
EnvSpec wrapped_spec(const WrapperPlan& plan, const EnvSpec& inner);

}  // namespace arena::core
