// Pushboxes, walls, facing, projectile flight and contact detection.
#include "native/games/fight/collision.h"

#include <algorithm>
#include <cstdlib>

#include "native/games/fight/fighter.h"

namespace arena::games::fight {
namespace {


bool can_turn(const FighterState& fighter) {
  return fighter.action == kIdle || fighter.action == kWalk || fighter.action == kLanding ||
         fighter.action == kJumpSquat || fighter.action == kWakeUp;
}

bool is_throwable(const FighterState& fighter, const GameData& data) {
  if (fighter.throw_immune || fighter.stance == kAirborne || fighter.y > 0) return false;
  switch (fighter.action) {
    case kIdle:
    case kWalk:
    case kLanding:
    case kJumpSquat:
      return true;
    case kAttack: {  // an active strike beats a throw; holds and recoveries are throwable
      const MoveData& move = data.characters[fighter.character].moves[fighter.move];
      return fighter.phase != kActive || move.kind != MoveKind::kStrike;
    }
    default:
      return false;
  }
}

}  // namespace

bool is_hittable(const FighterState& fighter) {
  if (fighter.invulnerable) return false;
  switch (fighter.action) {
    case kKnockdown:
    case kWakeUp:
    case kThrown:
    case kThrowing:
    case kKo:
    case kVictory:
      return false;
    default:
      return true;
  }
}

void separate_fighters(MatchState& state, const GameData& data) {
  FighterState& a = state.fighters[0];
  FighterState& b = state.fighters[1];
  // Left and right as they stand before anything moves (at the same x, by the sides they were
  // on), so both fighters get the same rules whichever index each one has: mirror-symmetric.
  const bool a_left = a.x < b.x || (a.x == b.x && a.side == 0);
  FighterState& left = a_left ? a : b;
  FighterState& right = a_left ? b : a;
  const int32_t half_left = data.characters[left.character].width * kSubpixel / 2;
  const int32_t half_right = data.characters[right.character].width * kSubpixel / 2;
  const int32_t need = half_left + half_right;
  const bool grounded_pair = a.y < 40 * kSubpixel && b.y < 40 * kSubpixel;
  if (grounded_pair && right.x - left.x < need) {
    const int32_t half_push = (need - (right.x - left.x) + 1) / 2;  // same share each way
    left.x -= half_push;
    right.x += half_push;
  }
  left.x = std::clamp(left.x, half_left, kStageWidth - half_left);
  right.x = std::clamp(right.x, half_right, kStageWidth - half_right);
  // A fighter pinned at a wall pushes the other one out instead: after the equal push only the
  // clamp can leave them overlapping (or even swapped, when both were inside a wall).
  if (grounded_pair && right.x - left.x < need) {
    if (left.x <= half_left) {
      right.x = left.x + need;
    } else {
      left.x = right.x - need;
    }
  }
  if (a.x != b.x) {
    a.side = a.x < b.x ? 0 : 1;
    b.side = static_cast<uint8_t>(1 - a.side);
  }
  for (int i = 0; i < kMaxPlayers; ++i) {
    FighterState& fighter = state.fighters[i];
    if (can_turn(fighter)) fighter.facing = fighter.side == 0 ? 1 : -1;
  }
}

void advance_projectiles(MatchState& state) {
  for (Projectile& projectile : state.projectiles) {
    if (!projectile.active) continue;
    projectile.x += projectile.vx;
    if (--projectile.frames_left <= 0 || projectile.x < 0 || projectile.x > kStageWidth) {
      projectile = Projectile{};
    }
  }
  for (int i = 0; i < kMaxProjectiles; ++i) {
    for (int j = i + 1; j < kMaxProjectiles; ++j) {
      Projectile& p = state.projectiles[i];
      Projectile& q = state.projectiles[j];
      if (!p.active || !q.active || p.owner == q.owner) continue;
      if (std::abs(p.x - q.x) <= (p.half_w + q.half_w) * kSubpixel) {
        p = Projectile{};
        q = Projectile{};
      }
    }
  }
}

int find_contacts(const MatchState& state, const GameData& data, Contact* out) {
  int count = 0;
  for (int i = 0; i < kMaxPlayers; ++i) {
    const FighterState& attacker = state.fighters[i];
    const FighterState& defender = state.fighters[1 - i];
    if (attacker.action != kAttack || attacker.phase != kActive || attacker.move_hit) continue;
    const MoveData& move = data.characters[attacker.character].moves[attacker.move];
    if (move.kind == MoveKind::kStrike) {
      const CharacterData& attacker_character = data.characters[attacker.character];
      const CharacterData& defender_character = data.characters[defender.character];
      if (is_hittable(defender) && overlaps(strike_box(attacker, attacker_character),
                                            body_box(defender, defender_character))) {
        out[count++] = {ContactType::kStrike, static_cast<uint8_t>(i),
                        static_cast<uint8_t>(1 - i), -1, attacker.move};
      }
    } else if (move.kind == MoveKind::kThrow) {
      const int32_t reach = (move.reach + data.characters[defender.character].width / 2) *
                            kSubpixel;
      const int32_t ahead = (defender.x - attacker.x) * attacker.facing;
      if (is_throwable(defender, data) && ahead >= 0 && ahead <= reach) {
        out[count++] = {ContactType::kThrow, static_cast<uint8_t>(i),
                        static_cast<uint8_t>(1 - i), -1, attacker.move};
      }
    }
  }
  for (int p = 0; p < kMaxProjectiles; ++p) {
    const Projectile& projectile = state.projectiles[p];
    if (!projectile.active) continue;
    const int target = 1 - projectile.owner;
    const FighterState& defender = state.fighters[target];
    const int32_t half = projectile.half_w * kSubpixel;
    const SubBox box{projectile.x - half, projectile.x + half, projectile.y,
                     projectile.y + projectile.h * kSubpixel};
    if (is_hittable(defender) &&
        overlaps(box, body_box(defender, data.characters[defender.character]))) {
      out[count++] = {ContactType::kProjectile, projectile.owner, static_cast<uint8_t>(target),
                      static_cast<int8_t>(p), projectile.move};
    }
  }
  return count;
}

}  // namespace arena::games::fight
