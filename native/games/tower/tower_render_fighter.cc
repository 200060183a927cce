// Draws a tower fighter from its state on the kit's figure (fight/figure.h): a masked fighter whose
// limbs and torso fit its hurtbox (standing, crouching, airborne or lying), an active strike's arm
// or leg stretched to the far edge of its hitbox (a kick when the hitbox sits below the waist),
// both forearms crossed in front while blocking, a lean back when hit, a forward lean and trailing
// arms while running, a raised fist in victory.
#include "native/games/fight/figure.h"
#include "native/games/tower/tower_render.h"

namespace arena::games::tower {
namespace {

using render::Point;

constexpr fight::FigureStyle kFigure{.screen = kScreen,
                                     .shadow_dy = 4,
                                     .hip_percent = 46,
                                     .crouch_knee = 7,
                                     .lying_thick = 7,
                                     .lying_head_rx = 7,
                                     .lying_head_ry = 6,
                                     .lying_head = kMask};

/// Arms: the attack limb reaches the hitbox; else a guard, a run, a victory or a stance.
void arms(render::Canvas& canvas, const fight::Figure& fig, const fight::FighterState& f,
          const fight::CharacterData& c, int slot, bool running) {
  const int face = fig.face;
  const int arm = fig.arm;
  const Point shoulder = fig.shoulder;
  const uint8_t sleeve = fighter_color(slot, kMainShade);
  const uint8_t hand_color = fighter_color(slot, kSkin);
  if (const fight::MoveData* strike = fight::shown_strike(f, c)) {
    const Point tip = fight::strike_tip(fig, f, *strike, kFigure);
    if (fight::low_strike(fig, *strike)) {
      canvas.thick_line({fig.x + face * fig.w / 5, fig.hip_y}, tip, fig.leg + 1,
                        fighter_color(slot, kLegs));
      canvas.fill_ellipse(tip, fig.leg, fig.leg - 1, fighter_color(slot, kBelt));
    } else {
      canvas.thick_line(shoulder, tip, arm + 1, sleeve);
      canvas.fill_ellipse(tip, arm, arm, hand_color);
    }
  } else if (f.action == fight::kVictory) {
    canvas.thick_line(shoulder, {shoulder.x, fig.top - 8}, arm, sleeve);
    canvas.fill_ellipse({shoulder.x, fig.top - 8}, arm, arm, hand_color);
  } else if (f.blocking || f.action == fight::kBlockStun) {
    // Forearms crossed upright in front of the face.
    const int front = fig.x + fig.lean + face * (fig.torso_half + 5);
    canvas.thick_line(shoulder, {front, fig.shoulder_y - 2}, arm, sleeve);
    canvas.thick_line({front - 3, fig.shoulder_y + 8}, {front + 3, fig.top + 2}, arm, hand_color);
    canvas.thick_line({front + 3, fig.shoulder_y + 8}, {front - 3, fig.top + 2}, arm, hand_color);
  } else if (running) {
    canvas.thick_line(shoulder, {fig.x - face * (fig.torso_half + 12), fig.shoulder_y + 14}, arm,
                      sleeve);
  } else {
    const Point hand{fig.x + face * (fig.torso_half + 10) + fig.lean, fig.shoulder_y + 8};
    canvas.thick_line(shoulder, hand, arm, sleeve);
    canvas.fill_ellipse(hand, arm - 1, arm - 1, hand_color);
  }
}

}  // namespace

void TowerArt::draw_fighter(render::Canvas& canvas, const State& state, const fight::GameData& data,
                            int slot) {
  const fight::FighterState& f = state.match.fighters[slot];
  const fight::CharacterData& c = data.characters[f.character];
  fight::draw_shadow(canvas, f, c, kFigure, kShadow);
  const bool running = state.fighters[slot].running != 0;
  const int face = f.facing;
  const fight::Gait run{.lean = face * kScreen.len(c.width) / 3, .stride = 7, .period = 4};
  const std::optional<fight::Figure> body =
      fight::draw_body(canvas, f, c, slot, kFigure, running ? run : fight::Gait{});
  if (!body) return;
  const fight::Figure& fig = *body;
  // The belt and the tabard's front panel.
  const int hip_x = fig.x + fig.lean / 2;
  canvas.fill_rect(hip_x - fig.torso_half, fig.hip_y - 4, hip_x + fig.torso_half, fig.hip_y,
                   fighter_color(slot, kBelt));
  canvas.fill_rect(hip_x - 3, fig.hip_y, hip_x + 4, fig.hip_y + fig.h / 6,
                   fighter_color(slot, kMainShade));
  // Hooded head: the suit's colour, a dark mask band, an eye slit of skin.
  const Point head = fight::head_of(fig);
  const int r = fig.head_r;
  canvas.fill_ellipse(head, r, r, fighter_color(slot, kMain));
  canvas.fill_rect(head.x - r, head.y - 1, head.x + r, head.y + r - 1, fighter_color(slot, kMask));
  canvas.fill_rect(head.x + (face > 0 ? 0 : -r), head.y - r / 2, head.x + (face > 0 ? r : 0),
                   head.y - 1, fighter_color(slot, kSkin));
  arms(canvas, fig, f, c, slot, running);
}

}  // namespace arena::games::tower
