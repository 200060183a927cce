// Super meter and stun gauge arithmetic (see parry_meter.h).
#include "native/games/parry/parry_meter.h"

#include <algorithm>

#include "native/games/fight/fighter.h"

namespace arena::games::parry {

int super_stocks(const ParryFighter& fighter) {
  return fighter.super_bar * fighter.super_art / kSuperBarMax;
}

int16_t affordable_meter(const ParryFighter& fighter) {
  return static_cast<int16_t>(fighter.super_bar * fighter.super_art * 100 / kSuperBarMax);
}

void spend_meter(ParryFighter& fighter, int cost) {
  // Rounded down, so spending whole stocks always leaves the stocks that remain whole.
  const int units = cost * kSuperBarMax / (100 * fighter.super_art);
  fighter.super_bar = static_cast<int16_t>(std::max(0, fighter.super_bar - units));
}

void gain_meter(ParryFighter& fighter, int amount) {
  fighter.super_bar = static_cast<int16_t>(std::min(kSuperBarMax, fighter.super_bar + amount));
}

void add_stun(ParryFighter& fighter, int amount) {
  if (fighter.dizzy || amount <= 0) return;
  fighter.calm_frames = 0;
  fighter.stun_bar = static_cast<int16_t>(std::min(kStunBarMax, fighter.stun_bar + amount));
  if (fighter.stun_bar >= kStunBarMax) fighter.dizzy_pending = 1;
}

void update_stun(fight::FighterState& fighter, ParryFighter& parry, const ParryOwnRules& own) {
  if (parry.dizzy) {
    if (fighter.action != fight::kHitStun) {  // recovered, or knocked out of it
      parry.dizzy = 0;
      parry.stun_bar = 0;
      parry.calm_frames = 0;
    }
    return;
  }
  if (parry.dizzy_pending) {
    if (fight::is_free(fighter) && fighter.y == 0) {
      fight::set_idle(fighter);
      fighter.action = fight::kHitStun;
      fighter.stun = static_cast<int16_t>(own.dizzy_frames);
      fighter.last_contact = kContactDizzy;
      fighter.contact_timer = 0;
      parry.dizzy = 1;
      parry.dizzy_pending = 0;
    }
    return;
  }
  const bool struck = fighter.action == fight::kHitStun || fighter.action == fight::kAirHit ||
                      fighter.action == fight::kKnockdown;
  if (struck || parry.stun_bar == 0) return;
  if (parry.calm_frames < 32767) ++parry.calm_frames;
  if (parry.calm_frames > own.stun_calm_frames && parry.calm_frames % own.stun_drain_every == 0) {
    --parry.stun_bar;
  }
}

}  // namespace arena::games::parry
