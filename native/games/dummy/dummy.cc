// The dummy test env: counters in, counters out, optional busy work or sleep, failure
// injection; every setting range-checked.
#include "native/games/dummy/dummy.h"

#include <chrono>
#include <cstdint>
#include <cstring>
#include <sstream>
#include <stdexcept>
#include <string>
#include <thread>

#include "native/core/plain_state.h"

namespace arena::games::dummy {
namespace {

constexpr int kRenderSide = 8;
constexpr int64_t kInt32Max = 2147483647;
constexpr double kMaxCostUs = 60e6;  // one minute per step

// An integer setting in [low, high] (or `fallback` when absent); the error names it.
int32_t int_setting(const core::Config& config, const char* key, int64_t fallback, int64_t low,
                    int64_t high, const char* meaning = "") {
  const core::Config& node = config.get(key);
  if (node.is_none()) return static_cast<int32_t>(fallback);
  const int64_t value = node.as_int();
  if (value < low || value > high) {
    throw std::invalid_argument("dummy: " + std::string(key) + "=" + std::to_string(value) +
                                " is not allowed; expected an int in " + std::to_string(low) +
                                ".." + std::to_string(high) + meaning);
  }
  return static_cast<int32_t>(value);
}

// A cost in microseconds: finite, 0 to one minute.
double cost_setting(const core::Config& config, const char* key) {
  const double value = config.get_double(key, 0.0);
  if (!(value >= 0.0 && value <= kMaxCostUs)) {  // also refuses NaN
    std::ostringstream shown;
    shown << value;
    throw std::invalid_argument("dummy: " + std::string(key) + "=" + shown.str() +
                                " is not allowed; expected a number in 0..60000000 (one minute)");
  }
  return value;
}

DummyParams parse_params(const core::Config& config) {
  DummyParams params;
  if (config.is_none()) return params;
  for (const auto& [key, value] : config.as_map()) {
    if (key != "episode_length" && key != "truncate" && key != "num_actions" &&
        key != "step_cost_us" && key != "step_sleep_us" && key != "fail_at_step") {
      throw std::invalid_argument("dummy: unknown setting '" + key.substr(0, 40) +
                                  "'; allowed: episode_length, truncate, num_actions, "
                                  "step_cost_us, step_sleep_us, fail_at_step");
    }
  }
  params.episode_length = int_setting(config, "episode_length", 100, 1, kInt32Max);
  params.truncate = config.get("truncate").is_none() ? false : config.at("truncate").as_bool();
  params.num_actions = int_setting(config, "num_actions", 4, 1, kInt32Max);
  params.step_cost_us = cost_setting(config, "step_cost_us");
  params.step_sleep_us = cost_setting(config, "step_sleep_us");
  params.fail_at_step = int_setting(config, "fail_at_step", -1, -1, kInt32Max, " (-1 = never)");
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
  if (params_.step_sleep_us > 0) {
    std::this_thread::sleep_for(
        std::chrono::nanoseconds(static_cast<int64_t>(params_.step_sleep_us * 1000)));
  }
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

std::span<std::byte> DummyEnv::state_bytes() { return core::bytes_of(state_); }

void DummyEnv::check_state(std::span<const std::byte> bytes) const {
  core::check_plain_state<DummyState>(bytes, [&](const DummyState& loaded,
                                                 core::StateCheck& check) {
    check.range("env_id", loaded.env_id, 0, kInt32Max);
    check.range("step_in_episode", loaded.step_in_episode, 0, 1 << 30);  // far from overflowing
    check.range("episode_index", loaded.episode_index, 0, INT64_MAX);
    check.range("last_action", loaded.last_action, -1, params_.num_actions - 1);
    check.range("seed_drawn", loaded.seed_drawn, 0, (int64_t{1} << 30) - 1);
  });
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
