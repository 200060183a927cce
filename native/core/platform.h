// The few operating-system calls the executor makes that differ between platforms: the process
// id, pinning a worker thread to a core, handlers run around fork(), a cheap coarse clock and
// aligned allocation. Everything else in native/ is portable C++20 (SIMD paths are guarded by
// the compiler's own macros); a port to a new system changes platform.cc only.
#pragma once

#include <cstddef>
#include <cstdint>
#include <thread>

namespace arena::core::platform {

/// The calling process's id.
int64_t process_id();

/// Pins `thread` to core `core % hardware cores`. Linux only: elsewhere (macOS has no thread
/// affinity API, Windows is not wired) the thread runs unpinned and this returns false.
bool pin_thread_to_core(std::thread& thread, int core);

/// Registers handlers run in the forking thread before fork() (`prepare`) and after it in the
/// parent and in the child (pthread_atfork). Where fork() does not exist (Windows) there is
/// nothing to guard and this does nothing. Any handler may be null.
void on_fork(void (*prepare)(), void (*parent)(), void (*child)());

/// Monotonic nanoseconds, resolution of a few milliseconds, as cheap as the system allows
/// (Linux: CLOCK_MONOTONIC_COARSE from the vDSO, 3-5 ns; elsewhere std::chrono::steady_clock).
int64_t coarse_monotonic_ns();

/// `bytes` (a multiple of `alignment`) aligned to `alignment`, or null; free with aligned_free.
void* aligned_allocate(std::size_t alignment, std::size_t bytes);
void aligned_free(void* block);

}  // namespace arena::core::platform
