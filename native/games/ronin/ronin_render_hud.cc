// Ronin's HUD and effects: health bars with the weapon gauge under each (pale steel, dull when
// low, crossed out while disarmed), the timer, round-win marks, along the bottom the rage gauge
// (glowing while in rage) with the rage explosion's mark beside it and the power gauge under
// it (bright when the issen is ready), round-end banners; the dropped weapon, sword waves,
// rage-explosion bursts, clash sparks and hit sparks.
#include <algorithm>

#include "native/games/fight/hud.h"
#include "native/games/ronin/ronin_clash.h"
#include "native/games/ronin/ronin_gauges.h"
#include "native/games/ronin/ronin_render.h"
#include "native/games/ronin/ronin_rules.h"
#include "native/render/font.h"

namespace arena::games::ronin {
namespace {

using render::Canvas;
using render::Point;

/// The rage and power gauges along the bottom: side bars of their own width (kWidth) at the
/// HUD's margin.
void bottom_gauges(Canvas& canvas, const fight::HudStyle& hud, const RoninFighter& ronin, int slot,
                   int frame) {
  constexpr int kWidth = 100;
  constexpr int kTop = 206;
  const fight::HudStyle gauges{.bar_width = kWidth, .bar_margin = hud.bar_margin};
  const uint8_t rage = ronin.rage_on && (frame / 4) % 2 ? kRageOn : kRageFill;
  fight::draw_gauge_bar(canvas, gauges, slot, kTop, kTop + 6, ronin.rage_bar, kRageBarMax,
                        rage);
  fight::draw_gauge_bar(canvas, gauges, slot, kTop + 9, kTop + 12, ronin.power_bar,
                        kPowerBarMax, ronin.power_bar >= kPowerBarMax ? kPowerFull : kPowerFill);
  // The rage explosion's mark: a red diamond until it is spent.
  const int left = fight::side_bar_left(canvas, gauges, slot, kWidth);
  const int x = slot == 0 ? left + kWidth + 10 : left - 10;
  const Point diamond[4] = {{x, kTop - 2}, {x + 5, kTop + 5}, {x, kTop + 12}, {x - 5, kTop + 5}};
  canvas.fill_convex(diamond, ronin.rage_used ? kBarBack : uint8_t{kRageOn});
}

/// A hit's or a block's slash (`style`'s frames, reach, rise, size and colours; none on a fighter
/// attacking unless style.on_attacker) or, on a clash, one cross between the two blades.
void spark(Canvas& canvas, const RoninMatch& state, int slot, const fight::ContactSpark& style) {
  const fight::FighterState& f = state.match.fighters[slot];
  if (f.contact_timer >= style.frames) return;
  const uint8_t kind = f.last_contact;
  const bool hit = kind == fight::kContactHit || kind == fight::kContactCounterHit;
  const bool clash = kind == kContactClash && slot == 0;  // one spark between the two blades
  if (!hit && kind != fight::kContactBlock && !clash) return;
  const int size = style.size - f.contact_timer;
  if (clash) {
    const fight::FighterState& other = state.match.fighters[1];
    const Point centre{(kScreen.x(f.x) + kScreen.x(other.x)) / 2, kScreen.y(f.y) - 60};
    canvas.fill_ellipse(centre, size + 6, 3, kSparkClash);
    canvas.fill_ellipse(centre, 3, size + 6, kSparkClash);
    canvas.fill_ellipse(centre, 4, 4, style.core);
    return;
  }
  if (!style.on_attacker && f.action == fight::kAttack) return;
  const int x = kScreen.x(f.x) + f.facing * style.reach;
  const int y = kScreen.y(f.y) - style.rise;
  const uint8_t color = hit ? style.hit : style.block;
  canvas.thick_line({x - size, y - size / 2}, {x + size, y + size / 2}, 3, color);
  canvas.fill_ellipse({x, y}, 3, 3, style.core);
}

void dropped_weapon(Canvas& canvas, const DroppedWeapon& weapon, int frame) {
  if (weapon.state == 0) return;
  const int x = kScreen.x(weapon.x);
  const int y = kScreen.y(weapon.y) - 2;
  if (weapon.state == 1) {  // spinning in the air
    const int spin = (frame / 3) % 4;
    const int dx = spin == 0 ? 14 : spin == 2 ? -14 : spin == 1 ? 10 : -10;
    const int dy = spin == 0 || spin == 2 ? 0 : spin == 1 ? -10 : 10;
    canvas.thick_line({x - dx, y - dy}, {x + dx, y + dy}, 3, kBladeEdge);
    canvas.thick_line({x - dx, y - dy}, {x + dx, y + dy}, 1, kBlade);
    return;
  }
  canvas.thick_line({x - 16, y}, {x + 14, y}, 3, kBladeEdge);  // lying on the floor
  canvas.thick_line({x - 16, y}, {x + 14, y}, 1, kBlade);
  canvas.fill_rect(x + 14, y - 2, x + 22, y + 2, kHilt);
}

}  // namespace

void RoninArt::draw_effects(Canvas& canvas, const State& state, const fight::GameData& data) {
  dropped_weapon(canvas, state.weapon, state.match.frame);
  for (const fight::Projectile& p : state.match.projectiles) {
    if (!p.active) continue;  // a crescent sword wave
    const int dir = p.vx >= 0 ? 1 : -1;
    const Point centre{kScreen.x(p.x), kScreen.y(p.y) - kScreen.len(p.h) / 2};
    const int r = std::max(6, kScreen.len(p.h) / 2);
    canvas.fill_ellipse(centre, r / 2 + 2, r + 2, fighter_color(p.owner, kGlow));
    canvas.fill_ellipse({centre.x - dir * 3, centre.y}, r / 2, r,
                        fighter_color(p.owner, kGlowCore));
  }
  for (int slot = 0; slot < 2; ++slot) {
    const RoninFighter& ronin = state.fighters[slot];
    if (!ronin.explosion) continue;
    const fight::FighterState& f = state.match.fighters[slot];
    const int grown = (kExplosionFrames - ronin.explosion) * 3;
    const Point centre{kScreen.x(f.x), kScreen.y(f.y) - 40};
    canvas.fill_ellipse(centre, 16 + grown, 10 + grown / 2, kBurst);
    canvas.fill_ellipse(centre, 8 + grown / 2, 6 + grown / 3, kSparkCore);
  }
  spark(canvas, state, 0, data.hud.spark);
  spark(canvas, state, 1, data.hud.spark);
}

void RoninArt::draw_hud(Canvas& canvas, const State& state, const fight::GameData& data) {
  const fight::MatchState& match = state.match;
  const fight::HudStyle& hud = data.hud.style;
  const int top = hud.bar_top;
  fight::draw_match_hud(canvas, hud, match, [&](int slot) {
    const RoninFighter& ronin = state.fighters[slot];
    fight::draw_health_bar(canvas, hud, slot, top, top + 10, match.fighters[slot].health,
                           data.rules.max_health);
    fight::draw_gauge_bar(canvas, hud, slot, top + 13, top + 17, ronin.weapon_bar, kWeaponBarMax,
                          ronin.weapon_bar * 2 < kWeaponBarMax ? kWeaponLow : kWeaponFill);
    if (ronin.weapon_lost) {  // the weapon gauge crossed out
      const int x0 = fight::side_bar_left(canvas, hud, slot, hud.bar_width);
      canvas.thick_line({x0, top + 12}, {x0 + hud.bar_width, top + 18}, 2, kHealthLow);
    }
    bottom_gauges(canvas, hud, ronin, slot, match.frame);
  });
}

}  // namespace arena::games::ronin
