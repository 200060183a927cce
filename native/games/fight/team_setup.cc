// The team extension's settings, draws, set-up, checks and infos (see team_setup.h).
#include "native/games/fight/team_setup.h"

#include <array>
#include <cstring>
#include <string>

#include "native/games/fight/env_config.h"
#include "native/games/fight/fighter.h"
#include "native/games/fight/state_check.h"

namespace arena::games::fight {
namespace {

/// True when `character` may join `team[0..count)`: not in it, not a member's homonym.
bool fits(const int16_t* team, int count, int character, const TeamGameData& data) {
  for (int k = 0; k < count; ++k) {
    if (team[k] == character || data.homonym[team[k]] == character) return false;
  }
  return true;
}

/// A character drawn from `rng` among those that fit `team[0..count)` and `reserved`; on a
/// roster too small for that (the TOML's check keeps two teams' worth), among those not in
/// the team.
int16_t draw_member(const int16_t* team, int count, const int16_t* reserved, int n_reserved,
                    const TeamGameData& data, Pcg32& rng) {
  std::array<int16_t, 256> candidates;  // a character index is a uint8_t
  uint32_t n = 0;
  const int n_characters = static_cast<int>(data.characters.size());
  for (int c = 0; c < n_characters; ++c) {
    if (fits(team, count, c, data) && fits(reserved, n_reserved, c, data)) {
      candidates[n++] = static_cast<int16_t>(c);
    }
  }
  for (int c = 0; n == 0 && c < n_characters; ++c) {
    bool taken = false;
    for (int k = 0; k < count; ++k) taken |= team[k] == c;
    if (!taken) candidates[n++] = static_cast<int16_t>(c);
  }
  return candidates[rng.below(n)];
}

}  // namespace

TeamPicks parse_team_picks(std::string_view game, const core::Config& options, int n_players,
                           const TeamGameData& data) {
  TeamPicks picks;
  const core::Config& node = options.get("team_characters");
  if (node.is_none()) return picks;
  const core::ConfigList& players = node.as_list();
  if (static_cast<int>(players.size()) != n_players) {
    reject_setting(game, "team_characters", "a list of " + std::to_string(players.size()),
                   "None or one entry per player (" + std::to_string(n_players) + ")");
  }
  const int high = static_cast<int>(data.characters.size()) - 1;
  for (int i = 0; i < n_players; ++i) {
    if (players[i].is_none()) continue;
    const core::ConfigList& team = players[i].as_list();
    const std::string name = "team_characters[" + std::to_string(i) + "]";
    if (static_cast<int>(team.size()) != data.team_size) {
      reject_setting(game, name, "a list of " + std::to_string(team.size()),
                     "None or a list of " + std::to_string(data.team_size) + " entries");
    }
    for (int k = 0; k < data.team_size; ++k) {
      if (team[k].is_none()) continue;
      const int64_t value = team[k].as_int();
      const std::string entry = name + "[" + std::to_string(k) + "]";
      if (value < 0 || value > high) {
        reject_setting(game, entry, std::to_string(value),
                       "an int in [0, " + std::to_string(high) + "] or None");
      }
      for (int j = 0; j < k; ++j) {
        if (picks[i][j] == value) {
          reject_setting(game, entry, std::to_string(value),
                         "a character not already in the team (entry " + std::to_string(j) + ")");
        }
      }
      picks[i][k] = static_cast<int>(value);
    }
  }
  return picks;
}

void keep_team_picks(const TeamPicks& picks, int agent, DrawnTeams& teams) {
  for (int k = 0; k < kMaxTeamSize; ++k) {
    teams.picked[agent][k] = static_cast<int16_t>(picks[agent][k].value_or(-1));
  }
}

void draw_teams(DrawnTeams& teams, DrawnSettings& drawn, int n_players, const TeamGameData& data,
                Pcg32& rng) {
  const bool p2_first = n_players == 2 && drawn.role[0] == 1;
  for (int n = 0; n < n_players; ++n) {
    const int agent = p2_first ? 1 - n : n;
    const int16_t* picked = teams.picked[agent];
    int16_t* team = teams.characters[agent];
    int16_t fixed[kMaxTeamSize];
    int n_fixed = 0;
    for (int k = 0; k < data.team_size; ++k) {
      if (picked[k] >= 0) fixed[n_fixed++] = picked[k];
    }
    for (int k = 0; k < data.team_size; ++k) {
      if (picked[k] >= 0) {
        team[k] = picked[k];
      } else if (k == 0 && fits(fixed, n_fixed, drawn.characters[agent], data)) {
        team[k] = drawn.characters[agent];
      } else {
        team[k] = draw_member(team, k, fixed, n_fixed, data, rng);
      }
    }
    drawn.characters[agent] = team[0];
  }
}

void draw_cpu_partners(MatchState& match, TeamState& teams, const TeamGameData& data) {
  const int cpu = 1 - match.agent;
  TeamSide& team = teams.sides[cpu];
  int16_t members[kMaxTeamSize] = {match.fighters[cpu].character};
  for (int k = 1; k < data.team_size; ++k) {
    members[k] = draw_member(members, k, nullptr, 0, data, match.rng);
  }
  for (int k = 0; k < data.team_size; ++k) {
    team.members[k].character = static_cast<uint8_t>(members[k]);
  }
}

void set_up_teams(MatchState& match, TeamState& teams, const DrawnTeams& drawn,
                  const int16_t role[2], const TeamGameData& data) {
  for (TeamSide& team : teams.sides) {
    team = TeamSide{};
    team.size = static_cast<uint8_t>(data.team_size);
  }
  for (int i = 0; i < match.n_players; ++i) {
    for (int k = 0; k < data.team_size; ++k) {
      teams.sides[role[i]].members[k].character = static_cast<uint8_t>(drawn.characters[i][k]);
    }
  }
  if (match.n_players == 1) draw_cpu_partners(match, teams, data);
}

void set_up_team_match(MatchState& match, TeamState& teams, DrawnTeams& drawn_teams,
                       DrawnSettings& drawn, const TeamGameData& data) {
  draw_teams(drawn_teams, drawn, match.n_players, data, match.rng);
  for (int i = 0; i < match.n_players; ++i) {
    match.fighters[drawn.role[i]].character = static_cast<uint8_t>(drawn.characters[i]);
  }
  set_up_teams(match, teams, drawn_teams, drawn.role, data);
}

void check_teams(const MatchState& match, const TeamState& teams, const DrawnTeams& drawn,
                 const int16_t role[2], int n_players, const TeamGameData& data,
                 core::StateCheck& check) {
  const int top = static_cast<int>(data.characters.size()) - 1;
  const int max_health = data.rules.max_health;
  for (int side = 0; side < kMaxPlayers; ++side) {
    const TeamSide& team = teams.sides[side];
    check.set_prefix(slot("teams.sides", side));
    check.range("size", team.size, data.team_size, data.team_size);
    check.range("active", team.active, 0, data.team_size - 1);
    check.range("tag_frames", team.tag_frames, 0, data.team.tag_frames);
    check.range("recover_clock", team.recover_clock, 0, data.team.recover_interval - 1);
    for (int k = 0; k < kMaxTeamSize; ++k) {
      const TeamMember& member = team.members[k];
      check.set_prefix(slot("teams.sides", side) + slot("members", k));
      const bool used = k < data.team_size;
      check.range("character", member.character, 0, used ? top : 0);
      check.range("health", member.health, 0, used ? max_health : 0);
      check.range("recoverable", member.recoverable, 0, max_health - member.health);
      check.range("fallen", member.fallen, 0, used ? 1 : 0);
      check.range("pad0", member.pad0, 0, 0);
      check.range("pad1", member.pad1, 0, 0);
    }
    if (!check.ok()) return;
    check.set_prefix(slot("teams.sides", side));
    const TeamMember& point = team.members[team.active];
    check.require(point.character == match.fighters[side].character,
                  "the point member's character is its fighter's");
  }
  check.set_prefix("settings.");
  for (int i = 0; i < kMaxPlayers; ++i) {
    for (int k = 0; k < kMaxTeamSize; ++k) {
      const std::string name =
          "team_characters[" + std::to_string(i) + "][" + std::to_string(k) + "]";
      const bool used = i < n_players && k < data.team_size;
      check.range(name, drawn.characters[i][k], 0, used ? top : 0);
      if (used && check.ok()) {
        check.require(teams.sides[role[i]].members[k].character == drawn.characters[i][k],
                      "agent " + std::to_string(i) + "'s team is its side's");
      }
    }
  }
  for (int i = 0; i < kMaxPlayers; ++i) {
    for (int k = 0; k < kMaxTeamSize; ++k) {
      const bool used = i < n_players && k < data.team_size;
      check.range("team_picked[" + std::to_string(i) + "][" + std::to_string(k) + "]",
                  drawn.picked[i][k], -1, used ? top : -1);
    }
  }
}

std::byte* const* write_team_setting_infos(const DrawnTeams& drawn, int team_size, int n_players,
                                           std::byte* const* out) {
  for (int k = 1; k < team_size; ++k) {
    for (int i = 0; i < n_players; ++i) {
      std::memcpy(*out + i * sizeof(int16_t), &drawn.characters[i][k], sizeof(int16_t));
    }
    ++out;
  }
  return out;
}

void check_team_drawn_settings(const MatchState& match, const TeamState& teams,
                               const GameData& data, int n_players, const DrawnSettings& drawn,
                               core::StateCheck& check) {
  MatchState at_start = match;
  for (int side = 0; side < kMaxPlayers; ++side) {
    at_start.fighters[side].character = teams.sides[side].members[0].character;
  }
  check_drawn_settings(at_start, data, n_players, drawn, check);
}

}  // namespace arena::games::fight
