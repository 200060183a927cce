// The BatchPool Python class: a thin shell over core::BatchExecutor that converts arguments,
// releases the GIL while native code waits or works, and returns zero-copy result tuples.
// The executor is shared with the XLA FFI handlers (xla_ffi.cc) through the pool registry, so
// every executor call here holds the pool's caller lock.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <memory>
#include <optional>

#include "native/bindings/action_convert.h"
#include "native/bindings/batch_arrays.h"
#include "native/bindings/bindings.h"
#include "native/bindings/config_convert.h"
#include "native/bindings/spec_convert.h"
#include "native/core/executor.h"
#include "native/core/pool_registry.h"

namespace py = pybind11;

namespace arena::bindings {
namespace {

class BatchPool {
 public:
  BatchPool(const std::string& game, const py::object& config, int num_envs, int batch_size,
            int num_threads, int thread_affinity_offset, const std::string& autoreset_mode,
            uint64_t seed, int64_t spin_ns)
      : pool_(std::make_shared<core::SharedExecutor>(
            core::find_game(game), to_config(config),
            core::ExecutorOptions{.num_envs = num_envs,
                                  .batch_size = batch_size,
                                  .num_threads = num_threads,
                                  .thread_affinity_offset = thread_affinity_offset,
                                  .autoreset_mode = core::parse_autoreset_mode(autoreset_mode),
                                  .seed = seed,
                                  .spin_ns = spin_ns})),
        executor_(pool_->executor) {
    // XLA FFI calls run without the GIL and copy their batch out at once; for them a buffer
    // is free when Python never viewed it (they never touch Python refcounts).
    executor_.set_buffer_reuse_check([this](const core::BatchBuffer& buffer) {
      return PyGILState_Check() ? arrays_.is_free(buffer) : !arrays_.viewed(buffer);
    });
    spec_dict_ = env_spec_to_dict(executor_.spec());
    id_ = core::register_pool(pool_);
  }

  ~BatchPool() { close(); }
  BatchPool(const BatchPool&) = delete;
  BatchPool& operator=(const BatchPool&) = delete;

  void send(const py::handle& actions, const py::handle& env_ids) {
    const std::span<const int32_t> ids = resolve_env_ids(env_ids);
    py::array holder;
    const core::ActionArray view =
        describe_actions(actions, executor_.spec(), static_cast<int>(ids.size()), holder);
    const auto lock = lock_caller();
    executor_.send(ids, view);
  }

  py::tuple recv() {
    const auto lock = lock_caller();
    int64_t seq;
    {
      py::gil_scoped_release release;
      seq = executor_.wait();
    }
    const core::BatchResult batch = executor_.take(seq);
    py::tuple result = arrays_.result(batch.buffer, batch.count);
    last_env_ids_ = result[ResultIndex::kEnvId];
    return result;
  }

  py::tuple step(const py::handle& actions, const py::handle& env_ids) {
    send(actions, env_ids);
    return recv();
  }

  void reset_async(const py::handle& seeds, const py::handle& mask, const py::handle& options,
                   bool async) {
    std::vector<uint64_t> seed_values;
    if (!seeds.is_none()) seed_values = seeds.cast<std::vector<uint64_t>>();
    std::vector<uint8_t> mask_values;
    if (!mask.is_none()) {
      for (py::handle flag : mask) mask_values.push_back(flag.cast<bool>() ? 1 : 0);
    }
    std::vector<std::optional<core::Config>> option_values;
    if (!options.is_none()) {
      size_t index = 0;
      for (py::handle entry : options) {
        option_values.push_back(entry.is_none() ? std::nullopt
                                                : std::optional<core::Config>(to_config(
                                                      entry, "options[" +
                                                                 std::to_string(index) + "]")));
        ++index;
      }
    }
    const auto lock = lock_caller();
    executor_.reset(seed_values, mask_values, option_values, async);
  }

  py::array render(const py::handle& env_ids) {
    const auto& shape = executor_.spec().render_shape;
    if (shape.empty()) throw std::runtime_error("this env cannot render");
    const std::span<const int32_t> ids = resolve_env_ids(env_ids, /*all_when_none=*/true);
    py::array_t<uint8_t> frames({static_cast<py::ssize_t>(ids.size()), shape[0], shape[1], shape[2]});
    const py::ssize_t frame_bytes = shape[0] * shape[1] * shape[2];
    const auto lock = lock_caller();
    for (size_t i = 0; i < ids.size(); ++i) {
      executor_.render(ids[i], reinterpret_cast<std::byte*>(frames.mutable_data()) + i * frame_bytes);
    }
    return frames;
  }

  py::bytes get_state(int env_id) {
    const auto lock = lock_caller();
    const std::vector<std::byte> state = executor_.get_state(env_id);
    return py::bytes(reinterpret_cast<const char*>(state.data()), state.size());
  }

  void set_state(int env_id, const py::bytes& state) {
    const std::string_view bytes = state;
    const auto lock = lock_caller();
    executor_.set_state(env_id, {reinterpret_cast<const std::byte*>(bytes.data()), bytes.size()});
  }

  /// Unregisters the pool (XLA calls holding its id then fail cleanly), then stops it.
  void close() {
    core::unregister_pool(id_);
    const auto lock = lock_caller();
    executor_.close();
    executor_.set_buffer_reuse_check(nullptr);
    arrays_.clear();
    last_env_ids_ = py::none();
  }

  bool closed() {
    const auto lock = lock_caller();
    return executor_.closed();
  }

  std::size_t num_buffers() {
    const auto lock = lock_caller();
    return executor_.num_buffers();
  }

  const core::BatchExecutor& executor() const { return executor_; }
  const py::dict& spec() const { return spec_dict_; }
  int64_t id() const { return id_; }

 private:
  // The caller lock, taken without blocking other Python threads: if an XLA call holds it,
  // wait with the GIL released (the FFI handlers never take the GIL, so this cannot deadlock).
  std::unique_lock<std::mutex> lock_caller() {
    std::unique_lock<std::mutex> lock(pool_->caller_mutex, std::try_to_lock);
    if (!lock.owns_lock()) {
      py::gil_scoped_release release;
      lock.lock();
    }
    return lock;
  }

  // env_ids=None means every env in sync mode and, in async mode, the envs of the last batch
  // received (the ones whose next actions the caller is sending).
  std::span<const int32_t> resolve_env_ids(const py::handle& env_ids, bool all_when_none = false) {
    const int n = executor_.options().num_envs;
    if (env_ids.is_none()) {
      if (executor_.is_sync() || all_when_none) {
        if (all_ids_.empty()) {
          for (int i = 0; i < n; ++i) all_ids_.push_back(i);
        }
        return all_ids_;
      }
      if (last_env_ids_.is_none()) {
        throw py::value_error("env_ids is required in async mode before the first recv()");
      }
      id_holder_ = last_env_ids_;
    } else {
      py::array ids = py::array::ensure(env_ids);
      if (!ids || (ids.dtype().kind() != 'i' && ids.dtype().kind() != 'u') || ids.ndim() != 1) {
        throw py::type_error("env_ids must be a 1-D integer array, got " +
                             std::string(py::str(env_ids)));
      }
      for (py::ssize_t i = 0; i < ids.shape(0); ++i) {
        const auto id = ids.attr("__getitem__")(i).cast<int64_t>();
        if (id < 0 || id >= n) {
          throw py::value_error("env_ids[" + std::to_string(i) + "] = " + std::to_string(id) +
                                " is out of range 0.." + std::to_string(n - 1));
        }
      }
      id_holder_ = py::array_t<int32_t, py::array::c_style | py::array::forcecast>::ensure(ids);
    }
    auto typed = py::array_t<int32_t, py::array::c_style>::ensure(id_holder_);
    return {typed.data(), static_cast<size_t>(typed.shape(0))};
  }

  std::shared_ptr<core::SharedExecutor> pool_;
  core::BatchExecutor& executor_;
  int64_t id_ = 0;
  BatchArrays arrays_;
  py::dict spec_dict_;
  py::object last_env_ids_ = py::none();
  py::object id_holder_ = py::none();
  std::vector<int32_t> all_ids_;
};

}  // namespace

void bind_pool(py::module_& m) {
  // EnvError(RuntimeError) carries the failing env's id as `env_id`.
  py::exception<core::EnvError>(m, "EnvError", PyExc_RuntimeError);
  py::register_exception_translator([](std::exception_ptr failure) {
    try {
      if (failure) std::rethrow_exception(failure);
    } catch (const core::EnvError& error) {
      py::object type = py::module_::import("arena_vec._native").attr("EnvError");
      py::object instance = type(error.what());
      instance.attr("env_id") = error.env_id();
      PyErr_SetObject(type.ptr(), instance.ptr());
    }
  });

  py::class_<BatchPool>(m, "BatchPool", "N envs of one game stepped by a C++ thread pool.")
      .def(py::init<const std::string&, const py::object&, int, int, int, int, const std::string&,
                    uint64_t, int64_t>(),
           py::arg("game"), py::arg("config"), py::arg("num_envs"), py::arg("batch_size") = 0,
           py::arg("num_threads") = 0, py::arg("thread_affinity_offset") = -1,
           py::arg("autoreset_mode") = "next_step", py::arg("seed") = 0,
           py::arg("spin_ns") = core::ExecutorOptions{}.spin_ns,
           "spin_ns: how long an idle thread spins before it sleeps (a tuning knob for "
           "benchmarks; see perf/bench_handoff.py).")
      .def("send", &BatchPool::send, py::arg("actions"), py::arg("env_ids") = py::none(),
           "Queue one step per env (validated first; nothing is queued on error).")
      .def("recv", &BatchPool::recv, "Wait for the next batch; returns the flat result tuple.")
      .def("step", &BatchPool::step, py::arg("actions"), py::arg("env_ids") = py::none())
      .def("reset", &BatchPool::reset_async, py::arg("seeds") = py::none(),
           py::arg("mask") = py::none(), py::arg("options") = py::none(),
           py::arg("async_") = false,
           "Cancel in-flight work and queue resets (collect with recv()).")
      .def("render", &BatchPool::render, py::arg("env_ids") = py::none())
      .def("get_state", &BatchPool::get_state, py::arg("env_id"))
      .def("set_state", &BatchPool::set_state, py::arg("env_id"), py::arg("state"))
      .def("close", &BatchPool::close)
      .def_property_readonly("closed", &BatchPool::closed)
      .def_property_readonly("pool_id", &BatchPool::id,
                             "This pool's number in the process-wide registry (XLA handles).")
      .def_property_readonly("spec", &BatchPool::spec)
      .def_property_readonly("num_envs",
                             [](const BatchPool& p) { return p.executor().options().num_envs; })
      .def_property_readonly("batch_size",
                             [](const BatchPool& p) { return p.executor().options().batch_size; })
      .def_property_readonly("num_buffers", &BatchPool::num_buffers)
      .def_property_readonly("num_threads",
                             [](const BatchPool& p) { return p.executor().options().num_threads; });
}

}  // namespace arena::bindings
