// Preallocated, 64-byte aligned storage for one batch of results: every observation and info
// leaf of the env spec plus the common arrays (reward, flags, env id, elapsed step) and, in
// same_step autoreset mode, the terminal observation and info copies. Workers write rows in
// place; Python views the arrays without copying.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "native/core/array_spec.h"

namespace arena::core {

/// One array of a batch: name, element type, per-row shape and where it sits in the block.
struct ArrayLayout {
  std::string name;
  DType dtype;
  std::vector<int64_t> row_shape;
  std::size_t row_bytes = 0;
  std::size_t offset_per_capacity = 0;  // offset = offset_per_capacity * capacity
};

/// The arrays of a batch in a fixed order. Index ranges name the groups.
class BatchLayout {
 public:
  BatchLayout(const EnvSpec& spec, bool with_final);

  const std::vector<ArrayLayout>& arrays() const { return arrays_; }
  int num_observations() const { return num_observations_; }
  int num_infos() const { return num_infos_; }
  bool with_final() const { return with_final_; }

  // Positions of each group in arrays().
  int observation(int k) const { return k; }
  int info(int k) const { return num_observations_ + k; }
  int reward() const { return num_observations_ + num_infos_; }
  int terminated() const { return reward() + 1; }
  int truncated() const { return reward() + 2; }
  int env_id() const { return reward() + 3; }
  int elapsed_step() const { return reward() + 4; }
  /// Only when with_final(): the mask, then final observations, then final infos.
  int final_mask() const { return reward() + 5; }
  int final_observation(int k) const { return final_mask() + 1 + k; }
  int final_info(int k) const { return final_mask() + 1 + num_observations_ + k; }

  /// Bytes one batch of `capacity` rows needs (every array starts 64-byte aligned).
  std::size_t bytes_for(int capacity) const { return bytes_per_row_ * capacity; }

 private:
  void add(std::string name, DType dtype, std::vector<int64_t> row_shape);

  std::vector<ArrayLayout> arrays_;
  int num_observations_ = 0;
  int num_infos_ = 0;
  bool with_final_ = false;
  std::size_t bytes_per_row_ = 0;
};

/// Storage for `capacity` rows of every array in a layout. Not copyable; shared by the
/// executor and by the Python arrays that view it, so it outlives whichever lets go last.
class BatchBuffer {
 public:
  BatchBuffer(std::shared_ptr<const BatchLayout> layout, int capacity);
  BatchBuffer(const BatchBuffer&) = delete;
  BatchBuffer& operator=(const BatchBuffer&) = delete;

  int capacity() const { return capacity_; }
  const BatchLayout& layout() const { return *layout_; }

  /// Start of array `index` (capacity rows, contiguous).
  std::byte* array(int index) const {
    return storage_.get() + layout_->arrays()[index].offset_per_capacity * capacity_;
  }
  /// Start of row `row` of array `index`.
  std::byte* row(int index, int row) const {
    return array(index) + layout_->arrays()[index].row_bytes * row;
  }

 private:
  struct AlignedFree {
    void operator()(std::byte* block) const;
  };

  std::shared_ptr<const BatchLayout> layout_;
  int capacity_;
  std::unique_ptr<std::byte, AlignedFree> storage_;
};

}  // namespace arena::core
