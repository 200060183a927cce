// The interface between the executor and a game. The executor knows nothing else about games:
// it asks an Env to reset, to step with an action, to write its outputs into a batch row, and
// to save or load its state. Games are single-threaded; the executor guarantees that one env
// is only ever touched by one thread at a time.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>

#include "native/core/array_spec.h"
#include "native/core/config.h"

namespace arena::core {

/// Where one env writes one step's outputs: one pointer per declared array, each pointing at
/// this env's row of the batch buffer (already offset). Order matches EnvSpec.
struct OutputRow {
  std::span<std::byte* const> observations;
  std::span<std::byte* const> infos;
};

/// What a step or reset reports besides the observation.
struct StepOutcome {
  double reward = 0.0;
  bool terminated = false;
  bool truncated = false;
  /// Milestones the step reached: bit i = EnvSpec::milestones[i] (a round won, a stage
  /// cleared, ...). Episode control ends episodes, grows step budgets and collects start
  /// states on them; games without milestones leave it 0.
  uint32_t milestones = 0;
};

class Env {
 public:
  virtual ~Env() = default;

  /// Starts a new episode. With a seed, the env's RNG is re-seeded from it first; without,
  /// the RNG continues its stream. Uses the episode options last given to set_options.
  virtual void reset(std::optional<uint64_t> seed) = 0;

  /// Advances one env step with `action` (EnvSpec::action_sizes.size() int32 values, already
  /// range-checked by the executor).
  virtual StepOutcome step(std::span<const int32_t> action) = 0;

  /// Writes observations and infos for the current state. Must not change the state.
  virtual void write(const OutputRow& row) const = 0;

  /// Replaces the episode options used by later resets. Throws std::invalid_argument on a
  /// bad option, naming the option, the value and what is allowed.
  virtual void set_options(const Config& options) = 0;

  /// Draws the current state as an RGB frame of EnvSpec::render_shape. Must not change state.
  virtual void render(std::byte* rgb) const = 0;

  /// The complete simulation state as plain bytes: saving is a copy, loading is a copy, and
  /// two envs with equal bytes behave identically from then on.
  virtual std::span<std::byte> state_bytes() = 0;

  /// Checks bytes a caller wants to load into state_bytes() (exactly that many) before
  /// anything is loaded: throws std::invalid_argument (see StateCheck) naming the first field
  /// that no state of this env can hold (an enum out of range, a position, speed or health out
  /// of bounds, an index past its table, fields that contradict each other), so whatever loads
  /// can be stepped, written and rendered without reading out of bounds. Reads only the
  /// env's immutable settings: safe while the env is stepped on another thread.
  virtual void check_state(std::span<const std::byte> bytes) const = 0;
};

}  // namespace arena::core
