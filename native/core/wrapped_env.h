// The env wrappers that run inside the executor: a WrappedEnv is an Env over another Env that
// carries out a WrapperPlan (wrapper_plan.h) on every reset and step, on the worker thread that
// runs the env. Because the wrapping happens per env, below every front end, a single env and
// env i of a batch are wrapped by the same code in every autoreset and async mode.
//
// Segments: a step that raises a boundary flag (the plan's round_done, stage_done, game_done)
// without ending the episode ends a segment. The frame stack then becomes copies of that
// step's frame and the action history the no-op action, exactly as after a reset; a repeated
// action stops early there (and at the episode's end).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <vector>

#include "native/core/env.h"
#include "native/core/registry.h"
#include "native/core/stack_rings.h"
#include "native/core/wrapper_plan.h"

namespace arena::core {

class WrappedEnv final : public Env {
 public:
  WrappedEnv(std::unique_ptr<Env> inner, const EnvSpec& inner_spec,
             std::shared_ptr<const WrapperPlan> plan);

  /// Resets the wrapped env, then (no_op_max > 0) takes 1..no_op_max no-op steps drawn from
  /// the wrapper's own RNG (re-seeded from `seed` when given); the stacks start over.
  void reset(std::optional<uint64_t> seed) override;
  /// Steps the wrapped env repeat_action times (fewer at a boundary or the episode's end),
  /// sums the rewards, rescales the sum, and records the frame and the action once.
  StepOutcome step(std::span<const int32_t> action) override;
  /// Writes the plan's output leaves and the wrapped env's infos from the last reset or step.
  void write(const OutputRow& row) const override;
  void set_options(const Config& options) override;
  void render(std::byte* rgb) const override;
  /// The wrapped env's state followed by the wrapper's (RNG, stacks, last outputs), so a
  /// snapshot restores the wrapped observation too. A caller may write the span (set_state):
  /// the bytes are read back before the next call of any other method.
  std::span<std::byte> state_bytes() override;
  /// The wrapped env's check of its part, then the wrapper's: the frame stack's and the
  /// action history's positions within their rings, every stored action within its sizes,
  /// and the stored leaves that outputs one-hot encode within their sizes
  /// (wrapped_env_check.cc).
  void check_state(std::span<const std::byte> bytes) const override;

 private:
  /// Has the wrapped env write its current outputs into the scratch leaves (the frame straight
  /// into the frame ring's next slot).
  void observe();
  bool at_boundary() const;
  /// After state_bytes(): copies the snapshot bytes back into the wrapped env and the wrapper.
  void load_snapshot_if_pending() const;
  void write_leaf(const OutputPlan& out, std::byte* dst) const;

  std::unique_ptr<Env> inner_;
  std::shared_ptr<const WrapperPlan> plan_;
  std::vector<std::vector<std::byte>> observations_;  // the wrapped env's last outputs
  std::vector<std::vector<std::byte>> infos_;
  std::vector<std::byte*> observation_rows_;
  std::vector<std::byte*> info_rows_;
  std::vector<std::size_t> info_bytes_;
  FrameRing frames_;
  ActionRing actions_;
  std::vector<int32_t> no_op_;
  uint64_t rng_ = 0;
  std::vector<std::span<std::byte>> state_blocks_;  // the wrapper's own state, for snapshots
  // What check_state needs: the wrapped env's state size, the action sizes, and where the
  // rings' positions (-1: no ring) and the stored observation leaves (-1: the frame leaf) lie
  // among state_blocks_.
  std::size_t inner_state_bytes_ = 0;
  std::vector<int32_t> action_sizes_;
  int frame_position_block_ = -1;
  int action_position_block_ = -1;
  std::vector<int> leaf_blocks_;
  std::vector<std::byte> snapshot_;
  mutable bool snapshot_pending_ = false;
  mutable std::vector<std::byte> converted_;  // a stack or history before its conversion
};

/// `game` itself when `config` has no "wrappers" entry. Otherwise a definition of the same
/// name whose envs are WrappedEnvs over `game`'s envs, which are built from `config` without
/// that entry; the plan is read once, here, and bound to the returned definition (its spec
/// and make ignore the config they are given). Throws std::invalid_argument on a bad plan.
GameDefinition with_wrappers(const GameDefinition& game, const Config& config);

}  // namespace arena::core
