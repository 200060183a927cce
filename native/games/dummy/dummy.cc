// The dummy test env: counters in, counters out, optional busy work and failure injection.
#include "native/games/dummy/dummy.h"

#include <chrono>
#include <cstring>
#include <stdexcept>
#include <string>

namespace arena::games::dummy {
namespace {

constexpr int kRenderSide = 8;

DummyParams parse_params(const core::Config& config) {
  DummyParams params;
  if (config.is_none()) return params;
  for (const auto& [key, value] : config.as_map()) {
    if (key != "episode_length" && key != "truncate" && key != "num_actions" &&
        key != "step_cost_us" && key != "fail_at_step") {
      throw std::invalid_argument("dummy: unknown setting '" + key +
                                  "'; allowed: episode_length, truncate, num_actions, "
                                  "step_cost_us, fail_at_step");
    }
  }
  params.episode_length = static_cast<int32_t>(config.get_int("episode_length", 100));
  params.truncate = config.get("truncate").is_none() ? false : config.at("truncate").as_bool();
  params.num_actions = static_cast<int32_t>(config.get_int("num_actions", 4));
  params.step_cost_us = config.get_double("step_cost_us", 0.0);
  params.fail_at_step = static_cast<int32_t>(config.get_int("fail_at_step", -1));
  if (params.episode_length < 1) {
    throw std::invalid_argument("dummy: episode_length=" + std::to_string(params.episode_length) +
                                " must be >= 1");
  }
  if (params.num_actions < 1) {
    throw std::invalid_argument("dummy: num_actions=" + std::to_string(params.num_actions) +
                                " must be >= 1");
  }
  if (params.step_cost_us < 0) {
    throw std::invalid_argument("dummy: step_cost_us=" + std::to_string(params.step_cost_us) +
                                " must be >= 0");
  }
  return params;
}

void burn_cpu(double microseconds) {
  if (microseconds <= 0) return;
  const auto until = std::chrono::steady_clock::now() +
                     std::chrono::nanoseconds(static_cast<int64_t>(microseconds * 1000));
  while (std::chrono::steady_clock::now() < until) {
  }
}

core::EnvSpec dummy_spec(const core::Config& config) {
  const DummyParams params = parse_params(config);
  return core::EnvSpec{
      .observations = {{.name = "source_env",
                        .dtype = core::DType::kInt32,
                        .shape = {},
                        .low = 0,
                        .high = 1 << 30},
                       {.name = "counters",
                        .dtype = core::DType::kInt64,
                        .shape = {4},
                        .low = -1,
                        .high = 1e15}},
      .infos = {{.name = "episode_index",
                 .dtype = core::DType::kInt64,
                 .shape = {},
                 .low = 0,
                 .high = 1e15}},
      .action_sizes = {params.num_actions},
      .action_is_scalar = true,
      .render_shape = {kRenderSide, kRenderSide, 3},
      .render_fps = 30};
}

}  // namespace

DummyEnv::DummyEnv(DummyParams params, int env_id) : params_(params) { state_.env_id = env_id; }

void DummyEnv::reset(std::optional<uint64_t> seed) {
  // A seeded reset starts the env over; an unseeded one starts its next episode.
  if (seed) {
    state_.rng.seed(*seed);
    state_.episode_index = -1;
  }
  state_.seed_drawn = state_.rng.below(1u << 30);
  state_.step_in_episode = 0;
  state_.episode_index += 1;
  state_.last_action = -1;
}

core::StepOutcome DummyEnv::step(std::span<const int32_t> action) {
  burn_cpu(params_.step_cost_us);
  state_.step_in_episode += 1;
  if (state_.step_in_episode == params_.fail_at_step) {
    throw std::runtime_error("dummy: injected failure at step " +
                             std::to_string(params_.fail_at_step));
  }
  state_.last_action = action[0];
  const bool ended = state_.step_in_episode >= params_.episode_length;
  return {.reward = static_cast<double>(action[0]),
          .terminated = ended && !params_.truncate,
          .truncated = ended && params_.truncate};
}

void DummyEnv::write(const core::OutputRow& row) const {
  std::memcpy(row.observations[0], &state_.env_id, sizeof(int32_t));
  const int64_t counters[4] = {state_.step_in_episode, state_.episode_index, state_.last_action,
                               state_.seed_drawn};
  std::memcpy(row.observations[1], counters, sizeof(counters));
  std::memcpy(row.infos[0], &state_.episode_index, sizeof(int64_t));
}

void DummyEnv::set_options(const core::Config& options) {
  if (options.is_map() && !options.as_map().empty()) {
    throw std::invalid_argument("dummy has no episode options, got '" +
                                options.as_map().begin()->first + "'");
  }
}

void DummyEnv::render(std::byte* rgb) const {
  // A flat colour derived from the counters: enough for render-path tests.
  const auto shade = static_cast<uint8_t>((state_.step_in_episode * 16 + state_.env_id) & 0xff);
  std::memset(rgb, shade, kRenderSide * kRenderSide * 3);
}

std::span<std::byte> DummyEnv::state_bytes() {
  return {reinterpret_cast<std::byte*>(&state_), sizeof(state_)};
}

core::GameDefinition dummy_definition() {
  return {.name = "dummy",
          .description = "executor test env: counters, busy work, failure injection",
          .spec = dummy_spec,
          .make = [](const core::Config& config, int env_id) {
            return std::make_unique<DummyEnv>(parse_params(config), env_id);
          }};
}

}  // namespace arena::games::dummy
