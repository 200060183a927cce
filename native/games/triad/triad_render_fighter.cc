// Draws a fighter: its floor shadow, a limb-and-torso body posed from its action and fitted
// to its hurtbox (an active strike stretches the arm or leg to the far edge of its hitbox, so
// what is seen is what collides), its character's head and hair, and its blocking shield.
#include <algorithm>
#include <vector>

#include "native/games/triad/triad_render.h"
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
    {Hair::kShort, false, true, 100, 7},   {Hair::kBald, true, false, 125, 8},
    {Hair::kHood, false, false, 90, 6},    {Hair::kSpiky, false, false, 105, 7},
    {Hair::kPonytail, true, false, 85, 6}, {Hair::kBald, false, false, 110, 7},
    {Hair::kShort, true, false, 105, 11},  {Hair::kLong, true, true, 95, 7},
};

// Height of a standing fighter when no hurtbox says otherwise (lying down): the cast's
// typical standing height.
constexpr int kDefaultHeight = 74;
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

// The fighter's current move; nullptr for none, and for indices a loaded state may hold that
// the game does not have (drawing never trusts the state).
const fight::MoveData* drawn_move(const FighterState& fighter, const fight::GameData& data) {
  if (fighter.move < 0 || fighter.character >= data.characters.size()) return nullptr;
  const std::vector<fight::MoveData>& moves = data.characters[fighter.character].moves;
  return static_cast<size_t>(fighter.move) < moves.size() ? &moves[fighter.move] : nullptr;
}

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

void draw_limb(Canvas& canvas, Point root, Point middle, Point end, int thickness, uint8_t color) {
  canvas.thick_line(root, middle, thickness, color);
  canvas.thick_line(middle, end, thickness, color);
}

void draw_fist(Canvas& canvas, Point at, int size, uint8_t color) {
  canvas.fill_rect(at.x - size / 2, at.y - size / 2, at.x + (size + 1) / 2, at.y + (size + 1) / 2,
                   color);
}

// Screen positions of a skeleton's joints.
struct Joints {
  Point hip, neck;
  Point knee_back, foot_back, knee_front, foot_front;
  Point elbow_back, hand_back, elbow_front, hand_front;
};

Joints place_joints(const BodyFrame& frame, const Skeleton& body) {
  return {frame(body.hip),        frame(body.neck),       frame(body.knee_back),
          frame(body.foot_back),  frame(body.knee_front), frame(body.foot_front),
          frame(body.elbow_back), frame(body.hand_back),  frame(body.elbow_front),
          frame(body.hand_front)};
}

// An active strike stretches the arm, or the leg when the hitbox is low, straight to the far
// edge of the hitbox (a standing kicker plants the other foot under the hip).
void stretch_to_hitbox(const FighterState& fighter, const BodyFrame& frame, const Skeleton& body,
                       Joints& joints) {
  const fight::PixelBox& hit = fighter.hitbox;
  if (hit.w <= 0 || hit.h <= 0) return;
  const Point target{fighter.facing < 0 ? hit.x + 1 : hit.x + hit.w - 1,
                     screen_y(hit.y + hit.h / 2)};
  const Point shoulder = frame(offset(body.neck, 0, -4));
  if (target.y < joints.hip.y - (joints.hip.y - shoulder.y) * 2 / 5) {
    joints.elbow_front = midpoint(shoulder, target);
    joints.hand_front = target;
    return;
  }
  joints.knee_front = midpoint(joints.hip, target);
  joints.foot_front = target;
  if (fighter.stance != fight::kAirborne) {
    joints.knee_back = frame(offset(body.hip, -3, -24));
    joints.foot_back = frame({body.hip.u - 5, 0});
  }
}

// Back limbs (shaded), torso and belt, front leg, head, front arm, in that order.
void draw_body(Canvas& canvas, const BodyFrame& frame, const Skeleton& body, const Joints& j,
               const Look& look, int slot) {
  const int torso = std::max(2, frame.length(22 * look.build / 100));
  const int arm = std::max(1, frame.length(8 * look.build / 100));
  const int leg = std::max(1, frame.length(10 * look.build / 100));
  const int fist = std::max(2, frame.length(look.glove_size));
  const int foot = std::max(2, frame.length(8));
  const bool gloves = look.glove_size >= 10;
  auto color = [slot](FighterColor entry) { return fighter_color(slot, entry); };

  draw_limb(canvas, j.hip, j.knee_back, j.foot_back, leg, color(kLegsShade));
  draw_fist(canvas, j.foot_back, foot, color(kFeet));
  draw_limb(canvas, j.neck, j.elbow_back, j.hand_back, arm,
            color(look.bare_arms ? kSkinShade : kMainShade));
  draw_fist(canvas, j.hand_back, fist, color(gloves ? kTrimShade : kSkinShade));
  const Point waist =
      frame(offset(body.hip, (body.neck.u - body.hip.u) / 6, (body.neck.v - body.hip.v) / 6));
  canvas.thick_line(j.hip, j.neck, torso, color(kMain), Canvas::LineEnd::kFlush);
  canvas.thick_line(j.hip, waist, torso, color(kTrim), Canvas::LineEnd::kFlush);
  draw_limb(canvas, j.hip, j.knee_front, j.foot_front, leg, color(kLegs));
  draw_fist(canvas, j.foot_front, foot, color(kFeet));
  draw_head(canvas, frame, body, look, slot);
  draw_limb(canvas, j.neck, j.elbow_front, j.hand_front, arm,
            color(look.bare_arms ? kSkin : kMain));
  draw_fist(canvas, j.hand_front, fist, color(gloves ? kTrim : kSkin));
}

}  // namespace

void TriadArt::draw_fighter(Canvas& canvas, const State& state, const fight::GameData& data,
                            int slot) {
  const FighterState& fighter = state.fighters[slot];
  const Look& look = kLooks[fighter.character % std::size(kLooks)];
  const PoseChoice pose = choose_pose(fighter, drawn_move(fighter, data));
  const Skeleton& body = pose.skeleton;

  // Fit the body to the hurtbox: feet on its bottom edge, one scale per stance.
  const fight::PixelBox& hurt = fighter.hurtbox;
  const bool fitted = hurt.w > 0 && hurt.h > 0 && !body.lying;
  const Point position{fighter.x / fight::kSubpixel, screen_y(fighter.y / fight::kSubpixel)};
  Point root = fitted ? Point{hurt.x + hurt.w / 2, screen_y(hurt.y)} : position;
  root.y -= pose.lift_px;
  const BodyFrame frame(body, pose.tilt_steps, fighter.facing < 0 ? -1 : 1, root,
                        fitted ? hurt.h : kDefaultHeight,
                        fitted ? stance_units(fighter.stance) : 100);
  Joints joints = place_joints(frame, body);
  stretch_to_hitbox(fighter, frame, body, joints);

  canvas.fill_ellipse({position.x, kScreen.floor_y + 2}, std::max(6, frame.length(18)), 2, kShadow);
  draw_body(canvas, frame, body, joints, look, slot);
  if (pose.guard_effect && fighter.contact_timer < kFreshContactFrames) {
    canvas.thick_line(frame(offset(body.neck, 22, 16)), frame(offset(body.neck, 22, -34)),
                      std::max(2, frame.length(4)), kShield);
  }
}

}  // namespace arena::games::triad
