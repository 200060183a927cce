// The tower env (fight::FightEnv<TowerGame>, fight_env.h; the hooks in tower_env.cc): episode
// settings drawn at reset (`tower` included), the CPU ladder in 1P with its endurance stages (every
// third stage but the last brings a partner that enters when the first CPU fighter falls; the
// reward counts both opponents' health lost), tower's frames (tower_rules) and frames drawn by
// tower_render.
//
// Info leaves for tests (scalars, written every step), besides the contract's flags and settings
// (`settings.tower` among them): triad's "engine.p1_*" / "engine.p2_*" leaves (action, move,
// move_frame, phase, stun, x, y, contact; contact adds kContactEnter, tower_state.h) plus
// "running", "aggressor_frames", "juggle_hits" and "vy" per player, "engine.partner_in",
// "engine.n_stages" (the ladder's length) and "engine.frame".
//
// Milestones (for episode control), as triad's: "round", "round_won", "stage", "stage_won", "game".
#pragma once

#include <cstdint>

#include "native/core/registry.h"
#include "native/games/fight/game_data.h"
#include "native/games/fight/match_setup.h"
#include "native/games/fight/state_check.h"
#include "native/games/tower/tower_config.h"
#include "native/games/tower/tower_render.h"
#include "native/games/tower/tower_state.h"

namespace arena::games::tower {

/// Everything that changes while an env runs: the match plus the settings drawn for the episode.
struct TowerEnvState {
  TowerMatch state;
  fight::DrawnSettings drawn;
  int16_t tower = 3;  // the ladder's length setting (1..4)
  int16_t pad0[3] = {};
};

/// Before the kit's checks of a snapshot (FightEnv::check_loaded; tower_state_check.cc): the
/// match's ladder length against the drawn tower's; `match` (the copy the kit checks) then gets
/// the longest tower's.
void check_tower_length(const TowerEnvState& loaded, const fight::GameData& data, int n_players,
                        fight::MatchState& match, core::StateCheck& check);

/// What tower's own fields in a snapshot may hold, after the kit's checks.
fight::CheckOwnState<TowerEnvState> check_tower_state;

/// The registry entry for "tower".
core::GameDefinition tower_definition();

}  // namespace arena::games::tower
