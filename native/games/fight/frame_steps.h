// The steps of one 60 fps frame that every game takes in the same way, for a game's frame
// function to put in its order around its own rules: the inputs recorded, the bodies settled
// after the fighters moved (projectiles, push-apart, boxes), the frame's contacts found and
// handed to the game, and the throws advanced with the bodies pushed apart where one landed.
#pragma once

#include <cstdint>

#include "native/games/fight/collision.h"
#include "native/games/fight/contact.h"
#include "native/games/fight/fight_state.h"
#include "native/games/fight/fighter.h"
#include "native/games/fight/game_data.h"
#include "native/games/fight/input.h"

namespace arena::games::fight {

/// Records both fighters' inputs: `held` words and button `pressed` edges.
inline void record_inputs(MatchState& match, const GameData& data, const uint16_t held[2],
                          const uint8_t pressed[2]) {
  for (int i = 0; i < kMaxPlayers; ++i) {
    record_input(match.fighters[i], held[i], pressed[i], data.rules);
  }
}

/// After the fighters moved: projectiles advance, the bodies are pushed apart and every
/// fighter's boxes placed.
inline void settle_bodies(MatchState& match, const GameData& data) {
  advance_projectiles(match);
  separate_fighters(match, data);
  for (FighterState& fighter : match.fighters) {
    update_boxes(fighter, data.characters[fighter.character]);
  }
}

/// Finds the frame's contacts and, when there are any, hands them to
/// `resolve(contacts, count)`.
template <typename Resolve>
void resolve_contacts(const MatchState& match, const GameData& data, Resolve&& resolve) {
  Contact contacts[kMaxContacts];
  const int count = find_contacts(match, data, contacts);
  if (count > 0) resolve(static_cast<const Contact*>(contacts), count);
}

/// The damage of a throw that deals its move's damage (start_throws' `damage`).
inline int move_damage(int /*attacker*/, const MoveData& move) { return move.damage; }

/// Advances the throws; when any landed, `on_landed(landed)` (a bit per fighter thrown this
/// frame) and then the bodies are pushed apart.
template <typename OnLanded>
void land_throws(MatchState& match, const GameData& data, OnLanded&& on_landed) {
  const uint8_t landed = update_throws(match, data);
  if (landed) {
    on_landed(landed);
    separate_fighters(match, data);
  }
}

/// land_throws for a game with nothing of its own to do where a throw lands.
inline void land_throws(MatchState& match, const GameData& data) {
  land_throws(match, data, [](uint8_t) {});
}

/// The contact steps of a game whose throws deal their moves' damage: each of the frame's
/// strikes handed to `strike(contact, move)` (for_each_strike), the throws among the contacts
/// started, then every throw advanced (land_throws).
template <typename Strike>
void strikes_and_throws(MatchState& match, const GameData& data, Strike&& strike) {
  resolve_contacts(match, data, [&](const Contact* contacts, int count) {
    for_each_strike(match, data, contacts, count, strike);
    start_throws(match, data, contacts, count, move_damage);
  });
  land_throws(match, data);
}

}  // namespace arena::games::fight
