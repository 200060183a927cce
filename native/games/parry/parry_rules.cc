// The parry frame: taps, hit freeze, meter spending and contact resolution.
#include "native/games/parry/parry_rules.h"

#include "native/games/fight/collision.h"
#include "native/games/fight/contact.h"
#include "native/games/fight/env_config.h"
#include "native/games/fight/fighter.h"
#include "native/games/fight/frame_steps.h"
#include "native/games/fight/input.h"
#include "native/games/fight/round_flow.h"
#include "native/games/parry/parry_meter.h"

namespace arena::games::parry {
namespace {

using fight::Contact;
using fight::ContactType;
using fight::FighterState;
using fight::MoveData;

/// A tap opens a window when the fighter is free on the floor and not locked out.
void read_parry_tap(FighterState& fighter, ParryFighter& parry, const ParryOwnRules& own) {
  if (parry.parry_window) --parry.parry_window;
  if (parry.parry_lockout) --parry.parry_lockout;
  const auto direction =
      static_cast<uint8_t>(fight::relative_direction(fighter.held, fighter.facing));
  const bool entered = direction != parry.last_direction;
  parry.last_direction = direction;
  if (!entered || (direction != 6 && direction != 2)) return;
  if (!fight::is_free(fighter) || fighter.y > 0 || parry.parry_lockout || parry.freeze) return;
  parry.parry_window = static_cast<uint8_t>(own.parry_window_frames);
  parry.parry_height = direction == 6 ? kParryHigh : kParryLow;
  parry.parry_lockout = static_cast<uint8_t>(own.parry_lockout_frames);
}

bool covers(const ParryFighter& parry, uint8_t level) {
  if (parry.parry_window == 0) return false;
  return level == fight::kLow ? parry.parry_height == kParryLow : parry.parry_height == kParryHigh;
}

/// Control for one fighter: moves that cost meter are paid when they start.
void control(ParryMatch& state, int index, const fight::GameData& data) {
  FighterState& fighter = state.match.fighters[index];
  ParryFighter& parry = state.fighters[index];
  const fight::MoveMark before = fight::move_mark(fighter);
  fight::update_control(state.match, index, data);
  const MoveData* chosen = fight::started_move(fighter, before, data.characters[fighter.character]);
  if (chosen != nullptr && chosen->meter > 0) {
    spend_meter(parry, chosen->meter);
    fighter.meter = affordable_meter(parry);
  }
}

/// A parried hit: nothing lands; both freeze, the parrying fighter shorter.
void parry_contact(ParryMatch& state, const Contact& contact, const ParryOwnRules& own) {
  FighterState& defender = state.match.fighters[contact.defender];
  ParryFighter& parrier = state.fighters[contact.defender];
  if (contact.type == ContactType::kProjectile) {
    state.match.projectiles[contact.projectile] = fight::Projectile{};
    parrier.freeze = static_cast<uint8_t>(own.parry_freeze_frames / 2);
  } else {
    FighterState& attacker = state.match.fighters[contact.attacker];
    attacker.move_hit = 1;
    attacker.move_connected = 2;
    state.fighters[contact.attacker].freeze = static_cast<uint8_t>(own.parry_freeze_frames);
    parrier.freeze = static_cast<uint8_t>(own.parry_freeze_frames - own.parry_advantage);
    fight::set_contact_mark(attacker, kContactParry);
  }
  defender.vx = 0;
  parrier.parry_window = 0;
  parrier.parry_lockout = 0;
  if (parrier.parries < 255) ++parrier.parries;
  gain_meter(parrier, own.parry_meter_gain);
  fight::set_contact_mark(defender, kContactParry);
}

/// Damage percent of a hit: counter hits into a move's startup, super arts by the art.
int damage_percent(const ParryMatch& state, const Contact& contact, const MoveData& move,
                   const fight::GameData& data) {
  const FighterState& defender = state.match.fighters[contact.defender];
  int percent = fight::in_attack_startup(defender) ? data.rules.counter_hit_percent : 100;
  if (move.meter >= 100) {
    const int art = state.fighters[contact.attacker].super_art;
    const ParryOwnRules& own = parry_rules(data);
    const int by_art[] = {own.super_art_1_damage_percent, own.super_art_2_damage_percent,
                          own.super_art_3_damage_percent};
    percent = percent * by_art[art - 1] / 100;
  }
  return percent;
}

void resolve_strike(ParryMatch& state, const fight::GameData& data, const Contact& contact,
                    const MoveData& move) {
  FighterState& defender = state.match.fighters[contact.defender];
  ParryFighter& target = state.fighters[contact.defender];
  if (covers(target, move.level) && fight::is_free(defender) && defender.y == 0) {
    parry_contact(state, contact, parry_rules(data));
    return;
  }
  const int percent = damage_percent(state, contact, move, data);
  const bool counter = percent != 100 && move.meter < 100;
  fight::resolve_strike(state.match, data, contact, percent,
                        counter ? fight::kContactCounterHit : fight::kContactHit);
  ParryFighter& striker = state.fighters[contact.attacker];
  if (defender.last_contact == fight::kContactBlock) {
    if (move.meter == 0) gain_meter(striker, move.damage / 2);
    return;
  }
  if (target.dizzy) target.stun_bar = 0;  // a hit wakes a dizzy fighter once its stun ends
  add_stun(target, move.damage * parry_rules(data).stun_percent / 100);
  if (move.meter == 0) gain_meter(striker, move.damage);
  gain_meter(target, move.damage / 4);
}

}  // namespace

void start_parry_round(ParryMatch& state, bool new_stage) {
  for (ParryFighter& fighter : state.fighters) {
    ParryFighter fresh;
    fresh.super_art = fighter.super_art;
    fresh.super_bar = new_stage ? int16_t{0} : fighter.super_bar;
    fighter = fresh;
  }
  for (int i = 0; i < fight::kMaxPlayers; ++i) {
    state.match.fighters[i].meter = affordable_meter(state.fighters[i]);
  }
}

void parry_frame(ParryMatch& state, const fight::GameData& data, const uint16_t held[2],
                 const uint8_t pressed[2]) {
  fight::MatchState& match = state.match;
  fight::record_inputs(match, data, held, pressed);
  const ParryOwnRules& own = parry_rules(data);
  for (int i = 0; i < fight::kMaxPlayers; ++i) {
    read_parry_tap(match.fighters[i], state.fighters[i], own);
  }
  for (int i = 0; i < fight::kMaxPlayers; ++i) {
    if (!state.fighters[i].freeze) control(state, i, data);
  }
  for (int i = 0; i < fight::kMaxPlayers; ++i) {
    if (state.fighters[i].freeze) {
      --state.fighters[i].freeze;
    } else {
      fight::advance_fighter(match, i, data);
    }
  }
  fight::settle_bodies(match, data);
  fight::strikes_and_throws(match, data, [&](const Contact& contact, const MoveData& move) {
    resolve_strike(state, data, contact, move);
  });
  for (int i = 0; i < fight::kMaxPlayers; ++i) {
    update_stun(match.fighters[i], state.fighters[i], own);
    match.fighters[i].meter = affordable_meter(state.fighters[i]);
  }
  fight::tick_clock(match);
}

}  // namespace arena::games::parry
