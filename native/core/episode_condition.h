// Episode control's end condition: clauses over an env's own output leaves (a RAM value such as
// "P1.health", or an info such as "engine.p1_x"), each a comparison with a threshold or "the
// leaf has not changed for N steps", combined by any/all and held for a number of consecutive
// steps. Evaluated natively from the row the env has just written, so a condition costs a few
// loads and compares per step and no call into Python.
//
// Parsing checks every clause against the env's spec (leaf names, elements, the threshold
// within the leaf's bounds); errors name "episode_control.end_when[i].<field>" and list what is
// allowed. A ConditionWatch holds one env's per-episode counts; it is touched only by the
// thread running the env's job, like the env itself.
#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>
#include <span>
#include <string>
#include <vector>

#include "native/core/array_spec.h"
#include "native/core/config.h"

namespace arena::core {

/// The most steps an episode-control count may name (an int32 step counter).
inline constexpr int64_t kMaxEpisodeSteps = std::numeric_limits<int32_t>::max();

/// Throws std::invalid_argument "episode_control.<key>=<value> is not allowed; expected
/// <allowed>" (every episode-control check words its errors so).
[[noreturn]] void refuse_control(const std::string& key, const std::string& value,
                                 const std::string& allowed);
/// `value` as an error message shows it.
std::string number_text(double value);

/// How a clause compares its leaf; kUnchanged holds once the leaf has kept its value for
/// `steps` steps in a row.
enum class ConditionOp : uint8_t {
  kLess,
  kLessEqual,
  kGreater,
  kGreaterEqual,
  kEqual,
  kNotEqual,
  kUnchanged
};

/// One clause: element `element` of observation (or info) leaf `leaf`.
struct ConditionClause {
  bool info = false;
  int leaf = 0;
  int element = 0;
  DType dtype = DType::kInt32;
  ConditionOp op = ConditionOp::kLessEqual;
  double threshold = 0.0;  // comparisons
  int32_t steps = 0;       // kUnchanged
};

/// Clauses, how they combine and how long the combination must hold.
struct EndCondition {
  std::vector<ConditionClause> clauses;
  bool all = false;        // every clause (else any clause)
  int32_t hold_steps = 1;  // consecutive steps the combination holds before it ends the episode

  bool empty() const { return clauses.empty(); }
};

/// Parses the "end_when", "end_when_combine" and "end_when_steps" keys of `control` for an env
/// whose outputs are `observations` and `infos` (the game's own). Throws std::invalid_argument
/// naming the key, the value and what is allowed.
EndCondition parse_end_condition(const Config& control, std::span<const ArraySpec> observations,
                                 std::span<const ArraySpec> infos);

/// One env's progress towards its end condition within the current episode.
class ConditionWatch {
 public:
  /// Starts an episode from its first row (`observations`/`infos`: the env's row pointers).
  void start(const EndCondition& condition, std::span<std::byte* const> observations,
             std::span<std::byte* const> infos);
  /// After a step's row is written: true when the condition has now held for its steps.
  bool step(const EndCondition& condition, std::span<std::byte* const> observations,
            std::span<std::byte* const> infos);

 private:
  std::vector<double> last_;        // per clause: the leaf's value on the previous row
  std::vector<int32_t> unchanged_;  // per clause: steps in a row without a change
  int32_t held_ = 0;                // steps in a row the combination held
};

}  // namespace arena::core
