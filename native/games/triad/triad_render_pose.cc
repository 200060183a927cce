// Pose tables and the action -> pose mapping. Arm variants (wind-up, grab, guard, flail,
// raised) are offsets from the neck so they fit standing, crouching and airborne bodies.
#include "native/games/triad/triad_render_pose.h"

namespace arena::games::triad {
namespace {

using fight::FighterState;

// clang-format off
//                         hip        neck      head      knee_b     foot_b      knee_f     foot_f     elbow_b     hand_b     elbow_f    hand_f    height
constexpr Skeleton kStand{{0, 50},   {3, 80},  {5, 91},  {-7, 26},  {-12, 0},  {9, 26},   {12, 0},   {-3, 62},   {9, 72},   {12, 64},  {18, 76}, 100};
constexpr Skeleton kStride{{0, 50},  {3, 80},  {5, 91},  {-10, 25}, {-17, 0},  {12, 25},  {17, 0},   {-3, 62},   {9, 72},   {12, 64},  {18, 76}, 100};
constexpr Skeleton kPassing{{0, 50}, {3, 80},  {5, 91},  {-2, 26},  {-4, 0},   {5, 26},   {3, 0},    {-3, 62},   {9, 72},   {12, 64},  {18, 76}, 100};
constexpr Skeleton kCrouch{{-2, 26}, {8, 50},  {11, 58}, {-14, 16}, {-12, 0},  {14, 22},  {12, 0},   {8, 38},    {18, 46},  {16, 40},  {24, 50}, 67};
constexpr Skeleton kAir{{0, 30},     {3, 60},  {5, 71},  {4, 22},   {-6, 0},   {14, 30},  {8, 4},    {-8, 48},   {-2, 58},  {12, 50},  {18, 60}, 80};
constexpr Skeleton kLying{{8, 6},    {-24, 8}, {-34, 9}, {24, 8},   {42, 2},   {24, 12},  {42, 4},   {-20, 4},   {-8, 2},   {-14, 14}, {-4, 16}, 100, true};
// clang-format on

struct Arms {
  Joint elbow_back, hand_back, elbow_front, hand_front;  // offsets from the neck
};

constexpr Arms kWindUp{{5, -14}, {11, -8}, {-9, -14}, {-1, -6}};
constexpr Arms kGrab{{11, -14}, {23, -12}, {13, -10}, {25, -8}};
constexpr Arms kGuard{{9, -18}, {11, 0}, {11, -10}, {12, 8}};
constexpr Arms kFlail{{-15, -8}, {-19, 4}, {3, -10}, {11, -20}};
constexpr Arms kRaised{{-13, -18}, {-7, -28}, {7, 12}, {9, 30}};

Skeleton with_arms(Skeleton body, const Arms& arms) {
  auto at = [&](Joint offset) { return Joint{body.neck.u + offset.u, body.neck.v + offset.v}; };
  body.elbow_back = at(arms.elbow_back);
  body.hand_back = at(arms.hand_back);
  body.elbow_front = at(arms.elbow_front);
  body.hand_front = at(arms.hand_front);
  return body;
}

Skeleton stance_body(const FighterState& fighter) {
  switch (fighter.stance) {
    case fight::kCrouching: return kCrouch;
    case fight::kAirborne: return kAir;
    default: return kStand;
  }
}

// Walking alternates stride and passing steps every 8 frames.
Skeleton walk_body(const FighterState& fighter) {
  return (fighter.action_frames / 8) % 2 == 0 ? kStride : kPassing;
}

}  // namespace

PoseChoice choose_pose(const FighterState& fighter) {
  const bool guarding = fighter.blocking != 0;
  switch (fighter.action) {
    case fight::kWalk:
      return {guarding ? with_arms(walk_body(fighter), kGuard) : walk_body(fighter)};
    case fight::kJumpSquat:
    case fight::kLanding:
    case fight::kWakeUp:
      return {kCrouch};
    case fight::kJump:
      return {kAir};
    case fight::kAttack:
      if (fighter.phase == fight::kStartup) return {with_arms(stance_body(fighter), kWindUp)};
      if (fighter.phase == fight::kActive && fighter.hitbox.w == 0) {
        return {with_arms(stance_body(fighter), kGrab)};  // throw, hold or projectile push
      }
      return {stance_body(fighter)};
    case fight::kHitStun:
      return {with_arms(stance_body(fighter), kFlail), 2};
    case fight::kBlockStun:
      return {with_arms(stance_body(fighter), kGuard), 0, true};
    case fight::kAirHit:
      return {with_arms(kAir, kFlail), 4};
    case fight::kKnockdown:
    case fight::kKo:
      return {kLying};
    case fight::kThrowing:
      return {with_arms(kStand, kGrab)};
    case fight::kThrown:
      return {with_arms(kStand, kFlail), 6 + (fighter.action_frames / 4) % 6};
    case fight::kVictory:
      return {with_arms(kStand, kRaised)};
    default:
      return {guarding ? with_arms(stance_body(fighter), kGuard) : stance_body(fighter)};
  }
}

}  // namespace arena::games::triad
