// The kit's HUD and effect pieces (hud.h).
#include "native/games/fight/hud.h"

#include <algorithm>
#include <string>
#include <string_view>

#include "native/render/fighter_palette.h"
#include "native/render/font.h"

namespace arena::games::fight {

using namespace hud_color;
using render::Canvas;

void set_hud_colors(render::Palette& palette, const HudColors& colors) {
  const render::Rgb in_order[] = {colors.ink,      colors.paper,      colors.bar_back,
                                  colors.health,   colors.health_low, colors.timer_ink,
                                  colors.win_mark, colors.spark_hit,  colors.shadow};
  uint8_t index = kInk;
  for (const render::Rgb& rgb : in_order) palette.set(index++, rgb);
}

int side_bar_left(const Canvas& canvas, const HudStyle& style, int slot, int width) {
  return slot == 0 ? style.bar_margin : canvas.native_width() - style.bar_margin - width;
}

void draw_side_bar(Canvas& canvas, const HudStyle& style, int slot, int width, int top, int bottom,
                   int filled, uint8_t color) {
  const int x0 = side_bar_left(canvas, style, slot, width);
  canvas.fill_rect(x0 - 1, top - 1, x0 + width + 1, bottom + 1, style.bar_outline);
  canvas.fill_rect(x0, top, x0 + width, bottom, kBarBack);
  fill_side_bar(canvas, style, slot, width, top, bottom, filled, color);
}

void fill_side_bar(Canvas& canvas, const HudStyle& style, int slot, int width, int top, int bottom,
                   int filled, uint8_t color) {
  const int x0 = side_bar_left(canvas, style, slot, width);
  if ((slot == 0) == style.fill_from_edge) {
    canvas.fill_rect(x0, top, x0 + filled, bottom, color);
  } else {
    canvas.fill_rect(x0 + width - filled, top, x0 + width, bottom, color);
  }
}

void draw_gauge_bar(Canvas& canvas, const HudStyle& style, int slot, int top, int bottom, int value,
                    int most, uint8_t color) {
  const int filled = std::max(0, value) * style.bar_width / std::max(1, most);
  draw_side_bar(canvas, style, slot, style.bar_width, top, bottom, filled, color);
}

uint8_t health_color(const HudStyle& style, int health, int max_health) {
  const LowHealth& low = style.low_health;
  const int part = health * low.parts;
  return (low.or_equal ? part <= max_health : part < max_health) ? kHealthLow : kHealth;
}

void draw_health_bar(Canvas& canvas, const HudStyle& style, int slot, int top, int bottom,
                     int health, int max_health) {
  draw_gauge_bar(canvas, style, slot, top, bottom, health, max_health,
                 health_color(style, health, max_health));
}

void draw_win_marks(Canvas& canvas, const HudStyle& style, int slot, int wins) {
  const WinMarks& marks = style.wins;
  const int count = marks.shown > 0 ? marks.shown : wins;
  for (int w = 0; w < count; ++w) {
    const int x = slot == 0 ? marks.x[0] - w * marks.step : marks.x[1] + w * marks.step;
    const uint8_t color = w < wins ? kWinMark : marks.empty;
    if (marks.round) {
      canvas.fill_ellipse({x, marks.y}, marks.size, marks.size, color);
    } else {
      canvas.fill_rect(x, marks.y, x + marks.size, marks.y + marks.size, color);
    }
  }
}

void draw_banner(Canvas& canvas, std::string_view text, int y, const BannerLook& look) {
  const int x = (canvas.native_width() - render::text_width(text, look.scale)) / 2;
  if (look.shadow > 0) {
    render::draw_text(canvas, {x + look.shadow, y + look.shadow}, text, look.scale, kInk);
  }
  render::draw_text(canvas, {x, y}, text, look.scale, look.ink);
}

void draw_timer_and_round_end(Canvas& canvas, const HudStyle& style, const MatchState& match) {
  const TimerBox& box = style.timer;
  const std::string digits = std::to_string(std::clamp<int>(match.timer, 0, box.max_shown));
  const std::string shown = box.two_digits && digits.size() < 2 ? "0" + digits : digits;
  const int tw = render::text_width(shown, box.scale);
  const int middle = canvas.native_width() / 2;
  canvas.fill_rect(middle - tw / 2 - box.pad, box.top, middle + tw / 2 + box.pad, box.bottom, kInk);
  render::draw_text(canvas, {middle - tw / 2, box.text_top}, shown, box.scale, kTimerInk);
  if (match.round_phase != kRoundOver && match.round_phase != kMatchOver) return;
  const RoundEnd& end = style.round_end;
  const bool ko = match.fighters[0].health <= 0 || match.fighters[1].health <= 0;
  std::string_view text = ko ? std::string_view(end.ko_text) : "TIME";
  if (match.round_winner == 3 && !end.draw_text.empty()) text = end.draw_text;
  draw_banner(canvas, text, end.y, end.look);
}

void draw_glow_projectiles(Canvas& canvas, const MatchState& match, const Screen& screen,
                           int widen) {
  for (const Projectile& p : match.projectiles) {
    if (!p.active) continue;
    const render::Point centre{screen.x(p.x), screen.y(p.y) - screen.len(p.h) / 2};
    const int r = std::max(6, screen.len(p.h) / 2);
    canvas.fill_ellipse(centre, r + widen, r, render::fighter_color(p.owner, render::kGlow));
    canvas.fill_ellipse(centre, r / 2 + 1, r / 2,
                        render::fighter_color(p.owner, render::kGlowCore));
  }
}

void draw_star_spark(Canvas& canvas, render::Point centre, int size, uint8_t color, uint8_t core) {
  canvas.fill_ellipse(centre, size, size / 2 + 2, color);
  canvas.fill_ellipse(centre, size / 2 + 1, size + 2, color);
  canvas.fill_ellipse(centre, 3, 3, core);
}

void draw_spark_of(Canvas& canvas, const FighterState& f, const Screen& screen,
                   const ContactSpark& spark, uint8_t color) {
  if (f.contact_timer >= spark.frames) return;
  const render::Point centre{screen.x(f.x) + f.facing * spark.reach, screen.y(f.y) - spark.rise};
  draw_star_spark(canvas, centre, spark.size - f.contact_timer, color, spark.core);
}

void draw_contact_spark(Canvas& canvas, const FighterState& f, const Screen& screen,
                        const ContactSpark& spark) {
  if (!spark.on_attacker && f.action == kAttack) return;
  const uint8_t kind = f.last_contact;
  if (kind == kContactHit || kind == kContactCounterHit) {
    draw_spark_of(canvas, f, screen, spark, spark.hit);
  } else if (kind == kContactBlock) {
    draw_spark_of(canvas, f, screen, spark, spark.block);
  }
}

void draw_shots_and_sparks(Canvas& canvas, const MatchState& match, const Screen& screen, int widen,
                           const ContactSpark& spark) {
  draw_glow_projectiles(canvas, match, screen, widen);
  for (const FighterState& f : match.fighters) draw_contact_spark(canvas, f, screen, spark);
}

}  // namespace arena::games::fight
