// The CPU's clash mashing, weapon recovery, rage explosion and meditation (see ronin_cpu.h).
#include "native/games/ronin/ronin_cpu.h"

#include <cstdlib>

#include "native/games/fight/cpu.h"
#include "native/games/fight/cpu_projectile.h"
#include "native/games/fight/fighter.h"
#include "native/games/ronin/ronin_clash.h"
#include "native/games/ronin/ronin_gauges.h"

namespace arena::games::ronin {
namespace {

constexpr uint16_t held_buttons(uint8_t buttons) {
  return static_cast<uint16_t>(buttons << fight::kHeldShift);
}

/// A roll against ronin's per-level chance `knob` (out of 256) at the CPU's level.
bool chance(fight::CpuState& cpu, const fight::GameData& data, RoninCpuKnob knob) {
  return static_cast<int>(cpu.rng.below(256)) < data.cpu.extra(knob, cpu.level);
}

bool foe_threatens(const RoninMatch& state, int index) {
  const fight::FighterState& foe = state.match.fighters[1 - index];
  if (foe.action == fight::kAttack || foe.action == fight::kJump ||
      foe.action == fight::kJumpSquat) {
    return true;
  }
  for (const fight::Projectile& projectile : state.match.projectiles) {
    if (projectile.active && projectile.owner != index) return true;
  }
  return false;
}

}  // namespace

uint16_t ronin_cpu_input(RoninMatch& state, int index, const fight::GameData& data) {
  fight::meet_projectile(state.match, index, data, kRoninProjectileAnswer);
  const uint16_t word = fight::cpu_input(state.match, index, data);
  fight::CpuState& cpu = state.match.cpu[index];
  const fight::FighterState& self = state.match.fighters[index];
  const fight::FighterState& foe = state.match.fighters[1 - index];
  const RoninFighter& ronin = state.fighters[index];
  if (state.clash_frames > 0) {
    const bool beat = state.clash_frames % kBeatFrames == kBeatFrames / 2;
    return beat && chance(cpu, data, kMashChance) ? held_buttons(kWeakSlash) : uint16_t{0};
  }
  if (!ronin.rage_used && self.action == fight::kBlockStun &&
      self.health * 2 < data.rules.max_health && chance(cpu, data, kExplosionChance)) {
    return held_buttons(kExplosionButtons);
  }
  if (!fight::is_free(self) || self.y > 0) return word;
  const DroppedWeapon& weapon = state.weapon;
  if (ronin.weapon_lost && weapon.state == 2 && cpu.last_decision != fight::kCpuDefend) {
    const bool right = weapon.x > self.x;
    return right ? fight::kInputRight : fight::kInputLeft;
  }
  const int distance = std::abs(foe.x - self.x) / fight::kSubpixel;
  if (cpu.level >= 2 && ronin.rage_bar > 0 && ronin.power_bar < kPowerBarMax && !ronin.rage_on &&
      distance > kCpuMeditateDistancePx && !foe_threatens(state, index)) {
    return held_buttons(kMeditate);
  }
  return word;
}

}  // namespace arena::games::ronin
