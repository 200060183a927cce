// Tower's per-player RAM extras (see tower_obs.h).
#include "native/games/tower/tower_obs.h"

#include "native/games/tower/tower_rules.h"

namespace arena::games::tower {
namespace {

// The meaning of every value is documented in configs/games/tower.toml; write_ram writes them
// in this order.
constexpr fight::ExtraSpace kTowerExtras[] = {
    {"aggressor_bar", false, 0, kAggressorBarMax},
    {"run_bar", false, 0, kRunBarMax},
};

}  // namespace

std::span<const fight::ExtraSpace> tower_extras() { return kTowerExtras; }

void write_ram(const TowerMatch& state, const fight::GameData& data,
               std::span<std::byte* const> leaves, int first) {
  fight::write_ram(state.match, data, leaves, first, [&state](int index, std::byte* const* out) {
    const TowerFighter& fighter = state.fighters[index];
    return fight::put_leaves(out, fighter.aggressor_bar, fighter.run_bar);
  });
}

}  // namespace arena::games::tower
