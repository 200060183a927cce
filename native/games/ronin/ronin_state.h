// Ronin's state beside the shared fight::MatchState: per fighter the three gauges (weapon,
// rage, power), the once-per-match rage explosion, meditation, the weapon (held or lost) and
// the slash-vs-slash clash contest; per match the dropped weapon on the floor. Plain integers
// with every byte named, so it joins the match in the env's snapshot bytes.
#pragma once

#include <cstdint>

#include "native/games/fight/fight_state.h"

namespace arena::games::ronin {

/// fight::ContactKind values ronin adds (stored in FighterState::last_contact).
inline constexpr uint8_t kContactClash = 8;       // this fighter's slash met the foe's slash
inline constexpr uint8_t kContactDisarmed = 9;    // this fighter lost a clash and its weapon
inline constexpr uint8_t kContactExplosion = 10;  // a rage explosion (this fighter's or the foe's)

/// One fighter's ronin-specific state.
struct RoninFighter {
  int16_t weapon_bar = 0;    // 0..kWeaponBarMax: weapon damage 50..100%; drains per swing
  int16_t rage_bar = 0;      // 0..kRageBarMax: fills when hit; full = rage (drains while on)
  int16_t power_bar = 0;     // 0..kPowerBarMax: filled by meditation; full = issen ready
  int16_t regen_frames = 0;  // frames counted toward the next weapon_bar point
  uint8_t rage_on = 0;       // 1 while in rage (+25% damage, the super usable)
  uint8_t rage_used = 0;     // the rage explosion was spent this match (stage)
  uint8_t explosion = 0;     // frames left of the rage explosion's burst (drawn, invulnerable)
  uint8_t meditating = 0;    // 1 while holding M free on the floor
  uint8_t weapon_lost = 0;   // 1 while disarmed: slashes are fists (x0.5)
  uint8_t weapon_fight = 0;  // 1 during a clash contest
  uint8_t clash_score = 0;   // beats of the clash in which the fighter pressed a slash
  uint8_t beat_pressed = 0;  // pressed a slash during the current beat
  uint8_t drain_clock = 0;   // frames toward the next rage/meditation point
  uint8_t burst_rage = 0;    // 1 while the rage comes from the rage explosion (no super)
  int16_t pad1 = 0;
};

/// The weapon a disarmed fighter dropped (flying, then on the floor until picked up).
struct DroppedWeapon {
  int32_t x = 0;  // centre, 1/256 px
  int32_t y = 0;  // height above the floor, 1/256 px
  int32_t vx = 0;
  int32_t vy = 0;
  uint8_t state = 0;  // 0 none, 1 flying, 2 on the floor
  uint8_t owner = 0;  // fighter index it belongs to
  int16_t pad0 = 0;
};

/// The whole ronin match.
struct RoninMatch {
  fight::MatchState match;
  RoninFighter fighters[fight::kMaxPlayers];
  DroppedWeapon weapon;
  int16_t clash_frames = 0;  // frames left of the current clash contest (0 = none)
  int16_t pad0 = 0;
};

}  // namespace arena::games::ronin
