// Per-env and per-batch bookkeeping of the BatchExecutor, shared by its two source files.
#pragma once

#include <atomic>
#include <memory>
#include <optional>
#include <vector>

#include "native/core/executor.h"

namespace arena::core {

/// One env plus everything the executor tracks about it. `busy`, `started` and the action are
/// touched only by the caller thread while the env is not in flight; the rest only by the
/// thread that runs the env's current job.
struct BatchExecutor::EnvSlot {
  std::unique_ptr<Env> env;
  std::vector<int32_t> action;
  std::vector<std::byte*> observation_rows;
  std::vector<std::byte*> info_rows;
  std::optional<uint64_t> reset_seed;
  EpisodeController* control = nullptr;  // in controllers_; null unless episode control is on
  StepOutcome outcome;
  int32_t elapsed = 0;
  EpisodeGate gate;  // control->gate(), copied here so a step that it stops reads nothing else
  bool active = false;   // control is consulted (not EpisodeController::passive())
  bool done = false;     // the last step ended the episode
  bool busy = false;     // sent and not yet handed back by take()
  bool started = false;  // reset at least once
};

/// One batch in flight: its buffer, how many rows complete it, and how many are done.
struct BatchExecutor::BatchSlot {
  std::shared_ptr<BatchBuffer> buffer;
  int target = 0;
  std::atomic<int> done{0};
};

/// Bytes the executor appends to an env's own state in get_state(): elapsed, done, started.
constexpr std::size_t kSlotTrailerBytes = sizeof(int32_t) + 2;

}  // namespace arena::core
