// Draws a trio point character from its state on the kit's figure (fight/figure.h): a body of
// limbs and torso fitted to its hurtbox (standing, crouching, airborne or lying), an active
// strike's arm or leg stretched to the far edge of its hitbox, a raised guard while blocking,
// a raised fist in victory. Max mode glows round the body, a charge sends sparks up, a roll
// leaves streaks behind; a called assist stands as a silhouette in its side's colour, its shot
// a bright oval.
#include "native/games/fight/figure.h"
#include "native/games/trio/trio_render.h"

namespace arena::games::trio {
namespace {

constexpr fight::FigureStyle kFigure{.screen = kScreen, .lying_head = kSkin};

/// Behind a standing body: Max mode's aura, a charge's sparks, a roll's streaks.
void behind_body(render::Canvas& canvas, const fight::Figure& fig, const TrioFighter& own,
                 int frame) {
  if (own.max_frames > 0) {
    canvas.fill_ellipse({fig.x, fig.feet - fig.h / 2}, fig.w / 2 + 6, fig.h / 2 + 6, kMaxAura);
  }
  if (own.charging) {
    for (int k = 0; k < 3; ++k) {
      const int y = fig.feet - (frame * 3 + k * 17) % fig.h;
      canvas.fill_rect(fig.x - fig.w / 2 - 4 + k * (fig.w / 2 + 4), y, fig.x - fig.w / 2 - 2 +
                       k * (fig.w / 2 + 4), y + 5, kPowerFill);
    }
  }
  if (own.roll) {
    for (int k = 1; k <= 3; ++k) {
      const int y = fig.feet - k * 8;
      canvas.fill_rect(fig.x - fig.face * (fig.w / 2 + 8 * k), y, fig.x - fig.face * fig.w / 2,
                       y + 2, kRollStreak);
    }
  }
}

/// A called assist: a silhouette of its member's size, and its shot.
void draw_assist(render::Canvas& canvas, const TrioMatch& state, const fight::GameData& data,
                 int slot) {
  const Assist& assist = state.fighters[slot].assist;
  const uint8_t color = slot == 0 ? kAssistP1 : kAssistP2;
  if (assist.frames > 0) {
    const int character = state.teams.sides[slot].members[assist.member].character;
    const fight::CharacterData& c = data.characters[character];
    const int x = kScreen.x(assist.x);
    const int h = kScreen.len(c.height);
    const int w = kScreen.len(c.width);
    canvas.fill_rect(x - w / 2, kScreen.floor_y - h * 3 / 4, x + w / 2, kScreen.floor_y, color);
    canvas.fill_ellipse({x, kScreen.floor_y - h * 7 / 8}, w / 3 + 1, h / 8 + 1, color);
    canvas.fill_rect(x, kScreen.floor_y - h * 5 / 8, x + assist.facing * w, kScreen.floor_y - h / 2,
                     color);
  }
  if (assist.shot_frames > 0) {
    canvas.fill_ellipse({kScreen.x(assist.shot_x), kScreen.floor_y - kScreen.len(40)}, 8, 6,
                        kAssistShot);
  }
}

}  // namespace

void TrioArt::draw_fighter(render::Canvas& canvas, const State& state,
                           const fight::GameData& data, int slot) {
  draw_assist(canvas, state, data, slot);
  fight::draw_dressed_fighter(canvas, state.match, data, slot, kFigure, kShadow,
                              {6, 4},  // fists at the chest
                              [&](const fight::Figure& fig) {
                                behind_body(canvas, fig, state.fighters[slot],
                                            state.match.round_frames);
                              });
}

}  // namespace arena::games::trio
