// WrappedEnv::check_state: what a snapshot of a wrapped env may hold besides the wrapped env's
// own state. The rings' positions index their storage and the stored leaves feed one-hot
// outputs, so a loaded value outside them would read out of bounds or fail every write.
#include <cstring>
#include <string>

#include "native/core/state_check.h"
#include "native/core/wrapped_env.h"
#include "native/core/wrapper_outputs.h"

namespace arena::core {
namespace {

int32_t int32_at(std::span<const std::byte> block, std::size_t index) {
  int32_t value = 0;
  std::memcpy(&value, block.data() + index * sizeof(int32_t), sizeof(int32_t));
  return value;
}

}  // namespace

void WrappedEnv::check_state(std::span<const std::byte> bytes) const {
  inner_->check_state(bytes.first(inner_state_bytes_));
  // The wrapper's blocks, in state_bytes() order, as they lie in `bytes`.
  std::vector<std::span<const std::byte>> blocks;
  std::size_t at = inner_state_bytes_;
  for (const std::span<std::byte>& block : state_blocks_) {
    blocks.push_back(bytes.subspan(at, block.size()));
    at += block.size();
  }
  const WrapperPlan& p = *plan_;
  StateCheck check;
  check.set_prefix("wrappers.");
  if (frame_position_block_ >= 0) {
    check.range("frame_stack_position", int32_at(blocks[frame_position_block_], 0), 0,
                p.stack_frames * p.dilation - 1);
  }
  if (action_position_block_ >= 0) {
    check.range("action_history_position", int32_at(blocks[action_position_block_], 0), 0,
                p.stack_actions - 1);
    const std::span<const std::byte> history = blocks[action_position_block_ - 1];
    for (std::size_t i = 0; i < history.size() / sizeof(int32_t); ++i) {
      const int32_t size = action_sizes_[i % action_sizes_.size()];
      check.range("action_history[" + std::to_string(i) + "]", int32_at(history, i), 0, size - 1);
    }
  }
  for (const OutputPlan& out : p.outputs) {
    const bool from_leaves = out.source == OutputSource::kLeaf ||
                             out.source == OutputSource::kOwn ||
                             out.source == OutputSource::kOpponent;
    if (!from_leaves) continue;
    for (int leaf : {out.leaf, out.other_leaf}) {
      if (leaf < 0 || leaf_blocks_[leaf] < 0) continue;
      check.require(fits_one_hot(out, blocks[leaf_blocks_[leaf]].data()),
                    "wrappers: the stored values of output '" + out.spec.name +
                        "' are outside its one-hot range");
    }
  }
  check.throw_if_failed();
}

}  // namespace arena::core
