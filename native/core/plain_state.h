// An env whose whole state is one trivially copyable struct (cartpole, dummy, every fighting
// game's FightEnv): its Env::state_bytes (the struct's bytes) and Env::check_state (the bytes
// read back as the struct, its fields walked through a StateCheck), written once.
#pragma once

#include <cstddef>
#include <cstring>
#include <span>
#include <type_traits>

#include "native/core/state_check.h"

namespace arena::core {

/// Env::state_bytes of a plain state: the bytes of `state` (saving and loading are copies).
template <typename State>
std::span<std::byte> bytes_of(State& state) {
  static_assert(std::is_trivially_copyable_v<State>, "a plain state is copied as bytes");
  return {reinterpret_cast<std::byte*>(&state), sizeof(state)};
}

/// Env::check_state of a plain state: `bytes` (exactly sizeof(State), as the executor checks)
/// copied into a State, whose fields `check_fields(const State&, StateCheck&)` walks; throws
/// std::invalid_argument naming the first field no state can hold (StateCheck::throw_if_failed).
template <typename State, typename CheckFields>
void check_plain_state(std::span<const std::byte> bytes, CheckFields&& check_fields) {
  static_assert(std::is_trivially_copyable_v<State>, "a plain state is copied as bytes");
  State loaded;
  std::memcpy(&loaded, bytes.data(), sizeof(loaded));
  StateCheck check;
  check_fields(static_cast<const State&>(loaded), check);
  check.throw_if_failed();
}

}  // namespace arena::core
