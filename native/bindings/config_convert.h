// Converts Python values (None, bool, int, float, str, list/tuple, dict) into a core::Config
// tree, naming the path of anything that cannot be converted.
#pragma once

#include <pybind11/pybind11.h>

#include <string>

#include "native/core/config.h"

namespace arena::bindings {

core::Config to_config(const pybind11::handle& value, const std::string& path = "");

}  // namespace arena::bindings
