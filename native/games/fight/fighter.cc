// Per-fighter control, frame data progression and motion integration.
#include "native/games/fight/fighter.h"
#include "native/games/fight/numpad.h"

#include <algorithm>

#include "native/games/fight/input.h"

namespace arena::games::fight {
namespace {


void reset_combo(FighterState& fighter) {
  fighter.combo_hits = 0;
  fighter.combo_damage = 0;
  fighter.juggle_hits = 0;
  fighter.danger_used = 0;
}

void land(FighterState& fighter, const RuleSet& rules) {
  const bool attacked = fighter.air_move_used != 0;  // kept until the next jump (shown)
  fighter.y = 0;
  fighter.vy = 0;
  fighter.vx = 0;
  fighter.stance = kStanding;
  if (fighter.action == kAirHit) {
    fighter.action = kKnockdown;
    fighter.stun = rules.knockdown_frames;
  } else {
    fighter.action = kLanding;
    fighter.stun = landing_recovery(rules, attacked);
  }
  fighter.move = -1;
  fighter.phase = kNoPhase;
  fighter.action_frames = 0;
}

void spawn_projectile(MatchState& state, int owner, const MoveData& move, int move_index) {
  for (const Projectile& projectile : state.projectiles) {
    if (projectile.active && projectile.owner == owner) return;  // one live projectile each
  }
  const FighterState& fighter = state.fighters[owner];
  for (Projectile& projectile : state.projectiles) {
    if (projectile.active) continue;
    projectile.active = 1;
    projectile.owner = static_cast<uint8_t>(owner);
    projectile.move = static_cast<int16_t>(move_index);
    projectile.x = fighter.x + fighter.facing * move.reach * kSubpixel;
    projectile.y = fighter.y + move.box_y * kSubpixel;
    projectile.vx = fighter.facing * move.projectile_speed;
    projectile.frames_left = move.projectile_frames;
    projectile.half_w = 6;
    projectile.h = move.box_h;
    return;
  }
}

void advance_move(MatchState& state, int index, const CharacterData& character) {
  FighterState& fighter = state.fighters[index];
  const MoveData& move = character.moves[static_cast<size_t>(fighter.move)];
  ++fighter.move_frame;
  const int total = move.startup + move.active + move.recovery;
  if (fighter.move_frame >= total) {
    if (fighter.stance == kAirborne) {
      fighter.action = kJump;
      fighter.move = -1;
      fighter.phase = kNoPhase;
    } else {
      set_idle(fighter);
    }
    return;
  }
  const uint8_t phase = fighter.move_frame < move.startup                   ? kStartup
                        : fighter.move_frame < move.startup + move.active ? kActive
                                                                          : kRecovery;
  fighter.phase = phase;
  if (phase == kActive && fighter.move_frame == move.startup &&
      move.kind == MoveKind::kProjectile) {
    spawn_projectile(state, index, move, fighter.move);
  }
  if (phase == kRecovery && fighter.stance != kAirborne) fighter.vx = 0;
}

}  // namespace

bool is_free(const FighterState& fighter) {
  return fighter.action == kIdle || fighter.action == kWalk;
}

void set_idle(FighterState& fighter) {
  fighter.action = kIdle;
  fighter.stance = kStanding;
  fighter.move = -1;
  fighter.phase = kNoPhase;
  fighter.move_frame = 0;
  fighter.stun = 0;
  fighter.vx = 0;
  fighter.action_frames = 0;
}

void hold_still(FighterState& fighter) {
  fighter.action = kIdle;
  fighter.stance = kStanding;
  fighter.blocking = 0;
  fighter.vx = 0;
}

void start_move(FighterState& fighter, const CharacterData& character, int move_index) {
  const MoveData& move = character.moves[static_cast<size_t>(move_index)];
  fighter.action = kAttack;
  fighter.move = static_cast<int16_t>(move_index);
  fighter.move_frame = 0;
  fighter.phase = kStartup;
  fighter.move_hit = 0;
  fighter.move_connected = 0;
  fighter.blocking = 0;
  fighter.action_frames = 0;
  if (move.stance != MoveStance::kAir) {
    fighter.stance = move.stance == MoveStance::kCrouch ? kCrouching : kStanding;
    fighter.vx = move.advance * fighter.facing;
  }
  if (move.invulnerable > fighter.invulnerable) {
    fighter.invulnerable = static_cast<uint8_t>(move.invulnerable);
  }
}

void update_control(MatchState& state, int index, const GameData& data) {
  FighterState& fighter = state.fighters[index];
  const CharacterData& character = data.characters[fighter.character];
  const RuleSet& rules = data.rules;
  const int direction = relative_direction(fighter.held, fighter.facing);
  if (fighter.action == kAttack) {
    const MoveData& move = character.moves[static_cast<size_t>(fighter.move)];
    if (fighter.move_hit && move.cancel != Cancel::kNone && fighter.phase != kStartup) {
      const MoveFilter filter =
          move.cancel == Cancel::kChain ? MoveFilter::kChainCancel : MoveFilter::kSpecialCancel;
      const int next = select_move(fighter, character, rules, fighter.stance == kAirborne, filter);
      if (next >= 0) start_move(fighter, character, next);
    }
    return;
  }
  if (fighter.action == kJump) {
    if (fighter.air_move_used) return;  // one air attack per jump
    const int next = select_move(fighter, character, rules, true, MoveFilter::kAny);
    if (next >= 0) {
      start_move(fighter, character, next);
      fighter.air_move_used = 1;
    }
    return;
  }
  if (fighter.action == kBlockStun) {
    if (direction == 4) fighter.blocking = 1;
    if (direction == 1) fighter.blocking = 2;
    return;
  }
  if (!is_free(fighter)) return;
  const int next = select_move(fighter, character, rules, false, MoveFilter::kAny);
  if (next >= 0) {
    start_move(fighter, character, next);
    return;
  }
  fighter.blocking = direction == 4 ? 1 : direction == 1 ? 2 : 0;
  if (has_up(direction)) {
    fighter.action = kJumpSquat;
    fighter.stun = rules.jump_squat_frames;
    fighter.stance = kStanding;
    fighter.blocking = 0;
    const int horizontal = direction == 9 ? 1 : direction == 7 ? -1 : 0;
    fighter.vx = horizontal * fighter.facing * character.jump_forward;
    fighter.action_frames = 0;
    return;
  }
  const uint8_t previous = fighter.action;
  if (has_down(direction)) {
    fighter.stance = kCrouching;
    fighter.action = kIdle;
    fighter.vx = 0;
  } else {
    fighter.stance = kStanding;
    if (direction == 6) {
      fighter.action = kWalk;
      fighter.vx = character.walk_speed * fighter.facing;
    } else if (direction == 4) {
      fighter.action = kWalk;
      fighter.vx = -character.back_speed * fighter.facing;
    } else {
      fighter.action = kIdle;
      fighter.vx = 0;
    }
  }
  if (fighter.action != previous) fighter.action_frames = 0;
}

void advance_fighter(MatchState& state, int index, const GameData& data) {
  FighterState& fighter = state.fighters[index];
  const CharacterData& character = data.characters[fighter.character];
  const RuleSet& rules = data.rules;
  if (fighter.action_frames < 32767) ++fighter.action_frames;
  if (fighter.invulnerable) --fighter.invulnerable;
  if (fighter.throw_immune) --fighter.throw_immune;
  if (fighter.contact_timer < 255) ++fighter.contact_timer;
  switch (fighter.action) {
    case kAttack:
      advance_move(state, index, character);
      break;
    case kJumpSquat:
      if (--fighter.stun <= 0) {
        fighter.action = kJump;
        fighter.stance = kAirborne;
        fighter.air_move_used = 0;
        fighter.vy = character.jump_speed;
        fighter.action_frames = 0;
      }
      break;
    case kHitStun:
    case kBlockStun:
      fighter.vx = fighter.vx * 7 / 8;
      if (--fighter.stun <= 0) {
        if (fighter.action == kHitStun) reset_combo(fighter);
        set_idle(fighter);
      }
      break;
    case kLanding:
      if (--fighter.stun <= 0) set_idle(fighter);
      break;
    case kKnockdown:
      fighter.vx = 0;
      if (--fighter.stun <= 0) {
        fighter.action = kWakeUp;
        fighter.stun = rules.wake_up_frames;
        fighter.action_frames = 0;
      }
      break;
    case kWakeUp:
      if (--fighter.stun <= 0) {
        reset_combo(fighter);
        set_idle(fighter);
        fighter.throw_immune = 6;
      }
      break;
    default:
      break;
  }
  if (fighter.action == kThrown || fighter.action == kThrowing) return;  // held in place
  const bool airborne = fighter.stance == kAirborne || fighter.y > 0;
  if (airborne) {
    fighter.x += fighter.vx;
    fighter.y += fighter.vy;
    fighter.vy -= character.gravity;
    if (fighter.y <= 0 && fighter.vy < 0) land(fighter, rules);
  } else if (fighter.action != kJumpSquat) {
    fighter.x += fighter.vx;
  }
}

SubBox body_box(const FighterState& fighter, const CharacterData& character) {
  int height = character.height;
  if (fighter.stance == kCrouching) height = character.crouch_height;
  if (fighter.stance == kAirborne) height = character.height * 3 / 4;
  if (fighter.action == kKnockdown) height = 16;
  const int32_t half = character.width * kSubpixel / 2;
  return {fighter.x - half, fighter.x + half, fighter.y, fighter.y + height * kSubpixel};
}

SubBox strike_box(const FighterState& fighter, const CharacterData& character) {
  const MoveData* move = current_move(fighter, character);
  if (move == nullptr || fighter.phase != kActive || move->kind != MoveKind::kStrike) return {};
  const int32_t front = fighter.x + fighter.facing * move->reach * kSubpixel;
  const int32_t back = fighter.x + fighter.facing * move->box_back * kSubpixel;
  const int32_t bottom = fighter.y + move->box_y * kSubpixel;
  return {std::min(front, back), std::max(front, back), bottom, bottom + move->box_h * kSubpixel};
}

void update_boxes(FighterState& fighter, const CharacterData& character) {
  auto to_pixels = [](const SubBox& box) {
    if (box.x0 >= box.x1) return PixelBox{};
    const int x0 = box.x0 / kSubpixel;
    const int y0 = box.y0 / kSubpixel;
    return PixelBox{static_cast<int16_t>(x0), static_cast<int16_t>(y0),
                    static_cast<int16_t>((box.x1 - box.x0) / kSubpixel),
                    static_cast<int16_t>((box.y1 - box.y0) / kSubpixel)};
  };
  fighter.hurtbox = to_pixels(body_box(fighter, character));
  fighter.hitbox = to_pixels(strike_box(fighter, character));
}

}  // namespace arena::games::fight
