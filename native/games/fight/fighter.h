// One fighter's own frame: choosing what to do from its input (moves, walking, crouching,
// jumping, guarding), advancing the current move's frame data and the stun timers, and
// integrating motion (fixed-point, gravity, landing). Interactions between the two fighters
// live in collision.h and contact.h.
#pragma once

#include <cstdint>

#include "native/games/fight/fight_state.h"
#include "native/games/fight/game_data.h"

namespace arena::games::fight {

/// True when the fighter may start a move or walk this frame.
bool is_free(const FighterState& fighter);

/// Reads the fighter's newest input and starts a move, walks, crouches, jumps or guards.
void update_control(MatchState& state, int index, const GameData& data);

/// Where a fighter stood in its move before this frame's control, to tell after it whether a
/// move started on this frame (started_move).
struct MoveMark {
  uint8_t action;
  int16_t move;
  int16_t move_frame;
};

inline MoveMark move_mark(const FighterState& fighter) {
  return {fighter.action, fighter.move, fighter.move_frame};
}

/// The move the fighter started on this frame (it was not already on that move's frame 0
/// `before` control), or nullptr.
inline const MoveData* started_move(const FighterState& fighter, const MoveMark& before,
                                    const CharacterData& character) {
  const bool started = fighter.action == kAttack && fighter.move_frame == 0 &&
                       !(before.action == kAttack && before.move == fighter.move &&
                         before.move_frame == 0);
  return started ? &character.moves[static_cast<size_t>(fighter.move)] : nullptr;
}

/// Starts `move` now (frame 0 of its startup).
void start_move(FighterState& fighter, const CharacterData& character, int move);

/// Advances move frames and timers by one frame, spawns projectiles when their move becomes
/// active, and integrates position. Landing ends jumps and juggles.
void advance_fighter(MatchState& state, int index, const GameData& data);

/// A box in sub-pixels, half-open [x0, x1) x [y0, y1), world coordinates (y up). Collisions
/// use these exact boxes (mirror-symmetric); the pixel boxes in the state are for drawing.
struct SubBox {
  int32_t x0 = 0;
  int32_t x1 = 0;
  int32_t y0 = 0;
  int32_t y1 = 0;
};

/// True when both boxes are non-empty and overlap.
inline bool overlaps(const SubBox& a, const SubBox& b) {
  return a.x0 < a.x1 && b.x0 < b.x1 && a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 &&
         b.y0 < a.y1;
}

/// The fighter's body (hurtbox): width from the character, height from the stance.
SubBox body_box(const FighterState& fighter, const CharacterData& character);

/// The hitbox of the fighter's active strike; empty (x0 == x1) when there is none.
SubBox strike_box(const FighterState& fighter, const CharacterData& character);

/// Recomputes the pixel hurtbox and hitbox stored in the state (for drawing).
void update_boxes(FighterState& fighter, const CharacterData& character);

/// The move the fighter is performing, or nullptr.
inline const MoveData* current_move(const FighterState& fighter, const CharacterData& character) {
  return fighter.move < 0 ? nullptr : &character.moves[static_cast<size_t>(fighter.move)];
}

/// The move the fighter is performing, or nullptr, looked up in the fighter's character.
inline const MoveData* current_move(const FighterState& fighter, const GameData& data) {
  return current_move(fighter, data.characters[fighter.character]);
}

/// Frames of landing recovery after a jump; a jump that attacked lands three times slower.
inline int16_t landing_recovery(const RuleSet& rules, bool attacked) {
  return static_cast<int16_t>(attacked ? rules.landing_frames * 3 : rules.landing_frames);
}

/// Puts the fighter back to a neutral standing state (keeps position and facing).
void set_idle(FighterState& fighter);

/// Holds a free fighter standing still for a frame of a game's own stance (ronin's meditation,
/// trio's charge): idle, standing, unguarded, no horizontal speed; its move and timers as they are.
void hold_still(FighterState& fighter);

}  // namespace arena::games::fight
