// Draws a tagduo point character from its state on the kit's figure (fight/figure.h): a body
// of limbs and torso fitted to its hurtbox (standing, crouching, airborne or lying), an active
// strike's arm or leg stretched to the far edge of its hitbox (a kick when the hitbox sits
// below the waist), a raised guard while blocking, a raised fist in victory. A sidestepping
// fighter leaves a trail on the side it stepped from; one tagging in lands in a flash.
#include <optional>

#include "native/games/fight/figure.h"
#include "native/games/tagduo/tagduo_render.h"

namespace arena::games::tagduo {
namespace {

using render::Point;

constexpr fight::FigureStyle kFigure{.screen = kScreen, .lying_head = kSkin};

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
  } else {  // a Tekken-style high guard: fists up by the chin
    const Point hand{fig.x + fig.face * (fig.torso_half + 8) + fig.lean, fig.shoulder_y - 2};
    canvas.thick_line(fig.shoulder, hand, fig.arm, sleeve);
    canvas.fill_ellipse(hand, fig.arm - 1, fig.arm - 1, trim);
  }
}

/// Streaks behind a sidestepping body, on the side it stepped from.
void sidestep_trail(render::Canvas& canvas, const fight::Figure& fig, const TagduoFighter& own) {
  const int dy = own.sidestep_dir ? 4 : -4;
  for (int k = 1; k <= 3; ++k) {
    const int y = fig.hip_y - k * 10 + dy;
    canvas.fill_rect(fig.x - fig.face * (fig.w / 2 + 6 * k), y, fig.x - fig.face * fig.w / 2, y + 2,
                     kSidestepTrail);
  }
}

/// Behind a standing body: a tag's drop-in flash, a sidestep's trail.
void behind_body(render::Canvas& canvas, const fight::Figure& fig, const TagduoMatch& state,
                 int slot) {
  if (state.teams.sides[slot].tag_frames > 0) {  // the incoming partner lands in a flash
    const int r = fig.w / 2 + state.teams.sides[slot].tag_frames;
    canvas.fill_ellipse({fig.x, fig.feet - fig.h / 2}, r, fig.h / 2 + 4, kTagFlash);
  }
  if (state.fighters[slot].sidestep) sidestep_trail(canvas, fig, state.fighters[slot]);
}

}  // namespace

void TagduoArt::draw_fighter(render::Canvas& canvas, const State& state,
                             const fight::GameData& data, int slot) {
  const fight::FighterState& f = state.match.fighters[slot];
  const fight::CharacterData& c = data.characters[f.character];
  fight::draw_shadow(canvas, f, c, kFigure, kShadow);
  if (!fight::lies_down(f)) behind_body(canvas, fight::figure_of(f, c, kFigure), state, slot);
  const std::optional<fight::Figure> fig = fight::draw_body(canvas, f, c, slot, kFigure);
  if (!fig) return;
  fight::draw_belt(canvas, *fig, slot);
  fight::draw_haired_head(canvas, *fig, slot);
  arms(canvas, *fig, f, c, slot);
}

}  // namespace arena::games::tagduo
