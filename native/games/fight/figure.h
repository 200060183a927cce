// The kit's fighter figure, drawn the same way in every game that draws limbs on a torso
// (parry, ronin, tagduo, tower, trio): a shadow, a lying body, the standing figure's measures
// fitted to the hurtbox (stance, lean in hit stun and KO), legs that step, a torso, and the far
// point a strike reaches. A game draws its own head, arms and extras on the measures (Figure),
// or takes the kit's belt, haired head and arms whole (draw_dressed_fighter); its numbers are
// a FigureStyle. Colours are render::fighter_color(slot, ...) (fighter_palette.h).
#pragma once

#include <cstdint>
#include <optional>
#include <type_traits>

#include "native/games/fight/fight_state.h"
#include "native/games/fight/game_data.h"
#include "native/games/fight/screen.h"
#include "native/render/canvas.h"

namespace arena::games::fight {

/// A game's figure numbers.
struct FigureStyle {
  Screen screen;
  int shadow_dy = 3;      // the shadow's rows below the floor line
  int hip_percent = 45;   // hip height, percent of the figure's height
  int crouch_knee = 6;    // knees pushed forward when crouching (px)
  int lying_thick = 6;    // a lying body's least thickness (px)
  int lying_head_rx = 6;  // a lying head's radii (px)
  int lying_head_ry = 5;
  uint8_t lying_head = 0;  // the lying head's fighter colour (render::FighterColor)
};

/// The standing figure's measures, in screen pixels.
struct Figure {
  int x = 0;       // centre
  int feet = 0;    // row of the feet
  int face = 1;    // +1 facing right, -1 left
  int height = 0;  // world px: the stance's height
  int h = 0;       // screen height and width
  int w = 0;
  int lean = 0;  // shoulders' shift (hips shift half)
  int hip_y = 0;
  int shoulder_y = 0;
  int head_r = 0;
  int top = 0;         // row of the head's top
  int torso_half = 0;  // half the torso's width
  int leg = 0;         // limb thicknesses
  int arm = 0;
  render::Point shoulder;  // the front arm's shoulder
};

/// True when the fighter lies on the floor (knocked down, or KO'd with no health).
bool lies_down(const FighterState& f);

/// The fighter's shadow on the floor.
void draw_shadow(render::Canvas& canvas, const FighterState& f, const CharacterData& c,
                 const FigureStyle& style, uint8_t color);

/// A fighter lying on the floor: legs, body and head.
void draw_lying(render::Canvas& canvas, const FighterState& f, const CharacterData& c, int slot,
                const FigureStyle& style);

/// The measures of a fighter on its feet or in the air; `lean` is the lean when not hit
/// (hit stun and KO lean back instead).
Figure figure_of(const FighterState& f, const CharacterData& c, const FigureStyle& style,
                 int lean = 0);

/// Both legs: apart when standing, bent when crouching, tucked in the air, stepping `stride`
/// px every `period` frames when walking.
void draw_legs(render::Canvas& canvas, const Figure& fig, const FighterState& f, int slot,
               const FigureStyle& style, int stride = 3, int period = 6);

/// How a standing body moves: its lean when not hit, its legs stepping `stride` px every
/// `period` frames when walking.
struct Gait {
  int lean = 0;
  int stride = 3;
  int period = 6;
};

/// The body under a game's head and arms: a lying fighter drawn whole (returns nullopt), else
/// the figure's legs and torso (returns the figure, for the game's belt, head, arms, extras).
std::optional<Figure> draw_body(render::Canvas& canvas, const FighterState& f,
                                const CharacterData& c, int slot, const FigureStyle& style,
                                const Gait& gait = {});

/// The torso (the fighter's main colour), leaning with the figure.
void draw_torso(render::Canvas& canvas, const Figure& fig, int slot);

/// A belt of the trim colour across the hips.
void draw_belt(render::Canvas& canvas, const Figure& fig, int slot);

/// Where the head's centre is (over the leaning shoulders, a little forward).
render::Point head_of(const Figure& fig);

/// A bare head (skin) with hair over its top third; returns its centre.
render::Point draw_haired_head(render::Canvas& canvas, const Figure& fig, int slot);

/// The strike the fighter is throwing past its startup (else null).
const MoveData* shown_strike(const FighterState& f, const CharacterData& c);

/// The far point `strike` reaches: its hitbox's reach (two thirds in recovery) at its
/// middle height.
render::Point strike_tip(const Figure& fig, const FighterState& f, const MoveData& strike,
                         const FigureStyle& style);

/// True when `strike`'s hitbox sits below the waist (drawn as a kick).
bool low_strike(const Figure& fig, const MoveData& strike);

/// The arms: a shown strike's limb stretched to its tip (a leg for a low strike), a fist raised
/// in victory, a guard up while blocking; otherwise the hand rests at `rest` (px ahead of the
/// torso's edge, px below the shoulders; the figure's lean added).
void draw_arms(render::Canvas& canvas, const Figure& fig, const FighterState& f,
               const CharacterData& c, int slot, const FigureStyle& style, render::Point rest);

/// What draw_dressed_fighter drew on its feet, for the game's extras: the figure and the
/// head's centre.
struct DressedFigure {
  Figure fig;
  render::Point head;
};

/// Fighter `slot` of `match` dressed the kit's way (parry, tagduo, trio): its shadow in
/// `shadow`, what the game draws behind it while it is not lying down (`behind(figure)`, when
/// given), the body, a belt, a haired head and the arms resting at `rest` (draw_arms). Returns
/// the figure and the head for the game's extras; nullopt for a lying fighter (drawn whole).
template <typename Behind = std::nullptr_t>
std::optional<DressedFigure> draw_dressed_fighter(render::Canvas& canvas, const MatchState& match,
                                                  const GameData& data, int slot,
                                                  const FigureStyle& style, uint8_t shadow,
                                                  render::Point rest, Behind&& behind = nullptr) {
  const FighterState& f = match.fighters[slot];
  const CharacterData& c = data.characters[f.character];
  draw_shadow(canvas, f, c, style, shadow);
  if constexpr (!std::is_null_pointer_v<std::remove_cvref_t<Behind>>) {
    if (!lies_down(f)) behind(figure_of(f, c, style));
  }
  const std::optional<Figure> fig = draw_body(canvas, f, c, slot, style);
  if (!fig) return std::nullopt;
  draw_belt(canvas, *fig, slot);
  const render::Point head = draw_haired_head(canvas, *fig, slot);
  draw_arms(canvas, *fig, f, c, slot, style, rest);
  return DressedFigure{*fig, head};
}

}  // namespace arena::games::fight
