// BatchPool::set_options: per-env episode options for the next reset (autoreset included),
// converted and checked here with messages that name the argument.
#include <pybind11/pybind11.h>

#include <string>
#include <vector>

#include "native/bindings/arg_convert.h"
#include "native/bindings/batch_pool.h"
#include "native/bindings/config_convert.h"

namespace py = pybind11;

namespace arena::bindings {

void BatchPool::set_options(const py::handle& env_ids, const py::handle& options) {
  check_process();
  const std::vector<int32_t> ids = env_ids_arg(env_ids, executor_.options().num_envs);
  if (!py::isinstance<py::list>(options) && !py::isinstance<py::tuple>(options)) {
    throw py::type_error("options must be a list with one dict per env id, got " +
                         short_repr(options));
  }
  std::vector<core::Config> values;
  std::size_t index = 0;
  for (const py::handle entry : options) {
    const std::string path = "options[" + std::to_string(index++) + "]";
    if (!py::isinstance<py::dict>(entry)) {
      throw py::type_error(path + " must be a dict, got " + short_repr(entry));
    }
    values.push_back(to_config(entry, path));
  }
  const auto lock = lock_caller();
  executor_.set_options(ids, values);
}

}  // namespace arena::bindings
