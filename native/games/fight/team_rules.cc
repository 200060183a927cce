// The team extension's rules (see team_rules.h).
#include "native/games/fight/team_rules.h"

#include <algorithm>

#include "native/games/fight/cpu.h"
#include "native/games/fight/fighter.h"
#include "native/games/fight/gauge_clock.h"

namespace arena::games::fight {
namespace {

/// The next member after the point that has not fallen, or -1.
int next_standing(const TeamSide& team) {
  for (int k = 1; k < team.size; ++k) {
    const int index = (team.active + k) % team.size;
    if (!team.members[index].fallen) return index;
  }
  return -1;
}

/// Side `side`'s point becomes member `incoming`: its character and health on the fighter.
void bring_in(MatchState& match, TeamSide& team, int side, int incoming) {
  FighterState& fighter = match.fighters[side];
  team.active = static_cast<uint8_t>(incoming);
  fighter.character = team.members[incoming].character;
  fighter.health = team.members[incoming].health;
}

/// A new body on side `side`: the CPUs on both sides perceive afresh.
void forget_old_point(MatchState& match, int side, const GameData& data) {
  for (int i = 0; i < kMaxPlayers; ++i) {
    if (!match.fighters[i].is_cpu) continue;
    cpu_start_round(match, i, data);
    if (i != side) cpu_meet_new_foe(match, i);
  }
}

void recover_benched(MatchState& match, TeamSide& team, int side, const TeamGameData& data) {
  if (!clock_ticks(team.recover_clock, data.team.recover_interval)) return;
  for (int k = 0; k < team.size; ++k) {
    TeamMember& member = team.members[k];
    if (k == team.active || member.fallen || member.recoverable <= 0) continue;
    ++member.health;
    --member.recoverable;
    --match.fighters[side].damage_taken;  // regained health counts as negative damage
  }
}

}  // namespace

void start_team_round(MatchState& match, TeamState& teams, const TeamGameData& data) {
  for (int side = 0; side < kMaxPlayers; ++side) {
    TeamSide& team = teams.sides[side];
    for (int k = 0; k < team.size; ++k) {
      TeamMember& member = team.members[k];
      member.health = data.rules.max_health;
      member.recoverable = 0;
      member.fallen = 0;
    }
    team.active = 0;
    team.tag_frames = 0;
    team.recover_clock = 0;
    FighterState& fighter = match.fighters[side];
    if (fighter.character != team.members[0].character && match.fighters[1 - side].is_cpu) {
      cpu_meet_new_foe(match, 1 - side);  // what it learnt was of the partner's moves
    }
    fighter.character = team.members[0].character;
    update_boxes(fighter, data.characters[fighter.character]);
  }
}

bool can_tag(const MatchState& match, const TeamState& teams, int side) {
  const TeamSide& team = teams.sides[side];
  const FighterState& fighter = match.fighters[side];
  return match.round_phase == kRoundFight && team.tag_frames == 0 && next_standing(team) >= 0 &&
         is_free(fighter) && fighter.y == 0;
}

void tag(MatchState& match, TeamState& teams, int side, const GameData& data) {
  TeamSide& team = teams.sides[side];
  FighterState& fighter = match.fighters[side];
  team.members[team.active].health = fighter.health;
  bring_in(match, team, side, next_standing(team));
  set_idle(fighter);
  fighter.action = kLanding;
  fighter.stun = team_data(data).team.tag_frames;
  fighter.combo_hits = fighter.combo_damage = fighter.juggle_hits = 0;
  fighter.charge_back = fighter.charge_down = 0;
  team.tag_frames = static_cast<uint8_t>(team_data(data).team.tag_frames);
  update_boxes(fighter, data.characters[fighter.character]);
  forget_old_point(match, side, data);
}

void end_team_frame(MatchState& match, TeamState& teams, const PointHealth& before,
                    const TeamGameData& data) {
  for (int side = 0; side < kMaxPlayers; ++side) {
    TeamSide& team = teams.sides[side];
    FighterState& fighter = match.fighters[side];
    TeamMember& point = team.members[team.active];
    const int lost = before.health[side] - fighter.health;
    if (lost > 0) {
      const int room = data.rules.max_health - fighter.health - point.recoverable;
      point.recoverable = static_cast<int16_t>(
          point.recoverable + std::min(room, lost * data.team.recoverable_percent / 100));
    }
    point.health = fighter.health;
    if (fighter.health <= 0) {
      point.fallen = 1;
      point.recoverable = 0;
    }
    if (team.size > 1) recover_benched(match, team, side, data);
    if (team.tag_frames > 0) --team.tag_frames;
  }
}

int team_health(const MatchState& match, const TeamSide& team, int side) {
  int sum = 0;
  for (int k = 0; k < team.size; ++k) {
    sum += k == team.active ? match.fighters[side].health : team.members[k].health;
  }
  return sum;
}

bool check_team_round_over(MatchState& match, const TeamState& teams) {
  const int a_point = match.fighters[0].health;
  const int b_point = match.fighters[1].health;
  if (a_point <= 0 || b_point <= 0) {
    match.round_winner = static_cast<uint8_t>((b_point <= 0 ? 1 : 0) | (a_point <= 0 ? 2 : 0));
    return true;
  }
  if (match.timer_frames > 0) return false;
  const int a = team_health(match, teams.sides[0], 0);
  const int b = team_health(match, teams.sides[1], 1);
  match.round_winner = a > b ? 1 : a < b ? 2 : 3;
  return true;
}

int fallen_members(const TeamSide& team) {
  int fallen = 0;
  for (int k = 0; k < team.size; ++k) fallen += team.members[k].fallen;
  return fallen;
}

void eliminate_round_losers(const MatchState& match, TeamState& teams) {
  for (int side = 0; side < kMaxPlayers; ++side) {
    if (!((match.round_winner >> (1 - side)) & 1)) continue;
    TeamMember& point = teams.sides[side].members[teams.sides[side].active];
    point.fallen = 1;
    point.recoverable = 0;
  }
}

void start_elimination_round(MatchState& match, TeamState& teams, const TeamGameData& data) {
  for (int side = 0; side < kMaxPlayers; ++side) {
    TeamSide& team = teams.sides[side];
    const TeamMember& point = team.members[team.active];
    if (point.fallen) {
      const int incoming = next_standing(team);
      if (incoming < 0) continue;  // the stage is over: the next starts afresh
      bring_in(match, team, side, incoming);
      update_boxes(match.fighters[side], data.characters[match.fighters[side].character]);
      forget_old_point(match, side, data);
      continue;
    }
    const int missing = data.rules.max_health - point.health;
    match.fighters[side].health =
        static_cast<int16_t>(point.health + missing * data.team.winner_recovery_percent / 100);
    team.members[team.active].health = match.fighters[side].health;
  }
}

}  // namespace arena::games::fight
