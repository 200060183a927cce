// The parry env (fight::FightEnv<ParryGame>, fight_env.h; the hooks in parry_env.cc): episode
// settings drawn at reset (super arts included), the CPU ladder in 1P, parry's frames (parry_rules)
// and frames drawn by parry_render.
//
// Info leaves for tests (scalars, written every step), besides the contract's flags and settings:
// triad's "engine.p1_*" / "engine.p2_*" leaves (action, move, move_frame, phase, stun, x, y,
// contact; contact adds kContactParry and kContactDizzy, parry_state.h) plus "parry_window",
// "parry_lockout", "freeze" and "parries" per player, and "engine.frame".
//
// Milestones (for episode control), as triad's: "round", "round_won", "stage", "stage_won", "game".
#pragma once

#include "native/core/registry.h"
#include "native/games/fight/fighter_choice.h"
#include "native/games/fight/game_data.h"
#include "native/games/fight/match_setup.h"
#include "native/games/fight/state_check.h"
#include "native/games/parry/parry_config.h"
#include "native/games/parry/parry_meter.h"
#include "native/games/parry/parry_render.h"
#include "native/games/parry/parry_state.h"

namespace arena::games::parry {

/// Each fighter's super art (settings.super_art), picked or drawn (the CPU's per stage).
using SuperArt = fight::FighterChoice<&ParryFighter::super_art, kSuperArts>;

/// Everything that changes while an env runs: the match plus the settings drawn for the episode.
struct ParryEnvState {
  ParryMatch state;
  fight::DrawnSettings drawn;
  fight::DrawnChoice super_art;
};

/// What parry's own fields in a snapshot of its env may hold, after the kit's checks
/// (FightEnv::check_loaded; parry_state_check.cc).
fight::CheckOwnState<ParryEnvState> check_parry_state;

/// The registry entry for "parry".
core::GameDefinition parry_definition();

}  // namespace arena::games::parry
