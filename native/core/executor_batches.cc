// Handing batches back (take) and starting episodes (reset), including the cancellation of
// in-flight work that makes reset safe at any time and the rule that a failed env must be in
// the reset.
#include <algorithm>
#include <stdexcept>

#include "native/core/clock.h"
#include "native/core/executor.h"
#include "native/core/executor_internal.h"

namespace arena::core {
namespace {

// "env 3" or "envs 0, 2, 5" (at most a few named).
std::string env_list(const std::vector<int>& ids) {
  constexpr std::size_t kNamed = 5;
  std::string text = ids.size() == 1 ? "env " : "envs ";
  for (std::size_t i = 0; i < ids.size() && i < kNamed; ++i) {
    text += (i == 0 ? "" : ", ") + std::to_string(ids[i]);
  }
  if (ids.size() > kNamed) text += ", ...";
  return text;
}

}  // namespace

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
  if (options_.episode_control) write_control_infos(*result.buffer, result.count);
  update_offload();
  if (adaptive_) adapt(result.count);
  assign_ahead();
  throw_failure();
  return result;
}

void BatchExecutor::drain() {
  // Cancel: queued jobs are dropped unrun; jobs already running finish and are discarded.
  inline_jobs_ = 0;
  inline_next_ = 0;
  Job job;
  while (queue_.try_pop(job)) in_flight_.fetch_sub(1, std::memory_order_seq_cst);
  help_until([&] { return in_flight_.load(std::memory_order_acquire) == 0; }, kNoDeadline);
  for (auto& slot : batch_slots_) slot->buffer = nullptr;
  for (auto& env : envs_) env->busy = false;
  pending_rows_ = 0;
  next_seq_ = std::max({next_seq_, assigned_until_, next_recv_seq_});
  next_recv_seq_ = next_seq_;
}

void BatchExecutor::check_failed_envs_reset(std::span<const uint8_t> mask) {
  std::vector<int> left_out;
  std::string message;
  {
    std::lock_guard<std::mutex> lock(error_mutex_);
    for (int i = 0; i < options_.num_envs; ++i) {
      if (failures_[i].empty() || mask.empty() || mask[i] != 0) continue;
      if (left_out.empty()) message = failures_[i];
      left_out.push_back(i);
    }
  }
  if (left_out.empty()) return;
  if (message.size() > 120) message = message.substr(0, 120) + "...";
  throw std::invalid_argument("reset_mask leaves out " + env_list(left_out) +
                              ", which failed (" + message +
                              "); a failed env must be reset before it is stepped again");
}

void BatchExecutor::reset(std::span<const uint64_t> seeds, std::span<const uint8_t> mask,
                          const std::vector<std::optional<Config>>& options, bool async,
                          const std::vector<std::optional<Config>>& controls) {
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
  if (!controls.empty() && static_cast<int>(controls.size()) != n) {
    throw std::invalid_argument("episode_control: expected one entry per env (" +
                                std::to_string(n) + "), got " + std::to_string(controls.size()));
  }
  auto masked = [&](int i) { return mask.empty() || mask[i] != 0; };
  // Episode controls are checked before anything changes.
  std::vector<std::shared_ptr<const EpisodeControlSettings>> new_controls(controls.size());
  for (std::size_t i = 0; i < controls.size(); ++i) {
    if (controls[i] && masked(static_cast<int>(i))) new_controls[i] = parse_control(*controls[i]);
  }
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
  check_failed_envs_reset(mask);
  // In-flight work is cancelled first: set_options must never race a running job. The
  // Python layer validates options before calling, so a throw here is a programming error.
  drain();
  // A job that was still running may have failed meanwhile: the pool is drained and keeps
  // that failure until a reset includes the env.
  check_failed_envs_reset(mask);
  {
    std::lock_guard<std::mutex> lock(error_mutex_);
    for (int i = 0; i < n; ++i) {
      if (masked(i)) failures_[i].clear();
    }
    error_env_ = -1;
  }
  for (int i = 0; i < n; ++i) {
    if (masked(i) && !options.empty() && options[i]) envs_[i]->env->set_options(*options[i]);
    if (pending_count_ > 0) apply_pending_control(i);
    if (!new_controls.empty() && new_controls[i]) give_control(*envs_[i], new_controls[i]);
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
