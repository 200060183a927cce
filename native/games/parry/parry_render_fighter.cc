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

/// Arms: the attack limb reaches the hitbox; otherwise a guard.
void arms(render::Canvas& canvas, const fight::Figure& fig, const fight::FighterState& f,
          const fight::CharacterData& c, int slot) {
  const uint8_t sleeve = fighter_color(slot, kMainShade);
  const uint8_t trim = fighter_color(slot, kTrim);
  if (const fight::MoveData* strike = fight::shown_strike(f, c)) {
    const Point tip = fight::strike_tip(fig, f, *strike, kFigure);
    if (fight::low_strike(fig, *strike)) {
      canvas.thick_line({fig.x + fig.face * fig.w / 5, fig.hip_y}, tip, fig.leg + 1,
                        fighter_color(slot, kLegs));
      canvas.fill_ellipse(tip, fig.leg, fig.leg - 1, trim);
    } else {
      canvas.thick_line(fig.shoulder, tip, fig.arm + 1, sleeve);
      canvas.fill_ellipse(tip, fig.arm, fig.arm, trim);
    }
  } else if (f.action == fight::kVictory) {
    canvas.thick_line(fig.shoulder, {fig.shoulder.x, fig.top - 6}, fig.arm, sleeve);
  } else if (f.blocking || f.action == fight::kBlockStun) {
    const Point hand{fig.x + fig.face * (fig.torso_half + 4), fig.shoulder_y - 6};
    canvas.thick_line(fig.shoulder, hand, fig.arm, sleeve);
    canvas.fill_ellipse(hand, fig.arm, fig.arm + 2, trim);
  } else {
    const Point hand{fig.x + fig.face * (fig.torso_half + 10) + fig.lean, fig.shoulder_y + 8};
    canvas.thick_line(fig.shoulder, hand, fig.arm, sleeve);
    canvas.fill_ellipse(hand, fig.arm - 1, fig.arm - 1, trim);
  }
}

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
  arms(canvas, *fig, f, c, slot);
  if (state.fighters[slot].dizzy) {  // stars circling the head
    for (int k = 0; k < 3; ++k) {
      const int phase = (state.match.frame / 4 + k * 8) % 24;
      const int dx = (phase < 12 ? phase - 6 : 18 - phase) * 2;
      canvas.fill_ellipse({head.x + dx, fig->top - 6 - (k % 2) * 3}, 3, 3, kDizzyStar);
    }
  }
}

}  // namespace arena::games::parry
