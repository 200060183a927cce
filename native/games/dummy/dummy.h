// A test env for the executor alone. It writes its env id, step counter, episode counter and
// last action into its observation so tests can see routing, ordering and the absence of
// cross-talk; it can burn a set amount of CPU per step (for scaling benchmarks) or sleep (long
// steps that cost no CPU, for interrupt tests), and can be told to throw at a given step (for
// error-path tests).
#pragma once

#include <cstdint>

#include "native/core/env.h"
#include "native/core/registry.h"
#include "native/games/random.h"

namespace arena::games::dummy {

struct DummyParams {
  int32_t episode_length = 100;  // steps until terminated (or truncated, see below)
  bool truncate = false;         // end episodes by truncation instead of termination
  int32_t num_actions = 4;
  double step_cost_us = 0.0;   // busy work per step, in microseconds
  double step_sleep_us = 0.0;  // sleep per step, in microseconds
  int32_t fail_at_step = -1;   // throw from step() when the episode reaches this step
};

struct DummyState {
  int32_t env_id = 0;
  int32_t step_in_episode = 0;
  int64_t episode_index = -1;
  int64_t last_action = -1;
  int64_t seed_drawn = 0;  // a draw from the seeded RNG, so tests can check seeding
  Pcg32 rng;
};

class DummyEnv final : public core::Env {
 public:
  DummyEnv(DummyParams params, int env_id);

  void reset(std::optional<uint64_t> seed) override;
  core::StepOutcome step(std::span<const int32_t> action) override;
  void write(const core::OutputRow& row) const override;
  void set_options(const core::Config& options) override;
  void render(std::byte* rgb) const override;
  std::span<std::byte> state_bytes() override;
  void check_state(std::span<const std::byte> bytes) const override;

 private:
  DummyParams params_;
  DummyState state_;
};

core::GameDefinition dummy_definition();

}  // namespace arena::games::dummy
