// The triad env (fight::FightEnv<TriadGame>, fight_env.h; the hooks in triad_env.cc): episode
// settings drawn at reset, the CPU ladder in 1P, the engine's frames (triad_rules) and frames drawn
// by triad_render.
//
// Info leaves for tests (all scalars, written every step), besides the contract's flags and
// settings: "engine.p1_action", "engine.p1_move", "engine.p1_move_frame", "engine.p1_phase",
// "engine.p1_stun", "engine.p1_x", "engine.p1_y", "engine.p1_contact", the same for "engine.p2_",
// and "engine.frame". p1/p2 are the P1/P2 roles (fighter 0/1); action, phase and contact are
// fight::Action, fight::MovePhase and fight::ContactKind values; move is the index into the
// character's [[characters.moves]] list (-1 = none); x/y are pixels.
//
// Milestones (for episode control), reached on the step that shows a round's end: "round" (a round
// ended), "round_won" (agent_0 took it), "stage" (the stage was decided), "stage_won" (agent_0 took
// the stage), "game" (a game ended: lost, a continue may follow, or the ladder cleared).
#pragma once

#include <cstdint>

#include "native/core/registry.h"
#include "native/games/fight/game_data.h"
#include "native/games/fight/fight_state.h"
#include "native/games/fight/match_setup.h"
#include "native/games/triad/triad_render.h"

namespace arena::games::triad {

/// Everything that changes while an env runs: the match plus the settings drawn for the episode.
using TriadEnvState = fight::EnvStateOf<fight::MatchState>;

/// The registry entry for "triad".
core::GameDefinition triad_definition();

}  // namespace arena::games::triad
