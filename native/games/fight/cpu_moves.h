// Frame-data queries the CPU chooses its moves with: which moves reach the foe from here, which
// become active inside a window, which catch a strike or grab a guard. Everything is derived
// from the character's move list, so any game's TOML gives its CPU the same judgement.
#pragma once

#include <cstdint>
#include <limits>

#include "native/games/fight/fight_state.h"
#include "native/games/fight/game_data.h"

namespace arena::games::fight {

/// A window wide enough for any move (no frame limit).
inline constexpr int kCpuAnyWindow = 99;

/// Where the foe is, as the CPU perceives it.
struct MoveTarget {
  int distance = 0;     // body centre to body centre, pixels
  int foe_half = 0;     // half the foe's body width, pixels
  int foe_top = 0;      // height of the foe's body top (crouching or standing), pixels
  int danger_side = 0;  // 1 when the foe stands near a danger-zone edge behind it, else 0
  int min_advantage = std::numeric_limits<int>::min();  // worse on block: left out
  bool safe_pokes = false;  // pokes are scored by their safety on block, not their recovery
};

/// What the CPU wants a strike for.
enum class StrikeJob : uint8_t {
  kPunish,    // most damage that still lands in the window
  kPoke,      // fast and safe at this range
  kLow,       // beats a standing guard
  kOverhead,  // beats a crouching guard
  kChip,      // wears a guard down: the special that chips it most
};

/// Frames the attacker is ahead (+) or behind (-) when `move` is guarded on its first active
/// frame: the guard's blockstun against the rest of the move.
int block_advantage(const MoveData& move);

/// Startup of the fastest grounded strike in `character`'s move list (how soon it can punish).
int fastest_strike(const CharacterData& character);

/// Startup of the fastest grounded strike without a motion in `character`'s move list that
/// reaches `target` (kCpuAnyWindow when none does): how soon a strike it starts now can land.
int fastest_strike_reaching(const CharacterData& character, const MoveTarget& target);

/// fastest_strike_reaching with a standing `me` as the target, `distance` pixels away (body
/// centres): how soon a strike `foe` starts now can land on it there.
int fastest_strike_at(const CharacterData& foe, const CharacterData& me, int distance);

/// Frames of inputs the CPU needs before the button press (motions), or -1 when the move
/// cannot be entered now (a charge move without a full charge, a move the meter cannot pay).
int input_lead(const MoveData& move, const FighterState& self, const RuleSet& rules);

/// Frames from now until `move` is active when entered now (input lead + startup), or -1 when
/// it cannot be entered now.
int frames_to_active(const MoveData& move, const FighterState& self, const RuleSet& rules);

/// True when strike `move` passes over a body `body_top` pixels tall (its hitbox starts above
/// it): a high over a crouching fighter.
inline bool passes_over(const MoveData& move, int body_top) { return move.box_y >= body_top; }

/// True when `move` (a strike or a throw) connects with the foe from the current distance,
/// counting the move's forward travel during its startup.
bool reaches(const MoveData& move, const MoveTarget& target);

/// The grounded strike that best does `job`, becomes active within `window` frames and
/// reaches; with probability 1 - execution/256 a random fitting one instead. -1 if none fits.
int choose_strike(const CharacterData& me, const FighterState& self, const RuleSet& rules,
                  const MoveTarget& target, int window, StrikeJob job, CpuState& cpu,
                  uint8_t execution);

/// The most damaging throw (command throws included) that reaches now, or -1.
int choose_throw(const CharacterData& me, const FighterState& self, const RuleSet& rules,
                 const MoveTarget& target);

/// The fastest hold that catches strikes of `level` (a HitLevel), or -1.
int choose_hold(const CharacterData& me, const FighterState& self, const RuleSet& rules,
                uint8_t level);

/// The fastest strike that hits above the CPU's head or is strike-invulnerable at its
/// start (an anti-air), or -1.
int choose_anti_air(const CharacterData& me, const FighterState& self, const RuleSet& rules);

/// The fastest projectile move, or -1.
int choose_projectile(const CharacterData& me, const FighterState& self, const RuleSet& rules);

}  // namespace arena::games::fight
