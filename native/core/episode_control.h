// Episode control: where an agent's episode ends and where the next one starts, decided by the
// executor around a game that only reports milestones (StepOutcome::milestones, named in
// EnvSpec::milestones). An episode ends at the game's own end, at a chosen milestone, or when
// its step budget runs out (a budget drawn per episode with seeded jitter, grown at a milestone
// up to a cap). A mini-episode boundary ends the agent's episode but leaves the game untouched:
// the next episode continues it. Any other new episode starts from a source drawn by weight: a
// fresh game, a registered snapshot, or a state the env collected at a milestone. An end
// condition (episode_condition.h) cuts an episode in a state the user names from the env's own
// leaves (stuck, or past recovery); such a cut is never continued. With mini-episodes, a game
// can be given up after N of them (plus seeded jitter): the next episode starts as if the game
// had ended. That N is drawn when a game starts, from the settings then in force.
//
// One EpisodeController per env. Like the env itself it is touched only by the thread running
// the env's current job, or by the caller while the env is idle; its RNG is seeded from the
// env's reset seed, so runs never depend on threads or batching.
//
// Cost. A controller whose settings change nothing and whose episode started as a plain game
// (a fresh start, no budget) is passive: the executor does not consult it, steps and
// autoresets run as without episode control, and its infos are the plain values (end follows
// the game). Otherwise a step that reaches none of the control's milestones, stays within its
// budget and does not end the game is stopped by a copy of the controller's EpisodeGate kept
// beside the env's step counter, touching no memory of the controller. Info leaves are not
// written per step: take() writes every row of a completed batch, and only a same_step episode
// end writes its terminal row at once.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <limits>
#include <memory>
#include <optional>
#include <span>
#include <vector>

#include "native/core/array_spec.h"
#include "native/core/batch_buffer.h"
#include "native/core/config.h"
#include "native/core/env.h"
#include "native/core/episode_condition.h"

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
  EndCondition end_when;       // cuts the episode in a state its clauses describe
  int32_t new_game_every = 0;  // mini-episodes per game before a new one starts; 0 = no limit
  int32_t new_game_jitter = 0;

  /// True when a new episode draws its start (else it is always a fresh game).
  bool draws_start() const { return !start_states.empty() || collect_on >= 0; }
  /// True when these settings cut no episode and draw no start: the game runs as without them.
  bool changes_nothing() const {
    return boundary < 0 && max_steps == 0 && !draws_start() && end_when.empty();
  }
};

/// The registered start state with this id; throws std::invalid_argument for an unknown id.
using StartStateLookup = std::function<std::shared_ptr<const StartState>(int64_t id)>;

/// Parses and checks one env's control for an env of `spec` whose own info leaves are the
/// first `game_infos` of spec.infos. Throws std::invalid_argument naming
/// "episode_control.<key>", the value and what is allowed.
std::shared_ptr<const EpisodeControlSettings> parse_episode_control(const Config& config,
                                                                    const EnvSpec& spec,
                                                                    std::size_t game_infos,
                                                                    const StartStateLookup& lookup);

/// Which steps an EpisodeController must see (after_step): those that reach a milestone its
/// settings act on, reach its step budget or end the game. It leaves the controller unchanged
/// on every other step.
struct EpisodeGate {
  uint32_t milestones = 0;  // bit i: milestone i
  int32_t limit = std::numeric_limits<int32_t>::max();  // the elapsed count the budget cuts at

  bool passes(const StepOutcome& outcome, int32_t elapsed) const {
    return (outcome.milestones & milestones) != 0 || elapsed >= limit || outcome.terminated ||
           outcome.truncated;
  }
};

/// Why the last step ended the agent's episode (info "episode_control.end").
enum class EpisodeEnd : uint8_t { kNone, kGame, kBoundary, kBudget, kCondition };
/// Where the current episode started (info "episode_control.start").
enum class EpisodeStart : uint8_t { kFresh, kContinued, kRegistered, kCollected };

/// The info leaves the executor appends to a game's own when episode control is on, in the
/// order of EpisodeInfoColumns.
std::vector<ArraySpec> episode_control_infos();

/// The episode_control_infos() arrays of one batch buffer, typed, one element per row.
struct EpisodeInfoColumns {
  uint8_t* end;
  bool* continues;
  uint8_t* start;
  int32_t* start_index;
  int32_t* budget;

  /// The columns of `buffer` whose first leaf is array `first` of its layout.
  static EpisodeInfoColumns of(const BatchBuffer& buffer, int first);
};

class EpisodeController {
 public:
  EpisodeController();

  /// Settings for the next start_episode on; the current episode keeps its own.
  void set_next(std::shared_ptr<const EpisodeControlSettings> settings) {
    next_ = std::move(settings);
  }

  /// True when the executor may skip this controller: its settings change nothing, none are
  /// pending, and its episode started as a plain game (fresh, no budget, not continued). Its
  /// infos are then write_passive_infos(); after_step and an unseeded start_episode would keep it
  /// so (a seeded one restarts its RNG: call it).
  bool passive() const {
    return next_ == nullptr && settings_->changes_nothing() && start_ == EpisodeStart::kFresh &&
           !continues_;
  }

  /// Brings a passive controller the executor skipped up to date before it is consulted again:
  /// `ended` says whether the env's last step ended the game.
  void resume(bool ended) { end_ = ended ? EpisodeEnd::kGame : EpisodeEnd::kNone; }

  /// After a step whose episode has run `elapsed` steps (this one included): grows the budget
  /// at its milestone; unless the game ended the episode itself, collects the state at its
  /// milestone and truncates the outcome when the boundary milestone or the budget is reached.
  /// Does nothing on a step that gate() does not pass.
  void after_step(StepOutcome& outcome, int32_t elapsed, Env& env);

  /// True when the settings have an end condition: the executor calls watch_start with each
  /// episode's first row and watch_step with every later row of a step that did not end it.
  bool watches() const { return !settings_->end_when.empty(); }
  void watch_start(std::span<std::byte* const> observations, std::span<std::byte* const> infos) {
    watch_.start(settings_->end_when, observations, infos);
  }
  /// True (and the outcome truncated) when the end condition cuts the episode at this row.
  bool watch_step(StepOutcome& outcome, std::span<std::byte* const> observations,
                  std::span<std::byte* const> infos);

  /// Which steps after_step acts on; changes only in after_step and start_episode.
  const EpisodeGate& gate() const { return gate_; }

  /// Starts the next episode on `env`. A seed restarts the controller's RNG from it and drops
  /// the collected states. Without a seed, an episode that `ended` at a mini-episode boundary
  /// is continued: the game is not touched. Otherwise the start is drawn by weight: a fresh
  /// game (env.reset(seed)), a registered state or a collected one (loaded as they are).
  void start_episode(Env& env, std::optional<uint64_t> seed, bool ended);

  /// Forgets a pending continuation (the env's state was replaced with set_state).
  void drop_continuation() { continues_ = false; }

  /// Writes what a passive controller reports into row `row`: `ended` as in resume().
  static void write_passive_infos(const EpisodeInfoColumns& columns, int row, bool ended) {
    columns.end[row] = static_cast<uint8_t>(ended ? EpisodeEnd::kGame : EpisodeEnd::kNone);
    columns.continues[row] = false;
    columns.start[row] = static_cast<uint8_t>(EpisodeStart::kFresh);
    columns.start_index[row] = -1;
    columns.budget[row] = 0;
  }

  /// Writes this env's episode_control_infos() values into row `row` of `columns`.
  void write_infos(const EpisodeInfoColumns& columns, int row) const {
    columns.end[row] = static_cast<uint8_t>(end_);
    columns.continues[row] = continues_;
    columns.start[row] = static_cast<uint8_t>(start_);
    columns.start_index[row] = start_index_;
    columns.budget[row] = budget_;
  }

 private:
  /// Sets budget_, and gate_ from it and the settings.
  void set_budget(int32_t budget);
  uint64_t next_random();
  void collect(Env& env);
  void draw_start(Env& env, std::optional<uint64_t> seed);
  /// A draw in 0..jitter (none when jitter is 0).
  int32_t draw_jitter(int32_t jitter);

  // Read at every take() (write_infos): side by side.
  int32_t budget_ = 0;  // 0 = none
  int32_t start_index_ = -1;
  EpisodeEnd end_ = EpisodeEnd::kNone;
  EpisodeStart start_ = EpisodeStart::kFresh;
  bool continues_ = false;  // the last episode ended at a mini-episode boundary
  EpisodeGate gate_;
  std::shared_ptr<const EpisodeControlSettings> settings_;
  std::shared_ptr<const EpisodeControlSettings> next_;
  uint64_t rng_ = 0;
  std::vector<StartState> collected_;  // a ring of collect_capacity states
  std::size_t collect_next_ = 0;
  ConditionWatch watch_;
  int32_t game_episodes_ = 0;       // episodes of the current game so far
  int32_t game_episode_limit_ = 0;  // after so many, a new game starts; 0 = no limit
};

}  // namespace arena::core
