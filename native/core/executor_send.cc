// send(): every env id and action is checked before anything is queued, then the actions are
// copied into per-env slots and one job per env is queued (or held back for the caller to run
// inline, when no worker may take it). Also the EnvError that send() and take() raise while an
// env failure is pending.
#include <algorithm>
#include <cstring>
#include <limits>
#include <stdexcept>

#include "native/core/executor.h"
#include "native/core/executor_internal.h"

namespace arena::core {
namespace {

std::string env_label(int64_t env_id) { return "env " + std::to_string(env_id); }

// Reads one integer action element, whatever its width and signedness; false if it does not
// fit in int64 (only possible for huge unsigned values, which are out of range anyway).
bool read_action(const std::byte* at, int item_size, bool is_signed, int64_t& value) {
  switch (item_size) {
    case 1:
      value = is_signed ? int64_t{*reinterpret_cast<const int8_t*>(at)}
                        : int64_t{*reinterpret_cast<const uint8_t*>(at)};
      return true;
    case 2:
      value = is_signed ? int64_t{*reinterpret_cast<const int16_t*>(at)}
                        : int64_t{*reinterpret_cast<const uint16_t*>(at)};
      return true;
    case 4:
      value = is_signed ? int64_t{*reinterpret_cast<const int32_t*>(at)}
                        : int64_t{*reinterpret_cast<const uint32_t*>(at)};
      return true;
    default: {
      uint64_t raw;
      std::memcpy(&raw, at, sizeof(raw));
      if (!is_signed && raw > static_cast<uint64_t>(std::numeric_limits<int64_t>::max())) {
        return false;
      }
      value = static_cast<int64_t>(raw);
      return true;
    }
  }
}

const std::byte* action_at(const ActionArray& actions, std::size_t index, std::size_t k) {
  return actions.data + actions.row_stride * static_cast<int64_t>(index) +
         actions.component_stride * static_cast<int64_t>(k);
}

}  // namespace

void BatchExecutor::throw_failure() {
  std::lock_guard<std::mutex> lock(error_mutex_);
  if (error_env_ < 0) return;
  throw EnvError(error_env_,
                 failures_[error_env_] +
                     " (call reset() to continue; a reset_mask must include this env)");
}

void BatchExecutor::throw_bad_action(std::size_t index, std::size_t component, int32_t env_id,
                                     bool fits, int64_t value) const {
  const auto& sizes = spec_.action_sizes;
  const std::string where =
      sizes.size() == 1 && spec_.action_is_scalar
          ? "[" + std::to_string(index) + "]"
          : "[" + std::to_string(index) + "][" + std::to_string(component) + "]";
  throw std::invalid_argument("action" + where + " = " +
                              (fits ? std::to_string(value) : std::string("(too large)")) +
                              " for " + env_label(env_id) + " is out of range; allowed 0.." +
                              std::to_string(sizes[component] - 1));
}

void BatchExecutor::send(std::span<const int32_t> env_ids, const ActionArray& actions) {
  check_open();
  throw_failure();
  if (env_ids.empty()) throw std::invalid_argument("send() needs at least one env id");
  if (is_sync() && pending_rows_ > 0) {
    throw std::runtime_error(
        "sync mode (batch_size == num_envs): recv() the previous send before sending again");
  }
  if (++stamp_ == 0) {
    std::fill(send_stamp_.begin(), send_stamp_.end(), 0);
    stamp_ = 1;
  }
  const auto& sizes = spec_.action_sizes;
  for (std::size_t i = 0; i < env_ids.size(); ++i) {
    const int32_t id = env_ids[i];
    check_env_id(id);
    const EnvSlot& slot = *envs_[id];
    if (send_stamp_[id] == stamp_) {
      throw std::invalid_argument(env_label(id) + " appears more than once in env_ids");
    }
    send_stamp_[id] = stamp_;
    if (!slot.started) {
      throw std::runtime_error(env_label(id) + " has not been reset; call reset() first");
    }
    if (slot.busy) {
      throw std::invalid_argument(env_label(id) + " already has a step in flight; recv() it first");
    }
    if (slot.done && options_.autoreset_mode == AutoresetMode::kDisabled) {
      throw std::invalid_argument(
          env_label(id) + " has ended its episode and autoreset_mode is 'disabled'; reset it "
          "first (a vector env: reset(options={'reset_mask': mask}))");
    }
    for (std::size_t k = 0; k < sizes.size(); ++k) {
      int64_t value = 0;
      const bool fits =
          read_action(action_at(actions, i, k), actions.item_size, actions.is_signed, value);
      if (!fits || value < 0 || value >= sizes[k]) throw_bad_action(i, k, id, fits, value);
    }
  }
  // Everything is valid: copy actions and queue the jobs.
  const int count = static_cast<int>(env_ids.size());
  const int64_t seq = is_sync() ? next_seq_++ : 0;
  if (is_sync()) {
    BatchSlot& slot = batch_slot(seq);
    slot.buffer = acquire_buffer(options_.num_envs);
    slot.target = count;
    slot.done.store(0, std::memory_order_relaxed);
  }
  if (pending_count_ > 0) {
    for (int i = 0; i < count; ++i) apply_pending_control(env_ids[i]);
  }
  for (int i = 0; i < count; ++i) {
    EnvSlot& slot = *envs_[env_ids[i]];
    for (std::size_t k = 0; k < sizes.size(); ++k) {
      int64_t value = 0;
      read_action(action_at(actions, i, k), actions.item_size, actions.is_signed, value);
      slot.action[k] = static_cast<int32_t>(value);
    }
    slot.busy = true;
    job_scratch_[i] = Job{.env_id = env_ids[i],
                          .kind = JobKind::kStep,
                          .row = is_sync() ? i : -1,
                          .seq = seq};
  }
  pending_rows_ += count;
  const bool workers_may_help =
      offload_.load(std::memory_order_relaxed) ||
      (options_.num_threads > 1 && share_work_.load(std::memory_order_relaxed));
  if (is_sync() && !workers_may_help) {
    inline_jobs_ = count;
    inline_next_ = 0;
    return;
  }
  in_flight_.fetch_add(count, std::memory_order_seq_cst);
  queue_.push(job_scratch_.data(), count);
}

}  // namespace arena::core
