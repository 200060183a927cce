// parse_episode_control: one env's "episode_control" config, checked key by key. The Python
// layer (arena_vec.engine.episode_control) checks the same values with the dataclass's names
// first; these checks keep direct callers of the native pool just as safe.
#include <cmath>
#include <limits>
#include <span>
#include <stdexcept>
#include <string>

#include "native/core/episode_control.h"

namespace arena::core {
namespace {

constexpr const char* kKeys[] = {
    "boundary",       "max_steps",        "jitter",           "grow_on",       "grow_by",
    "max_steps_cap",  "mini_episodes",    "start_states",     "start_weights", "fresh_weight",
    "collect_on",     "collect_capacity", "collected_weight", "end_when",      "end_when_combine",
    "end_when_steps", "new_game_every",   "new_game_jitter"};
constexpr int64_t kMaxCollected = 1024;

int64_t int_in(const Config& config, const std::string& key, int64_t low, int64_t high,
               const std::string& meaning = "") {
  const Config& node = config.get(key);
  if (node.is_none()) return low < 0 ? -1 : 0;
  const int64_t value = node.as_int();
  if (value < low || value > high) {
    refuse_control(key, std::to_string(value),
                   "an int in " + std::to_string(low) + ".." + std::to_string(high) + meaning);
  }
  return value;
}

double weight(const Config& node, const std::string& key) {
  if (node.is_none()) return 0.0;
  const double value = node.as_double();
  if (!std::isfinite(value) || value < 0.0) {
    refuse_control(key, number_text(value), "a finite number >= 0");
  }
  return value;
}

}  // namespace

std::shared_ptr<const EpisodeControlSettings> parse_episode_control(
    const Config& config, const EnvSpec& spec, std::size_t game_infos,
    const StartStateLookup& lookup) {
  const auto num_milestones = static_cast<int>(spec.milestones.size());
  auto settings = std::make_shared<EpisodeControlSettings>();
  if (config.is_none()) return settings;
  for (const auto& [key, value] : config.as_map()) {
    bool known = false;
    for (const char* name : kKeys) known = known || key == name;
    if (!known) {
      throw std::invalid_argument("episode_control: unknown key '" + key.substr(0, 40) + "'");
    }
  }
  const std::string milestone = " (a milestone index, -1 = none)";
  EpisodeControlSettings& s = *settings;
  s.boundary = static_cast<int>(int_in(config, "boundary", -1, num_milestones - 1, milestone));
  s.max_steps = static_cast<int32_t>(int_in(config, "max_steps", 0, kMaxEpisodeSteps, " (0 = none)"));
  s.jitter = static_cast<int32_t>(int_in(config, "jitter", 0, kMaxEpisodeSteps - s.max_steps));
  s.grow_on = static_cast<int>(int_in(config, "grow_on", -1, num_milestones - 1, milestone));
  s.grow_by = static_cast<int32_t>(int_in(config, "grow_by", 0, kMaxEpisodeSteps));
  s.max_steps_cap =
      static_cast<int32_t>(int_in(config, "max_steps_cap", 0, kMaxEpisodeSteps, " (0 = none)"));
  const Config& mini = config.get("mini_episodes");
  s.mini_episodes = !mini.is_none() && mini.as_bool();
  s.new_game_every =
      static_cast<int32_t>(int_in(config, "new_game_every", 0, kMaxEpisodeSteps, " (0 = none)"));
  s.new_game_jitter =
      static_cast<int32_t>(int_in(config, "new_game_jitter", 0, kMaxEpisodeSteps - s.new_game_every));
  if (s.new_game_every > 0 && !s.mini_episodes) {
    refuse_control("new_game_every", std::to_string(s.new_game_every),
                   "0 unless mini_episodes is true");
  }
  if (s.new_game_jitter > 0 && s.new_game_every == 0) {
    refuse_control("new_game_jitter", std::to_string(s.new_game_jitter),
                   "0 without new_game_every");
  }
  s.end_when =
      parse_end_condition(config, spec.observations, std::span(spec.infos).first(game_infos));
  s.collect_on = static_cast<int>(int_in(config, "collect_on", -1, num_milestones - 1, milestone));
  s.collect_capacity = static_cast<int32_t>(int_in(config, "collect_capacity", 0, kMaxCollected));
  if (s.collect_on >= 0 && s.collect_capacity == 0) {
    refuse_control("collect_capacity", "0", "an int in 1..1024 when collect_on is set");
  }
  const Config& states = config.get("start_states");
  if (!states.is_none()) {
    for (const Config& id : states.as_list()) s.start_states.push_back(lookup(id.as_int()));
  }
  const Config& weights = config.get("start_weights");
  if (weights.is_none()) {
    s.start_weights.assign(s.start_states.size(), 1.0);
  } else {
    for (const Config& w : weights.as_list()) {
      const std::string key = "start_weights[" + std::to_string(s.start_weights.size()) + "]";
      s.start_weights.push_back(weight(w, key));
    }
  }
  if (s.start_weights.size() != s.start_states.size()) {
    refuse_control("start_weights", std::to_string(s.start_weights.size()) + " weights",
                   "one per start state (" + std::to_string(s.start_states.size()) + ")");
  }
  s.fresh_weight = weight(config.get("fresh_weight"), "fresh_weight");
  s.collected_weight = weight(config.get("collected_weight"), "collected_weight");
  if (s.draws_start()) {
    double total = s.fresh_weight + (s.collect_on >= 0 ? s.collected_weight : 0.0);
    for (double w : s.start_weights) total += w;
    if (!(total > 0.0)) {
      refuse_control("start_weights", "(a total weight of " + number_text(total) + ")",
                     "weights (start_weights, fresh_weight, collected_weight) with a positive sum");
    }
  }
  return settings;
}

}  // namespace arena::core
