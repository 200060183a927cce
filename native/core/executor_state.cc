// Direct access to single envs between batches: rendering, snapshots (the env's state plus
// the executor's per-env counters, wrapped in the header of snapshot.h) and shutting the pool
// down.
#include <cstring>
#include <stdexcept>

#include "native/core/executor.h"
#include "native/core/executor_internal.h"
#include "native/core/state_check.h"

namespace arena::core {
namespace {
void check_idle(bool busy, int env_id) {
  if (busy) {
    throw std::runtime_error("env " + std::to_string(env_id) +
                             " has a step in flight; recv() it first");
  }
}

/// The executor's counters behind the env state (see get_state) as only get_state writes them:
/// a started env, done a flag, elapsed steps not negative (and far from overflowing).
void check_trailer(std::span<const std::byte> trailer) {
  int32_t elapsed = 0;
  std::memcpy(&elapsed, trailer.data(), sizeof(int32_t));
  const auto done = static_cast<uint8_t>(trailer[sizeof(int32_t)]);
  const auto started = static_cast<uint8_t>(trailer[sizeof(int32_t) + 1]);
  StateCheck check;
  check.range("elapsed_step", elapsed, 0, 1 << 30);
  check.range("done", done, 0, 1);
  check.range("started", started, 1, 1);
  check.throw_if_failed();
}
}  // namespace

void BatchExecutor::render(int env_id, std::byte* rgb) {
  check_open();
  check_env_id(env_id);
  if (spec_.render_shape.empty()) throw std::runtime_error("this env cannot render");
  check_idle(envs_[env_id]->busy, env_id);
  envs_[env_id]->env->render(rgb);
}

std::vector<std::byte> BatchExecutor::get_state(int env_id) {
  check_open();
  check_env_id(env_id);
  EnvSlot& slot = *envs_[env_id];
  check_idle(slot.busy, env_id);
  if (!slot.started) {  // nothing to save yet (set_state loads only reset envs' states)
    throw std::runtime_error("env " + std::to_string(env_id) +
                             " has not been reset; call reset() first");
  }
  const std::span<std::byte> bytes = slot.env->state_bytes();
  std::vector<std::byte> payload(bytes.size() + kSlotTrailerBytes);
  std::memcpy(payload.data(), bytes.data(), bytes.size());
  std::byte* trailer = payload.data() + bytes.size();
  std::memcpy(trailer, &slot.elapsed, sizeof(int32_t));
  trailer[sizeof(int32_t)] = static_cast<std::byte>(slot.done);
  trailer[sizeof(int32_t) + 1] = static_cast<std::byte>(slot.started);
  return encode_snapshot(origin_, payload);
}

void BatchExecutor::set_state(int env_id, std::span<const std::byte> state) {
  check_open();
  check_env_id(env_id);
  EnvSlot& slot = *envs_[env_id];
  check_idle(slot.busy, env_id);
  const std::span<std::byte> bytes = slot.env->state_bytes();
  const Snapshot snapshot = parse_snapshot(state);
  check_snapshot_fits(snapshot, origin_, bytes.size() + kSlotTrailerBytes);
  // Everything is checked before anything is loaded: a refused snapshot leaves the env as it was.
  slot.env->check_state(snapshot.payload.first(bytes.size()));
  check_trailer(snapshot.payload.subspan(bytes.size()));
  std::memcpy(bytes.data(), snapshot.payload.data(), bytes.size());
  const std::byte* trailer = snapshot.payload.data() + bytes.size();
  std::memcpy(&slot.elapsed, trailer, sizeof(int32_t));
  slot.done = trailer[sizeof(int32_t)] != std::byte{0};
  slot.started = trailer[sizeof(int32_t) + 1] != std::byte{0};
  if (slot.control) slot.control->drop_continuation();
}

void BatchExecutor::close() {
  if (closed_) return;
  stop_workers();
  envs_.clear();
  for (auto& slot : batch_slots_) slot->buffer = nullptr;
  buffers_.clear();
  last_taken_ = nullptr;
  closed_ = true;
}

}  // namespace arena::core
