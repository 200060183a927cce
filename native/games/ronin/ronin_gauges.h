// Ronin's three gauges and the damage they imply.
//
// Weapon bar (0..kWeaponBarMax, full at a round's start): every weapon swing (a move pressing
// WS or MS that is not a throw and costs no meter) drains it by 3/5 of the move's damage (at
// least the file's min_swing_drain) when it starts; it refills one point every
// weapon_regen_frames frames while the fighter is not attacking. A weapon hit deals 50% + 50% *
// bar / max of its damage; a disarmed fighter's slashes are fists and deal fist_percent.
//
// Rage bar (0..kRageBarMax): grows by 3/4 of the damage taken (at least 1 per hit) and by 1 per
// blocked hit; when full the fighter is in rage (rage_on): +rage_percent damage and the super
// (a move costing super_meter) usable; the bar then drains one point every rage_drain_frames
// and rage ends when it is empty. The rage explosion (WS+MS+K, once per match) fills it at
// once: that rage (burst_rage) adds the damage but not the super.
//
// Power bar (0..kPowerBarMax): meditation (holding M alone while free on the floor) trades one
// rage point for one power point every meditate_frames frames. A full power bar makes the
// issen (a move costing issen_meter) usable while the fighter's health is below 20%; the issen
// empties it. A fighter whose issen is ready may also use its super (desperation).
//
// The bar maxima bound RAM extras and stay here; the rates, costs and percentages are the
// file's [rules] (RoninOwnRules).
#pragma once

#include <cstdint>

#include "native/games/fight/fight_state.h"
#include "native/games/fight/game_data.h"
#include "native/games/fight/own_rules.h"
#include "native/games/ronin/ronin_state.h"

namespace arena::games::ronin {

inline constexpr int kWeaponBarMax = 120;
inline constexpr int kRageBarMax = 100;
inline constexpr int kPowerBarMax = 64;

/// Ronin's own rule numbers, from its file's [rules] (fight/own_rules.h: kRoninOwnRuleKeys in
/// ronin_env.cc reads them; configs/games/ronin.toml says what each is).
struct RoninOwnRules {
  // The weapon bar; the rage and power bars; the super's and issen's costs; the explosion.
  int weapon_regen_frames, min_swing_drain, fist_percent;
  int rage_percent, rage_drain_frames, meditate_frames;
  int super_meter, issen_meter;
  int explosion_reach_px, explosion_stun_frames;
};

/// Ronin's own rule numbers in its data: ronin_rules(data).
inline constexpr auto& ronin_rules = fight::own_rules<RoninOwnRules>;
/// Button bits in the order of the TOML's [game] buttons = ["WS", "MS", "K", "M"].
inline constexpr uint8_t kWeakSlash = 1u << 0;
inline constexpr uint8_t kMediumSlash = 1u << 1;
inline constexpr uint8_t kKick = 1u << 2;
inline constexpr uint8_t kMeditate = 1u << 3;
inline constexpr uint8_t kSlashButtons = kWeakSlash | kMediumSlash;
inline constexpr uint8_t kExplosionButtons = kWeakSlash | kMediumSlash | kKick;

/// True for a weapon move: presses a slash, is not a throw and costs no meter.
bool is_weapon_move(const fight::MoveData& move);

/// Weapon bar points a swing of `move` drains.
int swing_drain(const fight::MoveData& move, const RoninOwnRules& own);

/// True when the fighter's issen is ready and its health is below 20%.
bool issen_ready(const RoninFighter& ronin, const fight::FighterState& fighter, int max_health);

/// The meter the parser and the CPU see (FighterState::meter): issen_meter when the issen is
/// ready, super_meter in rage that did not come from the rage explosion, else 0.
int16_t usable_meter(const RoninFighter& ronin, const fight::FighterState& fighter,
                     const fight::GameData& data);

/// Percent of a hit's base damage: the weapon bar or fists for weapon moves, rage on top.
int damage_percent(const RoninFighter& attacker, const fight::MoveData& move,
                   const RoninOwnRules& own);

/// Adds rage for `damage` taken (or a blocked hit when `damage` is 0); a full bar starts rage.
void gain_rage(RoninFighter& ronin, int damage);

/// One frame of the gauges: weapon regeneration, rage drain, meditation.
void update_gauges(RoninFighter& ronin, const fight::FighterState& fighter,
                   const RoninOwnRules& own);

}  // namespace arena::games::ronin
