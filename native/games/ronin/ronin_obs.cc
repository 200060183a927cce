// Ronin's per-player RAM extras (see ronin_obs.h).
#include "native/games/ronin/ronin_obs.h"

#include <algorithm>

#include "native/games/ronin/ronin_gauges.h"

namespace arena::games::ronin {
namespace {

// The meaning of every value is documented in configs/games/ronin.toml; write_ram writes them
// in this order.
constexpr fight::ExtraSpace kRoninExtras[] = {
    {"rage_on", true, 0, 1},
    {"rage_used", true, 0, 1},
    {"rage_bar", false, 0, kRageBarMax},
    {"weapon_lost", true, 0, 1},
    {"weapon_fight", true, 0, 1},
    {"weapon_bar", false, 0, kWeaponBarMax},
    {"power_bar", false, 0, kPowerBarMax},
    {"weapon_x", false, -1, 255},
};

int16_t weapon_x(const RoninMatch& state, int index) {
  const DroppedWeapon& weapon = state.weapon;
  if (weapon.state == 0 || weapon.owner != index) return -1;
  return static_cast<int16_t>(std::clamp(weapon.x / fight::kSubpixel, 0, 255));
}

}  // namespace

std::span<const fight::ExtraSpace> ronin_extras() { return kRoninExtras; }

void write_ram(const RoninMatch& state, const fight::GameData& data,
               std::span<std::byte* const> leaves, int first) {
  fight::write_ram(state.match, data, leaves, first, [&state](int index, std::byte* const* out) {
    const RoninFighter& fighter = state.fighters[index];
    return fight::put_leaves(out, fighter.rage_on, fighter.rage_used, fighter.rage_bar,
                             fighter.weapon_lost, fighter.weapon_fight, fighter.weapon_bar,
                             fighter.power_bar, weapon_x(state, index));
  });
}

}  // namespace arena::games::ronin
