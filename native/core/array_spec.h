// Describes the arrays an environment produces and consumes: element type, per-env shape and
// bounds. The executor sizes its batch buffers from these specs and Python turns them into
// Gymnasium spaces and dm_env specs, so a game declares its outputs exactly once.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace arena::core {

enum class DType : uint8_t { kBool, kUInt8, kInt16, kInt32, kInt64, kFloat32, kFloat64, kInt8 };

/// Size in bytes of one element of `dtype`.
std::size_t dtype_size(DType dtype);

/// numpy's name for `dtype` ("uint8", "float32", ...).
const char* dtype_name(DType dtype);

/// How Python should present an array: a continuous box or a discrete count.
enum class SpaceKind : uint8_t { kBox, kDiscrete };

/// One array of an env's output. `name` uses dots for nesting ("P1.health" lands in
/// obs["P1"]["health"]). Shape excludes the batch axis. For kDiscrete, values lie in
/// [low, high] with `high - low + 1` choices.
struct ArraySpec {
  std::string name;
  DType dtype = DType::kFloat32;
  std::vector<int64_t> shape;
  SpaceKind kind = SpaceKind::kBox;
  double low = 0.0;
  double high = 0.0;
  /// Per-element bounds for boxes whose bounds differ by element; empty means scalar bounds.
  std::vector<double> lows;
  std::vector<double> highs;

  /// Number of elements in one env's row.
  int64_t num_elements() const;
  /// Bytes in one env's row.
  std::size_t row_bytes() const;
};

/// Everything the executor and Python need to know about one env's inputs and outputs.
struct EnvSpec {
  /// Observation leaves, in the order the env writes them.
  std::vector<ArraySpec> observations;
  /// Extra per-step info leaves (all scalars), e.g. round_done or the episode's difficulty.
  std::vector<ArraySpec> infos;
  /// The action is an int32 vector of `action_sizes.size()` components; component k takes
  /// values in [0, action_sizes[k]). An empty vector shape means one scalar component
  /// (a plain Discrete action) and `action_sizes` then has one entry.
  std::vector<int32_t> action_sizes;
  bool action_is_scalar = false;
  /// Shape of the frame `render` draws (H, W, 3), or empty when the env cannot render.
  std::vector<int64_t> render_shape;
  /// Metadata surfaced to Python as-is (e.g. render_fps).
  int render_fps = 0;
  /// Names of the milestones the env reports in StepOutcome::milestones (at most 32), e.g.
  /// "round" or "stage_won"; episode control refers to them by these names.
  std::vector<std::string> milestones;
  /// Named tables of ints surfaced to Python as-is, e.g. a fighting game's CPU knobs per
  /// difficulty level ("cpu.reaction"), so docs and examples read them instead of repeating them.
  std::vector<std::pair<std::string, std::vector<int32_t>>> tables;
};

}  // namespace arena::core
