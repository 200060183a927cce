// The tunable [rules] keys of a game file: one table (name, allowed range, RuleSet field) for
// every fighting game. A game lists the keys its rules read; any other key is refused by name,
// so a key one game reads (triad's danger_zone_px) is never ignored by another.
#pragma once

#include <array>
#include <span>
#include <string_view>

#include "native/core/config.h"
#include "native/games/fight/game_data.h"
#include "native/games/fight/own_rules.h"

namespace arena::games::fight {

/// The [rules] keys of a game whose throws, counter hits and knockdowns are its file's (parry,
/// tagduo, trio).
inline constexpr std::array<std::string_view, 5> kThrowCounterKnockdownKeys = {
    "throw_escape_frames", "throw_escape_lockout_frames", "throw_frames", "counter_hit_percent",
    "knockdown_frames"};

/// The [rules] keys of a game whose throws and knockdowns are its file's (ronin, tower).
inline constexpr std::array<std::string_view, 4> kThrowKnockdownKeys = {
    "throw_escape_frames", "throw_escape_lockout_frames", "throw_frames", "knockdown_frames"};

/// Reads `keys` from `rules` (a game file's [rules] table, or none) into `result`, each checked
/// against its shared range; a key absent from `rules` keeps `result`'s value. The game's
/// `own` keys (own_rules.h, read by their own reader) are allowed beside them. Throws
/// std::invalid_argument naming the game and the key for a key outside `keys` and `own` or a
/// value out of range, and std::logic_error for a name in `keys` that the table lacks.
void read_rule_keys(std::string_view game, const core::Config& rules,
                    std::span<const std::string_view> keys, std::span<const OwnRuleKey> own,
                    RuleSet& result);

}  // namespace arena::games::fight
