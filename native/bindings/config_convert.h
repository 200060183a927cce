// Converts Python values (None, bool, int, float, str, list/tuple, dict) into a core::Config
// tree, naming the path of anything that cannot be converted.
#pragma once

#include <pybind11/pybind11.h>

#include <optional>
#include <string>
#include <vector>

#include "native/core/config.h"

namespace arena::bindings {

core::Config to_config(const pybind11::handle& value, const std::string& path = "");

/// One config per env: None (an empty vector: keep every env's) or a list/tuple of dicts or
/// None entries (None: keep that env's). Errors name `name[i]`.
std::vector<std::optional<core::Config>> per_env_configs(const std::string& name,
                                                         const pybind11::handle& value);

}  // namespace arena::bindings
