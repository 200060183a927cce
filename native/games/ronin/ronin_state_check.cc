// check_ronin_state (RoninGame's check_state): what ronin's own fields in a snapshot of its env
// may hold (see core::Env), after the kit's checks (FightEnv::check_loaded): each fighter's
// gauges, flags and clash score, the clash clock and the dropped weapon.
#include <algorithm>
#include <string>

#include "native/core/state_check.h"
#include "native/games/fight/state_check.h"
#include "native/games/ronin/ronin_clash.h"
#include "native/games/ronin/ronin_env.h"
#include "native/games/ronin/ronin_gauges.h"
#include "native/games/ronin/ronin_rules.h"

namespace arena::games::ronin {
namespace {

void check_ronin_fighter(const RoninFighter& fighter, bool clashing, const RoninOwnRules& own,
                         core::StateCheck& check) {
  check.range("weapon_bar", fighter.weapon_bar, 0, kWeaponBarMax);
  check.range("rage_bar", fighter.rage_bar, 0, kRageBarMax);
  check.range("power_bar", fighter.power_bar, 0, kPowerBarMax);
  check.range("regen_frames", fighter.regen_frames, 0, own.weapon_regen_frames - 1);
  check.range("rage_on", fighter.rage_on, 0, 1);
  check.range("rage_used", fighter.rage_used, 0, 1);
  check.range("explosion", fighter.explosion, 0, kExplosionFrames);
  check.range("meditating", fighter.meditating, 0, clashing ? 0 : 1);
  check.range("weapon_lost", fighter.weapon_lost, 0, clashing ? 0 : 1);
  check.range("weapon_fight", fighter.weapon_fight, clashing ? 1 : 0, clashing ? 1 : 0);
  check.range("clash_score", fighter.clash_score, 0, kClashBeats);
  check.range("beat_pressed", fighter.beat_pressed, 0, 1);
  check.range("drain_clock", fighter.drain_clock, 0,
              std::max(own.rage_drain_frames, own.meditate_frames) - 1);
  check.range("burst_rage", fighter.burst_rage, 0, fighter.rage_on);
  check.range("pad1", fighter.pad1, 0, 0);
}

void check_weapon(const RoninMatch& state, core::StateCheck& check) {
  const DroppedWeapon& weapon = state.weapon;
  check.set_prefix("weapon.");
  check.range("state", weapon.state, 0, 2);
  check.range("owner", weapon.owner, 0, fight::kMaxPlayers - 1);
  check.range("pad0", weapon.pad0, 0, 0);
  const int32_t width = fight::kStageWidthPx * fight::kSubpixel;
  if (weapon.state == 0) {
    check.range("x", weapon.x, 0, 0);
    check.range("y", weapon.y, 0, 0);
    check.range("vx", weapon.vx, 0, 0);
    check.range("vy", weapon.vy, 0, 0);
    check.range("owner", weapon.owner, 0, 0);
    return;
  }
  check.range("x", weapon.x, 0, width);
  // In flight it is above the floor (it lands on the frame it would reach it), at most a
  // fighter's half height plus its throw's rise up.
  check.range("y", weapon.y, weapon.state == 2 ? 0 : 1, weapon.state == 2 ? 0 : 128 * 256);
  check.range("vx", weapon.vx, -4096, 4096);
  check.range("vy", weapon.vy, -8192, 4096);
  check.range("owner's weapon_lost", state.fighters[weapon.owner].weapon_lost, 1, 1);
}

}  // namespace

void check_ronin_state(const RoninEnvState& loaded, const fight::GameData& data, int,
                       core::StateCheck& check) {
  check.range("clash_frames", loaded.state.clash_frames, 0, kClashFrames);
  check.range("pad0", loaded.state.pad0, 0, 0);
  const bool clashing = loaded.state.clash_frames > 0;
  fight::check_own_fighters(
      loaded.state, "ronin_fighters", check,
      [&](const RoninFighter& fighter, int, core::StateCheck& fields) {
        check_ronin_fighter(fighter, clashing, ronin_rules(data), fields);
      });
  check_weapon(loaded.state, check);
}

}  // namespace arena::games::ronin
