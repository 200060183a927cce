// The batch executor: owns num_envs envs and a pool of worker threads, queues env jobs from
// send()/reset(), and hands complete batches back from recv(). Results are written by whichever
// thread runs a job straight into a preallocated BatchBuffer row. The caller thread is one of
// the num_threads: while it waits in recv() it runs queued jobs itself, so num_threads = 1
// means no hand-off at all and num_threads = 2 uses one background worker. When jobs turn out
// long (kLongJobNs), the caller stops running them and a spare worker takes its share, so the
// caller stays free to return to Python and notice Ctrl-C (wait_for, hand_off).
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "native/core/batch_buffer.h"
#include "native/core/config.h"
#include "native/core/env.h"
#include "native/core/episode_control.h"
#include "native/core/job_queue.h"
#include "native/core/registry.h"
#include "native/core/snapshot.h"

namespace arena::core {

/// Gymnasium 1.x autoreset modes (AutoresetMode), plus kNever for single envs: no autoreset,
/// and stepping past the end steps the game again, as a plain gymnasium.Env may.
enum class AutoresetMode : uint8_t { kNextStep, kSameStep, kDisabled, kNever };

struct ExecutorOptions {
  int num_envs = 1;
  int batch_size = 0;    // 0 = num_envs (sync mode)
  int num_threads = 0;   // 0 = one per core, used only when batches are worth sharing
  int thread_affinity_offset = -1;  // >= 0 pins worker k to core offset + k
  AutoresetMode autoreset_mode = AutoresetMode::kNextStep;
  uint64_t seed = 0;
  int64_t spin_ns = 50'000;  // how long an idle thread spins before it blocks
  // Episode control (episode_control.h): every env gets a controller and every batch its
  // info leaves (episode_control_infos). Off, the step path is unchanged.
  bool episode_control = false;
};

/// Bounds of the options (checked by the constructor, and by the bindings before converting).
/// Core indices and thread counts stop at CPU_SETSIZE, the most a cpu_set_t can name.
struct ExecutorLimits {
  static constexpr int64_t kMaxEnvs = 1 << 20;
  static constexpr int64_t kMaxThreads = 1024;
  static constexpr int64_t kMaxAffinityOffset = 1023;
  static constexpr int64_t kMaxSpinNs = 1'000'000'000;
};

/// Integer actions as the caller holds them: any integer element type, any strides.
struct ActionArray {
  const std::byte* data = nullptr;
  int item_size = 8;
  bool is_signed = true;
  int64_t row_stride = 0;        // bytes between envs
  int64_t component_stride = 0;  // bytes between components
};

/// A complete batch handed to the caller: `count` rows of `buffer`.
struct BatchResult {
  std::shared_ptr<BatchBuffer> buffer;
  int count = 0;
};

/// Thrown when an env's own code failed on a worker; carries the env id. The message is the
/// env's own, after "env N: ".
class EnvError : public std::runtime_error {
 public:
  EnvError(int env_id, const std::string& message);
  int env_id() const { return env_id_; }

 private:
  int env_id_;
};

class BatchExecutor {
 public:
  /// Builds num_envs envs of `game` from `config` and seeds env i with seed + i (the seed is
  /// used at the first reset). Throws std::invalid_argument on bad options or config, and
  /// std::runtime_error naming num_threads when the host refuses a worker thread (the threads
  /// already started are joined first).
  BatchExecutor(const GameDefinition& game, const Config& config, ExecutorOptions options);
  ~BatchExecutor();
  BatchExecutor(const BatchExecutor&) = delete;
  BatchExecutor& operator=(const BatchExecutor&) = delete;

  const EnvSpec& spec() const { return spec_; }
  const ExecutorOptions& options() const { return options_; }
  bool is_sync() const { return options_.batch_size == options_.num_envs; }
  bool closed() const { return closed_; }
  /// Batch buffers allocated so far (grows only while Python keeps old results alive).
  std::size_t num_buffers() const { return buffers_.size(); }

  /// Validates every env id and action, then queues one step job per env. Nothing is queued
  /// when anything is invalid (std::invalid_argument names the env and the value). Sync mode:
  /// results come back in send order, and a send must be received before the next send.
  /// After an env failed, throws its EnvError until reset().
  void send(std::span<const int32_t> env_ids, const ActionArray& actions);

  /// Waits until the next batch is complete. Call without holding the GIL. Returns the batch
  /// sequence number to pass to take(). Throws if nothing is pending.
  int64_t wait();
  /// Waits about `slice_ns` at most: true (and `seq` set) once the next batch is complete,
  /// false when the time is up first. The batch keeps running either way; call again, or
  /// hand_off() to stop waiting.
  bool wait_for(int64_t slice_ns, int64_t& seq);
  /// The caller stops waiting for the pending batch (Ctrl-C in recv): the caller offloads
  /// (a spare worker, started on first need, takes its share), whatever part of the batch
  /// was left for the caller to run is queued, and the batch completes in the background. A
  /// later wait() collects it. Never blocks. Without a spare thread (the host refused one),
  /// the rest runs at the next wait().
  void hand_off();
  /// Hands the batch over; the caller must hold any lock that protects is_free (the GIL).
  /// Throws EnvError (env id and the env's own message) while an env failure is pending.
  BatchResult take(int64_t seq);

  /// Cancels in-flight work (waits for running jobs, drops their results), applies
  /// per-env options (empty = keep) and queues resets: envs with mask true reset (with
  /// seeds[i] when given), the others re-emit their current observation. Sync order, one
  /// batch of num_envs rows; collect it with wait()/take(). `async` instead queues resets
  /// for masked envs only, first-come, returned batch_size at a time. A mask that leaves out
  /// an env that failed is refused (std::invalid_argument): that env must be reset.
  /// `controls` (empty = keep) gives masked envs a new episode control for this reset (see
  /// set_episode_control); every control is checked before anything changes.
  void reset(std::span<const uint64_t> seeds, std::span<const uint8_t> mask,
             const std::vector<std::optional<Config>>& options, bool async,
             const std::vector<std::optional<Config>>& controls = {});

  /// Episode control only (ExecutorOptions::episode_control). Checks a get_state() snapshot
  /// as set_state would (game, settings, size, contents), keeps its env state as a start
  /// state and returns the id that "start_states" lists refer to. Start states are never
  /// removed.
  int64_t register_start_state(std::span<const std::byte> snapshot);
  /// Episode control only. Parses one control per env id (all checked before any is applied)
  /// and hands each to its env for the env's next reset, automatic or explicit; the current
  /// episode keeps its settings. An env with a step in flight gets it when it is next sent
  /// or reset, so it never changes under a running job.
  void set_episode_control(std::span<const int32_t> env_ids, const std::vector<Config>& controls);
  /// Episode control only. Checks `control` as set_episode_control would, and keeps nothing.
  void check_episode_control(const Config& control) const { parse_control(control); }

  /// Replaces the episode options of envs `env_ids` (none may be in flight) for their next
  /// reset, the autoreset included; their current episodes go on unchanged. Options are
  /// applied in order: the caller validates them first (a bad one throws
  /// std::invalid_argument from the game after the envs before it took theirs).
  void set_options(std::span<const int32_t> env_ids, const std::vector<Config>& options);

  /// Renders env `env_id` (must not be in flight) into `rgb`.
  void render(int env_id, std::byte* rgb);
  /// A snapshot of an env's complete state (format in snapshot.h), and its restore. The env
  /// must not be in flight, and get_state needs it reset. set_state refuses, naming what
  /// differs, a snapshot of another game or other settings, a truncated or corrupted one, and
  /// one whose contents no env can hold (Env::check_state); a refused snapshot loads nothing.
  std::vector<std::byte> get_state(int env_id);
  void set_state(int env_id, std::span<const std::byte> state);

  /// Decides whether a spare buffer can be reused; set by the bindings (Python refcounts).
  void set_buffer_reuse_check(std::function<bool(const BatchBuffer&)> is_free);

  /// Stops workers and releases envs. Idempotent. Buffers held by Python stay valid.
  void close();

  /// The num_threads value `0` resolves to on this host for num_envs envs.
  static int default_num_threads(int num_envs);

  /// Below this much work per batch, an adaptive pool (num_threads = 0) steps on the caller
  /// thread alone: waking a thread on another core costs ~100 us on small VMs.
  static constexpr int64_t kShareWorkAboveNs = 150'000;
  /// A job that runs this long makes the caller stop running jobs (see the top of the file).
  static constexpr int64_t kLongJobNs = 10'000'000;
  /// Batches without a long job after which the caller runs jobs again.
  static constexpr int kQuietBatchesToRejoin = 8;

 private:
  struct EnvSlot;
  struct BatchSlot;

  void check_open() const;
  void check_env_id(int64_t env_id) const;
  [[noreturn]] void throw_bad_action(std::size_t index, std::size_t component, int32_t env_id,
                                     bool fits, int64_t value) const;
  /// Throws the pending env failure, if any, as EnvError.
  void throw_failure();
  /// Records the exception being handled as env `env_id`'s failure. Call inside a catch.
  void record_failure(int env_id);
  void start_workers();
  /// Starts one worker; false (nothing started) when the host refuses a thread.
  bool try_start_worker(bool spare);
  void stop_workers();
  /// Regular workers take jobs while share_work_ is set, the spare one while offload_ is.
  void worker_loop(bool spare);
  /// Runs a job and writes its row; returns the batch it belongs to (not yet counted done).
  int64_t execute_job(const Job& job);
  int claim_row(const Job& job, int64_t& seq);
  void write_row(EnvSlot& slot, BatchBuffer& buffer, int row, bool final_copy);
  /// Writes the row (same_step autoreset: the ending episode's final row first, then the next
  /// episode's start) and its final mask.
  void start_row(EnvSlot& slot, BatchBuffer& buffer, int row, bool final_copy);
  /// The end condition of a watching controller on the written row: a new episode's first row
  /// starts the watch; a later row may cut the episode (truncated; same_step: the row is
  /// rewritten as the final one plus the next episode's start).
  void watch_row(EnvSlot& slot, BatchBuffer& buffer, int row, bool began);
  /// Starts the env's next episode: through its episode controller when there is one.
  void begin_episode(EnvSlot& slot, std::optional<uint64_t> seed);
  void check_episode_control() const;
  std::shared_ptr<const EpisodeControlSettings> parse_control(const Config& control) const;
  /// Hands env `env_id` its pending control (caller thread, env idle).
  void apply_pending_control(int env_id);
  /// Gives env `slot`'s controller `settings` for its next episode (caller thread, env not in
  /// flight); a passive controller is resumed, so that the executor consults it again.
  void give_control(EnvSlot& slot, std::shared_ptr<const EpisodeControlSettings> settings);
  /// Writes the episode-control infos of the first `count` rows' envs into a completed batch
  /// (caller thread, in take(): the envs are idle, their controllers as their rows left them).
  void write_control_infos(const BatchBuffer& buffer, int count) const;
  void finish_row(int64_t seq);
  /// Runs the held-back sync jobs on the caller until none is left (true) or the deadline.
  bool run_inline(int64_t deadline_ns);
  /// Queues the held-back sync jobs that have not run yet.
  void queue_inline_rest();
  bool wait_until(int64_t deadline_ns, int64_t& seq);
  /// Runs queued jobs on the caller (unless offloading) until done(); false at the deadline.
  bool help_until(const std::function<bool()>& done, int64_t deadline_ns);
  /// The caller stops running jobs; false when no spare worker could be started.
  bool start_offload();
  void update_offload();
  void drain();
  /// Throws std::invalid_argument when `mask` leaves out an env that failed.
  void check_failed_envs_reset(std::span<const uint8_t> mask);
  void assign_ahead();
  std::shared_ptr<BatchBuffer> acquire_buffer(int capacity);
  BatchSlot& batch_slot(int64_t seq);

  ExecutorOptions options_;
  SnapshotOrigin origin_;  // the game and settings every snapshot of this pool carries
  EnvSpec spec_;
  std::shared_ptr<const BatchLayout> layout_;
  std::vector<std::unique_ptr<EnvSlot>> envs_;
  // One per env when episode control is on, side by side: take() reads the active ones of a
  // batch from one block.
  std::vector<EpisodeController> controllers_;
  JobQueue queue_;
  std::vector<Job> job_scratch_;
  // A sync batch that no worker may take is not queued at all: wait() runs its jobs straight
  // from job_scratch_, with none of the atomics that sharing needs. 0 = nothing held back;
  // inline_next_ is the first one that has not run yet.
  int inline_jobs_ = 0;
  int inline_next_ = 0;
  std::vector<uint32_t> send_stamp_;
  uint32_t stamp_ = 0;
  std::size_t game_infos_ = 0;  // the game's own info leaves; episode control's follow

  // Episode control, caller thread only: registered start states (by id) and the controls
  // waiting for an env that was in flight when set_episode_control was called.
  std::vector<std::shared_ptr<const StartState>> start_states_;
  std::vector<std::shared_ptr<const EpisodeControlSettings>> pending_controls_;
  int pending_count_ = 0;

  // Batches: seq numbers map onto a ring of `depth_` slots, assigned ahead of the workers.
  int depth_;
  std::vector<std::unique_ptr<BatchSlot>> batch_slots_;
  std::vector<std::shared_ptr<BatchBuffer>> buffers_;
  std::function<bool(const BatchBuffer&)> is_free_;
  // The buffer take() handed out last: not reusable until the next take(), because the
  // caller has not wrapped it in Python arrays yet when take() refills the window.
  std::shared_ptr<BatchBuffer> last_taken_;
  int64_t next_seq_ = 0;      // seq of the next batch whose rows are fixed at send/reset
  int64_t next_recv_seq_ = 0;     // next seq recv returns
  int64_t assigned_until_ = 0;    // seqs below this have a buffer
  int64_t claim_base_seq_ = 0;    // async: seq of claim index 0
  std::atomic<int64_t> claim_cursor_{0};
  std::atomic<int64_t> in_flight_{0};
  int pending_rows_ = 0;          // rows sent but not yet returned by take()

  // Env failures, written by whichever thread ran the job. The first one is raised by take()
  // and send() until reset(); every failed env keeps its message until it is reset.
  std::mutex error_mutex_;
  int error_env_ = -1;
  std::vector<std::string> failures_;  // per env; empty = not failed

  std::atomic<bool> stop_{false};
  // Adaptive mode: workers take jobs only while `share_work_` is set; the caller decides from
  // the measured work of recent batches.
  bool adaptive_ = false;
  std::atomic<bool> share_work_{true};
  std::atomic<int64_t> work_ns_{0};
  double batch_work_ema_ns_ = 0.0;
  void adapt(int rows);
  // Offload: set while jobs are long or after hand_off(). The caller runs no jobs, sends are
  // always queued, and a spare worker (started once, on first need) takes the caller's share.
  std::atomic<bool> offload_{false};
  bool spare_started_ = false;
  bool spare_refused_ = false;
  std::atomic<int64_t> long_jobs_{0};  // worker runs whose jobs took kLongJobNs or more
  int64_t long_jobs_seen_ = 0;         // long_jobs_ when the caller last looked
  int quiet_batches_ = 0;
  // The caller sleeps on this when it has nothing to run; finish_row wakes it.
  std::atomic<bool> caller_waiting_{false};
  std::mutex wake_mutex_;
  std::condition_variable wake_;
  std::vector<std::thread> workers_;
  bool closed_ = false;
};

/// Parses "next_step" / "same_step" / "disabled".
AutoresetMode parse_autoreset_mode(const std::string& name);

}  // namespace arena::core
