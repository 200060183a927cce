// The shared effects of a resolved contact: damage with combo scaling, hit stun or juggle
// launch, blocking by holding back (high/mid/low/overhead), chip damage, pushback with the
// corner rule, and throws (grab, escape window, completion into a knock-down). Which effect a
// contact gets is the game's decision (e.g. triad's strike/throw/hold triangle).
#pragma once

#include <cstdint>

#include "native/games/fight/collision.h"
#include "native/games/fight/fight_state.h"
#include "native/games/fight/game_data.h"

namespace arena::games::fight {

/// Records a contact of `kind` on `fighter` for the HUD's effects, replacing any earlier mark
/// (a game's own kinds: parries, clashes, disarms, explosions).
inline void set_contact_mark(FighterState& fighter, uint8_t kind) {
  fighter.last_contact = kind;
  fighter.contact_timer = 0;
}

/// True when `defender` is struck in its attack's startup: the counter hit of every game that
/// has one.
inline bool in_attack_startup(const FighterState& defender) {
  return defender.action == kAttack && defender.phase == kStartup;
}

/// Calls `strike(contact, move)` for each contact among `contacts` that is not a throw, in
/// order, `move` the attacker's move that made it.
template <typename Strike>
void for_each_strike(const MatchState& state, const GameData& data, const Contact* contacts,
                     int count, Strike&& strike) {
  for (int c = 0; c < count; ++c) {
    const Contact& contact = contacts[c];
    if (contact.type == ContactType::kThrow) continue;
    const FighterState& attacker = state.fighters[contact.attacker];
    strike(contact, data.characters[attacker.character].moves[contact.move]);
  }
}

/// True when `defender` is guarding correctly against a strike of `level`: on the ground,
/// free or in block stun, holding back (standing guard stops high/mid/overhead, crouching guard
/// stops high/mid/low).
bool guards_against(const FighterState& defender, uint8_t level);

/// Removes up to `amount` health (never below 0) and books it for the step's reward.
void deal_damage(FighterState& fighter, int amount);

/// `base` scaled by the defender's combo length and by `percent`/100 (at least 1 if base > 0).
int scaled_damage(const FighterState& defender, int base, int percent);

/// `move` lands on fighter `defender` pushed towards `direction` (+1: right), booked to side
/// `attacker` (whose own move is not marked as connected: a game's assist performs it): damage,
/// hit stun or juggle, both fighters' last_contact marked `kind`.
void hit_with(MatchState& state, const GameData& data, const MoveData& move, int attacker,
              int defender, int direction, int percent, uint8_t kind);

/// `move` is blocked by fighter `defender` (as hit_with): block stun, chip for specials.
void block_with(MatchState& state, const MoveData& move, int attacker, int defender,
                int direction);

/// The attacker's move lands on the defender: damage, hit stun or juggle, pushback.
/// `kind` is recorded as both fighters' last_contact (kContactHit or kContactCounterHit; a
/// fighter already marked on this frame keeps the higher kind).
void apply_hit(MatchState& state, const GameData& data, const Contact& contact, int percent,
               uint8_t kind);

/// The defender blocks: block stun, chip damage for specials, pushback.
void apply_block(MatchState& state, const GameData& data, const Contact& contact);

/// Strikes and projectiles: block when guarded, otherwise hit with `percent` and `kind`.
void resolve_strike(MatchState& state, const GameData& data, const Contact& contact, int percent,
                    uint8_t kind);

/// `thrower` grabs `victim` for `frames`; `damage` lands when the animation ends. An escapable
/// grab can be broken by the victim pressing rules.throw_escape_buttons within
/// rules.throw_escape_frames, unless it held one of them in the rules.throw_escape_lockout_frames
/// up to the grab (a mash never breaks a throw).
void start_throw(MatchState& state, const RuleSet& rules, int thrower, int victim, int damage,
                 int frames, bool escapable, uint8_t kind);

/// Both fighters grabbing each other on the same frame (two throw contacts among `contacts`)
/// tech each other: both are pushed apart in a short block stun, marked kContactThrowEscape,
/// and nobody is thrown, so the result never depends on which fighter is processed first.
/// Returns whether that happened.
bool mutual_grab(MatchState& state, const Contact* contacts, int count);

/// The plain throw rule (every game but triad's): unless the grabs are mutual, each throw
/// contact whose thrower is still in its throw (strikes beat throws: a thrower struck this
/// frame lost its grab) starts an escapable kContactThrow of `damage(attacker, move)`.
template <typename Damage>
void start_throws(MatchState& state, const GameData& data, const Contact* contacts, int count,
                  Damage damage) {
  if (mutual_grab(state, contacts, count)) return;
  for (int c = 0; c < count; ++c) {
    const Contact& contact = contacts[c];
    if (contact.type != ContactType::kThrow) continue;
    const FighterState& attacker = state.fighters[contact.attacker];
    if (attacker.action != kAttack || attacker.move != contact.move) continue;
    const MoveData& move = data.characters[attacker.character].moves[contact.move];
    start_throw(state, data.rules, contact.attacker, contact.defender,
                damage(contact.attacker, move), data.rules.throw_frames, true, kContactThrow);
  }
}

/// Advances grabs: escapes and completions. Returns a bitmask of fighters thrown to the floor
/// this frame (games may add effects, such as danger zones).
uint8_t update_throws(MatchState& state, const GameData& data);

/// True when the fighter's body touches a stage wall.
bool at_wall(const FighterState& fighter, const GameData& data);

}  // namespace arena::games::fight
