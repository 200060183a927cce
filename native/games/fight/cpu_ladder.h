// The CPU's difficulty ladder as data, owned by the kit: per level every knob (cpu_knobs.h) and
// the game's own per-level knobs (its GameShape's cpu_extras: parry's parry chance, ronin's
// clash mash, ...). A game gives its ladder in its GameShape (cpu_ladder; none plays the kit's,
// kCpuKnobs); an optional [cpu] table in its TOML replaces it, each knob a list of one value
// per difficulty level. The number of levels is the data's: the [game] difficulty range's top
// must not exceed it (a [cpu] table must match it exactly).
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "native/core/config.h"
#include "native/games/fight/cpu_knobs.h"

namespace arena::games::fight {

/// The most difficulty levels a CPU ladder may have.
inline constexpr int kMaxCpuLevels = 16;

/// A game's own per-level CPU knob: its [cpu] key and the range of its values.
struct CpuExtraKey {
  std::string_view name;
  int low;
  int high;
};

struct CpuLadder {
  std::vector<CpuKnobs> levels;              // level 1 first
  std::vector<std::vector<int16_t>> extras;  // per game knob (in its GameShape's order), per level

  int n_levels() const { return static_cast<int>(levels.size()); }
  /// The knobs of `level` (clamped to the ladder).
  const CpuKnobs& knobs(int level) const { return levels[std::clamp(level, 1, n_levels()) - 1]; }
  /// The game's knob `which` (its index in cpu_extras) at `level` (clamped to the ladder).
  int extra(int which, int level) const {
    return extras[which][std::clamp(level, 1, n_levels()) - 1];
  }
};

/// The kit's ladder (kCpuKnobs), no knobs of a game's own.
CpuLadder kit_cpu_ladder();

/// `ladder` (levels 1-4) with the last `levels` rows of the kit's top levels (kCpuTopKnobs)
/// after it: 4 for a game whose range is 1-8, 1 for a range of 1-5 (the top one). `extras`
/// holds, per game knob, its values at the added levels.
CpuLadder with_top_levels(CpuLadder ladder, int levels,
                          const std::vector<std::vector<int16_t>>& extras = {});

/// Every knob of `ladder` at levels 1..`n_levels`, named "cpu.<its [cpu] key>", the kit's first
/// and then the game's own (`extras`, in the ladder's order): the spec's tables (fight_spec.cc).
std::vector<std::pair<std::string, std::vector<int32_t>>> knob_tables(
    const CpuLadder& ladder, int n_levels, const std::vector<CpuExtraKey>& extras);

/// The ladder of a game whose difficulty levels are 1..`n_levels`: its [cpu] table (`cpu`),
/// or when the TOML has none its `built_in` one (nullptr: the kit's). Throws
/// std::invalid_argument naming the path, the value and what is allowed: an unknown or missing
/// key, a list of another length, a value out of range, an input read not sooner than the
/// level's reaction, a ladder shorter than the levels.
CpuLadder parse_cpu_ladder(std::string_view game, const core::Config& cpu, int n_levels,
                           const std::vector<CpuExtraKey>& extras, const CpuLadder* built_in);

}  // namespace arena::games::fight
