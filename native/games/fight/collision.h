// Spatial interaction between the two fighters and the projectiles: body pushboxes, stage
// walls, facing and sides, and the detection (not resolution) of contacts: an active strike's
// hitbox overlapping the foe's hurtbox, a throw finding the foe in range, a projectile reaching
// a fighter or another projectile. Games resolve contacts with their own rules (contact.h holds
// the shared effects).
#pragma once

#include <cstdint>

#include "native/games/fight/fight_state.h"
#include "native/games/fight/game_data.h"

namespace arena::games::fight {

enum class ContactType : uint8_t { kStrike, kProjectile, kThrow };

/// One detected contact: `attacker`'s move (or projectile) reaches `defender`.
struct Contact {
  ContactType type = ContactType::kStrike;
  uint8_t attacker = 0;
  uint8_t defender = 1;
  int8_t projectile = -1;  // index into MatchState::projectiles for kProjectile
  int16_t move = -1;       // the attacker's move
};

/// At most this many contacts can happen in one frame (2 fighters x (strike or throw) +
/// projectiles).
inline constexpr int kMaxContacts = kMaxPlayers + kMaxProjectiles;

/// Keeps bodies from overlapping, clamps fighters to the stage (a cornered fighter stays and the
/// other one is pushed instead), then updates facing (fighters that are free or landing turn
/// to face the foe) and sides.
void separate_fighters(MatchState& state, const GameData& data);

/// Moves projectiles, retires expired or off-stage ones, and cancels projectiles that meet.
void advance_projectiles(MatchState& state);

/// Detects this frame's contacts into `out` and returns their count.
int find_contacts(const MatchState& state, const GameData& data, Contact* out);

/// True when strikes and projectiles can touch the fighter this frame.
bool is_hittable(const FighterState& fighter);

}  // namespace arena::games::fight
