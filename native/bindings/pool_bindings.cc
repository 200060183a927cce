// Registers the BatchPool class (batch_pool.h) and EnvError with Python. Every parameter is a
// plain object converted by BatchPool itself, so the errors name the argument.
#include <pybind11/pybind11.h>

#include <string>

#include "native/bindings/arg_convert.h"
#include "native/bindings/batch_pool.h"
#include "native/bindings/bindings.h"

namespace py = pybind11;

namespace arena::bindings {

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

  const py::object none = py::none();
  py::class_<BatchPool>(m, "BatchPool", "N envs of one game stepped by a C++ thread pool.")
      .def(py::init<const py::handle&, const py::handle&, const py::handle&, const py::handle&,
                    const py::handle&, const py::handle&, const py::handle&, const py::handle&,
                    const py::handle&, const py::handle&>(),
           py::arg("game"), py::arg("config"), py::arg("num_envs"), py::arg("batch_size") = none,
           py::arg("num_threads") = 0, py::arg("thread_affinity_offset") = -1,
           py::arg("autoreset_mode") = "next_step", py::arg("seed") = 0,
           py::arg("spin_ns") = core::ExecutorOptions{}.spin_ns, py::arg("episode_control") = false,
           "batch_size None means num_envs (sync mode). spin_ns: how long an idle thread spins "
           "before it sleeps (a tuning knob for benchmarks; see perf/bench_handoff.py). "
           "episode_control: give every env an episode controller and every batch its "
           "episode_control.* info leaves.")
      // Any other call shape (unknown keyword, too many arguments) lands here, so pybind11
      // never answers with its message that prints every argument, a whole game config too.
      .def(py::init([](const py::args& args, const py::kwargs& kwargs) -> BatchPool* {
        std::string keywords;
        for (const auto& item : kwargs) {
          if (!keywords.empty()) keywords += ", ";
          keywords += short_repr(item.first);
        }
        throw py::type_error(
            "BatchPool(game, config, num_envs, batch_size=None, num_threads=0, "
            "thread_affinity_offset=-1, autoreset_mode='next_step', seed=0, spin_ns=50000, "
            "episode_control=False) got " +
            std::to_string(args.size()) + " positional argument(s) and keyword(s) [" + keywords +
            "]");
      }))
      .def("send", &BatchPool::send, py::arg("actions"), py::arg("env_ids") = none,
           "Queue one step per env (validated first; nothing is queued on error).")
      .def("recv", &BatchPool::recv,
           "Wait for the next batch; returns the flat result tuple. Signal handlers run while "
           "it waits; if one raises (KeyboardInterrupt), the batch stays in flight, completes "
           "in the background, and the next recv() returns it.")
      .def("step", &BatchPool::step, py::arg("actions"), py::arg("env_ids") = none)
      .def("reset", &BatchPool::reset, py::arg("seeds") = none, py::arg("mask") = none,
           py::arg("options") = none, py::arg("async_") = false, py::arg("episode_control") = none,
           "Cancel in-flight work and queue resets (collect with recv()). episode_control: "
           "None or one native control dict (or None) per env, used from this reset on.")
      .def("set_options", &BatchPool::set_options, py::arg("env_ids"), py::arg("options"),
           "Episode options (one dict per env id) for each env's next reset, its autoreset "
           "included; the current episodes go on. The envs must not be in flight.")
      .def("register_start_state", &BatchPool::register_start_state, py::arg("state"),
           "Check a get_state() snapshot as set_state would and keep it as a start state; "
           "returns its id for the 'start_states' of a control.")
      .def("set_episode_control", &BatchPool::set_episode_control, py::arg("env_ids"),
           py::arg("controls"),
           "Give each env one native control dict, used from its next reset (automatic or "
           "explicit) on.")
      .def("check_episode_control", &BatchPool::check_episode_control, py::arg("control"),
           "Check one native control dict as set_episode_control would; keep nothing.")
      .def("render", &BatchPool::render, py::arg("env_ids") = none)
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
