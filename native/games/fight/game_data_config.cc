// Config -> CharacterData. The schema mirrors arena_vec/fighting/game_data_schema.py, which
// validates the same file in Python first; this side re-checks so C++ never trusts unvalidated
// input.
#include "native/games/fight/game_data_config.h"

#include <algorithm>
#include <stdexcept>
#include <string>

#include "native/games/fight/fight_state.h"

namespace arena::games::fight {

void refuse_key(const core::Config& node, std::string_view key, const std::string& what,
                std::string_view game) {
  const std::string where =
      node.path().empty() ? std::string(key) : node.path() + "." + std::string(key);
  const std::string prefix = game.empty() ? "" : std::string(game) + ": ";
  throw std::invalid_argument(prefix + "config '" + where + "': " + what);
}

namespace {

/// Index of the string at node[key] in `allowed`; `fallback` when missing (-1 = required).
int choice(const core::Config& node, std::string_view key,
           std::initializer_list<std::string_view> allowed, int fallback) {
  const core::Config& value = node.get(key);
  if (value.is_none()) {
    if (fallback >= 0) return fallback;
    refuse_key(node, key, "missing");
  }
  const std::string& text = value.as_string();
  int index = 0;
  for (std::string_view name : allowed) {
    if (text == name) return index;
    ++index;
  }
  refuse_key(
      node, key,
      "'" + text + "' is not one of: " + core::join_names({allowed.begin(), allowed.size()}));
}

uint8_t level_mask(const core::Config& node, std::string_view key) {
  uint8_t mask = 0;
  for (const std::string& name : string_list(node, key)) {
    const int level = name == "high"       ? kHigh
                      : name == "mid"      ? kMid
                      : name == "low"      ? kLow
                      : name == "overhead" ? kOverhead
                                           : -1;
    if (level < 0) refuse_key(node, key, "'" + name + "' is not one of: high, mid, low, overhead");
    mask |= static_cast<uint8_t>(1u << level);
  }
  if (mask == 0) refuse_key(node, key, "must name at least one level");
  return mask;
}

MoveData parse_move(const core::Config& node, const std::vector<std::string>& button_names) {
  MoveData move;
  move.kind =
      static_cast<MoveKind>(choice(node, "kind", {"strike", "projectile", "throw", "hold"}, -1));
  move.motion = static_cast<Motion>(
      choice(node, "motion", {"none", "qcf", "qcb", "dp", "charge_back", "charge_down"}, 0));
  move.stance = static_cast<MoveStance>(choice(node, "stance", {"stand", "crouch", "air"}, -1));
  // Numpad directions relative to facing; index 0 = any.
  static constexpr uint8_t kNumpad[] = {0, 5, 6, 4, 2, 3, 1, 8, 9, 7};
  move.direction = kNumpad[choice(node, "direction",
                                  {"any", "neutral", "forward", "back", "down", "down_forward",
                                   "down_back", "up", "up_forward", "up_back"},
                                  0)];
  for (const std::string& button : string_list(node, "buttons")) {
    auto found = std::find(button_names.begin(), button_names.end(), button);
    if (found == button_names.end()) refuse_key(node, "buttons", "unknown button '" + button + "'");
    move.buttons |= static_cast<uint8_t>(1u << (found - button_names.begin()));
  }
  if (move.buttons == 0) refuse_key(node, "buttons", "must name at least one button");
  move.startup = static_cast<int16_t>(int_in_range(node, "startup", 1, 60));
  move.active = static_cast<int16_t>(int_in_range(node, "active", 1, 60));
  move.recovery = static_cast<int16_t>(int_in_range(node, "recovery", 0, 90));
  move.special = bool_or(node, "special", move.motion != Motion::kNone);
  move.cancel = static_cast<Cancel>(choice(node, "cancel", {"none", "special", "chain"}, 0));
  move.invulnerable = static_cast<int16_t>(int_in_range_or(node, "invulnerable", 0, 60, 0));
  move.advance = static_cast<int16_t>(int_in_range_or(node, "advance", -1024, 1024, 0));
  move.meter = static_cast<int16_t>(int_in_range_or(node, "meter", 0, 1000, 0));
  const bool hits = move.kind == MoveKind::kStrike || move.kind == MoveKind::kProjectile;
  if (hits || move.kind == MoveKind::kThrow) {
    move.damage = static_cast<int16_t>(int_in_range(node, "damage", 0, 200));
    move.reach = static_cast<int16_t>(int_in_range(node, "reach", 1, 200));
    move.knockdown = bool_or(node, "knockdown", move.kind == MoveKind::kThrow);
  }
  if (hits) {
    move.level =
        static_cast<uint8_t>(choice(node, "level", {"high", "mid", "low", "overhead"}, -1));
    move.chip = static_cast<int16_t>(int_in_range_or(node, "chip", 0, move.damage, 0));
    move.hitstun = static_cast<int16_t>(int_in_range(node, "hitstun", 1, 90));
    move.blockstun = static_cast<int16_t>(int_in_range(node, "blockstun", 1, 90));
    move.box_back = static_cast<int16_t>(int_in_range_or(node, "box_back", -100, move.reach, 0));
    move.box_y = static_cast<int16_t>(int_in_range(node, "box_y", -100, 200));
    move.box_h = static_cast<int16_t>(int_in_range(node, "box_h", 1, 200));
    move.pushback = static_cast<int16_t>(int_in_range_or(node, "pushback", 0, 64, 6));
    move.launch = static_cast<int16_t>(int_in_range_or(node, "launch", 0, 4096, 0));
  }
  if (move.kind == MoveKind::kProjectile) {
    move.projectile_speed = static_cast<int16_t>(int_in_range(node, "projectile_speed", 64, 4096));
    move.projectile_frames = static_cast<int16_t>(int_in_range(node, "projectile_frames", 1, 300));
  }
  if (move.kind == MoveKind::kHold) {
    move.hold_levels = level_mask(node, "hold_levels");
    move.hold_damage_percent =
        static_cast<int16_t>(int_in_range_or(node, "hold_damage_percent", 50, 300, 0));
  }
  return move;
}

int parse_priority(const MoveData& move) {
  switch (move.motion) {
    case Motion::kDragonPunch:
      return 0;
    case Motion::kQuarterForward:
    case Motion::kQuarterBack:
      return 1;
    case Motion::kChargeBack:
    case Motion::kChargeDown:
      return 2;
    case Motion::kNone:
      break;
  }
  return move.direction == 0 ? 4 : 3;
}

}  // namespace

bool bool_or(const core::Config& node, std::string_view key, bool fallback) {
  const core::Config& value = node.get(key);
  return value.is_none() ? fallback : value.as_bool();
}

int64_t int_in_range(std::string_view game, const core::Config& node, std::string_view key,
                     int64_t low, int64_t high) {
  const core::Config& value = node.get(key);
  if (value.is_none()) {
    refuse_key(node, key,
               "missing (an int in [" + std::to_string(low) + ", " + std::to_string(high) + "])",
               game);
  }
  const int64_t number = value.as_int();
  if (number < low || number > high) {
    refuse_key(node, key,
               std::to_string(number) + " is outside [" + std::to_string(low) + ", " +
                   std::to_string(high) + "]",
               game);
  }
  return number;
}

int64_t int_in_range(const core::Config& node, std::string_view key, int64_t low, int64_t high) {
  return int_in_range({}, node, key, low, high);
}

bool required_bool(std::string_view game, const core::Config& node, std::string_view key) {
  const core::Config& value = node.get(key);
  if (value.is_none()) refuse_key(node, key, "missing (true or false)", game);
  return value.as_bool();
}

int64_t int_in_range_or(const core::Config& node, std::string_view key, int64_t low, int64_t high,
                        int64_t fallback) {
  return node.get(key).is_none() ? fallback : int_in_range(node, key, low, high);
}

std::vector<std::string> string_list(const core::Config& node, std::string_view key) {
  std::vector<std::string> items;
  for (const core::Config& item : node.at(key).as_list()) items.push_back(item.as_string());
  return items;
}

std::vector<CharacterData> parse_characters(const core::Config& characters,
                                            const std::vector<std::string>& button_names) {
  std::vector<CharacterData> result;
  const core::ConfigList& list = characters.as_list();
  if (list.empty() || list.size() > 64) {
    throw std::invalid_argument("config '" + characters.path() + "': needs 1..64 characters");
  }
  for (const core::Config& node : list) {
    CharacterData character;
    character.name = node.at("name").as_string();
    character.style = node.at("style").as_string();
    character.walk_speed = static_cast<int32_t>(int_in_range(node, "walk_speed", 64, 2048));
    character.back_speed = static_cast<int32_t>(int_in_range(node, "back_speed", 64, 2048));
    character.jump_speed = static_cast<int32_t>(int_in_range(node, "jump_speed", 256, 4096));
    character.jump_forward = static_cast<int32_t>(int_in_range(node, "jump_forward", 0, 2048));
    character.gravity = static_cast<int32_t>(int_in_range(node, "gravity", 16, 512));
    character.width = static_cast<int16_t>(int_in_range(node, "width", 8, 64));
    character.height = static_cast<int16_t>(int_in_range(node, "height", 32, 120));
    character.crouch_height =
        static_cast<int16_t>(int_in_range(node, "crouch_height", 16, character.height));
    const core::ConfigList& moves = node.at("moves").as_list();
    if (moves.empty() || moves.size() > 32) {
      throw std::invalid_argument("config '" + node.path() + ".moves': needs 1..32 moves");
    }
    for (const core::Config& move_node : moves) {
      character.move_names.push_back(move_node.at("name").as_string());
      character.moves.push_back(parse_move(move_node, button_names));
    }
    for (int priority = 0; priority <= 4; ++priority) {
      for (size_t i = 0; i < character.moves.size(); ++i) {
        if (parse_priority(character.moves[i]) == priority) {
          character.parse_order.push_back(static_cast<int16_t>(i));
        }
      }
    }
    const bool has_plain_strike =
        std::any_of(character.moves.begin(), character.moves.end(), [](const MoveData& move) {
          return move.kind == MoveKind::kStrike && move.stance == MoveStance::kStand &&
                 move.motion == Motion::kNone;
        });
    if (!has_plain_strike) {
      throw std::invalid_argument("config '" + node.path() +
                                  ".moves': needs a standing strike without motion");
    }
    result.push_back(std::move(character));
  }
  return result;
}

}  // namespace arena::games::fight
