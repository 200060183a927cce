// The clash contest, the disarm and the dropped weapon (see ronin_clash.h).
#include "native/games/ronin/ronin_clash.h"

#include <algorithm>
#include <cstdlib>

#include "native/games/fight/contact.h"
#include "native/games/fight/fighter.h"
#include "native/games/ronin/ronin_gauges.h"

namespace arena::games::ronin {
namespace {

using fight::FighterState;

constexpr int32_t kWeaponGravity = 64;
constexpr int32_t kWeaponThrowVx = 384;
constexpr int32_t kWeaponThrowVy = 1024;
constexpr int kWeaponMarginPx = 16;

/// The fighter's armed weapon strike in its active frames that has not connected, or nullptr.
const fight::MoveData* clashing_move(const FighterState& fighter, const RoninFighter& ronin,
                                     const fight::GameData& data) {
  if (ronin.weapon_lost || fighter.action != fight::kAttack || fighter.phase != fight::kActive ||
      fighter.move_hit) {
    return nullptr;
  }
  const fight::MoveData* move = fight::current_move(fighter, data.characters[fighter.character]);
  if (move == nullptr || move->kind != fight::MoveKind::kStrike || !is_weapon_move(*move)) {
    return nullptr;
  }
  return move;
}

bool strikes_each_other(const fight::Contact* contacts, int count) {
  bool hits[2] = {false, false};
  for (int c = 0; c < count; ++c) {
    if (contacts[c].type == fight::ContactType::kStrike) hits[contacts[c].attacker] = true;
  }
  return hits[0] && hits[1];
}

/// Pushes the fighter away from its foe in block stun (or hit stun) for `frames`.
void push_apart(FighterState& fighter, uint8_t action, int frames) {
  fight::set_idle(fighter);
  fighter.action = action;
  fighter.stun = static_cast<int16_t>(frames);
  fighter.vx = (fighter.side == 0 ? -1 : 1) * 6 * 32;
}

void disarm(RoninMatch& state, int loser, const fight::GameData& data) {
  FighterState& fighter = state.match.fighters[loser];
  state.fighters[loser].weapon_lost = 1;
  push_apart(fighter, fight::kHitStun, kDisarmStunFrames);
  fight::set_contact_mark(fighter, kContactDisarmed);
  DroppedWeapon& weapon = state.weapon;
  weapon.state = 1;
  weapon.owner = static_cast<uint8_t>(loser);
  weapon.x = fighter.x;
  weapon.y = data.characters[fighter.character].height * fight::kSubpixel / 2;
  weapon.vx = -fighter.facing * kWeaponThrowVx;
  weapon.vy = kWeaponThrowVy;
}

}  // namespace

bool start_clash(RoninMatch& state, const fight::GameData& data, const fight::Contact* contacts,
                 int count) {
  FighterState* fighters = state.match.fighters;
  const fight::MoveData* moves[2] = {clashing_move(fighters[0], state.fighters[0], data),
                                     clashing_move(fighters[1], state.fighters[1], data)};
  if (moves[0] == nullptr || moves[1] == nullptr) return false;
  const fight::SubBox blades[2] = {
      fight::strike_box(fighters[0], data.characters[fighters[0].character]),
      fight::strike_box(fighters[1], data.characters[fighters[1].character])};
  if (!fight::overlaps(blades[0], blades[1]) && !strikes_each_other(contacts, count)) {
    return false;
  }
  for (int i = 0; i < fight::kMaxPlayers; ++i) {
    FighterState& fighter = fighters[i];
    fight::set_idle(fighter);
    fight::set_contact_mark(fighter, kContactClash);
    RoninFighter& ronin = state.fighters[i];
    ronin.weapon_fight = 1;
    ronin.clash_score = 0;
    ronin.beat_pressed = 0;
    ronin.meditating = 0;
  }
  state.clash_frames = kClashFrames;
  return true;
}

void update_clash(RoninMatch& state, const fight::GameData& data, const uint8_t pressed[2]) {
  if (state.clash_frames == 0) return;
  for (int i = 0; i < fight::kMaxPlayers; ++i) {
    if (pressed[i] & kSlashButtons) state.fighters[i].beat_pressed = 1;
  }
  --state.clash_frames;
  if (state.clash_frames % kBeatFrames == 0) {
    for (RoninFighter& ronin : state.fighters) {
      ronin.clash_score = static_cast<uint8_t>(ronin.clash_score + ronin.beat_pressed);
      ronin.beat_pressed = 0;
    }
  }
  if (state.clash_frames > 0) return;
  const RoninFighter& a = state.fighters[0];
  const RoninFighter& b = state.fighters[1];
  int loser = -1;
  if (a.clash_score != b.clash_score) {
    loser = a.clash_score < b.clash_score ? 0 : 1;
  } else if (a.weapon_bar != b.weapon_bar) {
    loser = a.weapon_bar < b.weapon_bar ? 0 : 1;
  }
  for (RoninFighter& ronin : state.fighters) ronin.weapon_fight = 0;
  if (loser < 0) {
    for (FighterState& fighter : state.match.fighters) push_apart(fighter, fight::kBlockStun, 12);
    return;
  }
  disarm(state, loser, data);
  fight::set_idle(state.match.fighters[1 - loser]);
}

void update_dropped_weapon(RoninMatch& state) {
  DroppedWeapon& weapon = state.weapon;
  if (weapon.state == 1) {
    weapon.x += weapon.vx;
    weapon.y += weapon.vy;
    weapon.vy -= kWeaponGravity;
    const int32_t low = kWeaponMarginPx * fight::kSubpixel;
    const int32_t high = (fight::kStageWidthPx - kWeaponMarginPx) * fight::kSubpixel;
    weapon.x = std::clamp(weapon.x, low, high);
    if (weapon.y <= 0) {
      weapon = DroppedWeapon{.x = weapon.x, .state = 2, .owner = weapon.owner};
    }
    return;
  }
  if (weapon.state != 2) return;
  const FighterState& owner = state.match.fighters[weapon.owner];
  const bool over = std::abs(owner.x - weapon.x) <= kPickupPx * fight::kSubpixel;
  if (over && fight::is_free(owner) && owner.y == 0) {
    state.fighters[weapon.owner].weapon_lost = 0;
    weapon = DroppedWeapon{};
  }
}

}  // namespace arena::games::ronin
