// Parry's per-player RAM extras (see parry_obs.h).
#include "native/games/parry/parry_obs.h"

#include "native/games/parry/parry_meter.h"

namespace arena::games::parry {
namespace {

// The meaning of every value is documented in configs/games/parry.toml; write_ram writes them
// in this order.
constexpr fight::ExtraSpace kParryExtras[] = {
    {"stun_bar", false, 0, kStunBarMax},   {"stunned", true, 0, 1},
    {"super_bar", false, 0, kSuperBarMax}, {"super_type", true, 0, kSuperArts - 1},
    {"super_count", false, 0, kSuperArts}, {"super_max_count", false, 1, kSuperArts},
};

}  // namespace

std::span<const fight::ExtraSpace> parry_extras() { return kParryExtras; }

void write_ram(const ParryMatch& state, const fight::GameData& data,
               std::span<std::byte* const> leaves, int first) {
  fight::write_ram(state.match, data, leaves, first, [&state](int index, std::byte* const* out) {
    const ParryFighter& fighter = state.fighters[index];
    return fight::put_leaves(out, fighter.stun_bar, fighter.dizzy, fighter.super_bar,
                             fighter.super_art - 1, super_stocks(fighter), fighter.super_art);
  });
}

}  // namespace arena::games::parry
