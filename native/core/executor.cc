// The caller side of the BatchExecutor: construction, validation of sends, batch bookkeeping
// (which buffer backs which batch), reset with cancellation of in-flight work, state access
// and shutdown. Everything here runs on the caller thread.
#include "native/core/executor.h"

#include <pthread.h>
#include <sched.h>

#include <algorithm>
#include <cstring>
#include <limits>
#include <stdexcept>

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

}  // namespace

EnvError::EnvError(int env_id, const std::string& message)
    : std::runtime_error(env_label(env_id) + ": " + message), env_id_(env_id) {}

AutoresetMode parse_autoreset_mode(const std::string& name) {
  if (name == "next_step") return AutoresetMode::kNextStep;
  if (name == "same_step") return AutoresetMode::kSameStep;
  if (name == "disabled") return AutoresetMode::kDisabled;
  if (name == "never") return AutoresetMode::kNever;
  throw std::invalid_argument("autoreset_mode='" + name +
                              "' is not allowed; use 'next_step', 'same_step', 'disabled' or "
                              "'never'");
}

int BatchExecutor::default_num_threads(int num_envs) {
  const int cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  return std::max(1, std::min(cores, num_envs));
}

BatchExecutor::BatchExecutor(const GameDefinition& game, const Config& config,
                             ExecutorOptions options)
    : options_(options), queue_(std::max(1, options.num_envs)) {
  if (options_.num_envs < 1) {
    throw std::invalid_argument("num_envs=" + std::to_string(options_.num_envs) +
                                " must be >= 1");
  }
  if (options_.batch_size == 0) options_.batch_size = options_.num_envs;
  if (options_.batch_size < 1 || options_.batch_size > options_.num_envs) {
    throw std::invalid_argument("batch_size=" + std::to_string(options_.batch_size) +
                                " must be in 1..num_envs (" + std::to_string(options_.num_envs) +
                                ")");
  }
  if (options_.num_threads < 0) {
    throw std::invalid_argument("num_threads=" + std::to_string(options_.num_threads) +
                                " must be >= 0 (0 = choose for this host)");
  }
  if (options_.num_threads == 0) {
    options_.num_threads = default_num_threads(options_.num_envs);
    adaptive_ = options_.num_threads > 1;
    share_work_.store(!adaptive_);
  }
  if (options_.spin_ns < 0) {
    throw std::invalid_argument("spin_ns=" + std::to_string(options_.spin_ns) + " must be >= 0");
  }
  if (options_.thread_affinity_offset < -1) {
    throw std::invalid_argument("thread_affinity_offset=" +
                                std::to_string(options_.thread_affinity_offset) +
                                " must be -1 (off) or a core index >= 0");
  }
  spec_ = game.spec(config);
  layout_ = std::make_shared<BatchLayout>(
      spec_, options_.autoreset_mode == AutoresetMode::kSameStep);
  envs_.reserve(options_.num_envs);
  for (int i = 0; i < options_.num_envs; ++i) {
    auto slot = std::make_unique<EnvSlot>();
    slot->env = game.make(config, i);
    slot->action.assign(spec_.action_sizes.size(), 0);
    slot->observation_rows.assign(spec_.observations.size(), nullptr);
    slot->info_rows.assign(spec_.infos.size(), nullptr);
    slot->reset_seed = options_.seed + static_cast<uint64_t>(i);
    envs_.push_back(std::move(slot));
  }
  send_stamp_.assign(options_.num_envs, 0);
  job_scratch_.resize(options_.num_envs);
  const int batches_in_flight =
      (options_.num_envs + options_.batch_size - 1) / options_.batch_size;
  depth_ = batches_in_flight + 2;
  for (int i = 0; i < depth_; ++i) batch_slots_.push_back(std::make_unique<BatchSlot>());
  start_workers();
}

BatchExecutor::~BatchExecutor() { close(); }

void BatchExecutor::start_workers() {
  for (int k = 1; k < options_.num_threads; ++k) {
    workers_.emplace_back([this, k] { worker_loop(k); });
    if (options_.thread_affinity_offset >= 0) {
      const int cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
      cpu_set_t set;
      CPU_ZERO(&set);
      CPU_SET((options_.thread_affinity_offset + k) % cores, &set);
      pthread_setaffinity_np(workers_.back().native_handle(), sizeof(set), &set);
    }
  }
}

void BatchExecutor::check_open() const {
  if (closed_) throw std::runtime_error("the pool is closed");
}

void BatchExecutor::check_env_id(int64_t env_id) const {
  if (env_id < 0 || env_id >= options_.num_envs) {
    throw std::invalid_argument("env_id " + std::to_string(env_id) + " is out of range 0.." +
                                std::to_string(options_.num_envs - 1));
  }
}

void BatchExecutor::set_buffer_reuse_check(std::function<bool(const BatchBuffer&)> is_free) {
  is_free_ = std::move(is_free);
}

std::shared_ptr<BatchBuffer> BatchExecutor::acquire_buffer(int capacity) {
  for (const auto& buffer : buffers_) {
    if (buffer->capacity() != capacity || buffer == last_taken_) continue;
    const bool assigned = std::any_of(batch_slots_.begin(), batch_slots_.end(),
                                      [&](const auto& slot) { return slot->buffer == buffer; });
    if (assigned) continue;
    if (is_free_ ? is_free_(*buffer) : buffer.use_count() == 1) return buffer;
  }
  buffers_.push_back(std::make_shared<BatchBuffer>(layout_, capacity));
  return buffers_.back();
}

void BatchExecutor::assign_ahead() {
  if (is_sync()) return;
  const int64_t until = next_recv_seq_ + depth_ - 1;
  for (; assigned_until_ < until; ++assigned_until_) {
    if (assigned_until_ < claim_base_seq_) continue;
    BatchSlot& slot = batch_slot(assigned_until_);
    slot.buffer = acquire_buffer(options_.batch_size);
    slot.target = options_.batch_size;
    slot.done.store(0, std::memory_order_relaxed);
  }
}

void BatchExecutor::send(std::span<const int32_t> env_ids, const ActionArray& actions) {
  check_open();
  {
    std::lock_guard<std::mutex> lock(error_mutex_);
    if (error_) {
      throw std::runtime_error(env_label(error_env_) +
                               " failed in an earlier step; call reset() before sending again");
    }
  }
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
    EnvSlot& slot = *envs_[id];
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
      const std::byte* at = actions.data + actions.row_stride * static_cast<int64_t>(i) +
                            actions.component_stride * static_cast<int64_t>(k);
      int64_t value = 0;
      const bool fits = read_action(at, actions.item_size, actions.is_signed, value);
      if (!fits || value < 0 || value >= sizes[k]) {
        const std::string where = sizes.size() == 1 && spec_.action_is_scalar
                                      ? "[" + std::to_string(i) + "]"
                                      : "[" + std::to_string(i) + "][" + std::to_string(k) + "]";
        throw std::invalid_argument("action" + where + " = " +
                                    (fits ? std::to_string(value) : std::string("(too large)")) +
                                    " for " + env_label(id) + " is out of range; allowed 0.." +
                                    std::to_string(sizes[k] - 1));
      }
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
  for (int i = 0; i < count; ++i) {
    EnvSlot& slot = *envs_[env_ids[i]];
    for (std::size_t k = 0; k < sizes.size(); ++k) {
      int64_t value = 0;
      read_action(actions.data + actions.row_stride * i + actions.component_stride * k,
                  actions.item_size, actions.is_signed, value);
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
      options_.num_threads > 1 && share_work_.load(std::memory_order_relaxed);
  if (is_sync() && !workers_may_help) {
    inline_jobs_ = count;
    return;
  }
  in_flight_.fetch_add(count, std::memory_order_seq_cst);
  queue_.push(job_scratch_.data(), count);
}

}  // namespace arena::core
