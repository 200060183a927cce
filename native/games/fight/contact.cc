// Hit, block and throw effects shared by every game on the fight engine.
#include "native/games/fight/contact.h"

#include <algorithm>

#include "native/games/fight/fighter.h"
#include "native/games/fight/input.h"

namespace arena::games::fight {
namespace {

constexpr int kScalingPercent[] = {100, 100, 80, 70, 60, 50, 40, 30};
constexpr int kPushSpeedPerPixel = 32;  // initial speed per pixel of pushback (friction 7/8)

/// A fighter in two contacts on one frame (a trade: attacker in one, defender in the other)
/// keeps the higher kind, so its mark does not depend on which contact was resolved first
/// (the order follows the fighters' indices, which a mirrored fight swaps). contact_timer is 0
/// only for a mark made earlier in the same frame (advance_fighter counts it up first).
void mark_contact(FighterState& fighter, uint8_t kind) {
  if (fighter.contact_timer == 0 && fighter.last_contact > kind) return;
  fighter.last_contact = kind;
  fighter.contact_timer = 0;
}

int push_direction(const MatchState& state, const Contact& contact) {
  if (contact.type == ContactType::kProjectile) {
    return state.projectiles[contact.projectile].vx >= 0 ? 1 : -1;
  }
  const FighterState& attacker = state.fighters[contact.attacker];
  const FighterState& defender = state.fighters[contact.defender];
  if (defender.x != attacker.x) return defender.x > attacker.x ? 1 : -1;
  return attacker.facing;
}

void finish_contact(MatchState& state, const GameData& data, const Contact& contact,
                    int direction, int pushback, uint8_t connected) {
  FighterState& attacker = state.fighters[contact.attacker];
  FighterState& defender = state.fighters[contact.defender];
  if (contact.type == ContactType::kProjectile) {
    state.projectiles[contact.projectile] = Projectile{};
    return;
  }
  attacker.move_hit = 1;
  attacker.move_connected = connected;
  // Corner rule: a defender that cannot slide back pushes the attacker away instead.
  if (at_wall(defender, data) && defender.stance != kAirborne) {
    attacker.x -= direction * pushback * kSubpixel / 2;
  }
}

}  // namespace

bool at_wall(const FighterState& fighter, const GameData& data) {
  const int32_t half = data.characters[fighter.character].width * kSubpixel / 2;
  return fighter.x <= half + kSubpixel || fighter.x >= kStageWidthPx * kSubpixel - half - kSubpixel;
}

bool guards_against(const FighterState& defender, uint8_t level) {
  if (defender.blocking == 0 || defender.y > 0 || defender.stance == kAirborne) return false;
  if (defender.action != kIdle && defender.action != kWalk && defender.action != kBlockStun) {
    return false;
  }
  if (level == kLow) return defender.blocking == 2;
  if (level == kOverhead) return defender.blocking == 1;
  return true;
}

void deal_damage(FighterState& fighter, int amount) {
  const int dealt = std::min<int>(amount, fighter.health);
  fighter.health = static_cast<int16_t>(fighter.health - dealt);
  fighter.damage_taken = static_cast<int16_t>(fighter.damage_taken + dealt);
}

int scaled_damage(const FighterState& defender, int base, int percent) {
  if (base <= 0) return 0;
  const int hits = std::min<int>(defender.combo_hits, 7);
  const int damage = base * kScalingPercent[hits] * percent / 10000;
  return std::max(damage, 1);
}

void hit_with(MatchState& state, const GameData& data, const MoveData& move, int attacker,
              int defender_index, int direction, int percent, uint8_t kind) {
  FighterState& defender = state.fighters[defender_index];
  const int damage = scaled_damage(defender, move.damage, percent);
  deal_damage(defender, damage);
  defender.combo_hits = static_cast<int16_t>(defender.combo_hits + 1);
  defender.combo_damage = static_cast<int16_t>(defender.combo_damage + damage);
  defender.move = -1;
  defender.move_frame = 0;
  defender.phase = kNoPhase;
  defender.blocking = 0;
  defender.action_frames = 0;
  const bool airborne = defender.stance == kAirborne || defender.y > 0;
  if (airborne || move.launch > 0 || move.knockdown) {
    defender.action = kAirHit;
    defender.stance = kAirborne;
    defender.juggle_hits = static_cast<int16_t>(defender.juggle_hits + 1);
    defender.vy = move.launch > 0 ? move.launch : 640;
    defender.vx = direction * (move.launch > 0 ? 64 : move.pushback * 24 + 96);
    if (defender.juggle_hits >= data.rules.max_juggle_hits) defender.invulnerable = 90;
  } else {
    defender.action = kHitStun;
    defender.stun = move.hitstun;
    defender.vx = direction * move.pushback * kPushSpeedPerPixel;
  }
  mark_contact(defender, kind);
  mark_contact(state.fighters[attacker], kind);
}

void apply_hit(MatchState& state, const GameData& data, const Contact& contact, int percent,
               uint8_t kind) {
  const FighterState& attacker_view = state.fighters[contact.attacker];
  const MoveData& move = data.characters[attacker_view.character].moves[contact.move];
  const int direction = push_direction(state, contact);
  hit_with(state, data, move, contact.attacker, contact.defender, direction, percent, kind);
  finish_contact(state, data, contact, direction, move.pushback, 1);
}

void block_with(MatchState& state, const MoveData& move, int attacker, int defender_index,
                int direction) {
  FighterState& defender = state.fighters[defender_index];
  if (move.special && move.chip > 0) deal_damage(defender, move.chip);
  defender.action = kBlockStun;
  defender.stun = move.blockstun;
  defender.vx = direction * move.pushback * kPushSpeedPerPixel;
  defender.action_frames = 0;
  mark_contact(defender, kContactBlock);
  mark_contact(state.fighters[attacker], kContactBlock);
}

void apply_block(MatchState& state, const GameData& data, const Contact& contact) {
  const FighterState& attacker_view = state.fighters[contact.attacker];
  const MoveData& move = data.characters[attacker_view.character].moves[contact.move];
  const int direction = push_direction(state, contact);
  block_with(state, move, contact.attacker, contact.defender, direction);
  finish_contact(state, data, contact, direction, move.pushback, 2);
}

void resolve_strike(MatchState& state, const GameData& data, const Contact& contact, int percent,
                    uint8_t kind) {
  const FighterState& attacker = state.fighters[contact.attacker];
  const MoveData& move = data.characters[attacker.character].moves[contact.move];
  if (guards_against(state.fighters[contact.defender], move.level)) {
    apply_block(state, data, contact);
  } else {
    apply_hit(state, data, contact, percent, kind);
  }
}

void start_throw(MatchState& state, const RuleSet& rules, int thrower, int victim, int damage,
                 int frames, bool escapable, uint8_t kind) {
  FighterState& grabber = state.fighters[thrower];
  FighterState& grabbed = state.fighters[victim];
  // An escape button held just before the grab (a mash, or a guess too early) locks the escape
  // out: only a press after the grab breaks a throw.
  const bool mashed =
      held_within(grabbed, rules.throw_escape_buttons, rules.throw_escape_lockout_frames);
  grabber.action = kThrowing;
  grabber.stun = static_cast<int16_t>(frames);
  grabber.vx = 0;
  grabber.blocking = 0;
  grabber.move_hit = 1;
  grabber.move_connected = 1;
  grabber.action_frames = 0;
  grabbed.action = kThrown;
  grabbed.stun = static_cast<int16_t>(frames);
  grabbed.pending_damage = static_cast<int16_t>(damage);
  grabbed.throw_escapable = escapable && !mashed ? 1 : 0;
  grabbed.move = -1;
  grabbed.move_frame = 0;
  grabbed.phase = kNoPhase;
  grabbed.vx = 0;
  grabbed.vy = 0;
  grabbed.y = 0;  // a hold can catch a jump attack: the grab happens on the floor
  grabbed.blocking = 0;
  grabbed.stance = kStanding;
  grabbed.action_frames = 0;
  mark_contact(grabber, kind);
  mark_contact(grabbed, kind);
}

bool mutual_grab(MatchState& state, const Contact* contacts, int count) {
  int grabs = 0;
  for (int c = 0; c < count; ++c) grabs += contacts[c].type == ContactType::kThrow ? 1 : 0;
  if (grabs < 2) return false;
  for (FighterState& fighter : state.fighters) {
    set_idle(fighter);
    fighter.action = kBlockStun;
    fighter.stun = 12;
    fighter.throw_immune = 20;
    fighter.vx = (fighter.side == 0 ? -1 : 1) * 8 * 32;
    fighter.last_contact = kContactThrowEscape;
    fighter.contact_timer = 0;
  }
  return true;
}

uint8_t update_throws(MatchState& state, const GameData& data) {
  uint8_t landed = 0;
  for (int i = 0; i < kMaxPlayers; ++i) {
    FighterState& victim = state.fighters[i];
    FighterState& thrower = state.fighters[1 - i];
    if (victim.action != kThrown) {
      if (thrower.action == kThrowing) set_idle(thrower);  // never hold on to nobody
      continue;
    }
    if (victim.throw_escapable && victim.action_frames <= data.rules.throw_escape_frames &&
        pressed_now(victim, data.rules.throw_escape_buttons)) {
      const int direction = victim.side == 1 ? 1 : -1;  // away from the thrower
      for (FighterState* fighter : {&victim, &thrower}) {
        set_idle(*fighter);
        fighter->action = kBlockStun;
        fighter->stun = 12;
        fighter->throw_immune = 20;
        mark_contact(*fighter, kContactThrowEscape);
      }
      victim.vx = direction * 8 * kPushSpeedPerPixel;
      thrower.vx = -direction * 8 * kPushSpeedPerPixel;
      victim.pending_damage = 0;
      continue;
    }
    --thrower.stun;
    if (--victim.stun > 0) continue;
    deal_damage(victim, victim.pending_damage);
    victim.combo_hits = static_cast<int16_t>(victim.combo_hits + 1);
    victim.pending_damage = 0;
    victim.throw_escapable = 0;
    victim.action = kKnockdown;
    victim.stun = data.rules.knockdown_frames;
    victim.action_frames = 0;
    victim.x = thrower.x + thrower.facing * 36 * kSubpixel;
    set_idle(thrower);
    thrower.action = kLanding;
    thrower.stun = 8;
    landed = static_cast<uint8_t>(landed | (1u << i));
  }
  return landed;
}

}  // namespace arena::games::fight
