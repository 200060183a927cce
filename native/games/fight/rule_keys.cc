// The shared table of tunable [rules] keys and the reading of a game's list of them.
#include "native/games/fight/rule_keys.h"

#include <array>
#include <stdexcept>
#include <string>
#include <vector>

#include "native/games/fight/env_config.h"
#include "native/games/fight/game_data_config.h"

namespace arena::games::fight {
namespace {

struct RuleKey {
  std::string_view name;
  int low;
  int high;
  int16_t RuleSet::* field;
};

constexpr std::array<RuleKey, 10> kRuleKeys = {{
    {"throw_escape_frames", 1, 60, &RuleSet::throw_escape_frames},
    {"throw_escape_lockout_frames", 0, 60, &RuleSet::throw_escape_lockout_frames},
    {"throw_frames", 16, 120, &RuleSet::throw_frames},
    {"hold_reversal_frames", 16, 120, &RuleSet::hold_reversal_frames},
    {"counter_hit_percent", 100, 300, &RuleSet::counter_hit_percent},
    {"hi_counter_percent", 100, 300, &RuleSet::hi_counter_percent},
    {"hold_damage_percent", 50, 300, &RuleSet::hold_damage_percent},
    {"danger_zone_px", 0, 64, &RuleSet::danger_zone_px},
    {"danger_damage", 0, 100, &RuleSet::danger_damage},
    {"knockdown_frames", 10, 120, &RuleSet::knockdown_frames},
}};

const RuleKey& rule_key(std::string_view name) {
  for (const RuleKey& key : kRuleKeys) {
    if (key.name == name) return key;
  }
  throw std::logic_error("fight::read_rule_keys: no [rules] key '" + std::string(name) + "'");
}

}  // namespace

void read_rule_keys(std::string_view game, const core::Config& rules,
                    std::span<const std::string_view> keys, std::span<const OwnRuleKey> own,
                    RuleSet& result) {
  std::vector<std::string_view> known(keys.begin(), keys.end());
  for (const OwnRuleKey& key : own) known.push_back(key.name);
  reject_unknown_keys(game, rules, known, "[rules] key");
  if (rules.is_none()) return;
  for (std::string_view name : keys) {
    const RuleKey& key = rule_key(name);
    result.*key.field = static_cast<int16_t>(
        int_in_range_or(rules, key.name, key.low, key.high, result.*key.field));
  }
}

}  // namespace arena::games::fight
