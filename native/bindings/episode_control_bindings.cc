// BatchPool's episode-control methods: registering start states, handing envs a control for
// their next reset and checking a control without using it. Arguments are checked and converted
// here (errors name them); the executor checks the controls themselves
// (core/episode_control_config.cc).
#include <string>
#include <vector>

#include "native/bindings/arg_convert.h"
#include "native/bindings/batch_pool.h"
#include "native/bindings/config_convert.h"

namespace py = pybind11;

namespace arena::bindings {

int64_t BatchPool::register_start_state(const py::handle& state) {
  check_process();
  const std::string bytes = bytes_arg("state", state);
  const auto lock = lock_caller();
  return executor_.register_start_state(
      {reinterpret_cast<const std::byte*>(bytes.data()), bytes.size()});
}

void BatchPool::set_episode_control(const py::handle& env_ids, const py::handle& controls) {
  check_process();
  const std::vector<int32_t> ids = env_ids_arg(env_ids, executor_.options().num_envs);
  std::vector<core::Config> values;
  for (const std::optional<core::Config>& control : per_env_configs("controls", controls)) {
    if (!control) throw py::type_error("controls: every entry must be a dict, got None");
    values.push_back(*control);
  }
  const auto lock = lock_caller();
  executor_.set_episode_control(ids, values);
}

void BatchPool::check_episode_control(const py::handle& control) {
  check_process();
  const auto lock = lock_caller();
  executor_.check_episode_control(to_config(control, "episode_control"));
}

}  // namespace arena::bindings
