// Parry's two gauges. The super meter (0..kSuperBarMax) fills as a fighter deals, blocks,
// takes and parries hits; its shape is the fighter's super art: art n splits the same bar into
// n stocks. Moves cost meter in hundredths of a stock (TOML `meter`: 100 = a super art, 50 = an
// EX special), so a cost means the same share of a stock whatever the art, and
// FighterState::meter holds what the bar covers in those units for the shared parser and CPU.
// The stun gauge (0..kStunBarMax) grows with every hit taken (the file's stun_percent of the
// move's base damage) and drains after a calm spell; when it fills, the fighter is dizzy
// (helpless in hit stun for dizzy_frames) as soon as it is next free. The bar maxima bound RAM
// observations and stay here; the rates and gains are the file's (ParryOwnRules).
#pragma once

#include <cstdint>

#include "native/games/fight/fight_state.h"
#include "native/games/parry/parry_rules.h"
#include "native/games/parry/parry_state.h"

namespace arena::games::parry {

inline constexpr int kSuperBarMax = 128;
inline constexpr int kSuperArts = 3;
inline constexpr int kStunBarMax = 72;
/// Meter gained: the attacker gains the move's damage on hit, half on block; the defender a
/// quarter of it when hit; a parry gives the file's parry_meter_gain. Moves that cost meter
/// gain none.

/// Whole stocks the fighter's bar holds (0..super_art).
int super_stocks(const ParryFighter& fighter);

/// The bar as FighterState::meter units: hundredths of a stock.
int16_t affordable_meter(const ParryFighter& fighter);

/// Spends `cost` hundredths of a stock from the bar.
void spend_meter(ParryFighter& fighter, int cost);

/// Adds `amount` to the bar, capped at kSuperBarMax.
void gain_meter(ParryFighter& fighter, int amount);

/// Adds a hit's stun to the gauge; a full gauge makes the fighter dizzy once it is free.
void add_stun(ParryFighter& fighter, int amount);

/// One frame of the stun gauge: drain after a calm spell, a pending dizzy begins when the
/// fighter is free on the floor, a dizzy ends (gauge emptied) when its hit stun does.
void update_stun(fight::FighterState& fighter, ParryFighter& parry, const ParryOwnRules& own);

}  // namespace arena::games::parry
