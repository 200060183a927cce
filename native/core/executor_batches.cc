// Handing batches back (wait/take) and starting episodes (reset), including the cancellation
// of in-flight work that makes reset safe at any time.
#include <algorithm>
#include <stdexcept>

#include "native/core/executor.h"
#include "native/core/executor_internal.h"

namespace arena::core {

int64_t BatchExecutor::wait() {
  check_open();
  if (pending_rows_ == 0) {
    throw std::runtime_error("recv() called with nothing pending; send() or reset() first");
  }
  const int64_t seq = next_recv_seq_;
  BatchSlot& slot = batch_slot(seq);
  if (inline_jobs_ > 0) {
    for (int i = 0; i < inline_jobs_; ++i) execute_job(job_scratch_[i]);
    inline_jobs_ = 0;
    slot.done.store(slot.target, std::memory_order_relaxed);
    return seq;
  }
  if (!is_sync() && slot.target > pending_rows_) {
    throw std::runtime_error("recv() would wait forever: " + std::to_string(pending_rows_) +
                             " env(s) in flight but the batch needs " +
                             std::to_string(slot.target) + "; send() more envs first");
  }
  help_until([&] { return slot.done.load(std::memory_order_acquire) >= slot.target; });
  return seq;
}

BatchResult BatchExecutor::take(int64_t seq) {
  BatchSlot& slot = batch_slot(seq);
  BatchResult result{.buffer = std::move(slot.buffer), .count = slot.target};
  slot.buffer = nullptr;
  last_taken_ = result.buffer;
  next_recv_seq_ = seq + 1;
  pending_rows_ -= result.count;
  const auto* env_ids =
      reinterpret_cast<const int32_t*>(result.buffer->array(layout_->env_id()));
  for (int row = 0; row < result.count; ++row) envs_[env_ids[row]]->busy = false;
  if (adaptive_) adapt(result.count);
  assign_ahead();
  std::lock_guard<std::mutex> lock(error_mutex_);
  if (error_) {
    try {
      std::rethrow_exception(error_);
    } catch (const std::exception& failure) {
      throw EnvError(error_env_, std::string(failure.what()) + " (call reset() to continue)");
    } catch (...) {
      throw EnvError(error_env_, "unknown failure (call reset() to continue)");
    }
  }
  return result;
}

void BatchExecutor::drain() {
  // Cancel: queued jobs are dropped unrun; jobs already running finish and are discarded.
  inline_jobs_ = 0;
  Job job;
  while (queue_.try_pop(job)) in_flight_.fetch_sub(1, std::memory_order_seq_cst);
  help_until([&] { return in_flight_.load(std::memory_order_acquire) == 0; });
  for (auto& slot : batch_slots_) slot->buffer = nullptr;
  for (auto& env : envs_) env->busy = false;
  pending_rows_ = 0;
  next_seq_ = std::max({next_seq_, assigned_until_, next_recv_seq_});
  next_recv_seq_ = next_seq_;
  std::lock_guard<std::mutex> lock(error_mutex_);
  error_ = nullptr;
  error_env_ = -1;
}

void BatchExecutor::reset(std::span<const uint64_t> seeds, std::span<const uint8_t> mask,
                          const std::vector<std::optional<Config>>& options, bool async) {
  check_open();
  const int n = options_.num_envs;
  if (!seeds.empty() && static_cast<int>(seeds.size()) != n) {
    throw std::invalid_argument("seed: expected one seed per env (" + std::to_string(n) +
                                "), got " + std::to_string(seeds.size()));
  }
  if (!mask.empty() && static_cast<int>(mask.size()) != n) {
    throw std::invalid_argument("reset_mask: expected shape (" + std::to_string(n) +
                                ",), got " + std::to_string(mask.size()) + " entries");
  }
  if (!options.empty() && static_cast<int>(options.size()) != n) {
    throw std::invalid_argument("options: expected one entry per env (" + std::to_string(n) +
                                "), got " + std::to_string(options.size()));
  }
  auto masked = [&](int i) { return mask.empty() || mask[i] != 0; };
  int count = 0;
  for (int i = 0; i < n; ++i) {
    if (masked(i)) {
      ++count;
    } else if (!envs_[i]->started && !async) {
      throw std::invalid_argument("reset_mask leaves env " + std::to_string(i) +
                                  " unreset, but it has never been reset");
    }
  }
  if (count == 0) throw std::invalid_argument("reset_mask must select at least one env");
  // In-flight work is cancelled first: set_options must never race a running job. The
  // Python layer validates options before calling, so a throw here is a programming error.
  drain();
  for (int i = 0; i < n; ++i) {
    if (masked(i) && !options.empty() && options[i]) envs_[i]->env->set_options(*options[i]);
  }
  // Rows are fixed (env order) unless this is an async reset of an async pool, whose results
  // come back first-come like steps. An async reset of a sync pool is one batch of the
  // masked envs.
  const bool claim = async && !is_sync();
  const int64_t seq = claim ? 0 : next_seq_++;
  int queued = 0;
  for (int i = 0; i < n; ++i) {
    EnvSlot& slot = *envs_[i];
    if (!masked(i) && async) continue;
    if (masked(i)) {
      if (!seeds.empty()) slot.reset_seed = seeds[i];
      slot.started = true;
    }
    slot.busy = true;
    job_scratch_[queued] = Job{.env_id = i,
                               .kind = masked(i) ? JobKind::kReset : JobKind::kObserve,
                               .row = claim ? -1 : queued,
                               .seq = seq};
    ++queued;
  }
  if (!claim) {
    BatchSlot& slot = batch_slot(seq);
    slot.buffer = acquire_buffer(is_sync() ? n : queued);
    slot.target = queued;
    slot.done.store(0, std::memory_order_relaxed);
  }
  claim_base_seq_ = next_seq_;
  assigned_until_ = next_seq_;
  claim_cursor_.store(0, std::memory_order_relaxed);
  if (!is_sync()) {
    if (claim) next_recv_seq_ = claim_base_seq_;
    assign_ahead();
  }
  pending_rows_ = queued;
  in_flight_.fetch_add(queued, std::memory_order_seq_cst);
  queue_.push(job_scratch_.data(), queued);
}

}  // namespace arena::core
