// A choice each side's fighter makes among `Count` options numbered from 1 (DIAMBRA's super_art
// in parry, fighting_style in trio), written once for the env hooks of the games that have one:
// an agent's pick (its episode option) or a draw from the episode's stream at reset, held per
// agent in the env state and reported as a setting info; in 1P the CPU draws its own from its
// stream at the first round and at every new stage. `Field` is the member of the game's
// fighter struct (state.fighters[i]) that holds the fighter's choice.
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
#include "native/games/fight/match_setup.h"
#include "native/games/random.h"

namespace arena::games::fight {

/// The game file's [game] `key` must be the range [1, count] ("expected [1, <count>]").
void check_choice_range(const core::Config& game, std::string_view key, int count);

template <auto Field, int Count>
struct FighterChoice {
  /// An agent's value for the episode: its pick, else drawn from `rng`.
  static int16_t draw_agent(const std::optional<int>& pick, Pcg32& rng) {
    return static_cast<int16_t>(pick ? *pick : 1 + rng.below(Count));
  }

  /// The agents' `values` onto the fighters their roles give; in 1P, the CPU's own draw.
  template <typename Match>
  static void set_up(Match& state, const DrawnSettings& drawn, const int16_t values[]) {
    for (int i = 0; i < state.match.n_players; ++i) {
      state.fighters[drawn.role[i]].*Field = static_cast<uint8_t>(values[i]);
    }
    if (state.match.n_players == 1) draw_cpu(state);
  }

  /// At a new stage in 1P, the CPU's own draw (before the game's round start).
  template <typename Match>
  static void start_round(Match& state, RoundStart start) {
    if (start == RoundStart::kNewStage && state.match.n_players == 1) draw_cpu(state);
  }

  /// Each agent's value (named "<key>[i]" under the check's prefix) in [1, Count].
  static void check_values(const int16_t values[], std::string_view key, core::StateCheck& check) {
    for (int i = 0; i < kMaxPlayers; ++i) {
      check.range(std::string(key) + "[" + std::to_string(i) + "]", values[i], 1, Count);
    }
  }

  /// The agents' values as the setting info (int16 per agent).
  static std::byte* const* write_infos(const int16_t values[], int n_players,
                                       std::byte* const* out) {
    std::memcpy(*out++, values, sizeof(int16_t) * n_players);
    return out;
  }

 private:
  template <typename Match>
  static void draw_cpu(Match& state) {
    const int cpu = 1 - state.match.agent;
    state.fighters[cpu].*Field = static_cast<uint8_t>(1 + state.match.cpu[cpu].rng.below(Count));
  }
};

}  // namespace arena::games::fight
