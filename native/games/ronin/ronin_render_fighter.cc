// Draws a ronin fighter from its state: a body of limbs and torso fitted to its hurtbox
// (standing, crouching, airborne, lying or kneeling in meditation), a rage aura behind it, and
// its sword: held forward and up at rest, raised across the body on guard and in a clash,
// swept to the far edge of the hitbox during a slash; a kick's leg reaches its hitbox; a
// disarmed fighter shows bare fists; a raised sword (or fist) in victory.
#include <algorithm>

#include "native/games/fight/fighter.h"
#include "native/games/ronin/ronin_gauges.h"
#include "native/games/ronin/ronin_render_art.h"

namespace arena::games::ronin {
namespace {

using fight::FighterState;
using render::Canvas;
using render::Point;

void lying(Canvas& canvas, const FighterState& f, const fight::CharacterData& c, int slot) {
  const int x = screen_x(f.x);
  const int half = screen_len(c.height) / 2;
  const int thick = std::max(6, screen_len(c.width) / 3);
  canvas.fill_rect(x - half, kFloorY - thick, x + half / 3, kFloorY, fighter_color(slot, kLegs));
  canvas.fill_rect(x - half / 3, kFloorY - thick - 1, x + half - 8, kFloorY,
                   fighter_color(slot, kMain));
  canvas.fill_ellipse({f.facing > 0 ? x + half : x - half, kFloorY - thick / 2}, 6, 5,
                      fighter_color(slot, kSkin));
}

/// A blade from the hand to `tip` with a dark hilt at the hand.
void sword(Canvas& canvas, Point hand, Point tip) {
  canvas.thick_line(hand, tip, 3, kBladeEdge);
  canvas.thick_line(hand, tip, 1, kBlade);
  canvas.fill_ellipse(hand, 3, 3, kHilt);
}

/// Kneeling in meditation: a low body, hands together, the sword laid across the knees.
void kneeling(Canvas& canvas, const FighterState& f, const fight::CharacterData& c, int slot,
              bool armed) {
  const int x = screen_x(f.x);
  const int w = screen_len(c.width);
  const int h = screen_len(c.crouch_height);
  canvas.fill_rect(x - w / 2, kFloorY - h / 4, x + w / 2, kFloorY, fighter_color(slot, kLegs));
  const Point torso[4] = {{x - w * 2 / 5, kFloorY - h / 4},
                          {x + w * 2 / 5, kFloorY - h / 4},
                          {x + w / 3, kFloorY - h * 3 / 4},
                          {x - w / 3, kFloorY - h * 3 / 4}};
  canvas.fill_convex(torso, fighter_color(slot, kMain));
  const int head_r = std::max(5, w * 2 / 5);
  canvas.fill_ellipse({x, kFloorY - h * 3 / 4 - head_r}, head_r, head_r,
                      fighter_color(slot, kSkin));
  canvas.fill_ellipse({x + f.facing * 3, kFloorY - h / 2}, 3, 3, fighter_color(slot, kTrim));
  if (armed) sword(canvas, {x - w, kFloorY - 3}, {x + w, kFloorY - 3});
}

}  // namespace

void draw_fighter(Canvas& canvas, const RoninMatch& state, const fight::GameData& data, int slot) {
  const FighterState& f = state.match.fighters[slot];
  const fight::CharacterData& c = data.characters[f.character];
  const int x = screen_x(f.x);
  const int feet = screen_y(f.y);
  const int face = f.facing;
  const RoninFighter& ronin = state.fighters[slot];
  const bool armed = !ronin.weapon_lost;
  canvas.fill_ellipse({x, kFloorY + 3}, screen_len(c.width) * 2 / 3, 3, kShadow);
  if (ronin.rage_on) {  // a flickering aura
    const int flicker = (state.match.frame / 3) % 2;
    canvas.fill_ellipse({x, feet - screen_len(c.height) / 2}, screen_len(c.width) + 4 + flicker,
                        screen_len(c.height) / 2 + 6, fighter_color(slot, kGlow));
  }
  if (ronin.meditating) {
    kneeling(canvas, f, c, slot, armed);
    return;
  }
  const bool down = f.action == fight::kKnockdown || (f.action == fight::kKo && f.health <= 0);
  if (down) {
    lying(canvas, f, c, slot);
    return;
  }
  int height = f.stance == fight::kCrouching ? c.crouch_height : c.height;
  if (f.stance == fight::kAirborne) height = c.height * 3 / 4;
  const int h = screen_len(height);
  const int w = screen_len(c.width);
  int lean = 0;
  if (f.action == fight::kHitStun || f.action == fight::kAirHit) lean = -face * w / 4;
  if (f.action == fight::kKo) lean = -face * w / 3;
  const int hip_y = feet - h * 45 / 100;
  const int shoulder_y = feet - h * 78 / 100;
  const int head_r = std::max(5, w * 2 / 5);
  const int top = feet - h;
  // Legs: apart when standing, bent when crouching, tucked in the air, stepping when walking.
  const int step = f.action == fight::kWalk ? ((f.action_frames / 6) % 2 ? 3 : -3) : 0;
  const int spread = f.stance == fight::kAirborne ? w / 4 : w / 2;
  const int leg = std::max(4, w / 3);
  const uint8_t legs = fighter_color(slot, kLegs);
  const int knee_y = f.stance == fight::kAirborne ? hip_y + h / 8 : (hip_y + feet) / 2;
  for (int side = -1; side <= 1; side += 2) {
    const Point hip{x + side * w / 5, hip_y};
    const Point knee{x + side * (spread / 2 + 2) + face * (f.stance == fight::kCrouching ? 6 : 0),
                     knee_y};
    const Point foot{x + side * spread + step * side,
                     f.stance == fight::kAirborne ? hip_y + h / 4 : feet};
    canvas.thick_line(hip, knee, leg, legs);
    canvas.thick_line(knee, foot, leg, legs);
  }
  // Torso and belt.
  const int torso_half = w * 2 / 5;
  const Point torso[4] = {{x - torso_half + lean / 2, hip_y},
                          {x + torso_half + lean / 2, hip_y},
                          {x + torso_half + lean, shoulder_y},
                          {x - torso_half + lean, shoulder_y}};
  canvas.fill_convex(torso, fighter_color(slot, kMain));
  canvas.fill_rect(x - torso_half, hip_y - 3, x + torso_half, hip_y, fighter_color(slot, kTrim));
  // Head and hair.
  const Point head{x + lean + face * 2, top + head_r};
  canvas.fill_ellipse(head, head_r, head_r, fighter_color(slot, kSkin));
  canvas.fill_rect(head.x - head_r, head.y - head_r, head.x + head_r, head.y - head_r / 3,
                   fighter_color(slot, kHair));
  // Arms: a slash sweeps the sword to the hitbox's far edge, a kick's leg reaches it;
  // otherwise the sword rests forward, rises to guard, or the fists show when disarmed.
  const Point shoulder{x + lean + face * torso_half / 2, shoulder_y + 3};
  const int arm = std::max(4, w / 4);
  const uint8_t sleeve = fighter_color(slot, kMainShade);
  const fight::MoveData* move = fight::current_move(f, c);
  const int blade = screen_len(c.height) * 2 / 3;
  if (f.action == fight::kAttack && move != nullptr && move->kind == fight::MoveKind::kStrike &&
      f.phase != fight::kStartup) {
    const int reach = f.phase == fight::kActive ? move->reach : move->reach * 2 / 3;
    const Point tip{x + face * screen_len(reach), feet - screen_len(move->box_y + move->box_h / 2)};
    const bool kick = (move->buttons & kSlashButtons) == 0;
    if (kick) {
      canvas.thick_line({x + face * w / 5, hip_y}, tip, leg + 1, legs);
      canvas.fill_ellipse(tip, leg, leg - 1, fighter_color(slot, kTrim));
    } else if (armed) {
      const Point hand{(shoulder.x * 2 + tip.x) / 3, (shoulder.y * 2 + tip.y) / 3};
      canvas.thick_line(shoulder, hand, arm + 1, sleeve);
      sword(canvas, hand, tip);
    } else {
      canvas.thick_line(shoulder, tip, arm + 1, sleeve);
      canvas.fill_ellipse(tip, arm, arm, fighter_color(slot, kSkin));
    }
  } else if (f.action == fight::kAttack && f.phase == fight::kStartup && armed) {
    const Point hand{shoulder.x - face * 4, shoulder_y - 4};  // winding up overhead
    canvas.thick_line(shoulder, hand, arm, sleeve);
    sword(canvas, hand, {hand.x - face * blade * 2 / 3, hand.y - blade / 2});
  } else if (f.action == fight::kVictory) {
    canvas.thick_line(shoulder, {shoulder.x, top - 6}, arm, sleeve);
    if (armed) sword(canvas, {shoulder.x, top - 6}, {shoulder.x + face * 4, top - 6 - blade});
  } else if (f.blocking || f.action == fight::kBlockStun || ronin.weapon_fight) {
    const Point hand{x + face * (torso_half + 4), shoulder_y - 2};
    canvas.thick_line(shoulder, hand, arm, sleeve);
    if (armed) {
      sword(canvas, hand, {hand.x + face * blade / 4, hand.y - blade});
    } else {
      canvas.fill_ellipse(hand, arm, arm + 2, fighter_color(slot, kSkin));
    }
  } else {
    const Point hand{x + face * (torso_half + 8) + lean, shoulder_y + 10};
    canvas.thick_line(shoulder, hand, arm, sleeve);
    if (armed) {
      sword(canvas, hand, {hand.x + face * blade * 3 / 4, hand.y - blade / 2});
    } else {
      canvas.fill_ellipse(hand, arm - 1, arm - 1, fighter_color(slot, kSkin));
    }
  }
}

}  // namespace arena::games::ronin
