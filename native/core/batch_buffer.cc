// Layout arithmetic and aligned allocation for batch buffers.
#include "native/core/batch_buffer.h"

#include <cstring>
#include <new>

#include "native/core/platform.h"

namespace arena::core {
namespace {
constexpr std::size_t kAlignment = 64;

std::size_t align_up(std::size_t value) { return (value + kAlignment - 1) / kAlignment * kAlignment; }
}  // namespace

BatchLayout::BatchLayout(const EnvSpec& spec, bool with_final)
    : num_observations_(static_cast<int>(spec.observations.size())),
      num_infos_(static_cast<int>(spec.infos.size())),
      with_final_(with_final) {
  for (const ArraySpec& leaf : spec.observations) add(leaf.name, leaf.dtype, leaf.shape);
  for (const ArraySpec& leaf : spec.infos) add(leaf.name, leaf.dtype, leaf.shape);
  add("reward", DType::kFloat64, {});
  add("terminated", DType::kBool, {});
  add("truncated", DType::kBool, {});
  add("env_id", DType::kInt32, {});
  add("elapsed_step", DType::kInt32, {});
  if (with_final) {
    add("final_mask", DType::kBool, {});
    for (const ArraySpec& leaf : spec.observations) add(leaf.name, leaf.dtype, leaf.shape);
    for (const ArraySpec& leaf : spec.infos) add(leaf.name, leaf.dtype, leaf.shape);
  }
}

void BatchLayout::add(std::string name, DType dtype, std::vector<int64_t> row_shape) {
  ArrayLayout array{.name = std::move(name), .dtype = dtype, .row_shape = std::move(row_shape)};
  std::size_t elements = 1;
  for (int64_t dim : array.row_shape) elements *= static_cast<std::size_t>(dim);
  array.row_bytes = elements * dtype_size(dtype);
  // Offsets scale with capacity; rounding each array's per-row size up to the alignment keeps
  // every array 64-byte aligned for any capacity.
  array.offset_per_capacity = bytes_per_row_;
  bytes_per_row_ += align_up(array.row_bytes == 0 ? 1 : array.row_bytes);
  arrays_.push_back(std::move(array));
}

void BatchBuffer::AlignedFree::operator()(std::byte* block) const { platform::aligned_free(block); }

BatchBuffer::BatchBuffer(std::shared_ptr<const BatchLayout> layout, int capacity)
    : layout_(std::move(layout)), capacity_(capacity) {
  const std::size_t bytes = align_up(layout_->bytes_for(capacity));
  auto* block = static_cast<std::byte*>(platform::aligned_allocate(kAlignment, bytes));
  if (block == nullptr) throw std::bad_alloc();
  std::memset(block, 0, bytes);
  storage_.reset(block);
}

}  // namespace arena::core
