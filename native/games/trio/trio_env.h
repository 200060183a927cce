// The trio env (fight::FightEnv<TrioGame>, fight_env.h; the hooks in trio_env.cc): episode
// settings drawn at reset (the teams, fight/team_setup.h, and each agent's fighting style), the
// CPU ladder in 1P (two partners and a style drawn for the CPU's character at every stage),
// trio's frames (trio_rules) and frames drawn by trio_render.
//
// Info leaves for tests (scalars, written every step), besides the contract's flags and settings
// (and the team's settings.characters_2 and _3, each agent's other members, and
// settings.fighting_style): triad's "engine.p1_*" / "engine.p2_*" leaves (action, move,
// move_frame, phase, stun, x, y, contact, input; contact adds kContactAssist, trio_state.h) plus "roll", "max_frames", "charging", "assist_frames", "assist_x" and
// "assist_health" (the called member's health; 0 with no assist out) per player, and
// "engine.frame". RAM extras: the team's (fight/team_ram.h), power_bar, special_attacks and
// partner_attacks.
//
// Milestones (for episode control), as triad's: "round", "round_won", "stage", "stage_won", "game".
#pragma once

#include "native/core/registry.h"
#include "native/games/fight/fighter_choice.h"
#include "native/games/fight/game_data.h"
#include "native/games/fight/match_setup.h"
#include "native/games/fight/state_check.h"
#include "native/games/fight/team_setup.h"
#include "native/games/trio/trio_config.h"
#include "native/games/trio/trio_power.h"
#include "native/games/trio/trio_render.h"
#include "native/games/trio/trio_state.h"

namespace arena::games::trio {

/// Each point character's fighting style (settings.fighting_style), picked or drawn (the CPU's
/// per stage).
using FightingStyle = fight::FighterChoice<&TrioFighter::style, kStyles>;

/// Everything that changes while an env runs: the match plus the settings drawn for the episode.
struct TrioEnvState {
  TrioMatch state;
  fight::DrawnSettings drawn;
  fight::DrawnTeams teams;
  fight::DrawnChoice fighting_style;
};

static_assert(sizeof(TrioEnvState) == sizeof(TrioMatch) + sizeof(fight::DrawnSettings) +
                                         sizeof(fight::DrawnTeams) + sizeof(fight::DrawnChoice),
              "snapshot bytes: no padding, every byte named");

/// What trio's own fields in a snapshot of its env may hold, after the kit's checks
/// (FightEnv::check_loaded; trio_state_check.cc).
fight::CheckOwnState<TrioEnvState> check_trio_state;

/// The registry entry for "trio".
core::GameDefinition trio_definition();

}  // namespace arena::games::trio
