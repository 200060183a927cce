// The team extension's RAM keys (see team_ram.h).
#include "native/games/fight/team_ram.h"

namespace arena::games::fight {
namespace {

constexpr const char* kCharacterKeys[kMaxTeamSize] = {"character_1", "character_2", "character_3"};
constexpr const char* kHealthKeys[kMaxTeamSize] = {"health_1", "health_2", "health_3"};

}  // namespace

std::vector<ExtraSpace> team_extras(const TeamGameData& data) {
  std::vector<ExtraSpace> extras;
  const auto top = static_cast<int16_t>(data.characters.size() - 1);
  for (int k = 0; k < data.team_size; ++k) extras.push_back({kCharacterKeys[k], true, 0, top});
  for (int k = 0; k < data.team_size; ++k) {
    extras.push_back({kHealthKeys[k], false, 0, data.rules.max_health});
  }
  extras.push_back({"active_character", true, 0, static_cast<int16_t>(data.team_size - 1)});
  return extras;
}

std::byte* const* write_team_ram(const MatchState& match, const TeamSide& team, int side,
                                 std::byte* const* out) {
  for (int k = 0; k < team.size; ++k) put_leaf(*out++, team.members[k].character);
  for (int k = 0; k < team.size; ++k) {
    put_leaf(*out++, k == team.active ? match.fighters[side].health : team.members[k].health);
  }
  put_leaf(*out++, team.active);
  return out;
}

}  // namespace arena::games::fight
