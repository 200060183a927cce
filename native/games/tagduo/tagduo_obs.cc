// Tagduo's per-player RAM extras (see tagduo_obs.h).
#include "native/games/tagduo/tagduo_obs.h"

#include "native/games/fight/team_data.h"
#include "native/games/fight/team_ram.h"

namespace arena::games::tagduo {

std::vector<fight::ExtraSpace> tagduo_extras(const fight::GameData& data) {
  std::vector<fight::ExtraSpace> extras = fight::team_extras(fight::team_data(data));
  extras.push_back({"bar_status", true, kBarFull, kBarDanger});
  return extras;
}

int16_t bar_status(const TagduoMatch& state, int side, int max_health) {
  const fight::TeamSide& team = state.teams.sides[side];
  if (team.tag_frames > 0) return kBarTagging;
  bool recovering = false;
  for (int k = 0; k < team.size; ++k) {
    const int health =
        k == team.active ? state.match.fighters[side].health : team.members[k].health;
    if (health * 4 < max_health) return kBarDanger;
    recovering |= k != team.active && team.members[k].recoverable > 0;
  }
  if (recovering) return kBarRecovering;
  return team.members[team.active].recoverable > 0 ? kBarRecoverable : kBarFull;
}

void write_ram(const TagduoMatch& state, const fight::GameData& data,
               std::span<std::byte* const> leaves, int first) {
  fight::write_ram(state.match, data, leaves, first, [&](int index, std::byte* const* out) {
    out = fight::write_team_ram(state.match, state.teams.sides[index], index, out);
    fight::put_leaf(*out++, bar_status(state, index, data.rules.max_health));
    return out;
  });
}

}  // namespace arena::games::tagduo
