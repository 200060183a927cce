// Cheap timing for decisions that need only millisecond precision: how long jobs run, and when
// a waiting caller should look for signals again. platform::coarse_monotonic_ns reads Linux's
// CLOCK_MONOTONIC_COARSE from the vDSO without a syscall (3-5 ns, against about 40 ns for
// steady_clock on small VMs), which ticks every few milliseconds; JobTimer reads it only a few
// times per run of jobs.
#pragma once

#include <cstdint>
#include <limits>

#include "native/core/platform.h"

namespace arena::core {

/// Monotonic nanoseconds with a resolution of a few milliseconds.
inline int64_t coarse_now_ns() { return platform::coarse_monotonic_ns(); }

/// A deadline that never passes.
constexpr int64_t kNoDeadline = std::numeric_limits<int64_t>::max();

/// Times a run of jobs on one thread with few clock reads: after the 1st, 2nd, 4th, 8th and
/// 16th job of the run and after every 16th from then on, it reads the clock and reports the
/// mean time per job since the previous read. So a first long job is seen at once, and a run
/// of short jobs costs a fraction of a nanosecond per job.
class JobTimer {
 public:
  /// Call before each job; the first call after stop() starts a new run.
  void job_started() {
    if (running_) return;
    running_ = true;
    last_read_ = coarse_now_ns();
    jobs_ = 0;
    since_read_ = 0;
    next_read_ = 1;
  }
  /// Call after each job. True when the clock was read: now_ns() and mean_job_ns() are fresh.
  bool job_done() {
    ++jobs_;
    ++since_read_;
    if (jobs_ < next_read_) return false;
    next_read_ = jobs_ < kStride ? jobs_ * 2 : jobs_ + kStride;
    const int64_t now = coarse_now_ns();
    mean_job_ns_ = (now - last_read_) / since_read_;
    last_read_ = now;
    since_read_ = 0;
    return true;
  }
  /// Ends the run (the thread goes idle: idle time must not count as job time).
  void stop() { running_ = false; }

  int64_t now_ns() const { return last_read_; }
  int64_t mean_job_ns() const { return mean_job_ns_; }

 private:
  static constexpr int64_t kStride = 16;
  bool running_ = false;
  int64_t last_read_ = 0;
  int64_t jobs_ = 0;
  int64_t since_read_ = 0;
  int64_t next_read_ = 1;
  int64_t mean_job_ns_ = 0;
};

}  // namespace arena::core
