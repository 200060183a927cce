// Writing one output leaf of a wrapper plan from its source values: as they are, scaled to
// [0, 1] floats, or one-hot encoded (DIAMBRA's scale option).
#pragma once

#include <cstddef>
#include <cstring>

#include "native/core/wrapper_plan.h"

namespace arena::core {

/// Copies one leaf's row; scalar rows (1, 2, 4 or 8 bytes, most RAM leaves and every info
/// flag) become a single load and store instead of a call to memcpy.
inline void copy_leaf(std::byte* dst, const std::byte* src, std::size_t bytes) {
  switch (bytes) {
    case 1:
      *dst = *src;
      return;
    case 2:
      std::memcpy(dst, src, 2);
      return;
    case 4:
      std::memcpy(dst, src, 4);
      return;
    case 8:
      std::memcpy(dst, src, 8);
      return;
    default:
      std::memcpy(dst, src, bytes);
  }
}

/// Writes `out`'s leaf into `dst` from `source`, which holds out.source_elements values of
/// out.source_dtype. Throws std::runtime_error when a one-hot value is outside its size (a
/// value the source's spec does not allow).
void write_output(const OutputPlan& out, const std::byte* source, std::byte* dst);

/// False when `out` is one-hot and a value of `source` (as write_output reads it) lies outside
/// its size: write_output would refuse it. Used to check loaded wrapper states.
bool fits_one_hot(const OutputPlan& out, const std::byte* source);

}  // namespace arena::core
