// The triad frame and contact resolution (triangle and danger zones).
#include "native/games/triad/triad_rules.h"

#include "native/games/fight/collision.h"
#include "native/games/fight/contact.h"
#include "native/games/fight/fighter.h"
#include "native/games/fight/frame_steps.h"
#include "native/games/fight/input.h"
#include "native/games/fight/round_flow.h"

namespace arena::games::triad {
namespace {

using fight::Contact;
using fight::ContactType;
using fight::FighterState;
using fight::MoveData;
using fight::MoveKind;

bool in_move_kind(const FighterState& fighter, const fight::GameData& data, MoveKind kind) {
  const MoveData* move = fight::current_move(fighter, data);
  return fighter.action == fight::kAttack && move != nullptr && move->kind == kind;
}

/// A fighter hit into an edge zone takes extra damage and bounces away, once per combo.
void check_danger_zone(fight::MatchState& state, const fight::GameData& data, int index) {
  const fight::RuleSet& rules = data.rules;
  FighterState& fighter = state.fighters[index];
  if (rules.danger_zone_px <= 0 || fighter.danger_used || fighter.health <= 0) return;
  const int32_t half = data.characters[fighter.character].width * fight::kSubpixel / 2;
  const int32_t zone = rules.danger_zone_px * fight::kSubpixel;
  const bool left = fighter.x - half <= zone;
  const bool right = fighter.x + half >= fight::kStageWidthPx * fight::kSubpixel - zone;
  if (!left && !right) return;
  fight::deal_damage(fighter, rules.danger_damage);
  fighter.danger_used = 1;
  fighter.combo_hits = static_cast<int16_t>(fighter.combo_hits + 1);
  fighter.action = fight::kAirHit;
  fighter.stance = fight::kAirborne;
  fighter.move = -1;
  fighter.phase = fight::kNoPhase;
  fighter.vy = rules.danger_launch;
  fighter.vx = (left ? 1 : -1) * 2 * fight::kSubpixel;
  if (fighter.y <= 0) fighter.y = fight::kSubpixel;  // leave the floor so the bounce lands
  fighter.stun = 0;
  fighter.last_contact = fight::kContactDangerZone;
  fighter.contact_timer = 0;
}

bool was_struck(const FighterState& fighter) {
  return fighter.action == fight::kHitStun || fighter.action == fight::kAirHit;
}

/// One strike: a hold that catches its level reverses it (returns false), else it lands or is
/// blocked (a counter hit into a hold, a throw or an attack's startup).
bool resolve_strike(fight::MatchState& state, const fight::GameData& data, const Contact& contact,
                    const MoveData& move) {
  const fight::RuleSet& rules = data.rules;
  FighterState& defender = state.fighters[contact.defender];
  if (in_move_kind(defender, data, MoveKind::kHold)) {
    const MoveData& hold = *fight::current_move(defender, data);
    if (contact.type == ContactType::kStrike && defender.phase == fight::kActive &&
        (hold.hold_levels >> move.level) & 1) {
      const int percent =
          hold.hold_damage_percent > 0 ? hold.hold_damage_percent : rules.hold_damage_percent;
      const int damage = move.damage * percent / 100;
      fight::start_throw(state, rules, contact.defender, contact.attacker, damage,
                         rules.hold_reversal_frames, false, fight::kContactHold);
      return false;
    }
    fight::resolve_strike(state, data, contact, rules.counter_hit_percent,
                          fight::kContactCounterHit);
  } else if (in_move_kind(defender, data, MoveKind::kThrow)) {
    fight::resolve_strike(state, data, contact, rules.hi_counter_percent,
                          fight::kContactCounterHit);
  } else if (fight::in_attack_startup(defender)) {
    fight::resolve_strike(state, data, contact, rules.counter_hit_percent,
                          fight::kContactCounterHit);
  } else {
    fight::resolve_strike(state, data, contact, 100, fight::kContactHit);
  }
  return true;
}

void resolve_strikes(fight::MatchState& state, const fight::GameData& data, const Contact* contacts,
                     int count) {
  uint8_t struck = 0;  // defenders hit this frame; edge zones are checked after every contact
  fight::for_each_strike(state, data, contacts, count,
                         [&](const Contact& contact, const MoveData& move) {
                           if (resolve_strike(state, data, contact, move) &&
                               was_struck(state.fighters[contact.defender])) {
                             struck = static_cast<uint8_t>(struck | (1u << contact.defender));
                           }
                         });
  // After all contacts, so a trade resolves the same whichever fighter is listed first.
  for (int i = 0; i < fight::kMaxPlayers; ++i) {
    if ((struck >> i) & 1) check_danger_zone(state, data, i);
  }
}

void resolve_throws(fight::MatchState& state, const fight::GameData& data, const Contact* contacts,
                    int count) {
  const fight::RuleSet& rules = data.rules;
  if (fight::mutual_grab(state, contacts, count)) return;
  for (int c = 0; c < count; ++c) {
    const Contact& contact = contacts[c];
    if (contact.type != ContactType::kThrow) continue;
    const FighterState& attacker = state.fighters[contact.attacker];
    const FighterState& defender = state.fighters[contact.defender];
    // Strikes beat throws: a thrower struck this frame loses its grab.
    if (attacker.action != fight::kAttack || attacker.move != contact.move) continue;
    if (!fight::is_free(defender) && defender.action != fight::kAttack &&
        defender.action != fight::kLanding && defender.action != fight::kJumpSquat) {
      continue;
    }
    const MoveData& move = data.characters[attacker.character].moves[contact.move];
    const bool beats_hold = in_move_kind(defender, data, MoveKind::kHold);
    const int damage = beats_hold ? move.damage * rules.hi_counter_percent / 100 : move.damage;
    fight::start_throw(state, rules, contact.attacker, contact.defender, damage,
                       rules.throw_frames, !beats_hold,
                       beats_hold ? fight::kContactCounterHit : fight::kContactThrow);
  }
}

}  // namespace

void triad_frame(fight::MatchState& state, const fight::GameData& data, const uint16_t held[2],
                 const uint8_t pressed[2]) {
  fight::record_inputs(state, data, held, pressed);
  for (int i = 0; i < fight::kMaxPlayers; ++i) fight::update_control(state, i, data);
  for (int i = 0; i < fight::kMaxPlayers; ++i) fight::advance_fighter(state, i, data);
  fight::settle_bodies(state, data);
  fight::resolve_contacts(state, data, [&](const Contact* contacts, int count) {
    resolve_strikes(state, data, contacts, count);
    resolve_throws(state, data, contacts, count);
  });
  fight::land_throws(state, data, [&](uint8_t landed) {
    for (int i = 0; i < fight::kMaxPlayers; ++i) {
      if ((landed >> i) & 1) check_danger_zone(state, data, i);
    }
  });
  fight::tick_clock(state);
}

}  // namespace arena::games::triad
