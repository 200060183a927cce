// CartPole-v1 dynamics, transcribed from Gymnasium's documented equations (Barto, Sutton &
// Anderson, 1983) with the same constants and operation order so results match bit for bit.
#include "native/games/cartpole/cartpole.h"

#include <cmath>
#include <cstring>
#include <limits>
#include <stdexcept>

#include "native/core/plain_state.h"

namespace arena::games::cartpole {
namespace {

constexpr double kGravity = 9.8;
constexpr double kMassCart = 1.0;
constexpr double kMassPole = 0.1;
constexpr double kTotalMass = kMassPole + kMassCart;
constexpr double kLength = 0.5;
constexpr double kPoleMassLength = kMassPole * kLength;
constexpr double kForceMag = 10.0;
constexpr double kTau = 0.02;
constexpr double kThetaThreshold = 12 * 2 * M_PI / 360;
constexpr double kXThreshold = 2.4;
constexpr int kRenderHeight = 400;
constexpr int kRenderWidth = 600;

core::EnvSpec cartpole_spec(const core::Config& config) {
  if (config.is_map() && !config.as_map().empty()) {
    throw std::invalid_argument("cartpole takes no settings, got '" +
                                config.as_map().begin()->first + "'");
  }
  const double kBig = std::numeric_limits<double>::infinity();  // unbounded, as Gymnasium
  core::ArraySpec obs{.name = "obs",
                      .dtype = core::DType::kFloat32,
                      .shape = {4},
                      .lows = {-kXThreshold * 2, -kBig, -kThetaThreshold * 2, -kBig},
                      .highs = {kXThreshold * 2, kBig, kThetaThreshold * 2, kBig}};
  return core::EnvSpec{.observations = {obs},
                       .infos = {},
                       .action_sizes = {2},
                       .action_is_scalar = true,
                       .render_shape = {kRenderHeight, kRenderWidth, 3},
                       .render_fps = 50};
}

}  // namespace

void CartPoleEnv::reset(std::optional<uint64_t> seed) {
  if (seed) state_.rng.seed(*seed);
  double* values[] = {&state_.x, &state_.x_dot, &state_.theta, &state_.theta_dot};
  for (double* value : values) *value = state_.rng.uniform() * 0.1 - 0.05;
  state_.elapsed_steps = 0;
  state_.steps_beyond_terminated = -1;
}

core::StepOutcome CartPoleEnv::step(std::span<const int32_t> action) {
  const double force = action[0] == 1 ? kForceMag : -kForceMag;
  const double costheta = std::cos(state_.theta);
  const double sintheta = std::sin(state_.theta);
  const double temp =
      (force + kPoleMassLength * (state_.theta_dot * state_.theta_dot) * sintheta) / kTotalMass;
  const double thetaacc =
      (kGravity * sintheta - costheta * temp) /
      (kLength * (4.0 / 3.0 - kMassPole * (costheta * costheta) / kTotalMass));
  const double xacc = temp - kPoleMassLength * thetaacc * costheta / kTotalMass;
  state_.x = state_.x + kTau * state_.x_dot;
  state_.x_dot = state_.x_dot + kTau * xacc;
  state_.theta = state_.theta + kTau * state_.theta_dot;
  state_.theta_dot = state_.theta_dot + kTau * thetaacc;
  state_.elapsed_steps += 1;

  core::StepOutcome outcome;
  outcome.terminated = state_.x < -kXThreshold || state_.x > kXThreshold ||
                       state_.theta < -kThetaThreshold || state_.theta > kThetaThreshold;
  if (!outcome.terminated) {
    outcome.reward = 1.0;
  } else if (state_.steps_beyond_terminated < 0) {
    state_.steps_beyond_terminated = 0;
    outcome.reward = 1.0;
  } else {
    state_.steps_beyond_terminated += 1;
    outcome.reward = 0.0;
  }
  outcome.truncated = state_.elapsed_steps >= kMaxEpisodeSteps;
  return outcome;
}

void CartPoleEnv::write(const core::OutputRow& row) const {
  const float obs[4] = {static_cast<float>(state_.x), static_cast<float>(state_.x_dot),
                        static_cast<float>(state_.theta), static_cast<float>(state_.theta_dot)};
  std::memcpy(row.observations[0], obs, sizeof(obs));
}

void CartPoleEnv::set_options(const core::Config& options) {
  if (options.is_map() && !options.as_map().empty()) {
    throw std::invalid_argument("cartpole has no episode options, got '" +
                                options.as_map().begin()->first + "'");
  }
}

void CartPoleEnv::render(std::byte* rgb) const {
  // White background, black cart, brown pole, like Gymnasium's picture (not pixel-identical).
  auto* pixels = reinterpret_cast<uint8_t*>(rgb);
  std::memset(pixels, 255, static_cast<size_t>(kRenderHeight) * kRenderWidth * 3);
  const double scale = kRenderWidth / (kXThreshold * 2);
  const int cart_x = static_cast<int>(state_.x * scale + kRenderWidth / 2.0);
  const int cart_y = 300;
  auto put = [&](int x, int y, uint8_t r, uint8_t g, uint8_t b) {
    if (x < 0 || x >= kRenderWidth || y < 0 || y >= kRenderHeight) return;
    uint8_t* pixel = pixels + (static_cast<size_t>(y) * kRenderWidth + x) * 3;
    pixel[0] = r;
    pixel[1] = g;
    pixel[2] = b;
  };
  for (int y = cart_y - 15; y < cart_y + 15; ++y) {
    for (int x = cart_x - 25; x < cart_x + 25; ++x) put(x, y, 0, 0, 0);
  }
  for (int x = 0; x < kRenderWidth; ++x) put(x, cart_y + 15, 0, 0, 0);
  const double pole_length = scale * 2 * kLength;
  for (int i = 0; i < static_cast<int>(pole_length); ++i) {
    const int px = cart_x + static_cast<int>(i * std::sin(state_.theta));
    const int py = cart_y - 15 - static_cast<int>(i * std::cos(state_.theta));
    for (int w = -5; w <= 5; ++w) put(px + w, py, 202, 152, 101);
  }
}

std::span<std::byte> CartPoleEnv::state_bytes() { return core::bytes_of(state_); }

void CartPoleEnv::check_state(std::span<const std::byte> bytes) const {
  core::check_plain_state<CartPoleState>(bytes, [](const CartPoleState& loaded,
                                                   core::StateCheck& check) {
    check.finite("x", loaded.x);
    check.finite("x_dot", loaded.x_dot);
    check.finite("theta", loaded.theta);
    check.finite("theta_dot", loaded.theta_dot);
    check.range("elapsed_steps", loaded.elapsed_steps, 0, kMaxEpisodeSteps);
    check.range("steps_beyond_terminated", loaded.steps_beyond_terminated, -1, kMaxEpisodeSteps);
  });
}

core::GameDefinition cartpole_definition() {
  return {.name = "cartpole",
          .description = "Gymnasium CartPole-v1 dynamics (reference env)",
          .spec = cartpole_spec,
          .make = [](const core::Config&, int) { return std::make_unique<CartPoleEnv>(); }};
}

}  // namespace arena::games::cartpole
