// The kit's fighter figure (figure.h): shadow, lying body, measures, legs, torso, strike tip.
#include "native/games/fight/figure.h"

#include <algorithm>

#include "native/games/fight/fighter.h"
#include "native/render/fighter_palette.h"

namespace arena::games::fight {

using render::Canvas;
using render::fighter_color;
using render::Point;

bool lies_down(const FighterState& f) {
  return f.action == kKnockdown || (f.action == kKo && f.health <= 0);
}

void draw_shadow(Canvas& canvas, const FighterState& f, const CharacterData& c,
                 const FigureStyle& style, uint8_t color) {
  const Screen& s = style.screen;
  canvas.fill_ellipse({s.x(f.x), s.floor_y + style.shadow_dy}, s.len(c.width) * 2 / 3, 3, color);
}

void draw_lying(Canvas& canvas, const FighterState& f, const CharacterData& c, int slot,
                const FigureStyle& style) {
  const Screen& s = style.screen;
  const int floor = s.floor_y;
  const int x = s.x(f.x);
  const int half = s.len(c.height) / 2;
  const int thick = std::max(style.lying_thick, s.len(c.width) / 3);
  canvas.fill_rect(x - half, floor - thick, x + half / 3, floor,
                   fighter_color(slot, render::kLegs));
  canvas.fill_rect(x - half / 3, floor - thick - 1, x + half - 8, floor,
                   fighter_color(slot, render::kMain));
  canvas.fill_ellipse({f.facing > 0 ? x + half : x - half, floor - thick / 2}, style.lying_head_rx,
                      style.lying_head_ry,
                      fighter_color(slot, static_cast<render::FighterColor>(style.lying_head)));
}

Figure figure_of(const FighterState& f, const CharacterData& c, const FigureStyle& style,
                 int lean) {
  const Screen& s = style.screen;
  Figure fig;
  fig.x = s.x(f.x);
  fig.feet = s.y(f.y);
  fig.face = f.facing;
  fig.height = f.stance == kCrouching ? c.crouch_height : c.height;
  if (f.stance == kAirborne) fig.height = c.height * 3 / 4;
  fig.h = s.len(fig.height);
  fig.w = s.len(c.width);
  fig.lean = lean;
  if (f.action == kHitStun || f.action == kAirHit) fig.lean = -fig.face * fig.w / 4;
  if (f.action == kKo) fig.lean = -fig.face * fig.w / 3;
  fig.hip_y = fig.feet - fig.h * style.hip_percent / 100;
  fig.shoulder_y = fig.feet - fig.h * 78 / 100;
  fig.head_r = std::max(5, fig.w * 2 / 5);
  fig.top = fig.feet - fig.h;
  fig.torso_half = fig.w * 2 / 5;
  fig.leg = std::max(4, fig.w / 3);
  fig.arm = std::max(4, fig.w / 4);
  fig.shoulder = {fig.x + fig.lean + fig.face * fig.torso_half / 2, fig.shoulder_y + 3};
  return fig;
}

void draw_legs(Canvas& canvas, const Figure& fig, const FighterState& f, int slot,
               const FigureStyle& style, int stride, int period) {
  const int step = f.action == kWalk ? ((f.action_frames / period) % 2 ? stride : -stride) : 0;
  const bool airborne = f.stance == kAirborne;
  const int spread = airborne ? fig.w / 4 : fig.w / 2;
  const uint8_t legs = fighter_color(slot, render::kLegs);
  const int knee_y = airborne ? fig.hip_y + fig.h / 8 : (fig.hip_y + fig.feet) / 2;
  const int knee_forward = f.stance == kCrouching ? style.crouch_knee : 0;
  for (int side = -1; side <= 1; side += 2) {
    const Point hip{fig.x + side * fig.w / 5, fig.hip_y};
    const Point knee{fig.x + side * (spread / 2 + 2) + fig.face * knee_forward, knee_y};
    const Point foot{fig.x + side * spread + step * side,
                     airborne ? fig.hip_y + fig.h / 4 : fig.feet};
    canvas.thick_line(hip, knee, fig.leg, legs);
    canvas.thick_line(knee, foot, fig.leg, legs);
  }
}

void draw_torso(Canvas& canvas, const Figure& fig, int slot) {
  const Point torso[4] = {{fig.x - fig.torso_half + fig.lean / 2, fig.hip_y},
                          {fig.x + fig.torso_half + fig.lean / 2, fig.hip_y},
                          {fig.x + fig.torso_half + fig.lean, fig.shoulder_y},
                          {fig.x - fig.torso_half + fig.lean, fig.shoulder_y}};
  canvas.fill_convex(torso, fighter_color(slot, render::kMain));
}

std::optional<Figure> draw_body(Canvas& canvas, const FighterState& f, const CharacterData& c,
                                int slot, const FigureStyle& style, const Gait& gait) {
  if (lies_down(f)) {
    draw_lying(canvas, f, c, slot, style);
    return std::nullopt;
  }
  const Figure fig = figure_of(f, c, style, gait.lean);
  draw_legs(canvas, fig, f, slot, style, gait.stride, gait.period);
  draw_torso(canvas, fig, slot);
  return fig;
}

void draw_belt(Canvas& canvas, const Figure& fig, int slot) {
  canvas.fill_rect(fig.x - fig.torso_half, fig.hip_y - 3, fig.x + fig.torso_half, fig.hip_y,
                   fighter_color(slot, render::kTrim));
}

Point head_of(const Figure& fig) { return {fig.x + fig.lean + fig.face * 2, fig.top + fig.head_r}; }

Point draw_haired_head(Canvas& canvas, const Figure& fig, int slot) {
  const Point head = head_of(fig);
  canvas.fill_ellipse(head, fig.head_r, fig.head_r, fighter_color(slot, render::kSkin));
  canvas.fill_rect(head.x - fig.head_r, head.y - fig.head_r, head.x + fig.head_r,
                   head.y - fig.head_r / 3, fighter_color(slot, render::kHair));
  return head;
}

const MoveData* shown_strike(const FighterState& f, const CharacterData& c) {
  const MoveData* move = current_move(f, c);
  if (f.action != kAttack || move == nullptr || move->kind != MoveKind::kStrike ||
      f.phase == kStartup) {
    return nullptr;
  }
  return move;
}

Point strike_tip(const Figure& fig, const FighterState& f, const MoveData& strike,
                 const FigureStyle& style) {
  const int reach = f.phase == kActive ? strike.reach : strike.reach * 2 / 3;
  return {fig.x + fig.face * style.screen.len(reach),
          fig.feet - style.screen.len(strike.box_y + strike.box_h / 2)};
}

bool low_strike(const Figure& fig, const MoveData& strike) {
  return strike.box_y + strike.box_h / 2 < fig.height * 45 / 100;
}

void draw_arms(Canvas& canvas, const Figure& fig, const FighterState& f, const CharacterData& c,
               int slot, const FigureStyle& style, Point rest) {
  const uint8_t sleeve = fighter_color(slot, render::kMainShade);
  const uint8_t trim = fighter_color(slot, render::kTrim);
  if (const MoveData* strike = shown_strike(f, c)) {
    const Point tip = strike_tip(fig, f, *strike, style);
    if (low_strike(fig, *strike)) {
      canvas.thick_line({fig.x + fig.face * fig.w / 5, fig.hip_y}, tip, fig.leg + 1,
                        fighter_color(slot, render::kLegs));
      canvas.fill_ellipse(tip, fig.leg, fig.leg - 1, trim);
    } else {
      canvas.thick_line(fig.shoulder, tip, fig.arm + 1, sleeve);
      canvas.fill_ellipse(tip, fig.arm, fig.arm, trim);
    }
  } else if (f.action == kVictory) {
    canvas.thick_line(fig.shoulder, {fig.shoulder.x, fig.top - 6}, fig.arm, sleeve);
  } else if (f.blocking || f.action == kBlockStun) {
    const Point hand{fig.x + fig.face * (fig.torso_half + 4), fig.shoulder_y - 6};
    canvas.thick_line(fig.shoulder, hand, fig.arm, sleeve);
    canvas.fill_ellipse(hand, fig.arm, fig.arm + 2, trim);
  } else {
    const Point hand{fig.x + fig.face * (fig.torso_half + rest.x) + fig.lean,
                     fig.shoulder_y + rest.y};
    canvas.thick_line(fig.shoulder, hand, fig.arm, sleeve);
    canvas.fill_ellipse(hand, fig.arm - 1, fig.arm - 1, trim);
  }
}

}  // namespace arena::games::fight
