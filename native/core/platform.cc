// The POSIX (Linux, macOS) and Windows versions of platform.h's calls.
#include "native/core/platform.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>

#if defined(_WIN32)
#include <malloc.h>
#include <process.h>
#else
#include <pthread.h>
#include <unistd.h>
#endif
#if defined(__linux__)
#include <sched.h>
#include <time.h>
#endif

namespace arena::core::platform {

int64_t process_id() {
#if defined(_WIN32)
  return static_cast<int64_t>(_getpid());
#else
  return static_cast<int64_t>(getpid());
#endif
}

bool pin_thread_to_core(std::thread& thread, int core) {
#if defined(__linux__)
  const int cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  cpu_set_t set;
  CPU_ZERO(&set);
  CPU_SET(core % cores, &set);
  return pthread_setaffinity_np(thread.native_handle(), sizeof(set), &set) == 0;
#else
  static_cast<void>(thread);
  static_cast<void>(core);
  return false;
#endif
}

void on_fork(void (*prepare)(), void (*parent)(), void (*child)()) {
#if defined(_WIN32)
  static_cast<void>(prepare);
  static_cast<void>(parent);
  static_cast<void>(child);
#else
  pthread_atfork(prepare, parent, child);
#endif
}

int64_t coarse_monotonic_ns() {
#if defined(__linux__)
  timespec now;
  clock_gettime(CLOCK_MONOTONIC_COARSE, &now);
  return static_cast<int64_t>(now.tv_sec) * 1'000'000'000 + now.tv_nsec;
#else
  return std::chrono::duration_cast<std::chrono::nanoseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
#endif
}

void* aligned_allocate(std::size_t alignment, std::size_t bytes) {
#if defined(_WIN32)
  return _aligned_malloc(bytes, alignment);
#else
  return std::aligned_alloc(alignment, bytes);
#endif
}

void aligned_free(void* block) {
#if defined(_WIN32)
  _aligned_free(block);
#else
  std::free(block);
#endif
}

}  // namespace arena::core::platform
