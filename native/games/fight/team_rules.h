// The team extension's rules, written once for every team game: a round starts with each
// side's first member on point at full health; the Tag swaps the point for a benched member
// (the incoming one drops in locked for TeamRules::tag_frames); part of every hit the point
// takes is recoverable, and a benched member regains it point by point, each point booked as
// negative damage (so the step's reward, damage dealt minus damage taken, counts it: the sum
// over characters of DIAMBRA's reward); a team's health for time-over is its members' sum.
// Ordered elimination (trio's KOF rounds) instead of tags: a round's loser is out, its next
// member comes in for the next round, and the winner stays on, recovering part of what it lost.
// A game calls these from its frame and round hooks around the kit's steps.
#pragma once

#include <cstdint>

#include "native/games/fight/fight_state.h"
#include "native/games/fight/team_data.h"
#include "native/games/fight/team_state.h"

namespace arena::games::fight {

/// Round start, after the kit's (fight::start_round): every member at full health with
/// nothing recoverable, member 0 on point (its character on the side's fighter; a CPU facing
/// a side whose point changes forgets the moves it saw, as after a tag).
void start_team_round(MatchState& match, TeamState& teams, const TeamGameData& data);

/// True when side `side` may tag now: a partner standing by, the point free on the floor, no
/// tag in progress, the round being fought.
bool can_tag(const MatchState& match, const TeamState& teams, int side);

/// Swaps side `side`'s point for its next member standing by: the outgoing member banks its
/// health, the incoming takes the fighter's place on the floor locked for the tag's frames,
/// and the CPUs on both sides forget what they perceived of the old point.
void tag(MatchState& match, TeamState& teams, int side, const GameData& data);

/// The points' health before this frame's contacts (for end_team_frame).
struct PointHealth {
  int16_t health[kMaxPlayers];
};
inline PointHealth point_health(const MatchState& match) {
  return {{match.fighters[0].health, match.fighters[1].health}};
}

/// After a frame's contacts and throws: the damage each point took since `before` adds its
/// recoverable part, benched members regain health, the point's health is mirrored into its
/// member, fallen members are marked and the tag's lock counts down.
void end_team_frame(MatchState& match, TeamState& teams, const PointHealth& before,
                    const TeamGameData& data);

/// The sum of side `side`'s members' health (the point's from its fighter).
int team_health(const MatchState& match, const TeamSide& team, int side);

/// The kit's round end with a team's health for time-over: a KO of any point ends the round
/// (its side loses it), and time-over compares the teams' sums.
bool check_team_round_over(MatchState& match, const TeamState& teams);

/// The members of side `side` out of the stage (fallen).
int fallen_members(const TeamSide& team);

/// Ordered elimination, at a round's end (before the next starts): every side whose point lost
/// the round (match.round_winner: the other side took it, by KO or time-over; both on a draw)
/// has that member out.
void eliminate_round_losers(const MatchState& match, TeamState& teams);

/// Ordered elimination, the next round of a stage (after the kit's start_round, which put both
/// points at full health): a side whose point is out sends its next member in at full health
/// (the CPUs forget what they saw of the old point); a side whose point stayed keeps its
/// health plus TeamRules::winner_recovery_percent of what it is missing (rounded down; the
/// recovery is not reward: a round's start never is).
void start_elimination_round(MatchState& match, TeamState& teams, const TeamGameData& data);

}  // namespace arena::games::fight
