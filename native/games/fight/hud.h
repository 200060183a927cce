// The kit's HUD and effect pieces, drawn from game data in native coordinates: the side bars
// (health and every gauge a game shows beside it), the timer box, the round-end banner, glowing
// projectiles and star sparks. A game places them (its numbers in a HudStyle and at each call)
// and draws its unique gauges itself.
#pragma once

#include <cstdint>

#include "native/games/fight/fight_state.h"
#include "native/games/fight/screen_scale.h"
#include "native/render/canvas.h"

namespace arena::games::fight {

/// A game's HUD layout and ink.
struct HudStyle {
  int screen_width = 0;
  int bar_margin = 0;            // px between the screen's edge and a side bar
  bool fill_from_edge = false;   // a bar fills from the screen's edge (else from the centre's side)
  uint8_t ink = 0;               // outlines and the timer's box
  uint8_t bar_back = 0;          // a bar's empty part
  uint8_t paper = 0;             // banners
  uint8_t timer_ink = 0;
};

/// The timer: seconds clamped to [0, max_shown] (two digits at least when `two_digits`), in
/// scale-3 digits on a box from `top` to `bottom`, `pad` px wider than the text each side.
struct TimerBox {
  int max_shown = 99;
  bool two_digits = true;
  int pad = 3;
  int top = 0;
  int bottom = 0;
  int text_top = 0;
};

/// Left edge of fighter `slot`'s side bar `width` px wide (P1 on the left).
int side_bar_left(const HudStyle& style, int slot, int width);

/// A side bar `width` px wide from `top` to `bottom`, outlined, `filled` px of it in `color`.
void draw_side_bar(render::Canvas& canvas, const HudStyle& style, int slot, int width, int top,
                   int bottom, int filled, uint8_t color);

/// The timer box, centred at the top.
void draw_timer(render::Canvas& canvas, const HudStyle& style, int timer, const TimerBox& box);

/// Once a round is over: `ko_text` (a fighter has no health left) or "TIME", scale 4, centred
/// at row `y`.
void draw_round_end(render::Canvas& canvas, const HudStyle& style, const MatchState& match,
                    const char* ko_text, int y);

/// Projectiles in flight as two ellipses in their owner's glow colours (render::kGlow,
/// kGlowCore); the outer one `widen` px wider than tall.
void draw_glow_projectiles(render::Canvas& canvas, const MatchState& match,
                           const ScreenScale& screen, int widen);

/// A spark of `size` at `centre`: a cross of two ellipses in `color` round a small `core`.
void draw_star_spark(render::Canvas& canvas, render::Point centre, int size, uint8_t color,
                     uint8_t core);

}  // namespace arena::games::fight
