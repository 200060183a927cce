// Episode control: where an agent's episode ends and where the next one starts, decided by the
// executor around a game that only reports milestones (StepOutcome::milestones, named in
// EnvSpec::milestones). An episode ends at the game's own end, at a chosen milestone, or when
// its step budget runs out (a budget drawn per episode with seeded jitter, grown at a milestone
// up to a cap). A mini-episode boundary ends the agent's episode but leaves the game untouched:
// the next episode continues it. Any other new episode starts from a source drawn by weight: a
// fresh game, a registered snapshot, or a state the env collected at a milestone.
//
// One EpisodeController per env. Like the env itself it is touched only by the thread running
// the env's current job, or by the caller while the env is idle; its RNG is seeded from the
// env's reset seed, so runs never depend on threads or batching.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <vector>

#include "native/core/array_spec.h"
#include "native/core/config.h"
#include "native/core/env.h"

namespace arena::core {

/// Game state bytes a reset can load: the env part of a validated snapshot.
using StartState = std::vector<std::byte>;

/// One env's episode control, parsed from its "episode_control" config (keys as the fields).
struct EpisodeControlSettings {
  int boundary = -1;      // milestone that ends the episode; -1 = the game's own end only
  int32_t max_steps = 0;  // step budget per episode; 0 = none
  int32_t jitter = 0;     // the budget adds a uniform draw in 0..jitter, per episode
  int grow_on = -1;       // milestone that adds grow_by to the budget; -1 = none
  int32_t grow_by = 0;
  int32_t max_steps_cap = 0;   // the grown budget's ceiling; 0 = none
  bool mini_episodes = false;  // a boundary or budget cut leaves the game running
  std::vector<std::shared_ptr<const StartState>> start_states;
  std::vector<double> start_weights;  // one per start state
  double fresh_weight = 0.0;
  int collect_on = -1;  // milestone at which the env keeps its state; -1 = none
  int32_t collect_capacity = 0;
  double collected_weight = 0.0;

  /// True when a new episode draws its start (else it is always a fresh game).
  bool draws_start() const { return !start_states.empty() || collect_on >= 0; }
};

/// The registered start state with this id; throws std::invalid_argument for an unknown id.
using StartStateLookup = std::function<std::shared_ptr<const StartState>(int64_t id)>;

/// Parses and checks one env's control for a game with `num_milestones` milestones. Throws
/// std::invalid_argument naming "episode_control.<key>", the value and what is allowed.
std::shared_ptr<const EpisodeControlSettings> parse_episode_control(const Config& config,
                                                                    int num_milestones,
                                                                    const StartStateLookup& lookup);

/// Why the last step ended the agent's episode (info "episode_control.end").
enum class EpisodeEnd : uint8_t { kNone, kGame, kBoundary, kBudget };
/// Where the current episode started (info "episode_control.start").
enum class EpisodeStart : uint8_t { kFresh, kContinued, kRegistered, kCollected };

/// The info leaves the executor appends to a game's own when episode control is on, in the
/// order EpisodeController::write_infos writes them.
std::vector<ArraySpec> episode_control_infos();

class EpisodeController {
 public:
  EpisodeController();

  /// Settings for the next start_episode on; the current episode keeps its own.
  void set_next(std::shared_ptr<const EpisodeControlSettings> settings) {
    next_ = std::move(settings);
  }

  /// After a step whose episode has run `elapsed` steps (this one included): grows the budget
  /// at its milestone; unless the game ended the episode itself, collects the state at its
  /// milestone and truncates the outcome when the boundary milestone or the budget is reached.
  void after_step(StepOutcome& outcome, int32_t elapsed, Env& env);

  /// Starts the next episode on `env`. A seed restarts the controller's RNG from it and drops
  /// the collected states. Without a seed, an episode that `ended` at a mini-episode boundary
  /// is continued: the game is not touched. Otherwise the start is drawn by weight: a fresh
  /// game (env.reset(seed)), a registered state or a collected one (loaded as they are).
  void start_episode(Env& env, std::optional<uint64_t> seed, bool ended);

  /// Forgets a pending continuation (the env's state was replaced with set_state).
  void drop_continuation() { continues_ = false; }

  /// Writes the episode_control_infos() leaves, one pointer per leaf.
  void write_infos(std::span<std::byte* const> rows) const;

 private:
  uint64_t next_random();
  void collect(Env& env);
  void draw_start(Env& env, std::optional<uint64_t> seed);

  std::shared_ptr<const EpisodeControlSettings> settings_;
  std::shared_ptr<const EpisodeControlSettings> next_;
  uint64_t rng_ = 0;
  int32_t budget_ = 0;  // 0 = none
  EpisodeEnd end_ = EpisodeEnd::kNone;
  bool continues_ = false;  // the last episode ended at a mini-episode boundary
  EpisodeStart start_ = EpisodeStart::kFresh;
  int32_t start_index_ = -1;
  std::vector<StartState> collected_;  // a ring of collect_capacity states
  std::size_t collect_next_ = 0;
};

}  // namespace arena::core
