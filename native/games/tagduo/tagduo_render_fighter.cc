// Draws a tagduo point character from its state on the kit's figure (fight/figure.h): a body
// of limbs and torso fitted to its hurtbox (standing, crouching, airborne or lying), an active
// strike's arm or leg stretched to the far edge of its hitbox (a kick when the hitbox sits
// below the waist), a raised guard while blocking, a raised fist in victory. A sidestepping
// fighter leaves a trail on the side it stepped from; one tagging in lands in a flash.
#include "native/games/fight/figure.h"
#include "native/games/tagduo/tagduo_render.h"

namespace arena::games::tagduo {
namespace {

constexpr fight::FigureStyle kFigure{.screen = kScreen, .lying_head = kSkin};

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
  fight::draw_dressed_fighter(canvas, state.match, data, slot, kFigure, kShadow,
                              {8, -2},  // fists up by the chin
                              [&](const fight::Figure& fig) {
                                behind_body(canvas, fig, state, slot);
                              });
}

}  // namespace arena::games::tagduo
