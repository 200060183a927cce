// The BatchExecutor's episode-control entry points (see episode_control.h): registering start
// states, parsing per-env controls and handing them to envs only while they are idle, so a
// worker never reads a control the caller is replacing, and copying the controllers' infos
// into a completed batch. Caller thread only.
#include <cstring>
#include <stdexcept>

#include "native/core/executor.h"
#include "native/core/executor_internal.h"

namespace arena::core {

void BatchExecutor::check_episode_control() const {
  check_open();
  if (!options_.episode_control) {
    throw std::invalid_argument(
        "episode control is off for this pool; create it with episode_control on");
  }
}

std::shared_ptr<const EpisodeControlSettings> BatchExecutor::parse_control(
    const Config& control) const {
  check_episode_control();
  return parse_episode_control(
      control, spec_, game_infos_, [this](int64_t id) -> std::shared_ptr<const StartState> {
        if (id < 0 || id >= static_cast<int64_t>(start_states_.size())) {
          throw std::invalid_argument("episode_control.start_states: id " + std::to_string(id) +
                                      " is not a registered start state (" +
                                      std::to_string(start_states_.size()) + " registered)");
        }
        return start_states_[id];
      });
}

int64_t BatchExecutor::register_start_state(std::span<const std::byte> snapshot) {
  check_episode_control();
  // Every env of the pool has the same state size; env 0 is only asked for its size.
  const std::size_t state_bytes = envs_[0]->env->state_bytes().size();
  const Snapshot parsed = parse_snapshot(snapshot);
  check_snapshot_fits(parsed, origin_, state_bytes + kSlotTrailerBytes);
  envs_[0]->env->check_state(parsed.payload.first(state_bytes));
  start_states_.push_back(std::make_shared<const StartState>(
      parsed.payload.begin(), parsed.payload.begin() + static_cast<std::ptrdiff_t>(state_bytes)));
  return static_cast<int64_t>(start_states_.size()) - 1;
}

void BatchExecutor::set_episode_control(std::span<const int32_t> env_ids,
                                        const std::vector<Config>& controls) {
  check_episode_control();
  if (controls.size() != env_ids.size()) {
    throw std::invalid_argument("episode_control: expected one control per env id (" +
                                std::to_string(env_ids.size()) + "), got " +
                                std::to_string(controls.size()));
  }
  for (int32_t id : env_ids) check_env_id(id);
  std::vector<std::shared_ptr<const EpisodeControlSettings>> parsed;
  parsed.reserve(controls.size());
  for (const Config& control : controls) parsed.push_back(parse_control(control));
  for (std::size_t i = 0; i < env_ids.size(); ++i) {
    const int id = env_ids[i];
    if (pending_controls_[id] == nullptr) ++pending_count_;
    pending_controls_[id] = std::move(parsed[i]);
    if (!envs_[id]->busy) apply_pending_control(id);
  }
}

void BatchExecutor::apply_pending_control(int env_id) {
  std::shared_ptr<const EpisodeControlSettings>& pending = pending_controls_[env_id];
  if (pending == nullptr) return;
  give_control(*envs_[env_id], std::move(pending));
  pending = nullptr;
  --pending_count_;
}

void BatchExecutor::give_control(EnvSlot& slot,
                                 std::shared_ptr<const EpisodeControlSettings> settings) {
  if (!slot.active) {  // the executor skipped it: it must see the env again
    slot.control->resume(slot.done);
    slot.gate = slot.control->gate();
    slot.active = true;
  }
  slot.control->set_next(std::move(settings));
}

void BatchExecutor::write_control_infos(const BatchBuffer& buffer, int count) const {
  const BatchLayout& layout = buffer.layout();
  const EpisodeInfoColumns columns =
      EpisodeInfoColumns::of(buffer, layout.info(static_cast<int>(game_infos_)));
  const auto* env_ids = reinterpret_cast<const int32_t*>(buffer.array(layout.env_id()));
  const std::unique_ptr<EnvSlot>* slots = envs_.data();
  for (int row = 0; row < count; ++row) {
    const EnvSlot& slot = *slots[env_ids[row]];
    if (slot.active) {
      slot.control->write_infos(columns, row);
    } else {
      EpisodeController::write_passive_infos(columns, row, slot.done);
    }
  }
}

}  // namespace arena::core
