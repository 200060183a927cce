// check_parry_state (ParryGame's check_state): what parry's own fields in a snapshot of its env
// may hold (see core::Env), after the kit's checks (FightEnv::check_loaded): each fighter's parry,
// freeze, super meter and stun gauge, and the super arts drawn at reset.
#include <string>

#include "native/core/state_check.h"
#include "native/games/fight/state_check.h"
#include "native/games/parry/parry_env.h"
#include "native/games/parry/parry_meter.h"
#include "native/games/parry/parry_rules.h"

namespace arena::games::parry {
namespace {

void check_parry_fighter(const ParryFighter& fighter, const ParryOwnRules& own,
                         core::StateCheck& check) {
  check.range("super_bar", fighter.super_bar, 0, kSuperBarMax);
  check.range("stun_bar", fighter.stun_bar, 0, kStunBarMax);
  check.range("calm_frames", fighter.calm_frames, 0, 32767);
  check.range("super_art", fighter.super_art, 1, kSuperArts);
  check.range("parry_window", fighter.parry_window, 0, own.parry_window_frames);
  check.range("parry_height", fighter.parry_height, kParryNone, kParryLow);
  check.range("parry_lockout", fighter.parry_lockout, 0, own.parry_lockout_frames);
  check.range("freeze", fighter.freeze, 0, own.parry_freeze_frames);
  check.range("dizzy", fighter.dizzy, 0, 1);
  check.range("dizzy_pending", fighter.dizzy_pending, 0, 1);
  check.range("last_direction", fighter.last_direction, 1, 9);
  check.range("pad0", fighter.pad0, 0, 0);
}

}  // namespace

void check_parry_state(const ParryEnvState& loaded, const fight::GameData& data, int,
                       core::StateCheck& check) {
  fight::check_own_fighters(loaded.state, "parry_fighters", check,
                            [&](const ParryFighter& fighter, int, core::StateCheck& checks) {
                              check_parry_fighter(fighter, parry_rules(data), checks);
                            });
  check.set_prefix("settings.");
  SuperArt::check_values(loaded.super_art, "super_art", check);
}

}  // namespace arena::games::parry
