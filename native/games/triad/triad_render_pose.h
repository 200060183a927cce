// Fighter poses of triad (not part of the game's API): a stick-figure skeleton in body
// units (100 = standing height, +u = the way the fighter faces, +v = up, origin = between
// the feet), chosen from the fighter's action, stance and move phase.
#pragma once

#include "native/games/fight/fight_state.h"

namespace arena::games::triad {

struct Joint {
  int u = 0;
  int v = 0;
};

struct Skeleton {
  Joint hip, neck, head;
  Joint knee_back, foot_back, knee_front, foot_front;
  Joint elbow_back, hand_back, elbow_front, hand_front;
  /// Units from the lowest point to the top of the head; the hurtbox height maps onto it.
  int height = 100;
  /// True when the body lies along the floor (its size then comes from a standing height).
  bool lying = false;
};

/// How the body is turned: degrees in 15-degree steps, positive leans backwards, about
/// the hip.
struct PoseChoice {
  Skeleton skeleton;
  int tilt_steps = 0;
  bool guard_effect = false;  // draw the blocking shield
};

/// The pose for `fighter` (before an active strike's limb is stretched to its hitbox).
PoseChoice choose_pose(const fight::FighterState& fighter);

}  // namespace arena::games::triad
