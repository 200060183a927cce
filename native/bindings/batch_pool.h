// The BatchPool Python class: a thin shell over core::BatchExecutor that checks and converts
// arguments (arg_convert.h), releases the GIL while native code waits or works, returns
// zero-copy result tuples, and keeps three promises:
// - concurrent callers: every executor call holds the pool's caller lock (shared with the XLA
//   FFI handlers), and no argument is staged in a member another caller could replace;
// - signals: recv() returns to Python every kSignalCheckNs to run signal handlers; when one
//   raises (KeyboardInterrupt), the batch is handed off and completes in the background;
// - fork: in a forked child every method refuses ("created in process P"), close() and the
//   destructor only let go of the inherited pool, never joining threads that are not there.
#pragma once

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <cstdint>
#include <memory>
#include <mutex>
#include <span>
#include <string>
#include <vector>

#include "native/bindings/batch_arrays.h"
#include "native/core/executor.h"
#include "native/core/pool_registry.h"

namespace arena::bindings {

class BatchPool {
 public:
  /// How often a waiting recv() looks for signals.
  static constexpr int64_t kSignalCheckNs = 20'000'000;

  /// Arguments as in _native.pyi; each is checked with a message naming it. batch_size None
  /// means num_envs (sync mode).
  BatchPool(const pybind11::handle& game, const pybind11::handle& config,
            const pybind11::handle& num_envs, const pybind11::handle& batch_size,
            const pybind11::handle& num_threads, const pybind11::handle& thread_affinity_offset,
            const pybind11::handle& autoreset_mode, const pybind11::handle& seed,
            const pybind11::handle& spin_ns, const pybind11::handle& episode_control);
  ~BatchPool();
  BatchPool(const BatchPool&) = delete;
  BatchPool& operator=(const BatchPool&) = delete;

  void send(const pybind11::handle& actions, const pybind11::handle& env_ids);
  pybind11::tuple recv();
  pybind11::tuple step(const pybind11::handle& actions, const pybind11::handle& env_ids);
  void reset(const pybind11::handle& seeds, const pybind11::handle& mask,
             const pybind11::handle& options, const pybind11::handle& async,
             const pybind11::handle& episode_control);
  /// Episode options for the next reset of each env in `env_ids` (pool_options.cc).
  void set_options(const pybind11::handle& env_ids, const pybind11::handle& options);
  /// Episode control (episode_control_bindings.cc).
  int64_t register_start_state(const pybind11::handle& state);
  void set_episode_control(const pybind11::handle& env_ids, const pybind11::handle& controls);
  void check_episode_control(const pybind11::handle& control);
  pybind11::array render(const pybind11::handle& env_ids);
  pybind11::bytes get_state(const pybind11::handle& env_id);
  void set_state(const pybind11::handle& env_id, const pybind11::handle& state);
  /// Unregisters the pool (XLA calls holding its id then fail cleanly), then stops it.
  void close();
  /// True once closed, and in a forked child (where the pool cannot be used).
  bool closed();
  std::size_t num_buffers();

  const core::BatchExecutor& executor() const { return executor_; }
  const pybind11::dict& spec() const { return spec_dict_; }
  int64_t id() const { return id_; }

 private:
  /// RuntimeError in a forked child; call first in every method that touches the executor.
  void check_process() const;
  /// The caller lock, taken without blocking other Python threads: if another caller holds
  /// it, wait with the GIL released (the FFI handlers never take the GIL: no deadlock).
  std::unique_lock<std::mutex> lock_caller();
  /// env_ids=None means every env in sync mode and, in async mode, the envs of the last batch
  /// received (the ones whose next actions the caller is sending). The ids are copied into
  /// the caller's `storage` unless they are all envs (all_ids_, never changed).
  std::span<const int32_t> resolve_env_ids(const pybind11::handle& env_ids, bool all_when_none,
                                           std::vector<int32_t>& storage);

  std::shared_ptr<core::SharedExecutor> pool_;
  core::BatchExecutor& executor_;
  int64_t id_ = 0;
  BatchArrays arrays_;
  pybind11::dict spec_dict_;
  pybind11::object last_env_ids_ = pybind11::none();
  std::vector<int32_t> all_ids_;  // 0..num_envs-1, never changed after construction
};

}  // namespace arena::bindings
