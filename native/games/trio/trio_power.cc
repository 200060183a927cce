// Trio's power gauge (see trio_power.h).
#include "native/games/trio/trio_power.h"

#include <algorithm>

#include "native/games/fight/team_rules.h"

namespace arena::games::trio {
namespace {

void add_power(TrioFighter& own, const fight::TeamSide& team, int amount) {
  if (amount <= 0) return;
  own.power_bar = static_cast<int16_t>(std::min(kPowerBarMax * 2, own.power_bar + amount));
  const int cap = stock_cap(own.style, team);
  while (own.power_bar >= kPowerBarMax && own.stocks < cap) {
    own.power_bar = static_cast<int16_t>(own.power_bar - kPowerBarMax);
    ++own.stocks;
  }
  own.power_bar = static_cast<int16_t>(std::min(own.power_bar, static_cast<int16_t>(kPowerBarMax)));
}

}  // namespace

int stock_cap(uint8_t style, const fight::TeamSide& team) {
  const int base = style == kExtra ? 1 : 3;
  return std::min(kMostStocks, base + fight::fallen_members(team));
}

void gain_power(TrioFighter& own, const fight::TeamSide& team, int given, int taken) {
  const int rate = own.style == kExtra ? 50 : 100;
  add_power(own, team, (given * rate + taken * rate / 2) / 100);
}

void charge_power(TrioFighter& own, const fight::TeamSide& team, int frame) {
  if (own.style == kExtra || (own.style == kUltimate && frame % 2 == 0)) add_power(own, team, 1);
}

}  // namespace arena::games::trio
