// EpisodeController: cutting episodes at milestones and budgets, continuing mini-episodes,
// collecting states and drawing where a new episode starts; the typed info columns of a batch
// (see episode_control.h).
#include "native/core/episode_control.h"

#include <algorithm>
#include <cstring>
#include <limits>

namespace arena::core {
namespace {

// The controller's stream is decorrelated from the game's own RNG seeded with the same seed.
constexpr uint64_t kStreamSalt = 0x6570697364657321ULL;

const std::shared_ptr<const EpisodeControlSettings>& default_settings() {
  static const auto kDefault = std::make_shared<const EpisodeControlSettings>();
  return kDefault;
}

bool reached(uint32_t milestones, int index) {
  return index >= 0 && ((milestones >> index) & 1u) != 0;
}

uint32_t bit(int index) { return index >= 0 ? uint32_t{1} << index : 0; }

template <typename T>
T* column(const BatchBuffer& buffer, int index) {
  return reinterpret_cast<T*>(buffer.array(index));
}

ArraySpec discrete(const char* name, DType dtype, double low, double high) {
  return {.name = name,
          .dtype = dtype,
          .shape = {},
          .kind = SpaceKind::kDiscrete,
          .low = low,
          .high = high};
}

}  // namespace

std::vector<ArraySpec> episode_control_infos() {
  constexpr double kInt32Max = std::numeric_limits<int32_t>::max();
  return {
      discrete("episode_control.end", DType::kUInt8, 0, 4),
      {.name = "episode_control.continues",
       .dtype = DType::kBool,
       .kind = SpaceKind::kDiscrete,
       .low = 0,
       .high = 1},
      discrete("episode_control.start", DType::kUInt8, 0, 3),
      {.name = "episode_control.start_index", .dtype = DType::kInt32, .low = -1, .high = kInt32Max},
      {.name = "episode_control.budget", .dtype = DType::kInt32, .low = 0, .high = kInt32Max}};
}

EpisodeInfoColumns EpisodeInfoColumns::of(const BatchBuffer& buffer, int first) {
  return {.end = column<uint8_t>(buffer, first),
          .continues = column<bool>(buffer, first + 1),
          .start = column<uint8_t>(buffer, first + 2),
          .start_index = column<int32_t>(buffer, first + 3),
          .budget = column<int32_t>(buffer, first + 4)};
}

EpisodeController::EpisodeController() : settings_(default_settings()) { set_budget(0); }

void EpisodeController::set_budget(int32_t budget) {
  const EpisodeControlSettings& s = *settings_;
  budget_ = budget;
  gate_ = {.milestones = bit(s.boundary) | bit(s.grow_on) | bit(s.collect_on),
           .limit = budget > 0 ? budget : std::numeric_limits<int32_t>::max()};
}

uint64_t EpisodeController::next_random() {
  // splitmix64: a full-period 64-bit stream, enough for a handful of draws per episode.
  uint64_t z = (rng_ += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

void EpisodeController::after_step(StepOutcome& outcome, int32_t elapsed, Env& env) {
  const EpisodeControlSettings& s = *settings_;
  const uint32_t milestones = outcome.milestones;
  if (budget_ > 0 && reached(milestones, s.grow_on)) {
    const int64_t cap = s.max_steps_cap > 0 ? s.max_steps_cap : std::numeric_limits<int32_t>::max();
    set_budget(static_cast<int32_t>(std::min<int64_t>(cap, int64_t{budget_} + s.grow_by)));
  }
  if (outcome.terminated || outcome.truncated) {  // the game's own end: nothing to keep
    end_ = EpisodeEnd::kGame;
    continues_ = false;
    return;
  }
  if (reached(milestones, s.collect_on)) collect(env);
  const bool at_boundary = reached(milestones, s.boundary);
  if (!at_boundary && !(budget_ > 0 && elapsed >= budget_)) return;
  outcome.truncated = true;
  end_ = at_boundary ? EpisodeEnd::kBoundary : EpisodeEnd::kBudget;
  // The game's last mini-episode (new_game_every) is not continued: a new game starts.
  const bool last_of_game = game_episode_limit_ > 0 && game_episodes_ >= game_episode_limit_;
  continues_ = s.mini_episodes && !last_of_game;
}

bool EpisodeController::watch_step(StepOutcome& outcome, std::span<std::byte* const> observations,
                                   std::span<std::byte* const> infos) {
  if (!watch_.step(settings_->end_when, observations, infos)) return false;
  outcome.truncated = true;  // a state past recovery: the next episode does not continue it
  end_ = EpisodeEnd::kCondition;
  continues_ = false;
  return true;
}

int32_t EpisodeController::draw_jitter(int32_t jitter) {
  if (jitter <= 0) return 0;
  return static_cast<int32_t>(next_random() % (static_cast<uint64_t>(jitter) + 1));
}

void EpisodeController::collect(Env& env) {
  const std::span<std::byte> bytes = env.state_bytes();
  const auto capacity = static_cast<std::size_t>(settings_->collect_capacity);
  if (collected_.size() < capacity) {
    collected_.emplace_back(bytes.begin(), bytes.end());
  } else {
    std::copy(bytes.begin(), bytes.end(), collected_[collect_next_].begin());
  }
  collect_next_ = (collect_next_ + 1) % capacity;
}

void EpisodeController::start_episode(Env& env, std::optional<uint64_t> seed, bool ended) {
  if (next_) {
    settings_ = std::move(next_);
    next_ = nullptr;
    const auto capacity = static_cast<std::size_t>(settings_->collect_capacity);
    if (collected_.size() > capacity) collected_.resize(capacity);
    if (collect_next_ >= capacity) collect_next_ = 0;
  }
  if (seed) {
    rng_ = *seed ^ kStreamSalt;
    collected_.clear();
    collect_next_ = 0;
  }
  const EpisodeControlSettings& s = *settings_;
  if (!seed && ended && continues_) {
    start_ = EpisodeStart::kContinued;  // a mini-episode: the game carries on untouched
    ++game_episodes_;
  } else {
    draw_start(env, seed);
    game_episodes_ = 1;
    game_episode_limit_ =
        s.new_game_every > 0 ? s.new_game_every + draw_jitter(s.new_game_jitter) : 0;
  }
  set_budget(s.max_steps + (s.max_steps > 0 ? draw_jitter(s.jitter) : 0));
  end_ = EpisodeEnd::kNone;
  continues_ = false;
}

void EpisodeController::draw_start(Env& env, std::optional<uint64_t> seed) {
  const EpisodeControlSettings& s = *settings_;
  start_ = EpisodeStart::kFresh;
  start_index_ = -1;
  if (s.draws_start()) {
    double total = s.fresh_weight;
    for (double weight : s.start_weights) total += weight;
    if (!collected_.empty()) total += s.collected_weight;
    // 53 random bits: a uniform double in [0, 1).
    double pick = static_cast<double>(next_random() >> 11) * 0x1.0p-53 * total;
    if (pick >= s.fresh_weight) {
      pick -= s.fresh_weight;
      const StartState* chosen = nullptr;
      for (std::size_t i = 0; i < s.start_weights.size() && chosen == nullptr; ++i) {
        if (pick < s.start_weights[i] && s.start_weights[i] > 0) {
          chosen = s.start_states[i].get();
          start_ = EpisodeStart::kRegistered;
          start_index_ = static_cast<int32_t>(i);
        }
        pick -= s.start_weights[i];
      }
      if (chosen == nullptr && !collected_.empty()) {
        const std::size_t j = next_random() % collected_.size();
        chosen = &collected_[j];
        start_ = EpisodeStart::kCollected;
        start_index_ = static_cast<int32_t>(j);
      }
      if (chosen != nullptr) {
        const std::span<std::byte> bytes = env.state_bytes();
        std::memcpy(bytes.data(), chosen->data(), bytes.size());
        return;
      }
    }
  }
  env.reset(seed);
}

}  // namespace arena::core
