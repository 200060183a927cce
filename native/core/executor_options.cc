// Episode options changed between batches without a reset: the options an env's next reset
// uses, its autoreset included. This is how a caller changes what an env plays (a new
// opponent, a new character) exactly at an episode boundary while the pool autoresets.
#include <stdexcept>
#include <string>

#include "native/core/executor.h"
#include "native/core/executor_internal.h"

namespace arena::core {

void BatchExecutor::set_options(std::span<const int32_t> env_ids,
                                const std::vector<Config>& options) {
  check_open();
  if (options.size() != env_ids.size()) {
    throw std::invalid_argument("options: expected one dict per env id (" +
                                std::to_string(env_ids.size()) + "), got " +
                                std::to_string(options.size()));
  }
  for (const int32_t id : env_ids) {
    check_env_id(id);
    if (envs_[id]->busy) {
      throw std::runtime_error("env " + std::to_string(id) +
                               " has a step in flight; recv() it before setting its options");
    }
  }
  for (std::size_t i = 0; i < env_ids.size(); ++i) envs_[env_ids[i]]->env->set_options(options[i]);
}

}  // namespace arena::core
