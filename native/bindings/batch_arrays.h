// Python's view of batch buffers: for every BatchBuffer the executor hands out, one flat tuple
// of numpy arrays that view its memory without copying. The tuple is built once per buffer and
// returned again whenever that buffer comes back, so a steady-state recv allocates nothing.
// A buffer may be refilled only when nothing outside this cache references the tuple or any of
// its arrays (Python refcounts), which is exactly "no Python array still views it".
#pragma once

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <memory>
#include <unordered_map>

#include "native/core/batch_buffer.h"

namespace arena::bindings {

/// Positions in the flat result tuple.
struct ResultIndex {
  static constexpr int kReward = 0;
  static constexpr int kTerminated = 1;
  static constexpr int kTruncated = 2;
  static constexpr int kEnvId = 3;
  static constexpr int kElapsedStep = 4;
  static constexpr int kFinalMask = 5;  // None unless same_step autoreset
  static constexpr int kFirstLeaf = 6;  // then observations, infos, final obs, final infos
};

class BatchArrays {
 public:
  /// The result tuple for `count` rows of `buffer` (a fresh tuple of slices when `count` is
  /// below the buffer's capacity). Requires the GIL.
  pybind11::tuple result(const std::shared_ptr<core::BatchBuffer>& buffer, int count);

  /// True when Python holds nothing that views `buffer`. Requires the GIL.
  bool is_free(const core::BatchBuffer& buffer) const;

  /// True when a result tuple was ever built for `buffer`. Reads only C++ state, so it may be
  /// called without the GIL, but callers must serialize it with result() and clear().
  bool viewed(const core::BatchBuffer& buffer) const { return cache_.contains(&buffer); }

  /// Drops every cached tuple (arrays the user still holds stay valid). Requires the GIL.
  void clear() { cache_.clear(); }

 private:
  pybind11::tuple build(const std::shared_ptr<core::BatchBuffer>& buffer);

  std::unordered_map<const core::BatchBuffer*, pybind11::tuple> cache_;
};

}  // namespace arena::bindings
