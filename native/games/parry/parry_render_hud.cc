// Parry's HUD and effects: health bars with the stun gauge under each, the timer, round-win
// marks, the super meter along the bottom split into its stocks (full stocks bright, with the
// stock count), round-end banners; projectiles, and sparks for the latest hit, block or parry.
#include <algorithm>
#include <string>

#include "native/games/fight/hud.h"
#include "native/games/parry/parry_meter.h"
#include "native/games/parry/parry_render.h"
#include "native/render/font.h"

namespace arena::games::parry {
namespace {

using render::Canvas;

void super_meter(Canvas& canvas, const ParryFighter& fighter, int slot) {
  constexpr int kWidth = 120;
  constexpr int kTop = 212;
  const int x0 = slot == 0 ? 30 : kScreen.width - 30 - kWidth;
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
                    stocks > 0 ? uint8_t{kSuperFull} : kPaper);
}

void spark(Canvas& canvas, const ParryMatch& state, int slot, const fight::ContactSpark& style) {
  const fight::FighterState& f = state.match.fighters[slot];
  const bool parried = f.last_contact == kContactParry && state.fighters[slot].parries > 0 &&
                       f.action != fight::kAttack;
  if (parried) {
    fight::draw_spark_of(canvas, f, kScreen, style, kSparkParry);
  } else {
    fight::draw_contact_spark(canvas, f, kScreen, style);
  }
}

}  // namespace

void ParryArt::draw_effects(Canvas& canvas, const State& state, const fight::GameData& data) {
  fight::draw_glow_projectiles(canvas, state.match, kScreen, 3);
  spark(canvas, state, 0, data.hud.spark);
  spark(canvas, state, 1, data.hud.spark);
}

void ParryArt::draw_hud(Canvas& canvas, const State& state, const fight::GameData& data) {
  const fight::HudStyle& hud = data.hud.style;
  fight::draw_match_hud(canvas, hud, state.match, [&](int slot) {
    fight::draw_health_bar(canvas, hud, slot, hud.bar_top, hud.bar_top + 10,
                           state.match.fighters[slot].health, data.rules.max_health);
    const ParryFighter& parry = state.fighters[slot];
    fight::draw_gauge_bar(canvas, hud, slot, hud.bar_top + 13, hud.bar_top + 17, parry.stun_bar,
                          kStunBarMax, kStunFill);
    super_meter(canvas, parry, slot);
  });
}

}  // namespace arena::games::parry
