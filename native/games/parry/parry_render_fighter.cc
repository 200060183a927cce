// Draws a parry fighter from its state on the kit's figure (fight/figure.h): a body of limbs and
// torso fitted to its hurtbox (standing, crouching, airborne or lying), an active strike's arm or
// leg stretched to the far edge of its hitbox (a kick when the hitbox sits below the waist), a
// raised guard while blocking, a lean back in hit stun, stars over a dizzy head, a raised fist in
// victory.
#include <optional>

#include "native/games/fight/figure.h"
#include "native/games/parry/parry_render.h"

namespace arena::games::parry {
namespace {

constexpr fight::FigureStyle kFigure{.screen = kScreen, .lying_head = kSkin};

}  // namespace

void ParryArt::draw_fighter(render::Canvas& canvas, const State& state, const fight::GameData& data,
                            int slot) {
  const std::optional<fight::DressedFigure> dressed =
      fight::draw_dressed_fighter(canvas, state.match, data, slot, kFigure, kShadow, {10, 8});
  if (dressed && state.fighters[slot].dizzy) {  // stars circling the head
    for (int k = 0; k < 3; ++k) {
      const int phase = (state.match.frame / 4 + k * 8) % 24;
      const int dx = (phase < 12 ? phase - 6 : 18 - phase) * 2;
      canvas.fill_ellipse({dressed->head.x + dx, dressed->fig.top - 6 - (k % 2) * 3}, 3, 3,
                          kDizzyStar);
    }
  }
}

}  // namespace arena::games::parry
