// EnvSpec -> plain Python dict, shared by the module-level game_spec() and BatchPool.spec.
#pragma once

#include <pybind11/pybind11.h>

#include "native/core/array_spec.h"

namespace arena::bindings {

pybind11::dict env_spec_to_dict(const core::EnvSpec& spec);

}  // namespace arena::bindings
