// Draws a tower fighter from its state: a masked fighter whose limbs and torso fit its hurtbox
// (standing, crouching, airborne or lying), an active strike's arm or leg stretched to the far
// edge of its hitbox (a kick when the hitbox sits below the waist), both forearms crossed in
// front while blocking, a lean back when hit, a forward lean and trailing arms while running,
// a raised fist in victory.
#include <algorithm>

#include "native/games/fight/fighter.h"
#include "native/games/tower/tower_render_art.h"

namespace arena::games::tower {
namespace {

using fight::FighterState;
using render::Canvas;
using render::Point;

void lying(Canvas& canvas, const FighterState& f, const fight::CharacterData& c, int slot) {
  const int x = screen_x(f.x);
  const int half = screen_len(c.height) / 2;
  const int thick = std::max(7, screen_len(c.width) / 3);
  canvas.fill_rect(x - half, kFloorY - thick, x + half / 3, kFloorY, fighter_color(slot, kLegs));
  canvas.fill_rect(x - half / 3, kFloorY - thick - 1, x + half - 8, kFloorY,
                   fighter_color(slot, kMain));
  canvas.fill_ellipse({f.facing > 0 ? x + half : x - half, kFloorY - thick / 2}, 7, 6,
                      fighter_color(slot, kMask));
}

}  // namespace

void draw_fighter(Canvas& canvas, const TowerMatch& state, const fight::GameData& data, int slot) {
  const FighterState& f = state.match.fighters[slot];
  const fight::CharacterData& c = data.characters[f.character];
  const int x = screen_x(f.x);
  const int feet = screen_y(f.y);
  const int face = f.facing;
  canvas.fill_ellipse({x, kFloorY + 4}, screen_len(c.width) * 2 / 3, 3, kShadow);
  if (f.action == fight::kKnockdown || (f.action == fight::kKo && f.health <= 0)) {
    lying(canvas, f, c, slot);
    return;
  }
  int height = f.stance == fight::kCrouching ? c.crouch_height : c.height;
  if (f.stance == fight::kAirborne) height = c.height * 3 / 4;
  const int h = screen_len(height);
  const int w = screen_len(c.width);
  const bool running = state.fighters[slot].running != 0;
  int lean = running ? face * w / 3 : 0;
  if (f.action == fight::kHitStun || f.action == fight::kAirHit) lean = -face * w / 4;
  if (f.action == fight::kKo) lean = -face * w / 3;
  const int hip_y = feet - h * 46 / 100;
  const int shoulder_y = feet - h * 78 / 100;
  const int head_r = std::max(5, w * 2 / 5);
  const int top = feet - h;
  // Legs: apart when standing, bent when crouching, tucked in the air, striding when moving.
  const int stride = running ? 7 : 3;
  const int period = running ? 4 : 6;
  const int step =
      f.action == fight::kWalk ? ((f.action_frames / period) % 2 ? stride : -stride) : 0;
  const int spread = f.stance == fight::kAirborne ? w / 4 : w / 2;
  const int leg = std::max(4, w / 3);
  const uint8_t legs = fighter_color(slot, kLegs);
  const int knee_y = f.stance == fight::kAirborne ? hip_y + h / 8 : (hip_y + feet) / 2;
  for (int side = -1; side <= 1; side += 2) {
    const Point hip{x + side * w / 5, hip_y};
    const Point knee{x + side * (spread / 2 + 2) + face * (f.stance == fight::kCrouching ? 7 : 0),
                     knee_y};
    const Point foot{x + side * spread + step * side,
                     f.stance == fight::kAirborne ? hip_y + h / 4 : feet};
    canvas.thick_line(hip, knee, leg, legs);
    canvas.thick_line(knee, foot, leg, legs);
  }
  // Torso, belt and the tabard's front panel.
  const int torso_half = w * 2 / 5;
  const Point torso[4] = {{x - torso_half + lean / 2, hip_y},
                          {x + torso_half + lean / 2, hip_y},
                          {x + torso_half + lean, shoulder_y},
                          {x - torso_half + lean, shoulder_y}};
  canvas.fill_convex(torso, fighter_color(slot, kMain));
  canvas.fill_rect(x - torso_half + lean / 2, hip_y - 4, x + torso_half + lean / 2, hip_y,
                   fighter_color(slot, kBelt));
  canvas.fill_rect(x - 3 + lean / 2, hip_y, x + 4 + lean / 2, hip_y + h / 6,
                   fighter_color(slot, kMainShade));
  // Hooded head: the suit's colour, a dark mask band, an eye slit of skin.
  const Point head{x + lean + face * 2, top + head_r};
  canvas.fill_ellipse(head, head_r, head_r, fighter_color(slot, kMain));
  canvas.fill_rect(head.x - head_r, head.y - 1, head.x + head_r, head.y + head_r - 1,
                   fighter_color(slot, kMask));
  canvas.fill_rect(head.x + (face > 0 ? 0 : -head_r), head.y - head_r / 2,
                   head.x + (face > 0 ? head_r : 0), head.y - 1, fighter_color(slot, kSkin));
  // Arms: the attack limb reaches the hitbox; else a guard, a run, a victory or a stance.
  const Point shoulder{x + lean + face * torso_half / 2, shoulder_y + 3};
  const int arm = std::max(4, w / 4);
  const uint8_t sleeve = fighter_color(slot, kMainShade);
  const uint8_t hand_color = fighter_color(slot, kSkin);
  const fight::MoveData* move = fight::current_move(f, c);
  if (f.action == fight::kAttack && move != nullptr && move->kind == fight::MoveKind::kStrike &&
      f.phase != fight::kStartup) {
    const int reach = f.phase == fight::kActive ? move->reach : move->reach * 2 / 3;
    const Point tip{x + face * screen_len(reach), feet - screen_len(move->box_y + move->box_h / 2)};
    const bool kick = move->box_y + move->box_h / 2 < height * 45 / 100;
    if (kick) {
      canvas.thick_line({x + face * w / 5, hip_y}, tip, leg + 1, legs);
      canvas.fill_ellipse(tip, leg, leg - 1, fighter_color(slot, kBelt));
    } else {
      canvas.thick_line(shoulder, tip, arm + 1, sleeve);
      canvas.fill_ellipse(tip, arm, arm, hand_color);
    }
  } else if (f.action == fight::kVictory) {
    canvas.thick_line(shoulder, {shoulder.x, top - 8}, arm, sleeve);
    canvas.fill_ellipse({shoulder.x, top - 8}, arm, arm, hand_color);
  } else if (f.blocking || f.action == fight::kBlockStun) {
    // Forearms crossed upright in front of the face.
    const int front = x + lean + face * (torso_half + 5);
    canvas.thick_line(shoulder, {front, shoulder_y - 2}, arm, sleeve);
    canvas.thick_line({front - 3, shoulder_y + 8}, {front + 3, top + 2}, arm, hand_color);
    canvas.thick_line({front + 3, shoulder_y + 8}, {front - 3, top + 2}, arm, hand_color);
  } else if (running) {
    canvas.thick_line(shoulder, {x - face * (torso_half + 12), shoulder_y + 14}, arm, sleeve);
  } else {
    const Point hand{x + face * (torso_half + 10) + lean, shoulder_y + 8};
    canvas.thick_line(shoulder, hand, arm, sleeve);
    canvas.fill_ellipse(hand, arm - 1, arm - 1, hand_color);
  }
}

}  // namespace arena::games::tower
