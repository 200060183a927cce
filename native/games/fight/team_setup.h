// The team extension's settings: the `team_characters` episode option (per player, a list of
// the team's characters, each an index or None for a draw), the teams drawn at reset by
// DIAMBRA's rules (a random member is never a teammate nor a teammate's homonym), the CPU's
// partners per 1P stage, the sides' teams set up from them, and their checks and infos.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "native/core/config.h"
#include "native/core/state_check.h"
#include "native/games/fight/fight_state.h"
#include "native/games/fight/match_setup.h"
#include "native/games/fight/team_data.h"
#include "native/games/fight/team_state.h"

namespace arena::games::fight {

/// Per player, the team's characters as the option fixes them (empty: drawn).
using TeamPicks = std::array<std::array<std::optional<int>, kMaxTeamSize>, kMaxPlayers>;

/// Per agent, the team the option picked (-1: drawn) and the team drawn for the episode
/// (member 0 first on point). Part of the env's state, beside fight::DrawnSettings (whose
/// `characters` hold each agent's member 0).
struct DrawnTeams {
  int16_t picked[kMaxPlayers][kMaxTeamSize] = {{-1, -1, -1}, {-1, -1, -1}};
  int16_t characters[kMaxPlayers][kMaxTeamSize] = {};
};

/// The env state (fight_game.h's EnvState) of a team game that draws no other setting of its
/// own: the match, the settings and the teams drawn for the episode.
template <typename Match>
struct TeamEnvStateOf {
  Match state;
  DrawnSettings drawn;
  DrawnTeams teams;
};

/// Keeps agent `agent`'s picks in `teams` (at reset, where the kit draws the agent's settings).
void keep_team_picks(const TeamPicks& picks, int agent, DrawnTeams& teams);

/// The `team_characters` option: None, or one entry per player, each None or a list of
/// `team_size` entries, each None or a character index; a character listed twice in one team
/// is refused. Throws std::invalid_argument naming the game, the option, the value and what is
/// allowed.
TeamPicks parse_team_picks(std::string_view game, const core::Config& options, int n_players,
                           const TeamGameData& data);

/// Draws every agent's team from `rng`, P1's agent first: the picked members as given, member
/// 0 otherwise the kit's draw (`drawn.characters`, unless a picked teammate or its homonym
/// took it), each other one among the characters neither in the team, nor picked for it, nor
/// a homonym of either. `drawn.characters` then holds each team's member 0.
void draw_teams(DrawnTeams& teams, DrawnSettings& drawn, int n_players, const TeamGameData& data,
                Pcg32& rng);

/// The 1P CPU's partners for the current stage (its point is the ladder's character, on its
/// fighter), drawn from the match's stream by the same rule.
void draw_cpu_partners(MatchState& match, TeamState& teams, const TeamGameData& data);

/// Sets the sides' teams up for the episode: every agent's drawn team on its fighter's side;
/// in 1P the CPU's point from its fighter and its partners drawn.
void set_up_teams(MatchState& match, TeamState& teams, const DrawnTeams& drawn,
                  const int16_t role[2], const TeamGameData& data);

/// A team game's episode set-up (its FightGame's set_up hook, or the start of it): draws the
/// teams (draw_teams), puts each agent's point on its fighter and sets the sides' teams up
/// (set_up_teams).
void set_up_team_match(MatchState& match, TeamState& teams, DrawnTeams& drawn_teams,
                       DrawnSettings& drawn, const TeamGameData& data);

/// Checks a loaded TeamState and DrawnTeams against the match (named "teams.*" and
/// "settings.team_characters*"): sizes, indices, health within bounds, the point's character
/// on its fighter, each agent's team on its side.
void check_teams(const MatchState& match, const TeamState& teams, const DrawnTeams& drawn,
                 const int16_t role[2], int n_players, const TeamGameData& data,
                 core::StateCheck& check);

/// check_drawn_settings for a team game: each agent is held to its team's first member's
/// character (the one it drew or picked), not to the point now on its fighter.
void check_team_drawn_settings(const MatchState& match, const TeamState& teams,
                               const GameData& data, int n_players, const DrawnSettings& drawn,
                               core::StateCheck& check);

/// Writes the settings.characters_<k> infos (k = 2..team_size, one int16 per player) from
/// `out` on; returns the next leaf.
std::byte* const* write_team_setting_infos(const DrawnTeams& drawn, int team_size, int n_players,
                                           std::byte* const* out);

}  // namespace arena::games::fight
