// The kit's HUD and effect pieces, drawn from game data in native coordinates: the HUD colours
// every game has (at fixed palette indices after a 32-colour stage), the side bars (health and
// every gauge a game shows beside it), the timer box, the round-win marks, the round-end banner
// (and a game's own banners drawn alike), glowing projectiles and star sparks. A game places
// them (its file's numbers in a HudLayout, its own at each call), picks the shared colours
// (HudColors) and draws its unique gauges and labels in its own colours (from kGameColors).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "native/games/fight/fight_state.h"
#include "native/games/fight/screen.h"
#include "native/render/canvas.h"
#include "native/render/palette.h"

namespace arena::games::fight {

/// The palette indices of the shared HUD colours: [0, kHudColors) is the stage's, a game's own
/// HUD and effect colours start at kGameColors, its fighters' at render::kFighterBase. (Plain
/// constants, so a game's own colour enum mixes with them.)
inline constexpr uint8_t kHudColors = 32;
namespace hud_color {
inline constexpr uint8_t kInk = kHudColors;    // outlines, the timer's box
inline constexpr uint8_t kPaper = kInk + 1;    // banners, text
inline constexpr uint8_t kBarBack = kInk + 2;  // a bar's empty part
inline constexpr uint8_t kHealth = kInk + 3;
inline constexpr uint8_t kHealthLow = kInk + 4;
inline constexpr uint8_t kTimerInk = kInk + 5;
inline constexpr uint8_t kWinMark = kInk + 6;  // a round won
inline constexpr uint8_t kSparkHit = kInk + 7;
inline constexpr uint8_t kShadow = kInk + 8;  // the fighters' shadows
inline constexpr uint8_t kGameColors = kInk + 9;
}  // namespace hud_color

/// A game's shared HUD colours, in hud_color's order; a game gives those it changes from the
/// kit's (parry's: ink, paper and gold marks on a red bar back).
struct HudColors {
  render::Rgb ink = {16, 16, 20};
  render::Rgb paper = {250, 250, 250};
  render::Rgb bar_back = {70, 20, 24};
  render::Rgb health = {250, 214, 40};
  render::Rgb health_low = {240, 70, 40};
  render::Rgb timer_ink = {250, 240, 200};
  render::Rgb win_mark = {250, 200, 40};
  render::Rgb spark_hit = {250, 160, 40};
  render::Rgb shadow = {30, 26, 30};
};

/// Sets the hud_color entries of `palette` to `colors`.
void set_hud_colors(render::Palette& palette, const HudColors& colors);

/// The timer: seconds clamped to [0, max_shown] (two digits at least when `two_digits`), in
/// digits of `scale` from row `text_top` on a box from `top` to `bottom`, `pad` px wider than
/// the text each side.
struct TimerBox {
  int max_shown = 0;
  int scale = 3;
  bool two_digits = false;
  int pad = 0;
  int top = 0;
  int bottom = 0;
  int text_top = 0;
};

/// The round-win marks beside the timer: side s's w-th mark at x[s] - w * step (P1, going
/// left) or x[s] + w * step (P2, going right), a square `size` px wide from (x, y) or, when
/// `round`, a disc of radius `size` centred on (x, y). A side shows its wins alone or, with
/// `shown` above 0, `shown` marks: the rounds won in hud_color::kWinMark, the others in `empty`.
struct WinMarks {
  int x[2] = {};
  int step = 0;
  int y = 0;
  int size = 0;
  bool round = false;
  int shown = 0;
  uint8_t empty = hud_color::kBarBack;
};

/// A banner's look: letters of `scale` in `ink`, over an ink (hud_color::kInk) copy `shadow` px
/// down and right of them (none at 0).
struct BannerLook {
  int scale = 4;
  int shadow = 0;
  uint8_t ink = hud_color::kPaper;
};

/// The round-end banner, `look` centred at row `y` once a round is over: `draw_text` (when not
/// empty) on a draw, else `ko_text` when a fighter has no health left, else "TIME".
struct RoundEnd {
  std::string ko_text;
  std::string draw_text;
  int y = 0;
  BannerLook look;
};

/// When a health bar turns hud_color::kHealthLow: health * parts < max_health, or <= when
/// `or_equal` (parts 3 with or_equal: a third left or less).
struct LowHealth {
  int parts = 1;
  bool or_equal = false;
};

/// A game's HUD layout: its side bars, timer, round-win marks and round-end banner.
struct HudStyle {
  int bar_width = 0;            // px of a side bar (health and the gauges under it)
  int bar_margin = 0;           // px between the screen's edge and a side bar
  int bar_top = 0;              // row of the health bar's top (the game's gauges go under it)
  bool fill_from_edge = false;  // a bar fills from the screen's edge (else from the centre's side)
  uint8_t bar_outline = hud_color::kInk;  // the 1 px frame round a side bar
  LowHealth low_health;
  TimerBox timer;
  WinMarks wins;
  RoundEnd round_end;
};

/// Left edge of fighter `slot`'s side bar `width` px wide (P1 on the left) on `canvas`'s native
/// frame.
int side_bar_left(const render::Canvas& canvas, const HudStyle& style, int slot, int width);

/// A side bar `width` px wide from `top` to `bottom`, outlined, `filled` px of it in `color`.
void draw_side_bar(render::Canvas& canvas, const HudStyle& style, int slot, int width, int top,
                   int bottom, int filled, uint8_t color);

/// The filled part alone of such a bar (`filled` px in `color`, from the side style.fill_from_edge
/// says), over a bar already drawn: a second part of it (tagduo's health over its recoverable).
void fill_side_bar(render::Canvas& canvas, const HudStyle& style, int slot, int width, int top,
                   int bottom, int filled, uint8_t color);

/// A gauge on fighter `slot`'s side bar (style.bar_width wide) from `top` to `bottom`: `value`
/// of `most` filled in `color` (none at 0 or under).
void draw_gauge_bar(render::Canvas& canvas, const HudStyle& style, int slot, int top, int bottom,
                    int value, int most, uint8_t color);

/// A health bar's colour: hud_color::kHealth, or kHealthLow once low (style.low_health).
uint8_t health_color(const HudStyle& style, int health, int max_health);

/// Fighter `slot`'s health bar: `health` of `max_health` as draw_gauge_bar, in health_color.
void draw_health_bar(render::Canvas& canvas, const HudStyle& style, int slot, int top, int bottom,
                     int health, int max_health);

/// Fighter `slot`'s round-win marks (style.wins) for its `wins`.
void draw_win_marks(render::Canvas& canvas, const HudStyle& style, int slot, int wins);

/// `text` centred on `canvas`'s native frame with its top at row `y`, as `look` says.
void draw_banner(render::Canvas& canvas, std::string_view text, int y, const BannerLook& look);

/// The timer box (style.timer), centred at the top; then, once a round is over, its banner
/// (style.round_end).
void draw_timer_and_round_end(render::Canvas& canvas, const HudStyle& style,
                              const MatchState& match);

/// A match's HUD round a game's bars: per side `bars(slot)` (its health and gauges), then that
/// side's round-win marks; then the timer and the round-end banner.
template <typename Bars>
void draw_match_hud(render::Canvas& canvas, const HudStyle& style, const MatchState& match,
                    Bars&& bars) {
  for (int slot = 0; slot < 2; ++slot) {
    bars(slot);
    draw_win_marks(canvas, style, slot, match.fighters[slot].wins);
  }
  draw_timer_and_round_end(canvas, style, match);
}

/// Projectiles in flight as two ellipses in their owner's glow colours (render::kGlow,
/// kGlowCore); the outer one `widen` px wider than tall.
void draw_glow_projectiles(render::Canvas& canvas, const MatchState& match, const Screen& screen,
                           int widen);

/// A spark of `size` at `centre`: a cross of two ellipses in `color` round a small `core`.
void draw_star_spark(render::Canvas& canvas, render::Point centre, int size, uint8_t color,
                     uint8_t core);

/// A game's contact sparks: for `frames` frames after a fighter's latest contact, a star spark
/// `reach` px ahead of the fighter and `rise` px above its feet, of size `size` less the frames
/// since; a hit (kContactHit, kContactCounterHit) in `hit`, a block in `block`, round a `core`;
/// none on a fighter attacking unless `on_attacker`.
struct ContactSpark {
  int frames = 0;
  int reach = 0;
  int rise = 0;
  int size = 0;
  uint8_t hit = hud_color::kSparkHit;
  uint8_t block = hud_color::kPaper;
  uint8_t core = hud_color::kPaper;
  bool on_attacker = false;
};

/// A game's HUD layout and contact sparks, from its file's [art.hud] and [art.spark]
/// (hud_layout_config.h): GameData::hud, which its HUD and effect hooks draw with.
struct HudLayout {
  HudStyle style;
  ContactSpark spark;
};

/// Fighter `f`'s spark (`spark`) in `color`, whatever its latest contact, while that contact is
/// fewer than spark.frames frames old (a game's own contact kinds: parry's parry).
void draw_spark_of(render::Canvas& canvas, const FighterState& f, const Screen& screen,
                   const ContactSpark& spark, uint8_t color);

/// Fighter `f`'s spark if its latest contact is a hit or a block fewer than spark.frames frames
/// old (and it is not attacking, unless spark.on_attacker); no spark for any other contact.
void draw_contact_spark(render::Canvas& canvas, const FighterState& f, const Screen& screen,
                        const ContactSpark& spark);

/// The effects of a game with no projectile or spark of its own: the projectiles
/// (draw_glow_projectiles, `widen`), then both fighters' contact sparks.
void draw_shots_and_sparks(render::Canvas& canvas, const MatchState& match, const Screen& screen,
                           int widen, const ContactSpark& spark);

}  // namespace arena::games::fight
