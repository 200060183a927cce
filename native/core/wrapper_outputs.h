// Writing one output leaf of a wrapper plan from its source values: as they are, scaled to
// [0, 1] floats, or one-hot encoded (DIAMBRA's scale option).
#pragma once

#include <cstddef>

#include "native/core/wrapper_plan.h"

namespace arena::core {

/// Writes `out`'s leaf into `dst` from `source`, which holds out.source_elements values of
/// out.source_dtype. Throws std::runtime_error when a one-hot value is outside its size (a
/// value the source's spec does not allow).
void write_output(const OutputPlan& out, const std::byte* source, std::byte* dst);

}  // namespace arena::core
