// Parry's HUD and effects: health bars with the stun gauge under each, the timer, round-win
// marks, the super meter along the bottom split into its stocks (full stocks bright, with the
// stock count), round-end banners; projectiles, and sparks for the latest hit, block or parry.
#include <algorithm>
#include <string>

#include "native/games/parry/parry_meter.h"
#include "native/games/parry/parry_render_art.h"
#include "native/render/font.h"

namespace arena::games::parry {
namespace {

using render::Canvas;
using render::Point;

constexpr int kBarWidth = 150;
constexpr int kBarTop = 10;
constexpr int kSparkFrames = 8;

/// A bar of `length` px drawn from `edge` toward the screen centre (P1) or away (P2).
void bar(Canvas& canvas, int slot, int top, int bottom, int filled, uint8_t color) {
  const int x0 = slot == 0 ? 18 : kNativeWidth - 18 - kBarWidth;
  canvas.fill_rect(x0 - 1, top - 1, x0 + kBarWidth + 1, bottom + 1, kInk);
  canvas.fill_rect(x0, top, x0 + kBarWidth, bottom, kBarBack);
  if (slot == 0) {
    canvas.fill_rect(x0 + kBarWidth - filled, top, x0 + kBarWidth, bottom, color);
  } else {
    canvas.fill_rect(x0, top, x0 + filled, bottom, color);
  }
}

void super_meter(Canvas& canvas, const ParryFighter& fighter, int slot) {
  constexpr int kWidth = 120;
  constexpr int kTop = 212;
  const int x0 = slot == 0 ? 30 : kNativeWidth - 30 - kWidth;
  canvas.fill_rect(x0 - 1, kTop - 1, x0 + kWidth + 1, kTop + 8, kInk);
  const int art = std::max<int>(1, fighter.super_art);
  const int stocks = super_stocks(fighter);
  const int filled = fighter.super_bar * kWidth / kSuperBarMax;
  for (int s = 0; s < art; ++s) {  // each stock its own segment
    const int s0 = x0 + s * kWidth / art;
    const int s1 = x0 + (s + 1) * kWidth / art;
    canvas.fill_rect(s0, kTop, s1 - 1, kTop + 7, kBarBack);
    const int end = std::min(s1 - 1, x0 + filled);
    if (end > s0) canvas.fill_rect(s0, kTop, end, kTop + 7, s < stocks ? kSuperFull : kSuperFill);
  }
  const int digit_x = slot == 0 ? x0 - 12 : x0 + kWidth + 4;
  render::draw_text(canvas, {digit_x, kTop - 0}, std::string(1, static_cast<char>('0' + stocks)), 1,
                    stocks > 0 ? kSuperFull : kPaper);
}

void spark(Canvas& canvas, const ParryMatch& state, int slot) {
  const fight::FighterState& f = state.match.fighters[slot];
  if (f.contact_timer >= kSparkFrames) return;
  const uint8_t kind = f.last_contact;
  const bool hit = kind == fight::kContactHit || kind == fight::kContactCounterHit;
  const bool parried =
      kind == kContactParry && state.fighters[slot].parries > 0 && f.action != fight::kAttack;
  if (!hit && kind != fight::kContactBlock && !parried) return;
  const int x = screen_x(f.x) + f.facing * 14;
  const int y = screen_y(f.y) - 70;
  const int size = 12 - f.contact_timer;
  const uint8_t color = parried ? kSparkParry : hit ? kSparkHit : kPaper;
  canvas.fill_ellipse({x, y}, size, size / 2 + 2, color);
  canvas.fill_ellipse({x, y}, size / 2 + 1, size + 2, color);
  canvas.fill_ellipse({x, y}, 3, 3, kSparkCore);
}

}  // namespace

void draw_effects(Canvas& canvas, const ParryMatch& state) {
  for (const fight::Projectile& p : state.match.projectiles) {
    if (!p.active) continue;
    const Point centre{screen_x(p.x), screen_y(p.y) - screen_len(p.h) / 2};
    const int r = std::max(6, screen_len(p.h) / 2);
    canvas.fill_ellipse(centre, r + 3, r, fighter_color(p.owner, kGlow));
    canvas.fill_ellipse(centre, r / 2 + 1, r / 2, fighter_color(p.owner, kGlowCore));
  }
  spark(canvas, state, 0);
  spark(canvas, state, 1);
}

void draw_hud(Canvas& canvas, const ParryMatch& state, int max_health) {
  const fight::MatchState& match = state.match;
  for (int slot = 0; slot < 2; ++slot) {
    const fight::FighterState& f = match.fighters[slot];
    const int health = std::max<int>(0, f.health) * kBarWidth / std::max(1, max_health);
    bar(canvas, slot, kBarTop, kBarTop + 10, health,
        f.health * 3 <= max_health ? kHealthLow : kHealth);
    const ParryFighter& parry = state.fighters[slot];
    bar(canvas, slot, kBarTop + 13, kBarTop + 17, parry.stun_bar * kBarWidth / kStunBarMax,
        kStunFill);
    for (int w = 0; w < f.wins; ++w) {  // round wins beside the timer
      const int wx = slot == 0 ? 166 - w * 10 : 212 + w * 10;
      canvas.fill_rect(wx, 32, wx + 7, 39, kWinMark);
    }
    super_meter(canvas, parry, slot);
  }
  const std::string timer = std::to_string(std::clamp<int>(match.timer, 0, 99));
  const std::string shown = timer.size() < 2 ? "0" + timer : timer;
  const int tw = render::text_width(shown, 3);
  canvas.fill_rect(kNativeWidth / 2 - tw / 2 - 3, 4, kNativeWidth / 2 + tw / 2 + 3, 30, kInk);
  render::draw_text(canvas, {kNativeWidth / 2 - tw / 2, 6}, shown, 3, kTimerInk);
  if (match.round_phase == fight::kRoundOver || match.round_phase == fight::kMatchOver) {
    const bool ko = match.fighters[0].health <= 0 || match.fighters[1].health <= 0;
    const char* text = ko ? "KO" : "TIME";
    const int bw = render::text_width(text, 4);
    render::draw_text(canvas, {kNativeWidth / 2 - bw / 2, 90}, text, 4, kPaper);
  }
}

}  // namespace arena::games::parry
