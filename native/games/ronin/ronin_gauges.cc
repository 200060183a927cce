// Weapon, rage and power gauge arithmetic (see ronin_gauges.h).
#include "native/games/ronin/ronin_gauges.h"

#include <algorithm>

#include "native/games/fight/gauge_clock.h"

namespace arena::games::ronin {

bool is_weapon_move(const fight::MoveData& move) {
  return (move.buttons & kSlashButtons) != 0 && move.kind != fight::MoveKind::kThrow &&
         move.meter == 0;
}

int swing_drain(const fight::MoveData& move, const RoninOwnRules& own) {
  return is_weapon_move(move) ? std::max(own.min_swing_drain, move.damage * 3 / 5) : 0;
}

bool issen_ready(const RoninFighter& ronin, const fight::FighterState& fighter, int max_health) {
  return ronin.power_bar >= kPowerBarMax && fighter.health * 5 < max_health;
}

int16_t usable_meter(const RoninFighter& ronin, const fight::FighterState& fighter,
                     const fight::GameData& data) {
  const RoninOwnRules& own = ronin_rules(data);
  if (issen_ready(ronin, fighter, data.rules.max_health)) {
    return static_cast<int16_t>(own.issen_meter);
  }
  return ronin.rage_on && !ronin.burst_rage ? static_cast<int16_t>(own.super_meter) : int16_t{0};
}

int damage_percent(const RoninFighter& attacker, const fight::MoveData& move,
                   const RoninOwnRules& own) {
  int percent = 100;
  if (is_weapon_move(move)) {
    percent =
        attacker.weapon_lost ? own.fist_percent : 50 + 50 * attacker.weapon_bar / kWeaponBarMax;
  }
  if (attacker.rage_on) percent = percent * (100 + own.rage_percent) / 100;
  return percent;
}

void gain_rage(RoninFighter& ronin, int damage) {
  if (ronin.rage_on) return;
  const int gain = damage > 0 ? std::max(1, damage * 3 / 4) : 1;
  ronin.rage_bar = static_cast<int16_t>(std::min(kRageBarMax, ronin.rage_bar + gain));
  if (ronin.rage_bar >= kRageBarMax) {
    ronin.rage_on = 1;
    ronin.drain_clock = 0;
  }
}

void update_gauges(RoninFighter& ronin, const fight::FighterState& fighter,
                   const RoninOwnRules& own) {
  if (ronin.explosion) --ronin.explosion;
  if (fighter.action != fight::kAttack && ronin.weapon_bar < kWeaponBarMax) {
    if (fight::clock_ticks(ronin.regen_frames, own.weapon_regen_frames)) ++ronin.weapon_bar;
  } else {
    ronin.regen_frames = 0;
  }
  if (ronin.meditating) {
    if (fight::clock_ticks(ronin.drain_clock, own.meditate_frames) && ronin.rage_bar > 0 &&
        ronin.power_bar < kPowerBarMax) {
      --ronin.rage_bar;
      ++ronin.power_bar;
    }
  } else if (ronin.rage_on) {
    if (fight::clock_ticks(ronin.drain_clock, own.rage_drain_frames) && ronin.rage_bar > 0) {
      --ronin.rage_bar;
    }
  } else {
    ronin.drain_clock = 0;
  }
  if (ronin.rage_on && ronin.rage_bar == 0) {
    ronin.rage_on = 0;
    ronin.burst_rage = 0;
  }
}

}  // namespace arena::games::ronin
