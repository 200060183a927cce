// The caller side of the BatchExecutor: construction (checked options, envs, worker threads
// started so that a refused thread never leaves joinable threads behind), batch bookkeeping
// (which buffer backs which batch) and the settings fingerprint snapshots carry. Everything
// here runs on the caller thread.
#include "native/core/executor.h"

#include <algorithm>
#include <stdexcept>

#include "native/core/executor_internal.h"
#include "native/core/platform.h"

namespace arena::core {
namespace {

void check_option(const char* name, int64_t value, int64_t low, int64_t high,
                  const std::string& meaning = "") {
  if (value < low || value > high) {
    throw std::invalid_argument(std::string(name) + "=" + std::to_string(value) +
                                " is not allowed; expected an int in " + std::to_string(low) +
                                ".." + std::to_string(high) + meaning);
  }
}

}  // namespace

EnvError::EnvError(int env_id, const std::string& message)
    : std::runtime_error("env " + std::to_string(env_id) + ": " + message), env_id_(env_id) {}

AutoresetMode parse_autoreset_mode(const std::string& name) {
  if (name == "next_step") return AutoresetMode::kNextStep;
  if (name == "same_step") return AutoresetMode::kSameStep;
  if (name == "disabled") return AutoresetMode::kDisabled;
  if (name == "never") return AutoresetMode::kNever;
  throw std::invalid_argument("autoreset_mode='" + name.substr(0, 40) +
                              "' is not allowed; use 'next_step', 'same_step', 'disabled' or "
                              "'never'");
}

int BatchExecutor::default_num_threads(int num_envs) {
  const int cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  return std::max(1, std::min(cores, num_envs));
}

BatchExecutor::BatchExecutor(const GameDefinition& game, const Config& config,
                             ExecutorOptions options)
    : options_(options),
      origin_{.game = game.name, .settings = fingerprint_settings(config)},
      queue_(std::clamp<int>(options.num_envs, 1, ExecutorLimits::kMaxEnvs)) {
  using Limits = ExecutorLimits;
  check_option("num_envs", options_.num_envs, 1, Limits::kMaxEnvs);
  if (options_.batch_size == 0) options_.batch_size = options_.num_envs;
  check_option("batch_size", options_.batch_size, 1, options_.num_envs);
  check_option("num_threads", options_.num_threads, 0, Limits::kMaxThreads,
               " (0 = choose for this host)");
  check_option("thread_affinity_offset", options_.thread_affinity_offset, -1,
               Limits::kMaxAffinityOffset, " (-1 = off)");
  check_option("spin_ns", options_.spin_ns, 0, Limits::kMaxSpinNs);
  if (options_.seed > UINT64_MAX - static_cast<uint64_t>(options_.num_envs - 1)) {
    throw std::invalid_argument("seed=" + std::to_string(options_.seed) +
                                " is not allowed; env i is seeded with seed + i, which must "
                                "stay below 2**64 (seed <= " +
                                std::to_string(UINT64_MAX - (options_.num_envs - 1)) + ")");
  }
  if (options_.num_threads == 0) {
    options_.num_threads = default_num_threads(options_.num_envs);
    adaptive_ = options_.num_threads > 1;
    share_work_.store(!adaptive_);
  }
  spec_ = game.spec(config);
  game_infos_ = spec_.infos.size();
  if (options_.episode_control) {
    for (ArraySpec& leaf : episode_control_infos()) spec_.infos.push_back(std::move(leaf));
  }
  layout_ = std::make_shared<BatchLayout>(
      spec_, options_.autoreset_mode == AutoresetMode::kSameStep);
  envs_.reserve(options_.num_envs);
  if (options_.episode_control) controllers_.resize(options_.num_envs);
  for (int i = 0; i < options_.num_envs; ++i) {
    auto slot = std::make_unique<EnvSlot>();
    slot->env = game.make(config, i);
    slot->action.assign(spec_.action_sizes.size(), 0);
    slot->observation_rows.assign(spec_.observations.size(), nullptr);
    slot->info_rows.assign(spec_.infos.size(), nullptr);
    slot->reset_seed = options_.seed + static_cast<uint64_t>(i);
    if (options_.episode_control) slot->control = &controllers_[i];
    envs_.push_back(std::move(slot));
  }
  failures_.assign(options_.num_envs, std::string());
  pending_controls_.assign(options_.num_envs, nullptr);
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
  workers_.reserve(options_.num_threads);
  for (int k = 1; k < options_.num_threads; ++k) {
    if (!try_start_worker(/*spare=*/false)) {
      const std::string started = std::to_string(workers_.size());
      stop_workers();
      throw std::runtime_error("num_threads=" + std::to_string(options_.num_threads) +
                               ": the host refused to start worker thread " +
                               std::to_string(k) + " (" + started +
                               " were running; a thread or address-space limit?); use fewer "
                               "threads");
    }
    if (options_.thread_affinity_offset >= 0) {
      platform::pin_thread_to_core(workers_.back(), options_.thread_affinity_offset + k);
    }
  }
}

bool BatchExecutor::try_start_worker(bool spare) {
  try {
    workers_.emplace_back([this, spare] { worker_loop(spare); });
    return true;
  } catch (const std::exception&) {  // std::system_error (EAGAIN) or std::bad_alloc
    return false;
  }
}

void BatchExecutor::stop_workers() {
  stop_.store(true, std::memory_order_seq_cst);
  share_work_.store(true, std::memory_order_seq_cst);
  share_work_.notify_all();
  offload_.store(true, std::memory_order_seq_cst);
  offload_.notify_all();
  queue_.wake_all();
  for (std::thread& worker : workers_) worker.join();
  workers_.clear();
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

}  // namespace arena::core
