// Draws a ronin fighter from its state on the kit's figure (fight/figure.h): a body of limbs and
// torso fitted to its hurtbox (standing, crouching, airborne, lying or kneeling in meditation), a
// rage aura behind it, and its sword: held forward and up at rest, raised across the body on guard
// and in a clash, swept to the far edge of the hitbox during a slash; a kick's leg reaches its
// hitbox; a disarmed fighter shows bare fists; a raised sword (or fist) in victory.
#include <algorithm>

#include "native/games/fight/figure.h"
#include "native/games/ronin/ronin_gauges.h"
#include "native/games/ronin/ronin_render.h"

namespace arena::games::ronin {
namespace {

using fight::FighterState;
using render::Canvas;
using render::Point;

constexpr fight::FigureStyle kFigure{.screen = kScreen, .lying_head = kSkin};

/// A blade from the hand to `tip` with a dark hilt at the hand.
void sword(Canvas& canvas, Point hand, Point tip) {
  canvas.thick_line(hand, tip, 3, kBladeEdge);
  canvas.thick_line(hand, tip, 1, kBlade);
  canvas.fill_ellipse(hand, 3, 3, kHilt);
}

/// Kneeling in meditation: a low body, hands together, the sword laid across the knees.
void kneeling(Canvas& canvas, const FighterState& f, const fight::CharacterData& c, int slot,
              bool armed) {
  const int x = kScreen.x(f.x);
  const int w = kScreen.len(c.width);
  const int h = kScreen.len(c.crouch_height);
  canvas.fill_rect(x - w / 2, kScreen.floor_y - h / 4, x + w / 2, kScreen.floor_y,
                   fighter_color(slot, kLegs));
  const Point torso[4] = {{x - w * 2 / 5, kScreen.floor_y - h / 4},
                          {x + w * 2 / 5, kScreen.floor_y - h / 4},
                          {x + w / 3, kScreen.floor_y - h * 3 / 4},
                          {x - w / 3, kScreen.floor_y - h * 3 / 4}};
  canvas.fill_convex(torso, fighter_color(slot, kMain));
  const int head_r = std::max(5, w * 2 / 5);
  canvas.fill_ellipse({x, kScreen.floor_y - h * 3 / 4 - head_r}, head_r, head_r,
                      fighter_color(slot, kSkin));
  canvas.fill_ellipse({x + f.facing * 3, kScreen.floor_y - h / 2}, 3, 3,
                      fighter_color(slot, kTrim));
  if (armed) sword(canvas, {x - w, kScreen.floor_y - 3}, {x + w, kScreen.floor_y - 3});
}

/// Arms: a slash sweeps the sword to the hitbox's far edge, a kick's leg reaches it;
/// otherwise the sword rests forward, rises to guard, or the fists show when disarmed.
void arms(Canvas& canvas, const fight::Figure& fig, const FighterState& f,
          const fight::CharacterData& c, int slot, const RoninFighter& ronin) {
  const bool armed = !ronin.weapon_lost;
  const int face = fig.face;
  const int arm = fig.arm;
  const Point shoulder = fig.shoulder;
  const uint8_t sleeve = fighter_color(slot, kMainShade);
  const int blade = kScreen.len(c.height) * 2 / 3;
  if (const fight::MoveData* strike = fight::shown_strike(f, c)) {
    const Point tip = fight::strike_tip(fig, f, *strike, kFigure);
    if ((strike->buttons & kSlashButtons) == 0) {  // a kick
      canvas.thick_line({fig.x + face * fig.w / 5, fig.hip_y}, tip, fig.leg + 1,
                        fighter_color(slot, kLegs));
      canvas.fill_ellipse(tip, fig.leg, fig.leg - 1, fighter_color(slot, kTrim));
    } else if (armed) {
      const Point hand{(shoulder.x * 2 + tip.x) / 3, (shoulder.y * 2 + tip.y) / 3};
      canvas.thick_line(shoulder, hand, arm + 1, sleeve);
      sword(canvas, hand, tip);
    } else {
      canvas.thick_line(shoulder, tip, arm + 1, sleeve);
      canvas.fill_ellipse(tip, arm, arm, fighter_color(slot, kSkin));
    }
  } else if (f.action == fight::kAttack && f.phase == fight::kStartup && armed) {
    const Point hand{shoulder.x - face * 4, fig.shoulder_y - 4};  // winding up overhead
    canvas.thick_line(shoulder, hand, arm, sleeve);
    sword(canvas, hand, {hand.x - face * blade * 2 / 3, hand.y - blade / 2});
  } else if (f.action == fight::kVictory) {
    canvas.thick_line(shoulder, {shoulder.x, fig.top - 6}, arm, sleeve);
    if (armed) {
      sword(canvas, {shoulder.x, fig.top - 6}, {shoulder.x + face * 4, fig.top - 6 - blade});
    }
  } else if (f.blocking || f.action == fight::kBlockStun || ronin.weapon_fight) {
    const Point hand{fig.x + face * (fig.torso_half + 4), fig.shoulder_y - 2};
    canvas.thick_line(shoulder, hand, arm, sleeve);
    if (armed) {
      sword(canvas, hand, {hand.x + face * blade / 4, hand.y - blade});
    } else {
      canvas.fill_ellipse(hand, arm, arm + 2, fighter_color(slot, kSkin));
    }
  } else {
    const Point hand{fig.x + face * (fig.torso_half + 8) + fig.lean, fig.shoulder_y + 10};
    canvas.thick_line(shoulder, hand, arm, sleeve);
    if (armed) {
      sword(canvas, hand, {hand.x + face * blade * 3 / 4, hand.y - blade / 2});
    } else {
      canvas.fill_ellipse(hand, arm - 1, arm - 1, fighter_color(slot, kSkin));
    }
  }
}

}  // namespace

void RoninArt::draw_fighter(render::Canvas& canvas, const State& state, const fight::GameData& data,
                            int slot) {
  const FighterState& f = state.match.fighters[slot];
  const fight::CharacterData& c = data.characters[f.character];
  const RoninFighter& ronin = state.fighters[slot];
  fight::draw_shadow(canvas, f, c, kFigure, kShadow);
  if (ronin.rage_on) {  // a flickering aura
    const int flicker = (state.match.frame / 3) % 2;
    canvas.fill_ellipse({kScreen.x(f.x), kScreen.y(f.y) - kScreen.len(c.height) / 2},
                        kScreen.len(c.width) + 4 + flicker, kScreen.len(c.height) / 2 + 6,
                        fighter_color(slot, kGlow));
  }
  if (ronin.meditating) {
    kneeling(canvas, f, c, slot, !ronin.weapon_lost);
    return;
  }
  const std::optional<fight::Figure> fig = fight::draw_body(canvas, f, c, slot, kFigure);
  if (!fig) return;
  fight::draw_belt(canvas, *fig, slot);
  fight::draw_haired_head(canvas, *fig, slot);
  arms(canvas, *fig, f, c, slot, ronin);
}

}  // namespace arena::games::ronin
