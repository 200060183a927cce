// The RAM leaves of tower's observation and the table of per-player extras.
#include "native/games/tower/tower_obs.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <stdexcept>

#include "native/games/fight/fighter.h"
#include "native/games/tower/tower_rules.h"

namespace arena::games::tower {
namespace {

using fight::FighterState;
using fight::GameData;

int16_t pixels(int32_t subpixels) {
  return static_cast<int16_t>(std::clamp(subpixels / fight::kSubpixel, 0, 255));
}

const fight::MoveData* attack_move(const FighterState& fighter, const GameData& data) {
  if (fighter.action != fight::kAttack) return nullptr;
  return fight::current_move(fighter, data.characters[fighter.character]);
}

using Reader = int16_t (*)(const TowerMatch& state, int index, const GameData& data);

int16_t read_x(const TowerMatch& s, int i, const GameData&) {
  return pixels(s.match.fighters[i].x);
}
int16_t read_y(const TowerMatch& s, int i, const GameData&) {
  return pixels(s.match.fighters[i].y);
}
int16_t read_stance(const TowerMatch& s, int i, const GameData&) {
  return s.match.fighters[i].stance;
}
int16_t read_state(const TowerMatch& s, int i, const GameData&) {
  return s.match.fighters[i].action;
}
int16_t read_guard(const TowerMatch& s, int i, const GameData&) {
  return s.match.fighters[i].blocking;
}
int16_t read_move_phase(const TowerMatch& s, int i, const GameData& data) {
  const FighterState& fighter = s.match.fighters[i];
  return attack_move(fighter, data) != nullptr ? fighter.phase : 0;
}
int16_t read_move_kind(const TowerMatch& s, int i, const GameData& data) {
  const fight::MoveData* move = attack_move(s.match.fighters[i], data);
  return move != nullptr ? static_cast<int16_t>(1 + static_cast<int>(move->kind)) : 0;
}
int16_t read_move_level(const TowerMatch& s, int i, const GameData& data) {
  const fight::MoveData* move = attack_move(s.match.fighters[i], data);
  if (move == nullptr ||
      (move->kind != fight::MoveKind::kStrike && move->kind != fight::MoveKind::kProjectile)) {
    return 0;
  }
  return static_cast<int16_t>(1 + move->level);
}
int16_t read_projectile_x(const TowerMatch& s, int i, const GameData&) {
  for (const fight::Projectile& projectile : s.match.projectiles) {
    if (projectile.active && projectile.owner == i) return pixels(projectile.x);
  }
  return -1;
}
int16_t read_aggressor_bar(const TowerMatch& s, int i, const GameData&) {
  return s.fighters[i].aggressor_bar;
}
int16_t read_run_bar(const TowerMatch& s, int i, const GameData&) {
  return s.fighters[i].run_bar;
}

struct PlayerExtra {
  const char* key;
  bool discrete;
  int16_t low;
  int16_t high;
  Reader read;
};

// The meaning of every value is documented in configs/games/tower.toml.
constexpr PlayerExtra kPlayerExtras[] = {
    {"x", false, 0, 255, read_x},
    {"y", false, 0, 255, read_y},
    {"stance", true, 0, fight::kAirborne, read_stance},
    {"state", true, 0, fight::kVictory, read_state},
    {"guard", true, 0, 2, read_guard},
    {"move_phase", true, 0, fight::kRecovery, read_move_phase},
    {"move_kind", true, 0, 1 + static_cast<int>(fight::MoveKind::kHold), read_move_kind},
    {"move_level", true, 0, 1 + fight::kOverhead, read_move_level},
    {"projectile_x", false, -1, 255, read_projectile_x},
    {"aggressor_bar", false, 0, kAggressorBarMax, read_aggressor_bar},
    {"run_bar", false, 0, kRunBarMax, read_run_bar},
};

void put(std::byte* out, int16_t value) { std::memcpy(out, &value, sizeof(value)); }

core::ArraySpec discrete_leaf(const std::string& name, double low, double high) {
  core::ArraySpec spec = box_leaf(name, {}, low, high);
  spec.kind = core::SpaceKind::kDiscrete;
  return spec;
}

[[noreturn]] void mismatch(const core::Config& node, const std::string& problem) {
  throw std::invalid_argument("config '" + node.path() + "': " + problem);
}

}  // namespace

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

void add_ram_leaves(core::EnvSpec& spec, const GameData& data) {
  const fight::RuleSet& rules = data.rules;
  spec.observations.push_back(box_leaf("stage", {1}, 1, rules.n_stages));
  spec.observations.push_back(box_leaf("timer", {1}, 0, rules.timer_seconds));
  for (const char* player : {"P1.", "P2."}) {
    const std::string prefix = player;
    spec.observations.push_back(discrete_leaf(prefix + "side", 0, 1));
    spec.observations.push_back(box_leaf(prefix + "wins", {1}, 0, rules.rounds_to_win));
    spec.observations.push_back(
        discrete_leaf(prefix + "character", 0, static_cast<double>(data.characters.size()) - 1));
    spec.observations.push_back(box_leaf(prefix + "health", {1}, 0, rules.max_health));
    for (const PlayerExtra& extra : kPlayerExtras) {
      spec.observations.push_back(extra.discrete
                                      ? discrete_leaf(prefix + extra.key, extra.low, extra.high)
                                      : box_leaf(prefix + extra.key, {1}, extra.low, extra.high));
    }
  }
}

void write_ram(const TowerMatch& state, const GameData& data, std::span<std::byte* const> leaves,
               int first) {
  size_t o = 0;
  put(leaves[o++], state.match.stage);
  put(leaves[o++], state.match.timer);
  for (int block = 0; block < fight::kMaxPlayers; ++block) {
    const int index = block ^ first;
    const FighterState& fighter = state.match.fighters[index];
    put(leaves[o++], fighter.side);
    put(leaves[o++], fighter.wins);
    put(leaves[o++], fighter.character);
    put(leaves[o++], fighter.health);
    for (const PlayerExtra& extra : kPlayerExtras) {
      put(leaves[o++], extra.read(state, index, data));
    }
  }
}

void check_player_extras(const core::Config& game) {
  std::string expected;
  for (const PlayerExtra& extra : kPlayerExtras) {
    expected += (expected.empty() ? "" : ", ") + std::string(extra.key);
  }
  const core::Config& declared = game.get("player_extras");
  if (declared.is_none() || declared.as_list().size() != std::size(kPlayerExtras)) {
    throw std::invalid_argument("config '" + game.path() +
                                ".player_extras': tower's engine writes the player extras [" +
                                expected + "]; declare each of them, in this order");
  }
  const core::ConfigList& entries = declared.as_list();
  for (size_t i = 0; i < entries.size(); ++i) {
    const PlayerExtra& extra = kPlayerExtras[i];
    const core::Config& entry = entries[i];
    std::string key = "'";
    key += extra.key;
    key += "'";
    if (entry.at("key").as_string() != extra.key) {
      mismatch(entry.at("key"),
               "expected " + key + " (the engine writes [" + expected + "] in this order)");
    }
    if (extra.discrete) {
      const core::Config& values = entry.get("values");
      if (values.is_none() || entry.has("range") ||
          static_cast<int>(values.as_list().size()) != extra.high - extra.low + 1) {
        mismatch(entry, key + " is Discrete: give `values` with " +
                            std::to_string(extra.high - extra.low + 1) + " labels and no range");
      }
      continue;
    }
    const core::Config& range = entry.get("range");
    if (range.is_none() || entry.has("values") || range.as_list().size() != 2 ||
        range.as_list()[0].as_int() != extra.low || range.as_list()[1].as_int() != extra.high) {
      mismatch(entry, key + " is a Box: give range = [" + std::to_string(extra.low) + ", " +
                          std::to_string(extra.high) + "] and no values");
    }
  }
}

}  // namespace arena::games::tower
