// Which side of a fork() this process is on. A pool's worker threads do not survive fork():
// the child holds a copy of the pool whose threads, locks and in-flight jobs belong to the
// parent. Pools remember the generation they were created in, and every entry point compares
// it with the current one before touching anything, so an inherited pool is refused instead
// of hanging on a lock nobody will release or joining a thread that does not exist.
#pragma once

#include <cstdint>
#include <string>

namespace arena::core {

/// 0 in the process that loaded the module, incremented in a child by every fork(). Cheap
/// (one atomic load); the first call installs the fork handler that counts.
uint64_t fork_generation();

/// Where a pool was created: its process id and fork generation.
struct ProcessStamp {
  int64_t pid;
  uint64_t generation;

  /// The calling process.
  static ProcessStamp current();
  /// True when called in a forked child of the process this stamp was taken in.
  bool is_foreign() const { return generation != fork_generation(); }
  /// "this pool was created in process P; a forked child must create its own pool".
  std::string foreign_message() const;
};

}  // namespace arena::core
