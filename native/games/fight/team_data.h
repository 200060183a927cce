// The game data of a team game: the fight engine's GameData plus what the team extension
// reads (fight/team_state.h): how many characters a side fields, which characters are
// homonyms (two looks of one fighter, as Tekken's Kuma and Panda: random draws never pair
// them) and the tag and recovery numbers. A team game's parser makes a TeamGameData and hands
// it out as its GameData; the team hooks read it back with team_data().
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "native/core/config.h"
#include "native/games/fight/game_data.h"

namespace arena::games::fight {

/// The team rules a game sets (its FightGame::team_rules; tagduo's are the defaults).
struct TeamRules {
  /// Frames the incoming member is locked after a tag (it drops in and lands).
  int16_t tag_frames = 20;
  /// Percent of each hit's damage the point member may regain later, while benched.
  int16_t recoverable_percent = 40;
  /// A benched member regains one point of its recoverable health every this many frames.
  int16_t recover_interval = 10;
  /// Ordered elimination (start_elimination_round): percent of the health it is missing that
  /// a round's winner recovers before the next round.
  int16_t winner_recovery_percent = 0;
};

struct TeamGameData : GameData {
  int team_size = 2;
  /// Per character, its homonym's index, or -1.
  std::vector<int16_t> homonym;
  TeamRules team;
};

/// The TeamGameData a team game's parser made (every team hook's GameData is one).
inline const TeamGameData& team_data(const GameData& data) {
  return static_cast<const TeamGameData&>(data);
}

/// Reads the [game] table's `team_size` (an int in [1, kMaxTeamSize], and `game_name`'s
/// `team_size`) and `homonyms` (a list of pairs of character names, none listed twice) into
/// `data`, whose characters are parsed. Throws std::invalid_argument naming the path, the value
/// and what is allowed.
void parse_team_header(const core::Config& game, std::string_view game_name, int team_size,
                       TeamGameData& data);

}  // namespace arena::games::fight
