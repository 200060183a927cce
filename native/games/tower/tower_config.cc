// Tower's own checks of its game data and its episode options.
#include "native/games/tower/tower_config.h"

#include <bit>
#include <stdexcept>
#include <string>

#include "native/games/fight/agent_rows.h"
#include "native/games/fight/ram_table.h"
#include "native/games/tower/tower_rules.h"
#include "native/games/tower/tower_state.h"

namespace arena::games::tower {
namespace {

/// Tower's rules on the move list: every move is one button (umk3's actions press one at a
/// time), specials chip exactly 25% of their damage (rounded down) and normals nothing.
void check_tower_moves(const fight::GameData& data, const core::Config& characters) {
  for (size_t c = 0; c < data.characters.size(); ++c) {
    const fight::CharacterData& character = data.characters[c];
    for (size_t m = 0; m < character.moves.size(); ++m) {
      const fight::MoveData& move = character.moves[m];
      const std::string where = characters.as_list()[c].at("moves").as_list()[m].path();
      if (std::popcount(move.buttons) != 1) {
        throw std::invalid_argument("config '" + where + ".buttons': tower moves press one button");
      }
      const int chip = move.special ? move.damage * 25 / 100 : 0;
      if (move.kind != fight::MoveKind::kThrow && move.chip != chip) {
        throw std::invalid_argument(
            "config '" + where + ".chip': expected " + std::to_string(chip) +
            " (specials chip 25% of damage, normals none), got " + std::to_string(move.chip));
      }
    }
  }
}

/// The TOML's `tower = [1, 4]` and `stages = 11`: the engine's stage count is the longest
/// tower's; an episode's ladder is 7 + tower stages long.
void check_tower_range(const core::Config& game, const fight::GameData& data) {
  const core::ConfigList& tower = game.at("tower").as_list();
  if (tower.size() != 2 || tower[0].as_int() != kMinTower || tower[1].as_int() != kMaxTower ||
      data.rules.n_stages != tower_stages(kMaxTower)) {
    throw std::invalid_argument("config '" + game.path() +
                                "': tower must be [1, 4] and stages 11 (the longest tower)");
  }
}

}  // namespace

void check_tower_data(const core::Config& game_data, const fight::GameData& data) {
  check_tower_range(game_data.at("game"), data);
  check_tower_moves(data, game_data.at("characters"));
}

TowerOptions parse_tower_options(const core::Config& options, int n_players,
                                 const fight::GameData& data) {
  TowerOptions result;
  static_cast<fight::FightOptions&>(result) =
      fight::parse_fight_options(options, n_players, data, "tower", {"tower"});
  const core::Config& tower = options.get("tower");
  if (!tower.is_none()) {
    const int64_t value = tower.as_int();
    if (value < kMinTower || value > kMaxTower) {
      fight::reject_setting("tower", "tower", std::to_string(value), "an int in [1, 4] or None");
    }
    result.tower = static_cast<int>(value);
  }
  return result;
}

}  // namespace arena::games::tower
