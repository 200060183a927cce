// The tower frame: Block and Run control, chain costs, contact resolution with aggressor damage
// and juggle lift, the bars, and the endurance partner's entry.
#include "native/games/tower/tower_rules.h"

#include <algorithm>

#include "native/games/fight/collision.h"
#include "native/games/fight/contact.h"
#include "native/games/fight/cpu.h"
#include "native/games/fight/env_config.h"
#include "native/games/fight/fighter.h"
#include "native/games/fight/frame_steps.h"
#include "native/games/fight/gauge_clock.h"
#include "native/games/fight/input.h"
#include "native/games/fight/numpad.h"
#include "native/games/fight/round_flow.h"
#include "native/games/tower/tower_cpu.h"

namespace arena::games::tower {
namespace {

using fight::Contact;
using fight::FighterState;
using fight::has_down;
using fight::MoveData;

bool holds(const FighterState& fighter, uint8_t button) {
  return ((fighter.held >> fight::kHeldShift) & button) != 0;
}

void spend_run(TowerFighter& tower, int cost) {
  tower.run_bar = static_cast<int16_t>(std::max(0, tower.run_bar - cost));
}

/// Guarding with Block held: in place, standing or crouching (down held).
void guard(FighterState& fighter, int direction) {
  const bool crouch = has_down(direction);
  if (fighter.action != fight::kIdle) fighter.action_frames = 0;
  fighter.action = fight::kIdle;
  fighter.stance = crouch ? fight::kCrouching : fight::kStanding;
  fighter.vx = 0;
  fighter.blocking = crouch ? 2 : 1;
}

void control(TowerMatch& state, int index, const fight::GameData& data) {
  FighterState& fighter = state.match.fighters[index];
  TowerFighter& tower = state.fighters[index];
  const fight::CharacterData& character = data.characters[fighter.character];
  const int direction = fight::relative_direction(fighter.held, fighter.facing);
  const bool block = holds(fighter, kBlockButton);
  tower.running = 0;
  if (fighter.action == fight::kBlockStun) {
    fighter.blocking = block ? (has_down(direction) ? 2 : 1) : 0;
    return;
  }
  const fight::MoveMark before = fight::move_mark(fighter);
  const MoveData* current = fight::current_move(fighter, character);
  const bool chaining = before.action == fight::kAttack && current != nullptr &&
                        current->cancel == fight::Cancel::kChain && fighter.move_hit;
  const TowerOwnRules& own = tower_rules(data);
  if (chaining && tower.run_bar < own.chain_run_cost) return;  // an empty bar ends the string
  if (fight::is_free(fighter) && block) {
    const int next =
        fight::select_move(fighter, character, data.rules, false, fight::MoveFilter::kAny);
    if (next >= 0) {
      fight::start_move(fighter, character, next);
    } else {
      guard(fighter, direction);
    }
  } else {
    fight::update_control(state.match, index, data);
    if (fight::is_free(fighter)) fighter.blocking = 0;  // back walks, it does not guard
  }
  if (const MoveData* chosen = fight::started_move(fighter, before, character)) {
    if (chaining) spend_run(tower, own.chain_run_cost);
    if (chosen->meter > 0) spend_run(tower, chosen->meter);
    return;
  }
  if (fighter.action == fight::kWalk && direction == 6 && holds(fighter, kRunButton) &&
      tower.run_bar > 0) {
    fighter.vx = character.walk_speed * own.run_speed_percent / 100 * fighter.facing;
    tower.running = 1;
  }
}

/// One frame of the run bar: running drains it; standing or walking without Run refills it.
void update_run_bar(FighterState& fighter, TowerFighter& tower, const TowerOwnRules& own) {
  if (tower.running) {
    spend_run(tower, 1);
  } else if (fight::is_free(fighter) && !holds(fighter, kRunButton) && tower.run_bar < kRunBarMax) {
    if (fight::clock_ticks(tower.refill_clock, own.run_refill_frames)) ++tower.run_bar;
  } else {
    tower.refill_clock = 0;
  }
  fighter.meter = tower.run_bar;
}

/// Aggressor mode counts down (from the frame after the bar filled), draining the bar.
void update_aggressor(TowerFighter& tower) {
  if (tower.aggressor_frames == 0) return;
  --tower.aggressor_frames;
  tower.aggressor_bar =
      static_cast<int16_t>(tower.aggressor_frames * kAggressorBarMax / kAggressorFrames);
}

void gain_aggressor(TowerFighter& tower, int amount) {
  if (tower.aggressor_frames > 0 || amount <= 0) return;
  tower.aggressor_bar =
      static_cast<int16_t>(std::min(kAggressorBarMax, tower.aggressor_bar + amount));
  if (tower.aggressor_bar == kAggressorBarMax) tower.aggressor_frames = kAggressorFrames;
}

void resolve_strike(TowerMatch& state, const fight::GameData& data, const Contact& contact,
                    const MoveData& move) {
  FighterState& defender = state.match.fighters[contact.defender];
  TowerFighter& striker = state.fighters[contact.attacker];
  const TowerOwnRules& own = tower_rules(data);
  const int percent = striker.aggressor_frames > 0 ? own.aggressor_damage_percent : 100;
  const int16_t health = defender.health;
  fight::resolve_strike(state.match, data, contact, percent, fight::kContactHit);
  if (defender.last_contact == fight::kContactBlock) {
    gain_aggressor(striker, move.damage / 2);
    return;
  }
  gain_aggressor(striker, health - defender.health);
  // Gravity scaling: every juggle hit after the first lifts the foe less.
  if (defender.action == fight::kAirHit && defender.juggle_hits >= 2) {
    const int lift =
        std::max(own.juggle_lift_floor, 100 - own.juggle_lift_step * (defender.juggle_hits - 1));
    defender.vy = defender.vy * lift / 100;
  }
}

}  // namespace

void start_tower_round(TowerMatch& state) {
  for (int i = 0; i < fight::kMaxPlayers; ++i) {
    state.fighters[i] = TowerFighter{};
    state.fighters[i].run_bar = kRunBarMax;
    state.match.fighters[i].meter = kRunBarMax;
  }
  state.partner_in = 0;
}

void tower_frame(TowerMatch& state, const fight::GameData& data, const uint16_t held[2],
                 const uint8_t pressed[2]) {
  fight::MatchState& match = state.match;
  fight::record_inputs(match, data, held, pressed);
  for (TowerFighter& fighter : state.fighters) update_aggressor(fighter);
  for (int i = 0; i < fight::kMaxPlayers; ++i) control(state, i, data);
  for (int i = 0; i < fight::kMaxPlayers; ++i) fight::advance_fighter(match, i, data);
  fight::settle_bodies(match, data);
  fight::strikes_and_throws(match, data, [&](const Contact& contact, const MoveData& move) {
    resolve_strike(state, data, contact, move);
  });
  for (int i = 0; i < fight::kMaxPlayers; ++i) {
    update_run_bar(match.fighters[i], state.fighters[i], tower_rules(data));
  }
  fight::tick_clock(match);
}

bool enter_partner(TowerMatch& state, const fight::GameData& data) {
  fight::MatchState& match = state.match;
  if (match.n_players != 1 || state.partner_in) return false;
  const uint8_t partner = state.partner[match.stage - 1];
  const int cpu = 1 - match.agent;
  FighterState& fallen = match.fighters[cpu];
  if (partner == kNoPartner || fallen.health > 0 || match.fighters[match.agent].health <= 0) {
    return false;
  }
  FighterState& agent = match.fighters[match.agent];
  if (agent.action == fight::kThrowing) fight::set_idle(agent);
  const fight::CharacterData& character = data.characters[partner];
  FighterState fresh;
  fresh.character = partner;
  fresh.outfit = fallen.outfit;
  fresh.role = fallen.role;
  fresh.wins = fallen.wins;
  fresh.is_cpu = 1;
  fresh.damage_taken = fallen.damage_taken;
  fresh.health = static_cast<int16_t>(data.rules.max_health *
                                      tower_rules(data).partner_health_percent / 100);
  fresh.side = fallen.side;
  fresh.facing = static_cast<int8_t>(fallen.side == 1 ? -1 : 1);
  const int32_t half = character.width * fight::kSubpixel / 2;
  fresh.x = fallen.side == 1 ? fight::kStageWidthPx * fight::kSubpixel - half : half;
  fresh.last_contact = kContactEnter;
  fresh.input_head = fallen.input_head;
  match.fighters[cpu] = fresh;
  for (fight::Projectile& projectile : match.projectiles) {
    if (projectile.active && projectile.owner == cpu) projectile = fight::Projectile{};
  }
  state.fighters[cpu] = TowerFighter{};
  state.fighters[cpu].run_bar = kRunBarMax;
  match.fighters[cpu].meter = kRunBarMax;
  state.partner_in = 1;
  fight::cpu_start_round(match, cpu, data);
  // The agent's CPU (autoplay) faces a new character: its memory and last move index the
  // fallen fighter's moves.
  fight::cpu_start_round(match, match.agent, data);
  fight::cpu_meet_new_foe(match, match.agent);
  fight::separate_fighters(match, data);
  fight::update_boxes(match.fighters[cpu], character);
  return true;
}

void restore_first_opponent(TowerMatch& state) {
  fight::MatchState& match = state.match;
  match.fighters[1 - match.agent].character = match.ladder[match.stage - 1];
  fight::cpu_meet_new_foe(match, match.agent);
}

}  // namespace arena::games::tower
