// The shared RAM leaves of fighting games and the positional extras (see ram_table.h).
#include "native/games/fight/ram_table.h"

#include <algorithm>
#include <stdexcept>

#include "native/games/fight/fighter.h"

namespace arena::games::fight {
namespace {

/// Pixels of a 1/256-pixel coordinate, clamped to the leaf's [0, 255].
int16_t pixels(int32_t subpixels) {
  return static_cast<int16_t>(std::clamp(subpixels / kSubpixel, 0, 255));
}

/// The move a fighter is performing, or nullptr when it is not attacking.
const MoveData* attack_move(const FighterState& fighter, const GameData& data) {
  if (fighter.action != kAttack) return nullptr;
  return current_move(fighter, data.characters[fighter.character]);
}

int16_t move_level(const MoveData* move) {
  if (move == nullptr) return 0;
  if (move->kind != MoveKind::kStrike && move->kind != MoveKind::kProjectile) return 0;
  return static_cast<int16_t>(1 + move->level);
}

int16_t projectile_x(const MatchState& match, int index) {
  for (const Projectile& projectile : match.projectiles) {
    if (projectile.active && projectile.owner == index) return pixels(projectile.x);
  }
  return -1;
}

// The meaning of every value is documented in each game's TOML; write_player_ram writes them in
// this order.
constexpr ExtraSpace kPositionalExtras[] = {
    {"x", false, 0, 255},
    {"y", false, 0, 255},
    {"stance", true, 0, kAirborne},
    {"state", true, 0, kVictory},
    {"guard", true, 0, 2},
    {"move_phase", true, 0, kRecovery},
    {"move_kind", true, 0, 1 + static_cast<int>(MoveKind::kHold)},
    {"move_level", true, 0, 1 + kOverhead},
    {"projectile_x", false, -1, 255},
};

[[noreturn]] void mismatch(const core::Config& node, const std::string& problem) {
  throw std::invalid_argument("config '" + node.path() + "': " + problem);
}

/// `key` in single quotes (built by appending, which GCC 12's -Wrestrict does not misread).
std::string quoted(const char* key) {
  std::string text = "'";
  text += key;
  text += "'";
  return text;
}

void check_extra(const core::Config& entry, const ExtraSpace& extra, const std::string& order) {
  if (entry.at("key").as_string() != extra.key) {
    mismatch(entry.at("key"), std::string("expected ") + quoted(extra.key) +
                                  " (the engine writes [" + order + "] in this order)");
  }
  if (extra.discrete) {
    const core::Config& values = entry.get("values");
    if (values.is_none() || entry.has("range") ||
        static_cast<int>(values.as_list().size()) != extra.high - extra.low + 1) {
      mismatch(entry, quoted(extra.key) + " is Discrete: give `values` with " +
                          std::to_string(extra.high - extra.low + 1) + " labels and no range");
    }
    return;
  }
  const core::Config& range = entry.get("range");
  if (range.is_none() || entry.has("values") || range.as_list().size() != 2 ||
      range.as_list()[0].as_int() != extra.low || range.as_list()[1].as_int() != extra.high) {
    mismatch(entry, quoted(extra.key) + " is a Box: give range = [" + std::to_string(extra.low) +
                        ", " + std::to_string(extra.high) + "] and no values");
  }
}

}  // namespace

std::span<const ExtraSpace> positional_extras() { return kPositionalExtras; }

core::ArraySpec box_leaf(const std::string& name, std::vector<int64_t> shape, double low,
                         double high, core::DType dtype) {
  core::ArraySpec spec;
  spec.name = name;
  spec.dtype = dtype;
  spec.shape = std::move(shape);
  spec.low = low;
  spec.high = high;
  return spec;
}

core::ArraySpec discrete_leaf(const std::string& name, double low, double high) {
  core::ArraySpec spec = box_leaf(name, {}, low, high);
  spec.kind = core::SpaceKind::kDiscrete;
  return spec;
}

void add_ram_leaves(core::EnvSpec& spec, const GameData& data,
                    std::span<const ExtraSpace> game_extras) {
  const RuleSet& rules = data.rules;
  spec.observations.push_back(box_leaf("stage", {1}, 1, rules.n_stages));
  spec.observations.push_back(box_leaf("timer", {1}, 0, rules.timer_seconds));
  for (const char* player : {"P1.", "P2."}) {
    const std::string prefix = player;
    spec.observations.push_back(discrete_leaf(prefix + "side", 0, 1));
    spec.observations.push_back(box_leaf(prefix + "wins", {1}, 0, rules.rounds_to_win));
    spec.observations.push_back(
        discrete_leaf(prefix + "character", 0, static_cast<double>(data.characters.size()) - 1));
    spec.observations.push_back(box_leaf(prefix + "health", {1}, 0, rules.max_health));
    for (std::span<const ExtraSpace> table : {positional_extras(), game_extras}) {
      for (const ExtraSpace& extra : table) {
        spec.observations.push_back(extra.discrete
                                        ? discrete_leaf(prefix + extra.key, extra.low, extra.high)
                                        : box_leaf(prefix + extra.key, {1}, extra.low, extra.high));
      }
    }
  }
}

void check_player_extras(const core::Config& game, std::string_view game_name,
                         std::span<const ExtraSpace> game_extras) {
  std::vector<ExtraSpace> extras(kPositionalExtras, std::end(kPositionalExtras));
  extras.insert(extras.end(), game_extras.begin(), game_extras.end());
  std::string order;
  for (const ExtraSpace& extra : extras) {
    order += (order.empty() ? "" : ", ") + std::string(extra.key);
  }
  const core::Config& declared = game.get("player_extras");
  if (declared.is_none() || declared.as_list().size() != extras.size()) {
    throw std::invalid_argument(
        "config '" + game.path() + ".player_extras': " + std::string(game_name) +
        "'s engine writes the player extras [" + order + "]; declare each of them, in this order");
  }
  const core::ConfigList& entries = declared.as_list();
  for (size_t i = 0; i < entries.size(); ++i) check_extra(entries[i], extras[i], order);
}

std::byte* const* write_player_ram(const MatchState& match, int index, const GameData& data,
                                   std::byte* const* out) {
  const FighterState& fighter = match.fighters[index];
  const MoveData* move = attack_move(fighter, data);
  put_leaf(*out++, fighter.side);
  put_leaf(*out++, fighter.wins);
  put_leaf(*out++, fighter.character);
  put_leaf(*out++, fighter.health);
  put_leaf(*out++, pixels(fighter.x));
  put_leaf(*out++, pixels(fighter.y));
  put_leaf(*out++, fighter.stance);
  put_leaf(*out++, fighter.action);
  put_leaf(*out++, fighter.blocking);
  put_leaf(*out++, move != nullptr ? fighter.phase : 0);
  put_leaf(*out++, move != nullptr ? static_cast<int16_t>(1 + static_cast<int>(move->kind)) : 0);
  put_leaf(*out++, move_level(move));
  put_leaf(*out++, projectile_x(match, index));
  return out;
}

}  // namespace arena::games::fight
