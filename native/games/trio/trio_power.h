// Trio's power gauge, by fighting style (DIAMBRA's kof98umh `fighting_style`, 1-3).
//
// The power bar (0..kPowerBarMax) fills on hits given and taken (by the health the points lost
// on the frame, whatever the hit: strike, throw, assist or chip) and, where the style allows it,
// while charging (WK+SK held). A full bar becomes a stock while the stocks are under the cap
// (else it stays full); a Super (a move whose `meter` is the file's stock_meter) or Max mode
// spends one.
//
//   style          hits given  hits taken  charge (per frame)   stock cap
//   1 Advanced     100%        50%         none                 3 + the team's members out
//   2 Extra        50%         25%         1 point              1 + the team's members out
//   3 Ultimate     100%        50%         1 point every 2      3 + the team's members out
//
// (in percent of the health lost; the cap never exceeds kMostStocks.) Max mode lasts
// kMaxModeFrames: the point's strikes, supers and assists deal max_damage_percent.
//
// Trio's own rule numbers (TrioOwnRules, here for the power, roll, Max pose and assists) are the
// file's [rules]; the maxima and lengths that bound RAM extras and infos stay constexpr.
#pragma once

#include <cstdint>

#include "native/games/fight/game_data.h"
#include "native/games/fight/own_rules.h"
#include "native/games/fight/team_state.h"
#include "native/games/trio/trio_state.h"

namespace arena::games::trio {

inline constexpr int kPowerBarMax = 100;
inline constexpr int kMostStocks = 5;
inline constexpr int kMaxModeFrames = 600;
inline constexpr int kStyles = 3;
inline constexpr uint8_t kAdvanced = 1, kExtra = 2, kUltimate = 3;

/// Trio's own rule numbers, from its file's [rules] (fight/own_rules.h: kTrioOwnRuleKeys in
/// trio_env.cc reads them; configs/games/trio.toml says what each is).
struct TrioOwnRules {
  // Power stocks and Max mode; the roll; assists.
  int stock_meter, max_damage_percent, max_pose_frames;
  int roll_invulnerable_frames;
  int assist_behind_px, assist_entry_frames;
};

/// Trio's own rule numbers in its data: trio_rules(data).
inline constexpr auto& trio_rules = fight::own_rules<TrioOwnRules>;

/// The most stocks side `team`'s point may hold in `style`.
int stock_cap(uint8_t style, const fight::TeamSide& team);

/// Adds the power of one frame in which the own point lost `taken` health and the foe's
/// `given` (style's rates), turning full bars into stocks up to the cap.
void gain_power(TrioFighter& own, const fight::TeamSide& team, int given, int taken);

/// One frame of charging: the style's charge rate (`frame` picks Ultimate's every other frame).
void charge_power(TrioFighter& own, const fight::TeamSide& team, int frame);

/// True when `style` lets the fighter charge.
inline bool can_charge(uint8_t style) { return style != kAdvanced; }

/// The damage percent of the side's hits (Max mode's bonus).
inline int power_percent(const TrioFighter& own, const TrioOwnRules& rules) {
  return own.max_frames > 0 ? rules.max_damage_percent : 100;
}

/// The meter the move parser and the CPU see (FighterState::meter): stock_meter per stock.
inline int16_t usable_meter(const TrioFighter& own, const TrioOwnRules& rules) {
  return static_cast<int16_t>(own.stocks * rules.stock_meter);
}

}  // namespace arena::games::trio
