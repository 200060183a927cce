// What a MatchState loaded from outside (a snapshot: Env::state_bytes is writable) may hold.
// The engine indexes tables by many of its fields (characters, moves, projectiles, the ladder,
// the input history, CPU memory and plans) and trusts its enums and bounds, so a game checks a
// candidate state here before loading it and refuses it, naming the field, instead of letting
// a step, an observation or a frame read out of bounds.
#pragma once

#include <cstdint>
#include <string>

#include "native/core/state_check.h"
#include "native/games/fight/fight_state.h"
#include "native/games/fight/game_data.h"
#include "native/games/fight/match_setup.h"

namespace arena::games::fight {

/// The function type of a game's check_state hook (fight_game.h) on its env state `EnvState`:
/// what its own fields may hold, after the kit's checks. A game's env header declares its hook
/// with it in one line (`fight::CheckOwnState<GEnvState> check_g_state;`) and its
/// `<g>_state_check.cc` defines it.
template <typename EnvState>
using CheckOwnState = void(const EnvState& loaded, const GameData& data, int n_players,
                           core::StateCheck& check);

/// Checks `state` for an env of `n_players` players on `data`: every enum in range, positions,
/// speeds, health and counters within the bounds the engine keeps them in, every index within
/// its table, and the fields that must agree (an attack has a move, the clock matches its
/// frames, inactive projectiles are cleared, padding is zero). The first problem goes to
/// `check` (named like "fighters[1].action"); checks that index a table run only while none
/// was found; last, the stage drawn ("arena") among the art's `stages`. A game that numbers
/// contact kinds of its own after the shared ones (ContactKind) names its last in
/// `last_contact_kind`.
void check_match_state(const MatchState& state, const GameData& data, int n_players, int stages,
                       core::StateCheck& check, uint8_t last_contact_kind = kContactDangerZone);

/// Checks the settings drawn at reset (named "settings.*") against `match`: a continue_game
/// DIAMBRA allows, the match's difficulty, each agent on its own fighter with that fighter's
/// character and outfit, and in 1P the match's agent on agent 0's role.
void check_drawn_settings(const MatchState& match, const GameData& data, int n_players,
                          const DrawnSettings& settings, core::StateCheck& check);

/// "array[index]." (the prefix of an array element's fields in check messages).
std::string slot(const char* array, int index);

/// A game's own per-fighter fields (`state.fighters`, its array beside the match): for each
/// fighter i the fields are named "<array>[i]." and `check_one(fighter, i, check)` checks them.
template <typename GameState, typename CheckOne>
void check_own_fighters(const GameState& state, const char* array, core::StateCheck& check,
                        CheckOne&& check_one) {
  for (int i = 0; i < kMaxPlayers; ++i) {
    check.set_prefix(slot(array, i));
    check_one(state.fighters[i], i, check);
  }
}

/// The CPU part of check_match_state (state_check_cpu.cc): each fighter's CPU memory, plan
/// and learned counters. Needs valid fighters (their characters index the move tables).
void check_cpu_states(const MatchState& state, const GameData& data, core::StateCheck& check);

}  // namespace arena::games::fight
