// Effects drawn over both fighters: the spark where a hit landed (bigger and red on a
// counter-hit, shrinking over the frames after contact) and projectiles with a glowing core
// and a tail in their owner's colours.
#include <algorithm>

#include "native/games/triad/triad_render.h"

namespace arena::games::triad {
namespace {

using render::Canvas;
using render::Point;

/// The spark of a hit fighter `slot` just received (nothing otherwise).
void draw_hit_spark(Canvas& canvas, const fight::MatchState& state, int slot) {
  const fight::FighterState& fighter = state.fighters[slot];
  const bool struck = fighter.action == fight::kHitStun || fighter.action == fight::kAirHit ||
                      fighter.action == fight::kKnockdown;
  const bool hit = fighter.last_contact == fight::kContactHit ||
                   fighter.last_contact == fight::kContactCounterHit ||
                   fighter.last_contact == fight::kContactDangerZone;
  if (!struck || !hit || fighter.contact_timer >= kFreshContactFrames) return;
  // At the attacker's hitbox while it is out, else at the front of the victim's chest.
  const fight::PixelBox& source = state.fighters[1 - slot].hitbox;
  const fight::PixelBox& body = fighter.hurtbox;
  const int front = fighter.facing < 0 ? body.x : body.x + body.w;
  const Point at = source.w > 0 ? Point{source.x + source.w / 2, screen_y(source.y + source.h / 2)}
                                : Point{front, screen_y(body.y + body.h * 2 / 3)};
  const bool counter = fighter.last_contact == fight::kContactCounterHit;
  const int size = std::max(4, (counter ? 18 : 14) - fighter.contact_timer);
  const uint8_t color = counter ? uint8_t{kSparkCounter} : kSparkHit;
  canvas.thick_line({at.x - size, at.y - size}, {at.x + size, at.y + size}, 3, color);
  canvas.thick_line({at.x - size, at.y + size}, {at.x + size, at.y - size}, 3, color);
  canvas.thick_line({at.x - size - 3, at.y}, {at.x + size + 3, at.y}, 3, color);
  canvas.fill_ellipse(at, size / 2 + 1, size / 2 + 1, kSparkCore);
}

/// The projectiles in flight.
void draw_projectiles(Canvas& canvas, const fight::MatchState& state) {
  for (const fight::Projectile& shot : state.projectiles) {
    if (!shot.active) continue;
    const int slot = shot.owner % fight::kMaxPlayers;
    const int half_w = std::max<int>(shot.half_w, 2);
    const int half_h = std::max(shot.h / 2, 2);
    const Point center{shot.x / fight::kSubpixel, screen_y(shot.y / fight::kSubpixel + half_h)};
    const int back = shot.vx >= 0 ? -1 : 1;
    canvas.thick_line(center, {center.x + back * half_w * 2, center.y}, half_h,
                      fighter_color(slot, kMain));
    canvas.fill_ellipse(center, half_w, half_h, fighter_color(slot, kGlow));
    canvas.fill_ellipse(center, std::max(1, half_w * 3 / 5), std::max(1, half_h * 3 / 5),
                        fighter_color(slot, kGlowCore));
  }
}

}  // namespace

void TriadArt::draw_effects(Canvas& canvas, const State& state, const fight::GameData&) {
  draw_hit_spark(canvas, state, 0);
  draw_hit_spark(canvas, state, 1);
  draw_projectiles(canvas, state);
}

}  // namespace arena::games::triad
