// The worker side of the BatchExecutor: the worker loop, running one job (step, reset or
// observe) on one env with autoreset, writing its row (and checking an episode control's end
// condition on it), recording an env's failure, and completing batches.
#include <chrono>
#include <cstring>

#include "native/core/clock.h"
#include "native/core/executor.h"
#include "native/core/executor_internal.h"

namespace arena::core {

void BatchExecutor::worker_loop(bool spare) {
  std::atomic<bool>& allowed = spare ? offload_ : share_work_;
  JobTimer timer;
  Job job;
  while (!stop_.load(std::memory_order_acquire)) {
    if (!allowed.load(std::memory_order_acquire)) {
      timer.stop();
      allowed.wait(false, std::memory_order_acquire);
    } else if (queue_.try_pop(job)) {
      timer.job_started();
      finish_row(execute_job(job));
      // Long jobs make the caller offload (and keep it offloading).
      if (timer.job_done() && timer.mean_job_ns() >= kLongJobNs) {
        long_jobs_.fetch_add(1, std::memory_order_relaxed);
      }
    } else {
      timer.stop();
      queue_.wait_for_work(stop_, options_.spin_ns);
    }
  }
}

BatchExecutor::BatchSlot& BatchExecutor::batch_slot(int64_t seq) {
  return *batch_slots_[static_cast<std::size_t>(seq % depth_)];
}

int BatchExecutor::claim_row(const Job& job, int64_t& seq) {
  if (job.row >= 0) {
    seq = job.seq;
    return job.row;
  }
  const int64_t index = claim_cursor_.fetch_add(1, std::memory_order_acq_rel);
  seq = claim_base_seq_ + index / options_.batch_size;
  return static_cast<int>(index % options_.batch_size);
}

void BatchExecutor::write_row(EnvSlot& slot, BatchBuffer& buffer, int row, bool final_copy) {
  const BatchLayout& layout = buffer.layout();
  for (int k = 0; k < layout.num_observations(); ++k) {
    slot.observation_rows[k] =
        buffer.row(final_copy ? layout.final_observation(k) : layout.observation(k), row);
  }
  const int game_infos = static_cast<int>(game_infos_);
  for (int k = 0; k < game_infos; ++k) {
    slot.info_rows[k] = buffer.row(final_copy ? layout.final_info(k) : layout.info(k), row);
  }
  const std::span<std::byte* const> infos = slot.info_rows;
  slot.env->write(
      OutputRow{.observations = slot.observation_rows, .infos = infos.first(game_infos_)});
  // Episode control's own rows are copied when the batch is taken (write_control_infos);
  // a terminal copy must hold the ending's values, which the next episode replaces.
  if (final_copy && slot.control != nullptr) {
    const auto columns = EpisodeInfoColumns::of(buffer, layout.final_info(game_infos));
    if (slot.active) {
      slot.control->write_infos(columns, row);
    } else {
      EpisodeController::write_passive_infos(columns, row, /*ended=*/true);
    }
  }
}

void BatchExecutor::begin_episode(EnvSlot& slot, std::optional<uint64_t> seed) {
  // A passive controller is skipped, but a seed restarts its RNG.
  if (slot.active || (seed && slot.control != nullptr)) {
    slot.control->start_episode(*slot.env, seed, slot.done);
    slot.gate = slot.control->gate();
    slot.active = !slot.control->passive();
  } else {
    slot.env->reset(seed);
  }
}

void BatchExecutor::finish_row(int64_t seq) {
  batch_slot(seq).done.fetch_add(1, std::memory_order_seq_cst);
  in_flight_.fetch_sub(1, std::memory_order_seq_cst);
  if (caller_waiting_.load(std::memory_order_seq_cst)) {
    // Taking the mutex orders this with the caller's last look at done() before it sleeps.
    std::lock_guard<std::mutex> lock(wake_mutex_);
    wake_.notify_all();
  }
}

void BatchExecutor::start_row(EnvSlot& slot, BatchBuffer& buffer, int row, bool final_copy) {
  if (final_copy) {
    write_row(slot, buffer, row, /*final_copy=*/true);
    begin_episode(slot, std::nullopt);
    slot.elapsed = 0;
    slot.done = false;
  }
  const BatchLayout& layout = buffer.layout();
  if (layout.with_final()) {
    *reinterpret_cast<bool*>(buffer.row(layout.final_mask(), row)) = final_copy;
  }
  write_row(slot, buffer, row, /*final_copy=*/false);
}

void BatchExecutor::watch_row(EnvSlot& slot, BatchBuffer& buffer, int row, bool began) {
  const std::span<std::byte* const> infos =
      std::span<std::byte* const>(slot.info_rows).first(game_infos_);
  if (!began) {
    if (slot.done || !slot.control->watch_step(slot.outcome, slot.observation_rows, infos)) {
      return;
    }
    slot.done = true;  // the end condition cut the episode
    if (options_.autoreset_mode != AutoresetMode::kSameStep) return;
    start_row(slot, buffer, row, /*final_copy=*/true);
    if (!slot.active || !slot.control->watches()) return;
  }
  slot.control->watch_start(slot.observation_rows, infos);
}

int64_t BatchExecutor::execute_job(const Job& job) {
  const auto started = adaptive_ ? std::chrono::steady_clock::now()
                                 : std::chrono::steady_clock::time_point{};
  EnvSlot& slot = *envs_[static_cast<std::size_t>(job.env_id)];
  bool final_copy = false;
  bool began = false;  // the row is a new episode's first
  int64_t seq = 0;
  int row = -1;
  try {
    switch (job.kind) {
      case JobKind::kReset:
        begin_episode(slot, slot.reset_seed);
        slot.reset_seed.reset();
        slot.elapsed = 0;
        slot.done = false;
        slot.outcome = {};
        began = true;
        break;
      case JobKind::kObserve:
        slot.outcome = {};
        break;
      case JobKind::kStep:
        if (slot.done && options_.autoreset_mode == AutoresetMode::kNextStep) {
          // next_step autoreset: this action is ignored
          begin_episode(slot, std::nullopt);
          slot.elapsed = 0;
          slot.done = false;
          slot.outcome = {};
          began = true;
        } else {
          slot.outcome = slot.env->step(slot.action);
          slot.elapsed += 1;
          if (slot.active && slot.gate.passes(slot.outcome, slot.elapsed)) {
            slot.control->after_step(slot.outcome, slot.elapsed, *slot.env);
            slot.gate = slot.control->gate();
          }
          slot.done = slot.outcome.terminated || slot.outcome.truncated;
          final_copy = slot.done && options_.autoreset_mode == AutoresetMode::kSameStep;
          began = final_copy;
        }
        break;
    }
    row = claim_row(job, seq);
    BatchBuffer& buffer = *batch_slot(seq).buffer;
    const BatchLayout& layout = buffer.layout();
    start_row(slot, buffer, row, final_copy);
    if (slot.active && slot.control->watches() && job.kind != JobKind::kObserve) {
      watch_row(slot, buffer, row, began);
    }
    *reinterpret_cast<double*>(buffer.row(layout.reward(), row)) = slot.outcome.reward;
    *reinterpret_cast<bool*>(buffer.row(layout.terminated(), row)) = slot.outcome.terminated;
    *reinterpret_cast<bool*>(buffer.row(layout.truncated(), row)) = slot.outcome.truncated;
    *reinterpret_cast<int32_t*>(buffer.row(layout.env_id(), row)) = job.env_id;
    *reinterpret_cast<int32_t*>(buffer.row(layout.elapsed_step(), row)) = slot.elapsed;
  } catch (...) {
    record_failure(job.env_id);
    if (row < 0) row = claim_row(job, seq);
    BatchBuffer& buffer = *batch_slot(seq).buffer;
    *reinterpret_cast<int32_t*>(buffer.row(buffer.layout().env_id(), row)) = job.env_id;
  }
  if (adaptive_) {
    work_ns_.fetch_add((std::chrono::steady_clock::now() - started).count(),
                       std::memory_order_relaxed);
  }
  return seq;
}

void BatchExecutor::record_failure(int env_id) {
  std::string message = "unknown failure";
  try {
    throw;
  } catch (const std::exception& failure) {
    message = failure.what();
  } catch (...) {
  }
  std::lock_guard<std::mutex> lock(error_mutex_);
  failures_[env_id] = message.empty() ? "failed" : std::move(message);
  if (error_env_ < 0) error_env_ = env_id;
}

void BatchExecutor::adapt(int rows) {
  // Work per batch, smoothed; workers join in only when a batch is worth more than a wake-up
  // (and always while offloading: then the caller runs nothing).
  const double work = static_cast<double>(work_ns_.exchange(0, std::memory_order_relaxed));
  batch_work_ema_ns_ = batch_work_ema_ns_ == 0.0 ? work : 0.8 * batch_work_ema_ns_ + 0.2 * work;
  const bool share = offload_.load(std::memory_order_relaxed) ||
                     (rows > 1 && batch_work_ema_ns_ > kShareWorkAboveNs);
  if (share != share_work_.load(std::memory_order_relaxed)) {
    share_work_.store(share, std::memory_order_release);
    if (share) share_work_.notify_all();
  }
}

}  // namespace arena::core
