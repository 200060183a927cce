// Checks a Python action batch (dtype, shape) and describes its memory for the executor, which
// checks the values. No copy is made when the caller passes a numpy integer array.
#pragma once

#include <pybind11/numpy.h>

#include "native/core/array_spec.h"
#include "native/core/executor.h"

namespace arena::bindings {

/// `actions` as the executor reads them, for `count` envs. Throws TypeError (non-integer
/// dtype) or ValueError (shape), naming the expected form. `holder` keeps a converted copy
/// alive when `actions` was not already an array.
core::ActionArray describe_actions(const pybind11::handle& actions, const core::EnvSpec& spec,
                                   int count, pybind11::array& holder);

}  // namespace arena::bindings
