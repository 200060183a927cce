// Lock-free single-producer, multi-consumer ring with spin-then-block waiting on a futex
// (std::atomic::wait). The sleeper count lets the producer skip the wake syscall when every
// consumer is still spinning.
#include "native/core/job_queue.h"

#include <chrono>

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#endif

namespace arena::core {
namespace {
uint64_t round_up_pow2(uint64_t value) {
  uint64_t result = 1;
  while (result < value) result <<= 1;
  return result;
}
}  // namespace

void cpu_relax() {
#if defined(__x86_64__) || defined(__i386__)
  _mm_pause();
#endif
}

JobQueue::JobQueue(int capacity)
    : ring_(round_up_pow2(capacity < 1 ? 1 : capacity)), mask_(ring_.size() - 1) {
  for (uint64_t i = 0; i < ring_.size(); ++i) ring_[i].sequence.store(i, std::memory_order_relaxed);
}

void JobQueue::push(const Job* jobs, int count) {
  const uint64_t tail = tail_.load(std::memory_order_relaxed);
  for (int i = 0; i < count; ++i) {
    const uint64_t position = tail + i;
    Cell& cell = ring_[position & mask_];
    while (cell.sequence.load(std::memory_order_acquire) != position) cpu_relax();
    cell.job = jobs[i];
    cell.sequence.store(position + 1, std::memory_order_release);
  }
  tail_.store(tail + count, std::memory_order_seq_cst);
  epoch_.fetch_add(1, std::memory_order_seq_cst);
  if (sleepers_.load(std::memory_order_seq_cst) > 0) epoch_.notify_all();
}

bool JobQueue::try_pop(Job& job) {
  uint64_t head = head_.load(std::memory_order_relaxed);
  while (true) {
    Cell& cell = ring_[head & mask_];
    const uint64_t sequence = cell.sequence.load(std::memory_order_acquire);
    const auto ready = static_cast<int64_t>(sequence - (head + 1));
    if (ready < 0) return false;  // this cell has not been filled: the queue is empty
    if (ready > 0) {              // another consumer took it; look again
      head = head_.load(std::memory_order_relaxed);
      continue;
    }
    if (head_.compare_exchange_weak(head, head + 1, std::memory_order_relaxed)) {
      job = cell.job;
      cell.sequence.store(head + ring_.size(), std::memory_order_release);
      return true;
    }
  }
}

bool JobQueue::empty() const {
  // Consumers may run ahead of tail_ while push() is still publishing cells one by one.
  return head_.load(std::memory_order_acquire) >= tail_.load(std::memory_order_acquire);
}

void JobQueue::wait_for_work(const std::atomic<bool>& stop, int64_t spin_ns) {
  const auto spin_until = std::chrono::steady_clock::now() + std::chrono::nanoseconds(spin_ns);
  int checks = 0;
  while (empty() && !stop.load(std::memory_order_acquire)) {
    cpu_relax();
    if (++checks % 64 == 0 && std::chrono::steady_clock::now() >= spin_until) break;
  }
  if (!empty() || stop.load(std::memory_order_acquire)) return;
  sleepers_.fetch_add(1, std::memory_order_seq_cst);
  const uint32_t epoch = epoch_.load(std::memory_order_seq_cst);
  if (empty() && !stop.load(std::memory_order_seq_cst)) epoch_.wait(epoch);
  sleepers_.fetch_sub(1, std::memory_order_seq_cst);
}

void JobQueue::wake_all() {
  epoch_.fetch_add(1, std::memory_order_seq_cst);
  epoch_.notify_all();
}

}  // namespace arena::core
