// CartPole with Gymnasium CartPole-v1's exact dynamics (Euler integration, float64 state,
// float32 observation), termination thresholds and 500-step truncation. It exists so the
// executor can be checked step by step against Gymnasium and timed against EnvPool on
// identical work.
#pragma once

#include <cstdint>

#include "native/core/env.h"
#include "native/core/registry.h"
#include "native/games/random.h"

namespace arena::games::cartpole {

/// The complete simulation state (plain bytes: save/load is a copy).
struct CartPoleState {
  double x = 0.0;
  double x_dot = 0.0;
  double theta = 0.0;
  double theta_dot = 0.0;
  int32_t elapsed_steps = 0;
  int32_t steps_beyond_terminated = -1;  // -1: not terminated yet
  Pcg32 rng;
};

class CartPoleEnv final : public core::Env {
 public:
  static constexpr int kMaxEpisodeSteps = 500;

  void reset(std::optional<uint64_t> seed) override;
  core::StepOutcome step(std::span<const int32_t> action) override;
  void write(const core::OutputRow& row) const override;
  void set_options(const core::Config& options) override;
  void render(std::byte* rgb) const override;
  std::span<std::byte> state_bytes() override;
  void check_state(std::span<const std::byte> bytes) const override;

 private:
  CartPoleState state_;
};

core::GameDefinition cartpole_definition();

}  // namespace arena::games::cartpole
