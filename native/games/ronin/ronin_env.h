// The ronin env (fight::FightEnv<RoninGame>, fight_env.h; the hooks in ronin_env.cc): episode
// settings drawn at reset, the CPU ladder in 1P, ronin's frames (ronin_rules) and frames drawn by
// ronin_render.
//
// Info leaves for tests (scalars, written every step), besides the contract's flags and settings:
// triad's "engine.p1_*" / "engine.p2_*" leaves (action, move, move_frame, phase, stun, x, y,
// contact; contact adds kContactClash, kContactDisarmed and kContactExplosion, ronin_state.h) plus
// "meditating", "clash_score" and "explosion" per player, and "engine.clash_frames",
// "engine.weapon_state", "engine.weapon_x" (pixels) and "engine.frame".
//
// Milestones (for episode control), as triad's: "round", "round_won", "stage", "stage_won", "game".
#pragma once

#include <cstdint>

#include "native/core/registry.h"
#include "native/games/fight/env_config.h"
#include "native/games/fight/game_data.h"
#include "native/games/fight/match_setup.h"
#include "native/games/fight/state_check.h"
#include "native/games/ronin/ronin_render.h"
#include "native/games/ronin/ronin_state.h"

namespace arena::games::ronin {

/// Everything that changes while an env runs: the match plus the settings drawn for the episode.
using RoninEnvState = fight::EnvStateOf<RoninMatch>;

/// What ronin's own fields in a snapshot of its env may hold, after the kit's checks
/// (FightEnv::check_loaded; ronin_state_check.cc).
fight::CheckOwnState<RoninEnvState> check_ronin_state;

/// The registry entry for "ronin".
core::GameDefinition ronin_definition();

}  // namespace arena::games::ronin
