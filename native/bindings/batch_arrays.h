// Python's view of batch buffers: for every BatchBuffer the executor hands out, one flat tuple
// of numpy arrays that view its memory without copying. The tuple is built once per buffer and
// returned again whenever that buffer comes back, so a steady-state recv allocates nothing.
// A buffer may be refilled only when nothing outside this cache references the tuple or any of
// its arrays (Python refcounts), which is exactly "no Python array still views it".
// With episode control, the tuple also carries its info group as prebuilt dicts (the five
// arrays and their `_` masks, as Gymnasium's vector infos nest them), so a batch's info
// costs Python one dict copy instead of building ten entries.
#pragma once

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <memory>
#include <unordered_map>
#include <vector>

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
  static constexpr int kFirstLeaf = 6;  // then observations, infos, final obs, final infos,
                                        // then with episode control its two group dicts
};

class BatchArrays {
 public:
  /// The result tuple for `count` rows of `buffer` (a fresh tuple of slices when `count` is
  /// below the buffer's capacity). Requires the GIL.
  pybind11::tuple result(const std::shared_ptr<core::BatchBuffer>& buffer, int count);

  /// True when Python holds nothing that views `buffer` (the cached group dicts aside).
  /// Requires the GIL.
  bool is_free(const core::BatchBuffer& buffer) const;

  /// True when a result tuple was ever built for `buffer`. Reads only C++ state, so it may be
  /// called without the GIL, but callers must serialize it with result() and clear().
  bool viewed(const core::BatchBuffer& buffer) const { return cache_.contains(&buffer); }

  /// Drops every cached tuple (arrays the user still holds stay valid). Requires the GIL.
  void clear() { cache_.clear(); }

 private:
  /// A buffer's tuple, and how many references each of its items has while Python holds
  /// none: the tuple's own, plus one per cached group dict that holds the item.
  struct Cached {
    pybind11::tuple tuple;
    std::vector<Py_ssize_t> own_refs;
  };

  Cached build(const std::shared_ptr<core::BatchBuffer>& buffer);

  std::unordered_map<const core::BatchBuffer*, Cached> cache_;
};

}  // namespace arena::bindings
