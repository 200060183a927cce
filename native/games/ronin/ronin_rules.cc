// The ronin frame: rage explosions, meditation, swings, clashes and contact resolution.
#include "native/games/ronin/ronin_rules.h"

#include <algorithm>
#include <cstdlib>

#include "native/games/fight/collision.h"
#include "native/games/fight/contact.h"
#include "native/games/fight/env_config.h"
#include "native/games/fight/fighter.h"
#include "native/games/fight/frame_steps.h"
#include "native/games/fight/input.h"
#include "native/games/fight/round_flow.h"
#include "native/games/ronin/ronin_clash.h"
#include "native/games/ronin/ronin_cpu.h"
#include "native/games/ronin/ronin_gauges.h"

namespace arena::games::ronin {
namespace {

using fight::Contact;
using fight::FighterState;
using fight::MoveData;

constexpr int kExplosionRecoveryFrames = 12;
constexpr int32_t kExplosionPush = 8 * 32;

/// WS+MS+K pressed together, once per match, free on the floor or blocking.
void read_explosion(RoninMatch& state, int index, uint8_t pressed, const RoninOwnRules& own) {
  FighterState& fighter = state.match.fighters[index];
  RoninFighter& ronin = state.fighters[index];
  if (pressed != kExplosionButtons || ronin.rage_used || state.clash_frames) return;
  const bool ready = fight::is_free(fighter) || fighter.action == fight::kBlockStun;
  if (!ready || fighter.y > 0) return;
  ronin.rage_used = 1;
  ronin.rage_on = 1;
  ronin.burst_rage = 1;
  ronin.rage_bar = kRageBarMax;
  ronin.drain_clock = 0;
  ronin.meditating = 0;
  ronin.explosion = kExplosionFrames;
  fight::set_idle(fighter);
  fighter.action = fight::kLanding;
  fighter.stun = kExplosionRecoveryFrames;
  fighter.invulnerable = kExplosionFrames;
  fighter.throw_immune = kExplosionFrames;
  fight::set_contact_mark(fighter, kContactExplosion);
  FighterState& foe = state.match.fighters[1 - index];
  const bool near = std::abs(foe.x - fighter.x) <= own.explosion_reach_px * fight::kSubpixel;
  const bool grounded = foe.y == 0 && foe.action != fight::kKnockdown &&
                        foe.action != fight::kThrown && foe.action != fight::kThrowing &&
                        foe.action != fight::kKo;
  if (!near || !grounded) return;
  fight::set_idle(foe);
  foe.action = fight::kBlockStun;
  foe.stun = static_cast<int16_t>(own.explosion_stun_frames);
  foe.vx = (foe.x >= fighter.x ? 1 : -1) * kExplosionPush;
  fight::set_contact_mark(foe, kContactExplosion);
}

/// Meditation: M held alone while free on the floor.
void read_meditation(RoninMatch& state, int index) {
  FighterState& fighter = state.match.fighters[index];
  RoninFighter& ronin = state.fighters[index];
  const auto buttons = static_cast<uint8_t>(fighter.held >> fight::kHeldShift);
  const bool meditating =
      buttons == kMeditate && fight::is_free(fighter) && fighter.y == 0 && state.clash_frames == 0;
  if (meditating && !ronin.meditating) ronin.drain_clock = 0;
  ronin.meditating = meditating ? 1 : 0;
  if (meditating) fight::hold_still(fighter);
}

/// Control for one fighter: swings drain the weapon bar, the super ends rage, the issen spends
/// the power bar.
void control(RoninMatch& state, int index, const fight::GameData& data) {
  FighterState& fighter = state.match.fighters[index];
  RoninFighter& ronin = state.fighters[index];
  const fight::MoveMark before = fight::move_mark(fighter);
  fight::update_control(state.match, index, data);
  const MoveData* started =
      fight::started_move(fighter, before, data.characters[fighter.character]);
  if (started == nullptr) return;
  const MoveData& chosen = *started;
  const RoninOwnRules& own = ronin_rules(data);
  if (!ronin.weapon_lost) {
    ronin.weapon_bar =
        static_cast<int16_t>(std::max(0, ronin.weapon_bar - swing_drain(chosen, own)));
  }
  if (chosen.meter >= own.issen_meter) {
    ronin.power_bar = 0;
  } else if (chosen.meter > 0 && ronin.rage_on) {
    ronin.rage_on = 0;
    ronin.burst_rage = 0;
    ronin.rage_bar = 0;
  }
}

void resolve_strike(RoninMatch& state, const fight::GameData& data, const Contact& contact,
                    const MoveData& move) {
  const FighterState& defender = state.match.fighters[contact.defender];
  const int16_t health = defender.health;
  fight::resolve_strike(state.match, data, contact,
                        damage_percent(state.fighters[contact.attacker], move, ronin_rules(data)),
                        fight::kContactHit);
  gain_rage(state.fighters[contact.defender],
            defender.last_contact == fight::kContactBlock ? 0 : health - defender.health);
}

/// Rage from throws: the damage a completed throw dealt this frame.
void rage_from_throws(RoninMatch& state, uint8_t thrown, const int16_t before[2]) {
  for (int i = 0; i < fight::kMaxPlayers; ++i) {
    if (thrown & (1u << i))
      gain_rage(state.fighters[i], before[i] - state.match.fighters[i].health);
  }
}

}  // namespace

void start_ronin_round(RoninMatch& state, bool new_stage, const fight::GameData& data) {
  for (int i = 0; i < fight::kMaxPlayers; ++i) {
    RoninFighter& ronin = state.fighters[i];
    RoninFighter fresh;
    fresh.weapon_bar = kWeaponBarMax;
    if (!new_stage) {
      fresh.rage_bar = ronin.rage_bar;
      fresh.rage_on = ronin.rage_on;
      fresh.burst_rage = ronin.burst_rage;
      fresh.power_bar = ronin.power_bar;
      fresh.rage_used = ronin.rage_used;
    }
    ronin = fresh;
    state.match.fighters[i].meter = usable_meter(ronin, state.match.fighters[i], data);
  }
  state.weapon = DroppedWeapon{};
  state.clash_frames = 0;
}

void ronin_frame(RoninMatch& state, const fight::GameData& data, const uint16_t held[2],
                 const uint8_t pressed[2]) {
  fight::MatchState& match = state.match;
  const RoninOwnRules& own = ronin_rules(data);
  const bool clashing = state.clash_frames > 0;
  fight::record_inputs(match, data, held, pressed);
  if (!clashing) {
    for (int i = 0; i < fight::kMaxPlayers; ++i) {
      read_explosion(state, i, pressed[i], own);
      read_meditation(state, i);
    }
    for (int i = 0; i < fight::kMaxPlayers; ++i) {
      if (!state.fighters[i].meditating) control(state, i, data);
    }
    for (int i = 0; i < fight::kMaxPlayers; ++i) fight::advance_fighter(match, i, data);
  }
  fight::settle_bodies(match, data);
  if (!clashing) {
    Contact contacts[fight::kMaxContacts];
    const int count = fight::find_contacts(match, data, contacts);
    if (!start_clash(state, data, contacts, count) && count > 0) {
      fight::for_each_strike(match, data, contacts, count,
                             [&](const Contact& contact, const MoveData& move) {
                               resolve_strike(state, data, contact, move);
                             });
      const auto damage = [&](int attacker, const MoveData& move) {
        return move.damage * damage_percent(state.fighters[attacker], move, own) / 100;
      };
      fight::start_throws(state.match, data, contacts, count, damage);
    }
  }
  const int16_t before[2] = {match.fighters[0].health, match.fighters[1].health};
  fight::land_throws(match, data,
                     [&](uint8_t thrown) { rage_from_throws(state, thrown, before); });
  update_clash(state, data, pressed);
  update_dropped_weapon(state);
  for (int i = 0; i < fight::kMaxPlayers; ++i) {
    update_gauges(state.fighters[i], match.fighters[i], own);
    match.fighters[i].meter = usable_meter(state.fighters[i], match.fighters[i], data);
  }
  fight::tick_clock(match);
}

}  // namespace arena::games::ronin
