// The live-pool table behind register_pool / find_pool: one mutex-guarded map. fork() takes
// the mutex first (platform::on_fork), so a forked child never inherits it locked by a thread
// that does not exist there, and can still create pools of its own.
#include "native/core/pool_registry.h"

#include <unordered_map>

#include "native/core/platform.h"

namespace arena::core {
namespace {

struct Registry {
  std::mutex mutex;
  int64_t next_id = 1;
  std::unordered_map<int64_t, std::weak_ptr<SharedExecutor>> pools;
};

Registry& registry() {
  static Registry* instance = [] {
    auto* table = new Registry();  // never destroyed: pools may close at exit
    platform::on_fork([] { registry().mutex.lock(); }, [] { registry().mutex.unlock(); },
                   [] { registry().mutex.unlock(); });
    return table;
  }();
  return *instance;
}

}  // namespace

int64_t register_pool(const std::shared_ptr<SharedExecutor>& pool) {
  Registry& table = registry();
  std::lock_guard<std::mutex> lock(table.mutex);
  const int64_t id = table.next_id++;
  table.pools.emplace(id, pool);
  return id;
}

void unregister_pool(int64_t id) {
  Registry& table = registry();
  std::lock_guard<std::mutex> lock(table.mutex);
  table.pools.erase(id);
}

std::shared_ptr<SharedExecutor> find_pool(int64_t id) {
  Registry& table = registry();
  std::lock_guard<std::mutex> lock(table.mutex);
  const auto found = table.pools.find(id);
  return found == table.pools.end() ? nullptr : found->second.lock();
}

}  // namespace arena::core
