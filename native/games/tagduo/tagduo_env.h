// The tagduo env (fight::FightEnv<TagduoGame>, fight_env.h; the hooks in tagduo_env.cc):
// episode settings drawn at reset (the teams included, fight/team_setup.h), the CPU ladder in
// 1P (a partner drawn for the CPU's character at every stage), tagduo's frames (tagduo_rules)
// and frames drawn by tagduo_render.
//
// Info leaves for tests (scalars, written every step), besides the contract's flags and settings
// (and the team's settings.characters_2, each agent's second character): triad's "engine.p1_*"
// / "engine.p2_*" leaves (action, move, move_frame, phase, stun, x, y, contact, input; contact
// adds kContactSidestep and kContactTag, tagduo_state.h) plus "sidestep", "tag_frames",
// "recoverable_1" and "recoverable_2" per player, and "engine.frame". RAM extras: the team's
// (fight/team_ram.h) and bar_status.
//
// Milestones (for episode control), as triad's: "round", "round_won", "stage", "stage_won", "game".
#pragma once

#include <cstdint>

#include "native/core/registry.h"
#include "native/games/fight/game_data.h"
#include "native/games/fight/match_setup.h"
#include "native/games/fight/state_check.h"
#include "native/games/fight/team_setup.h"
#include "native/games/tagduo/tagduo_config.h"
#include "native/games/tagduo/tagduo_render.h"
#include "native/games/tagduo/tagduo_state.h"

namespace arena::games::tagduo {

/// Everything that changes while an env runs: the match plus the settings and teams drawn for
/// the episode.
using TagduoEnvState = fight::TeamEnvStateOf<TagduoMatch>;

/// What tagduo's own fields in a snapshot of its env may hold, after the kit's checks
/// (FightEnv::check_loaded; tagduo_state_check.cc).
fight::CheckOwnState<TagduoEnvState> check_tagduo_state;

/// The registry entry for "tagduo".
core::GameDefinition tagduo_definition();

}  // namespace arena::games::tagduo
