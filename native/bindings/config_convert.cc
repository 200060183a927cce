// Python value -> core::Config. bool is checked before int because Python's bool is an int.
#include "native/bindings/config_convert.h"

#include <pybind11/numpy.h>

#include <stdexcept>

#include "native/bindings/arg_convert.h"

namespace py = pybind11;

namespace arena::bindings {

core::Config to_config(const py::handle& value, const std::string& path) {
  if (value.is_none()) return core::Config({}, path);
  if (py::isinstance<py::bool_>(value)) return core::Config(value.cast<bool>(), path);
  if (py::isinstance<py::int_>(value)) {
    int overflow = 0;
    const long long number = PyLong_AsLongLongAndOverflow(value.ptr(), &overflow);
    if (overflow != 0) {
      throw std::invalid_argument("'" + (path.empty() ? std::string("<root>") : path) + "' = " +
                                  short_repr(value) +
                                  " does not fit in a 64-bit integer");
    }
    return core::Config(static_cast<int64_t>(number), path);
  }
  if (py::isinstance<py::float_>(value)) return core::Config(value.cast<double>(), path);
  if (py::isinstance<py::str>(value)) return core::Config(value.cast<std::string>(), path);
  if (py::isinstance(value, py::module_::import("numpy").attr("generic"))) {
    return to_config(value.attr("item")(), path);
  }
  if (py::isinstance<py::dict>(value)) {
    core::ConfigMap entries;
    for (auto [key, item] : value.cast<py::dict>()) {
      if (!py::isinstance<py::str>(key)) {
        throw std::invalid_argument("'" + path + "': keys must be str, got " + short_repr(key));
      }
      std::string name = key.cast<std::string>();
      entries.emplace(name, to_config(item, path.empty() ? name : path + "." + name));
    }
    return core::Config::map(std::move(entries), path);
  }
  if (py::isinstance<py::list>(value) || py::isinstance<py::tuple>(value) ||
      py::isinstance<py::array>(value)) {
    core::ConfigList items;
    size_t index = 0;
    for (py::handle item : value) {
      items.push_back(to_config(item, path + "[" + std::to_string(index++) + "]"));
    }
    return core::Config::list(std::move(items), path);
  }
  throw std::invalid_argument("'" + (path.empty() ? std::string("<root>") : path) +
                              "': cannot pass a " + std::string(py::str(py::type::of(value))) +
                              " to native code (allowed: None, bool, int, float, str, list, "
                              "tuple, dict)");
}

std::vector<std::optional<core::Config>> per_env_configs(const std::string& name,
                                                         const py::handle& value) {
  std::vector<std::optional<core::Config>> configs;
  if (value.is_none()) return configs;
  if (!py::isinstance<py::list>(value) && !py::isinstance<py::tuple>(value)) {
    throw py::type_error(name + " must be None or a list with one dict (or None) per env");
  }
  std::size_t index = 0;
  for (const py::handle entry : value) {
    const std::string path = name + "[" + std::to_string(index++) + "]";
    if (!entry.is_none() && !py::isinstance<py::dict>(entry)) {
      throw py::type_error(path + " must be a dict or None, got " + short_repr(entry));
    }
    configs.push_back(entry.is_none() ? std::nullopt
                                      : std::optional<core::Config>(to_config(entry, path)));
  }
  return configs;
}

}  // namespace arena::bindings
