// The fork generation counter and its fork child handler.
#include "native/core/fork_guard.h"

#include <atomic>

#include "native/core/platform.h"

namespace arena::core {
namespace {

std::atomic<uint64_t> generation{0};

void count_fork_in_child() { generation.fetch_add(1, std::memory_order_relaxed); }

}  // namespace

uint64_t fork_generation() {
  static const bool installed = [] {
    platform::on_fork(nullptr, nullptr, count_fork_in_child);
    return true;
  }();
  static_cast<void>(installed);
  return generation.load(std::memory_order_relaxed);
}

ProcessStamp ProcessStamp::current() {
  return ProcessStamp{.pid = platform::process_id(), .generation = fork_generation()};
}

std::string ProcessStamp::foreign_message() const {
  return "this pool was created in process " + std::to_string(pid) +
         "; a forked child must create its own pool";
}

}  // namespace arena::core
