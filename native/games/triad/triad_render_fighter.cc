// Draws a fighter: its floor shadow, a limb-and-torso body posed from its action and fitted
// to its hurtbox (an active strike stretches the arm or leg to the far edge of its hitbox, so
// what is seen is what collides), its character's head and hair, and hit/block effects.
#include <algorithm>

#include "native/games/triad/triad_render_art.h"
#include "native/games/triad/triad_render_pose.h"

namespace arena::games::triad {
namespace {

using fight::FighterState;
using render::Canvas;
using render::Point;

enum class Hair : uint8_t { kShort, kBald, kHood, kSpiky, kPonytail, kLong };

struct Look {
  Hair hair;
  bool bare_arms;
  bool headband;
  int build;       // percent of the standard limb and torso thickness
  int glove_size;  // fist size in body units
};

constexpr Look kLooks[] = {
    {Hair::kShort, false, true, 100, 7},  {Hair::kBald, true, false, 125, 8},
    {Hair::kHood, false, false, 90, 6},   {Hair::kSpiky, false, false, 105, 7},
    {Hair::kPonytail, true, false, 85, 6}, {Hair::kBald, false, false, 110, 7},
    {Hair::kShort, true, false, 105, 11}, {Hair::kLong, true, true, 95, 7},
};

// Height of a standing fighter when no hurtbox says otherwise (knocked down, thrown).
constexpr int kDefaultHeight = 84;
// cos and sin of 0, 15, ..., 90 degrees, times 1024.
constexpr int kCos[] = {1024, 989, 887, 724, 512, 265, 0};

int cos_steps(int steps) {
  steps = ((steps % 24) + 24) % 24;
  if (steps <= 6) return kCos[steps];
  if (steps <= 12) return -kCos[12 - steps];
  if (steps <= 18) return -kCos[steps - 12];
  return kCos[24 - steps];
}

int sin_steps(int steps) { return cos_steps(6 - steps); }

// Maps body units to native screen pixels: tilt about the hip, scale, face, place.
class BodyFrame {
 public:
  BodyFrame(const Skeleton& body, int tilt_steps, int facing, Point root, int pixels, int units)
      : pivot_(body.hip),
        cos_(cos_steps(tilt_steps)),
        sin_(sin_steps(tilt_steps)),
        facing_(facing),
        root_(root),
        pixels_(pixels),
        units_(units) {}

  Point operator()(Joint joint) const {
    // A positive tilt turns the body backwards (towards -u), i.e. counter-clockwise in (u, v).
    const int du = joint.u - pivot_.u;
    const int dv = joint.v - pivot_.v;
    const int u = pivot_.u + (du * cos_ - dv * sin_) / 1024;
    const int v = pivot_.v + (du * sin_ + dv * cos_) / 1024;
    return {root_.x + facing_ * length(u), root_.y - length(v)};
  }

  int length(int units) const { return units * pixels_ / units_; }

 private:
  Joint pivot_;
  int cos_;
  int sin_;
  int facing_;
  Point root_;
  int pixels_;
  int units_;
};

Joint offset(Joint joint, int du, int dv) { return {joint.u + du, joint.v + dv}; }

Point midpoint(Point a, Point b) { return {(a.x + b.x) / 2, (a.y + b.y) / 2}; }

void draw_head(Canvas& canvas, const BodyFrame& frame, const Skeleton& body, const Look& look,
               int slot) {
  const Point center = frame(body.head);
  const int r = std::max(2, frame.length(8));
  const uint8_t hair = fighter_color(slot, kHair);
  if (look.hair == Hair::kPonytail || look.hair == Hair::kLong) {
    const int drop = look.hair == Hair::kLong ? 20 : 14;
    canvas.thick_line(frame(offset(body.head, -6, 4)), frame(offset(body.head, -9, 4 - drop)),
                      frame.length(look.hair == Hair::kLong ? 8 : 4), hair);
  }
  if (look.hair == Hair::kSpiky) {
    for (int spike = 0; spike < 3; ++spike) {
      const Point tip = frame(offset(body.head, -10 + spike * 6, 14 - spike * 2));
      canvas.thick_line(frame(offset(body.head, -2 + spike * 3, 4)), tip, frame.length(4), hair);
    }
  }
  if (look.hair == Hair::kHood) {
    canvas.fill_ellipse(center, r + 1, r + 1, fighter_color(slot, kMain));
    canvas.fill_rect(center.x - r / 2, center.y - r / 3, center.x + r / 2 + 1, center.y + r / 4,
                     fighter_color(slot, kSkin));
  } else {
    canvas.fill_ellipse(center, r, r + 1, fighter_color(slot, kSkin));
    if (look.hair != Hair::kBald) {
      canvas.fill_ellipse(frame(offset(body.head, -3, 4)), r - 1, r / 2 + 1, hair);
    }
  }
  if (look.headband) {
    canvas.thick_line(frame(offset(body.head, -8, 3)), frame(offset(body.head, 8, 3)),
                      frame.length(3), fighter_color(slot, kTrim));
  }
  const Point eye = frame(offset(body.head, 5, 0));
  const int eye_size = std::max(1, frame.length(2));
  canvas.fill_rect(eye.x - eye_size / 2, eye.y - eye_size / 2, eye.x + (eye_size + 1) / 2,
                   eye.y + (eye_size + 1) / 2, fighter_color(slot, kEye));
}

void draw_limb(Canvas& canvas, Point root, Point middle, Point end, int thickness,
               uint8_t color) {
  canvas.thick_line(root, middle, thickness, color);
  canvas.thick_line(middle, end, thickness, color);
}

void draw_fist(Canvas& canvas, Point at, int size, uint8_t color) {
  canvas.fill_rect(at.x - size / 2, at.y - size / 2, at.x + (size + 1) / 2,
                   at.y + (size + 1) / 2, color);
}

}  // namespace

void draw_fighter(Canvas& canvas, const fight::MatchState& state, int slot) {
  const FighterState& fighter = state.fighters[slot];
  const Look& look = kLooks[fighter.character % std::size(kLooks)];
  const PoseChoice pose = choose_pose(fighter);
  const Skeleton& body = pose.skeleton;
  const int facing = fighter.facing < 0 ? -1 : 1;

  // Fit the body to the hurtbox: feet on its bottom edge, head at its top.
  const fight::PixelBox& hurt = fighter.hurtbox;
  const bool fitted = hurt.w > 0 && hurt.h > 0 && !body.lying;
  const Point root = fitted ? Point{hurt.x + hurt.w / 2, screen_y(hurt.y)}
                            : Point{fighter.x >> 8, screen_y(fighter.y >> 8)};
  const int pixels = fitted ? hurt.h : kDefaultHeight * body.height / 100;
  const BodyFrame frame(body, pose.tilt_steps, facing, root, pixels, body.height);

  Point hip = frame(body.hip);
  Point neck = frame(body.neck);
  Point knee_back = frame(body.knee_back), foot_back = frame(body.foot_back);
  Point knee_front = frame(body.knee_front), foot_front = frame(body.foot_front);
  Point elbow_back = frame(body.elbow_back), hand_back = frame(body.hand_back);
  Point elbow_front = frame(body.elbow_front), hand_front = frame(body.hand_front);

  // An active strike: stretch the arm or leg nearest in height to the far edge of the hitbox.
  const fight::PixelBox& hit = fighter.hitbox;
  if (hit.w > 0 && hit.h > 0) {
    const Point target{facing > 0 ? hit.x + hit.w - 1 : hit.x + 1, screen_y(hit.y + hit.h / 2)};
    const Point shoulder = frame(offset(body.neck, 0, -4));
    if (target.y < hip.y - (hip.y - shoulder.y) * 2 / 5) {
      elbow_front = midpoint(shoulder, target);
      hand_front = target;
    } else {
      knee_front = midpoint(hip, target);
      foot_front = target;
      if (fighter.stance != fight::kAirborne) {
        knee_back = frame(offset(body.hip, -3, -24));
        foot_back = frame({body.hip.u - 5, 0});
      }
    }
  }

  const int build = look.build;
  const int torso = std::max(2, frame.length(22 * build / 100));
  const int arm = std::max(1, frame.length(8 * build / 100));
  const int leg = std::max(1, frame.length(10 * build / 100));
  const int fist = std::max(2, frame.length(look.glove_size));
  const int foot = std::max(2, frame.length(8));
  const uint8_t arm_color = fighter_color(slot, look.bare_arms ? kSkin : kMain);
  const uint8_t arm_shade = fighter_color(slot, look.bare_arms ? kSkinShade : kMainShade);
  const bool gloves = look.glove_size >= 10;

  if (fighter.y >= 0) {
    const int shadow = std::max(6, frame.length(18));
    canvas.fill_ellipse({fighter.x >> 8, kFloorY + 2}, shadow, 2, kShadow);
  }
  draw_limb(canvas, hip, knee_back, foot_back, leg, fighter_color(slot, kLegsShade));
  draw_fist(canvas, foot_back, foot, fighter_color(slot, kFeet));
  draw_limb(canvas, neck, elbow_back, hand_back, arm, arm_shade);
  draw_fist(canvas, hand_back, fist, fighter_color(slot, gloves ? kTrimShade : kSkinShade));
  constexpr auto kFlush = Canvas::LineEnd::kFlush;
  const Point waist = frame(offset(body.hip, (body.neck.u - body.hip.u) / 6,
                                   (body.neck.v - body.hip.v) / 6));
  canvas.thick_line(hip, neck, torso, fighter_color(slot, kMain), kFlush);
  canvas.thick_line(hip, waist, torso, fighter_color(slot, kTrim), kFlush);
  draw_limb(canvas, hip, knee_front, foot_front, leg, fighter_color(slot, kLegs));
  draw_fist(canvas, foot_front, foot, fighter_color(slot, kFeet));
  draw_head(canvas, frame, body, look, slot);
  draw_limb(canvas, neck, elbow_front, hand_front, arm, arm_color);
  draw_fist(canvas, hand_front, fist, fighter_color(slot, gloves ? kTrim : kSkin));

  const bool fresh = fighter.contact_timer < 10;
  if (pose.guard_effect && fresh) {
    canvas.thick_line(frame(offset(body.neck, 22, 16)), frame(offset(body.neck, 22, -34)),
                      std::max(2, frame.length(4)), kShield);
  }
  const bool struck = fighter.action == fight::kHitStun || fighter.action == fight::kAirHit ||
                      fighter.action == fight::kKnockdown || fighter.action == fight::kKo;
  const bool contact = fighter.last_contact == fight::kContactHit ||
                       fighter.last_contact == fight::kContactCounterHit ||
                       fighter.last_contact == fight::kContactDangerZone;
  if (struck && contact && fresh) {
    const fight::PixelBox& source = state.fighters[1 - slot].hitbox;
    const Point at = source.w > 0 ? Point{source.x + source.w / 2, screen_y(source.y + source.h / 2)}
                                  : frame(offset(body.neck, 10, -10));
    const int size = std::max(4, 14 - fighter.contact_timer);
    const uint8_t color =
        fighter.last_contact == fight::kContactCounterHit ? kSparkCounter : kSparkHit;
    canvas.thick_line({at.x - size, at.y - size}, {at.x + size, at.y + size}, 3, color);
    canvas.thick_line({at.x - size, at.y + size}, {at.x + size, at.y - size}, 3, color);
    canvas.thick_line({at.x - size - 3, at.y}, {at.x + size + 3, at.y}, 3, color);
    canvas.fill_ellipse(at, size / 2 + 1, size / 2 + 1, kSparkCore);
  }
}

void draw_projectiles(Canvas& canvas, const fight::MatchState& state) {
  for (const fight::Projectile& shot : state.projectiles) {
    if (!shot.active) continue;
    const int slot = shot.owner % fight::kMaxPlayers;
    const int half_w = std::max<int>(shot.half_w, 2);
    const int half_h = std::max(shot.h / 2, 2);
    const Point center{shot.x >> 8, screen_y((shot.y >> 8) + half_h)};
    const int back = shot.vx >= 0 ? -1 : 1;
    canvas.thick_line(center, {center.x + back * half_w * 2, center.y}, half_h,
                      fighter_color(slot, kMain));
    canvas.fill_ellipse(center, half_w, half_h, fighter_color(slot, kGlow));
    canvas.fill_ellipse(center, std::max(1, half_w * 3 / 5), std::max(1, half_h * 3 / 5),
                        fighter_color(slot, kGlowCore));
  }
}

}  // namespace arena::games::triad
