// A choice each side's fighter makes among `Count` options numbered from 1 (DIAMBRA's super_art
// in parry, fighting_style in trio), written once for the env hooks of the games that have one:
// an agent's pick (its episode option) or a draw from the episode's stream at reset, held per
// agent in the env state (DrawnChoice) and reported as a setting info; in 1P the CPU draws its
// own from its stream at the first round and at every new stage. `Field` is the member of the
// game's fighter struct (state.fighters[i]) that holds the fighter's choice. ChoiceHooks gives a
// game's hook struct (fight_game.h) the env hooks of its choice.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>

#include "native/core/config.h"
#include "native/core/state_check.h"
#include "native/games/fight/fight_game.h"
#include "native/games/fight/game_data.h"
#include "native/games/fight/match_setup.h"
#include "native/games/random.h"

namespace arena::games::fight {

/// The game file's [game] `key` must be the range [1, count] ("expected [1, <count>]").
void check_choice_range(const core::Config& game, std::string_view key, int count);

/// The agents' values of a choice as the env state holds them: one per agent, then two named
/// padding entries (the env state's bytes are all named; DrawnSettings aligns it to 8 bytes).
struct DrawnChoice {
  int16_t values[kMaxPlayers] = {1, 1};
  int16_t pad0[2] = {};
};
static_assert(sizeof(DrawnChoice) == 8, "snapshot bytes: no padding, every byte named");

template <auto Field, int Count>
struct FighterChoice {
  /// An agent's value for the episode: its pick, else drawn from `rng`.
  static int16_t draw_agent(const std::optional<int>& pick, Pcg32& rng) {
    return static_cast<int16_t>(pick ? *pick : 1 + rng.below(Count));
  }

  /// The agents' values onto the fighters their roles give; in 1P, the CPU's own draw.
  template <typename Match>
  static void set_up(Match& state, const DrawnSettings& drawn, const DrawnChoice& choice) {
    for (int i = 0; i < state.match.n_players; ++i) {
      state.fighters[drawn.role[i]].*Field = static_cast<uint8_t>(choice.values[i]);
    }
    if (state.match.n_players == 1) draw_cpu(state);
  }

  /// At a new stage in 1P, the CPU's own draw (before the game's round start).
  template <typename Match>
  static void start_round(Match& state, RoundStart start) {
    if (start == RoundStart::kNewStage && state.match.n_players == 1) draw_cpu(state);
  }

  /// Each agent's value (named "<key>[i]" under the check's prefix) in [1, Count], and the
  /// padding ("pad0[i]") zero.
  static void check_values(const DrawnChoice& choice, std::string_view key,
                           core::StateCheck& check) {
    for (int i = 0; i < kMaxPlayers; ++i) {
      const std::string index = "[" + std::to_string(i) + "]";
      check.range(std::string(key) + index, choice.values[i], 1, Count);
      check.range("pad0" + index, choice.pad0[i], 0, 0);
    }
  }

  /// The agents' values as the setting info (int16 per agent).
  static std::byte* const* write_infos(const DrawnChoice& choice, int n_players,
                                       std::byte* const* out) {
    std::memcpy(*out++, choice.values, sizeof(int16_t) * n_players);
    return out;
  }

 private:
  template <typename Match>
  static void draw_cpu(Match& state) {
    const int cpu = 1 - state.match.agent;
    state.fighters[cpu].*Field = static_cast<uint8_t>(1 + state.match.cpu[cpu].rng.below(Count));
  }
};

/// The class of a data member pointer's type (`T C::*` gives C).
template <typename Member>
struct MemberOf;
template <typename C, typename T>
struct MemberOf<T C::*> {
  using Class = C;
};

/// The env hooks (fight_game.h) of a game whose own episode setting is one `Choice` (a
/// FighterChoice): the agents' values held in the env state's `Values` member (a DrawnChoice),
/// each picked by the options' `Picks` member (a PerPlayer). The game's hook struct
/// derives from it for EnvState, Options, draw_agent, set_up and write_setting_infos; its
/// start_round calls Choice::start_round before its own round start.
template <typename Choice, auto Values, auto Picks>
struct ChoiceHooks {
  using EnvState = typename MemberOf<decltype(Values)>::Class;
  using Options = typename MemberOf<decltype(Picks)>::Class;

  static void draw_agent(EnvState& env, const Options& options, int agent, Pcg32& rng) {
    (env.*Values).values[agent] = Choice::draw_agent((options.*Picks)[agent], rng);
  }

  static void set_up(EnvState& env, const GameData&) {
    Choice::set_up(env.state, env.drawn, env.*Values);
  }

  static std::byte* const* write_setting_infos(const EnvState& env, int n_players,
                                               std::byte* const* out) {
    return Choice::write_infos(env.*Values, n_players, out);
  }
};

}  // namespace arena::games::fight
