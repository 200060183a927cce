// WrappedEnv: the steps, stacks and outputs of a wrapper plan, and the GameDefinition that
// builds wrapped envs. The wrapped env always writes into scratch leaves owned here (write()
// may be called twice for one state, or without a step), and write() assembles the outputs
// from them.
#include "native/core/wrapped_env.h"

#include <cstring>
#include <numeric>
#include <utility>

#include "native/core/wrapper_outputs.h"

namespace arena::core {
namespace {

// splitmix64: a full-period 64-bit generator, enough to draw no-op counts.
uint64_t next_random(uint64_t& state) {
  uint64_t z = (state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

}  // namespace

WrappedEnv::WrappedEnv(std::unique_ptr<Env> inner, const EnvSpec& inner_spec,
                       std::shared_ptr<const WrapperPlan> plan)
    : inner_(std::move(inner)), plan_(std::move(plan)) {
  const WrapperPlan& p = *plan_;
  for (std::size_t k = 0; k < inner_spec.observations.size(); ++k) {
    const bool in_ring = static_cast<int>(k) == p.frame_leaf;
    observations_.emplace_back(in_ring ? 0 : inner_spec.observations[k].row_bytes());
  }
  for (const ArraySpec& info : inner_spec.infos) {
    infos_.emplace_back(info.row_bytes());
    info_bytes_.push_back(info.row_bytes());
  }
  observation_rows_.resize(observations_.size());
  for (std::size_t k = 0; k < observations_.size(); ++k) {
    observation_rows_[k] = observations_[k].data();
  }
  for (std::vector<std::byte>& info : infos_) info_rows_.push_back(info.data());
  if (p.frame_leaf >= 0) {
    const std::vector<int64_t>& shape = inner_spec.observations[p.frame_leaf].shape;
    frames_ =
        FrameRing(p.stack_frames, p.dilation, shape[0] * shape[1], static_cast<int>(shape[2]));
  }
  if (p.stack_actions > 0) {
    actions_ = ActionRing(p.stack_actions, static_cast<int>(inner_spec.action_sizes.size()));
  }
  no_op_.assign(inner_spec.action_sizes.size(), 0);
  std::size_t largest = 0;
  for (const OutputPlan& out : p.outputs) {
    largest = std::max(largest, static_cast<std::size_t>(out.source_elements) *
                                    (out.source == OutputSource::kActions ? 8 : 1));
  }
  converted_.resize(largest);
  inner_state_bytes_ = inner_->state_bytes().size();
  action_sizes_ = inner_spec.action_sizes;
  // A ring's state_blocks adds its storage, then its position: check_state finds them here.
  state_blocks_.emplace_back(reinterpret_cast<std::byte*>(&rng_), sizeof(rng_));
  if (frames_.active()) {
    frames_.state_blocks(state_blocks_);
    frame_position_block_ = static_cast<int>(state_blocks_.size()) - 1;
  }
  if (actions_.active()) {
    actions_.state_blocks(state_blocks_);
    action_position_block_ = static_cast<int>(state_blocks_.size()) - 1;
  }
  leaf_blocks_.assign(observations_.size(), -1);
  for (std::size_t k = 0; k < observations_.size(); ++k) {
    if (observations_[k].empty()) continue;  // the ring holds the frame leaf
    leaf_blocks_[k] = static_cast<int>(state_blocks_.size());
    state_blocks_.emplace_back(observations_[k]);
  }
  for (std::vector<std::byte>& info : infos_) state_blocks_.emplace_back(info);
}

void WrappedEnv::observe() {
  if (frames_.active()) observation_rows_[plan_->frame_leaf] = frames_.next_slot();
  inner_->write(OutputRow{.observations = observation_rows_, .infos = info_rows_});
}

bool WrappedEnv::at_boundary() const {
  for (int flag : plan_->boundaries) {
    if (infos_[flag][0] != std::byte{0}) return true;
  }
  return false;
}

void WrappedEnv::reset(std::optional<uint64_t> seed) {
  load_snapshot_if_pending();
  inner_->reset(seed);
  if (seed) rng_ = *seed;
  observe();
  if (plan_->no_op_max > 0) {
    const auto steps = 1 + next_random(rng_) % static_cast<uint64_t>(plan_->no_op_max);
    for (uint64_t i = 0; i < steps; ++i) {
      const StepOutcome outcome = inner_->step(no_op_);
      if (outcome.terminated || outcome.truncated) inner_->reset(std::nullopt);
      observe();
      if (outcome.terminated || outcome.truncated || at_boundary()) break;
    }
  }
  if (frames_.active()) {
    frames_.push();
    frames_.fill();
  }
  if (actions_.active()) actions_.fill_no_op();
}

StepOutcome WrappedEnv::step(std::span<const int32_t> action) {
  load_snapshot_if_pending();
  StepOutcome total;
  for (int r = 0; r < plan_->repeat_action; ++r) {
    const StepOutcome outcome = inner_->step(action);
    total.reward += outcome.reward;
    total.terminated = outcome.terminated;
    total.truncated = outcome.truncated;
    observe();
    if (outcome.terminated || outcome.truncated || at_boundary()) break;
  }
  if (plan_->reward_divisor > 0.0) total.reward /= plan_->reward_divisor;
  if (plan_->clip_reward) total.reward = (total.reward > 0.0) - (total.reward < 0.0);
  const bool segment_ends = at_boundary() && !total.terminated && !total.truncated;
  if (frames_.active()) {
    frames_.push();
    if (segment_ends) frames_.fill();
  }
  if (actions_.active()) {
    actions_.push(action);
    if (segment_ends) actions_.fill_no_op();
  }
  return total;
}

void WrappedEnv::write_leaf(const OutputPlan& out, std::byte* dst) const {
  const WrapperPlan& p = *plan_;
  const std::byte* source = nullptr;
  switch (out.source) {
    case OutputSource::kLeaf:
      source = observations_[out.leaf].data();
      break;
    case OutputSource::kOwn:
    case OutputSource::kOpponent: {
      int16_t slot;
      std::memcpy(&slot, infos_[p.role_info].data() + sizeof(int16_t) * out.agent, sizeof(slot));
      const bool first = (slot == 0) == (out.source == OutputSource::kOwn);
      source = observations_[first ? out.leaf : out.other_leaf].data();
      break;
    }
    case OutputSource::kFrames:
      if (out.transform == OutputTransform::kNone) {
        frames_.write_stack(dst);
        return;
      }
      frames_.write_stack(converted_.data());
      source = converted_.data();
      break;
    case OutputSource::kActions: {
      const int first =
          std::accumulate(p.agent_components.begin(), p.agent_components.begin() + out.agent, 0);
      actions_.write_agent(first, p.agent_components[out.agent],
                           reinterpret_cast<int64_t*>(converted_.data()));
      source = converted_.data();
      break;
    }
  }
  write_output(out, source, dst);
}

void WrappedEnv::write(const OutputRow& row) const {
  load_snapshot_if_pending();
  for (std::size_t j = 0; j < plan_->outputs.size(); ++j) {
    write_leaf(plan_->outputs[j], row.observations[j]);
  }
  for (std::size_t k = 0; k < infos_.size(); ++k) {
    copy_leaf(row.infos[k], infos_[k].data(), info_bytes_[k]);
  }
}

void WrappedEnv::set_options(const Config& options) {
  load_snapshot_if_pending();
  inner_->set_options(options);
}

void WrappedEnv::render(std::byte* rgb) const {
  load_snapshot_if_pending();
  inner_->render(rgb);
}

std::span<std::byte> WrappedEnv::state_bytes() {
  load_snapshot_if_pending();
  const std::span<std::byte> inner = inner_->state_bytes();
  std::size_t total = inner.size();
  for (const std::span<std::byte>& block : state_blocks_) total += block.size();
  snapshot_.resize(total);
  std::memcpy(snapshot_.data(), inner.data(), inner.size());
  std::size_t at = inner.size();
  for (const std::span<std::byte>& block : state_blocks_) {
    std::memcpy(snapshot_.data() + at, block.data(), block.size());
    at += block.size();
  }
  snapshot_pending_ = true;
  return snapshot_;
}

void WrappedEnv::load_snapshot_if_pending() const {
  if (!snapshot_pending_) return;
  snapshot_pending_ = false;
  // Writes the state through the spans (write() and render() are const to their callers, who
  // see the restored state as if it had been there all along).
  const std::span<std::byte> inner = inner_->state_bytes();
  std::memcpy(inner.data(), snapshot_.data(), inner.size());
  std::size_t at = inner.size();
  for (const std::span<std::byte>& block : state_blocks_) {
    std::memcpy(block.data(), snapshot_.data() + at, block.size());
    at += block.size();
  }
}

GameDefinition with_wrappers(const GameDefinition& game, const Config& config) {
  if (!config.has("wrappers")) return game;
  ConfigMap entries = config.as_map();
  entries.erase("wrappers");
  const Config inner_config = Config::map(std::move(entries), config.path());
  const EnvSpec inner_spec = game.spec(inner_config);
  auto plan =
      std::make_shared<const WrapperPlan>(parse_wrapper_plan(config.at("wrappers"), inner_spec));
  const EnvSpec spec = wrapped_spec(*plan, inner_spec);
  GameDefinition wrapped;
  wrapped.name = game.name;
  wrapped.description = game.description;
  wrapped.spec = [spec](const Config&) { return spec; };
  wrapped.make = [make = game.make, inner_config, inner_spec, plan](const Config&, int env_id) {
    return std::make_unique<WrappedEnv>(make(inner_config, env_id), inner_spec, plan);
  };
  return wrapped;
}

}  // namespace arena::core
