// The queue of pending env jobs: one producer (the caller thread, inside send/reset) and any
// number of consumers (the workers and the caller while it waits). It is a bounded ring in which
// every cell carries a sequence number (Vyukov's scheme): a consumer claims a cell with one CAS
// and releases it after reading, and the producer only refills a cell that has been released.
// The capacity is at least num_envs and an env is never queued twice at once, so the producer
// waits, if ever, only for a consumer that has claimed a cell and not yet copied it out.
// Consumers spin briefly before blocking: on machines where waking a thread on another core
// costs ~100 us, a short spin turns most hand-offs into a few microseconds.
#pragma once

#include <atomic>
#include <cstdint>
#include <vector>

namespace arena::core {

enum class JobKind : uint8_t { kStep, kReset, kObserve };

/// One unit of work: what to do to which env, and where its result goes. `row` >= 0 means the
/// row of batch `seq` is fixed at send time (sync order); -1 means first-come (async).
struct Job {
  int32_t env_id = 0;
  JobKind kind = JobKind::kStep;
  int32_t row = -1;
  int64_t seq = 0;
};

class JobQueue {
 public:
  explicit JobQueue(int capacity);

  /// Publishes jobs[0..count) and wakes sleeping consumers. Producer thread only.
  void push(const Job* jobs, int count);

  /// Takes one job if any is queued. Any thread.
  bool try_pop(Job& job);

  /// Blocks until a job may be available or `stop` becomes true; spins `spin_ns` first.
  void wait_for_work(const std::atomic<bool>& stop, int64_t spin_ns);

  /// Wakes every blocked consumer (used on shutdown).
  void wake_all();

  bool empty() const;

 private:
  struct Cell {
    std::atomic<uint64_t> sequence{0};
    Job job;
  };

  std::vector<Cell> ring_;
  uint64_t mask_;
  alignas(64) std::atomic<uint64_t> head_{0};
  alignas(64) std::atomic<uint64_t> tail_{0};
  alignas(64) std::atomic<uint32_t> epoch_{0};
  std::atomic<int> sleepers_{0};
};

/// A hint to the CPU inside spin loops (PAUSE on x86); a no-op elsewhere.
void cpu_relax();

}  // namespace arena::core
