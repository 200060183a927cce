// Draws a parry fighter from its state on the kit's figure (fight/figure.h): a body of limbs and
// torso fitted to its hurtbox (standing, crouching, airborne or lying), an active strike's arm or
// leg stretched to the far edge of its hitbox (a kick when the hitbox sits below the waist), a
// raised guard while blocking, a lean back in hit stun, stars over a dizzy head, a raised fist in
// victory.
#include "native/games/fight/figure.h"
#include "native/games/parry/parry_render.h"

namespace arena::games::parry {
namespace {

using render::Point;

constexpr fight::FigureStyle kFigure{.screen = kScreen, .lying_head = kSkin};

}  // namespace

void ParryArt::draw_fighter(render::Canvas& canvas, const State& state, const fight::GameData& data,
                            int slot) {
  const fight::FighterState& f = state.match.fighters[slot];
  const fight::CharacterData& c = data.characters[f.character];
  fight::draw_shadow(canvas, f, c, kFigure, kShadow);
  const std::optional<fight::Figure> fig = fight::draw_body(canvas, f, c, slot, kFigure);
  if (!fig) return;
  fight::draw_belt(canvas, *fig, slot);
  const Point head = fight::draw_haired_head(canvas, *fig, slot);
  fight::draw_arms(canvas, *fig, f, c, slot, kFigure, {10, 8});
  if (state.fighters[slot].dizzy) {  // stars circling the head
    for (int k = 0; k < 3; ++k) {
      const int phase = (state.match.frame / 4 + k * 8) % 24;
      const int dx = (phase < 12 ? phase - 6 : 18 - phase) * 2;
      canvas.fill_ellipse({head.x + dx, fig->top - 6 - (k % 2) * 3}, 3, 3, kDizzyStar);
    }
  }
}

}  // namespace arena::games::parry
