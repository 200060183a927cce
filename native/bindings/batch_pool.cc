// BatchPool's methods: argument checks, the caller lock, the interruptible wait in recv and
// the fork guard (see batch_pool.h).
#include "native/bindings/batch_pool.h"

#include <limits>
#include <numeric>
#include <optional>

#include "native/bindings/action_convert.h"
#include "native/bindings/arg_convert.h"
#include "native/bindings/config_convert.h"
#include "native/bindings/spec_convert.h"
#include "native/core/wrapped_env.h"

namespace py = pybind11;

namespace arena::bindings {
namespace {

using Limits = core::ExecutorLimits;

core::ExecutorOptions checked_options(const py::handle& num_envs, const py::handle& batch_size,
                                      const py::handle& num_threads,
                                      const py::handle& thread_affinity_offset,
                                      const py::handle& autoreset_mode, const py::handle& seed,
                                      const py::handle& spin_ns,
                                      const py::handle& episode_control) {
  core::ExecutorOptions options;
  options.num_envs = static_cast<int>(int_arg("num_envs", num_envs, 1, Limits::kMaxEnvs));
  options.batch_size = batch_size.is_none() ? 0
                                            : static_cast<int>(int_arg(
                                                  "batch_size", batch_size, 1, options.num_envs));
  options.num_threads = static_cast<int>(
      int_arg("num_threads", num_threads, 0, Limits::kMaxThreads, " (0 = choose for this host)"));
  options.thread_affinity_offset = static_cast<int>(int_arg(
      "thread_affinity_offset", thread_affinity_offset, -1, Limits::kMaxAffinityOffset,
      " (-1 = off)"));
  options.autoreset_mode = core::parse_autoreset_mode(str_arg("autoreset_mode", autoreset_mode));
  // Env i is seeded with seed + i, which must stay within 64 bits.
  options.seed = uint_arg("seed", seed,
                          std::numeric_limits<uint64_t>::max() - (options.num_envs - 1));
  options.spin_ns = int_arg("spin_ns", spin_ns, 0, Limits::kMaxSpinNs);
  if (!PyBool_Check(episode_control.ptr())) {
    throw py::type_error("episode_control must be a bool, got " + short_repr(episode_control));
  }
  options.episode_control = episode_control.ptr() == Py_True;
  return options;
}

// Keeps the pools a forked child inherited: destroying one would join worker threads that
// only exist in the parent. Their memory goes when the child exits.
void keep_forever(std::shared_ptr<core::SharedExecutor> pool) {
  static auto* inherited = new std::vector<std::shared_ptr<core::SharedExecutor>>();
  inherited->push_back(std::move(pool));
}

}  // namespace

BatchPool::BatchPool(const py::handle& game, const py::handle& config,
                     const py::handle& num_envs, const py::handle& batch_size,
                     const py::handle& num_threads, const py::handle& thread_affinity_offset,
                     const py::handle& autoreset_mode, const py::handle& seed,
                     const py::handle& spin_ns, const py::handle& episode_control)
    : pool_(std::make_shared<core::SharedExecutor>(
          core::with_wrappers(core::find_game(str_arg("game", game)), to_config(config)),
          to_config(config),
          checked_options(num_envs, batch_size, num_threads, thread_affinity_offset,
                          autoreset_mode, seed, spin_ns, episode_control))),
      executor_(pool_->executor) {
  // XLA FFI calls run without the GIL and copy their batch out at once; for them a buffer
  // is free when Python never viewed it (they never touch Python refcounts).
  executor_.set_buffer_reuse_check([this](const core::BatchBuffer& buffer) {
    return PyGILState_Check() ? arrays_.is_free(buffer) : !arrays_.viewed(buffer);
  });
  spec_dict_ = env_spec_to_dict(executor_.spec());
  all_ids_.resize(executor_.options().num_envs);
  std::iota(all_ids_.begin(), all_ids_.end(), 0);
  id_ = core::register_pool(pool_);
}

BatchPool::~BatchPool() { close(); }

void BatchPool::check_process() const {
  if (pool_->created.is_foreign()) throw std::runtime_error(pool_->created.foreign_message());
}

std::unique_lock<std::mutex> BatchPool::lock_caller() {
  std::unique_lock<std::mutex> lock(pool_->caller_mutex, std::try_to_lock);
  if (!lock.owns_lock()) {
    py::gil_scoped_release release;
    lock.lock();
  }
  return lock;
}

std::span<const int32_t> BatchPool::resolve_env_ids(const py::handle& env_ids,
                                                    bool all_when_none,
                                                    std::vector<int32_t>& storage) {
  const int n = executor_.options().num_envs;
  if (env_ids.is_none()) {
    if (executor_.is_sync() || all_when_none) return all_ids_;
    if (last_env_ids_.is_none()) {
      throw py::value_error("env_ids is required in async mode before the first recv()");
    }
  }
  storage = env_ids_arg(env_ids.is_none() ? last_env_ids_ : env_ids, n);
  return storage;
}

void BatchPool::send(const py::handle& actions, const py::handle& env_ids) {
  check_process();
  std::vector<int32_t> storage;
  const std::span<const int32_t> ids = resolve_env_ids(env_ids, /*all_when_none=*/false, storage);
  py::array holder;
  const core::ActionArray view =
      describe_actions(actions, executor_.spec(), static_cast<int>(ids.size()), holder);
  const auto lock = lock_caller();
  executor_.send(ids, view);
}

py::tuple BatchPool::recv() {
  check_process();
  const auto lock = lock_caller();
  int64_t seq = 0;
  while (true) {
    bool complete = false;
    {
      py::gil_scoped_release release;
      complete = executor_.wait_for(kSignalCheckNs, seq);
    }
    if (complete) break;
    if (PyErr_CheckSignals() != 0) {
      // A signal handler raised (KeyboardInterrupt): the batch completes in the background
      // and the next recv() returns it.
      executor_.hand_off();
      throw py::error_already_set();
    }
  }
  const core::BatchResult batch = executor_.take(seq);
  py::tuple result = arrays_.result(batch.buffer, batch.count);
  last_env_ids_ = result[ResultIndex::kEnvId];
  return result;
}

py::tuple BatchPool::step(const py::handle& actions, const py::handle& env_ids) {
  send(actions, env_ids);
  return recv();
}

void BatchPool::reset(const py::handle& seeds, const py::handle& mask, const py::handle& options,
                      const py::handle& async, const py::handle& episode_control) {
  check_process();
  const std::vector<uint64_t> seed_values = seeds_arg(seeds);
  const std::vector<uint8_t> mask_values = mask_arg(mask);
  const std::vector<std::optional<core::Config>> option_values =
      per_env_configs("options", options);
  const std::vector<std::optional<core::Config>> control_values =
      per_env_configs("episode_control", episode_control);
  if (!PyBool_Check(async.ptr())) throw py::type_error("async_ must be a bool");
  const auto lock = lock_caller();
  executor_.reset(seed_values, mask_values, option_values, async.ptr() == Py_True,
                  control_values);
}

py::array BatchPool::render(const py::handle& env_ids) {
  check_process();
  const auto& shape = executor_.spec().render_shape;
  if (shape.empty()) throw std::runtime_error("this env cannot render");
  std::vector<int32_t> storage;
  const std::span<const int32_t> ids = resolve_env_ids(env_ids, /*all_when_none=*/true, storage);
  py::array_t<uint8_t> frames(
      {static_cast<py::ssize_t>(ids.size()), shape[0], shape[1], shape[2]});
  const py::ssize_t frame_bytes = shape[0] * shape[1] * shape[2];
  auto* pixels = reinterpret_cast<std::byte*>(frames.mutable_data());
  const auto lock = lock_caller();
  for (std::size_t i = 0; i < ids.size(); ++i) executor_.render(ids[i], pixels + i * frame_bytes);
  return frames;
}

py::bytes BatchPool::get_state(const py::handle& env_id) {
  check_process();
  const auto id =
      static_cast<int>(int_arg("env_id", env_id, 0, executor_.options().num_envs - 1));
  const auto lock = lock_caller();
  const std::vector<std::byte> state = executor_.get_state(id);
  return py::bytes(reinterpret_cast<const char*>(state.data()), state.size());
}

void BatchPool::set_state(const py::handle& env_id, const py::handle& state) {
  check_process();
  const auto id =
      static_cast<int>(int_arg("env_id", env_id, 0, executor_.options().num_envs - 1));
  const std::string bytes = bytes_arg("state", state);
  const auto lock = lock_caller();
  executor_.set_state(id, {reinterpret_cast<const std::byte*>(bytes.data()), bytes.size()});
}

void BatchPool::close() {
  if (pool_->created.is_foreign()) {
    // Not ours to stop: let go without touching its lock, threads or registry entry.
    keep_forever(pool_);
    arrays_.clear();
    last_env_ids_ = py::none();
    return;
  }
  core::unregister_pool(id_);
  const auto lock = lock_caller();
  executor_.close();
  executor_.set_buffer_reuse_check(nullptr);
  arrays_.clear();
  last_env_ids_ = py::none();
}

bool BatchPool::closed() {
  if (pool_->created.is_foreign()) return true;
  const auto lock = lock_caller();
  return executor_.closed();
}

std::size_t BatchPool::num_buffers() {
  check_process();
  const auto lock = lock_caller();
  return executor_.num_buffers();
}

}  // namespace arena::bindings
