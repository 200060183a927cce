// Tower's HUD and effects: health bars along the top with the run meter (blue) and aggressor
// bar (red, flashing while aggressor mode lasts) under each, the timer between them, round-win
// medallions, the endurance partner waiting beside the CPU's bar (a masked head in its colours
// with a second, full bar) and round-end banners; projectiles, and sparks for the latest hit or
// block.
#include "native/games/fight/hud.h"
#include "native/games/tower/tower_render.h"
#include "native/games/tower/tower_rules.h"
#include "native/render/font.h"

namespace arena::games::tower {
namespace {

using render::Canvas;

/// The endurance partner still to come: a masked head and a full mini bar under the CPU's bars.
void partner_icon(Canvas& canvas, const TowerMatch& state, int bar_top) {
  const fight::MatchState& match = state.match;
  if (match.n_players != 1 || state.partner_in) return;
  if (state.partner[match.stage - 1] == kNoPartner) return;
  const int slot = 1 - match.agent;
  const int x = slot == 0 ? 26 : kScreen.width - 26;
  const int y = bar_top + 44;
  canvas.fill_ellipse({x, y}, 7, 7, fighter_color(2, kMain));
  canvas.fill_rect(x - 7, y, x + 7, y + 6, fighter_color(2, kMask));
  const int bx = slot == 0 ? x + 10 : x - 10 - 50;
  canvas.fill_rect(bx - 1, y - 3, bx + 51, y + 4, kInk);
  canvas.fill_rect(bx, y - 2, bx + 50, y + 3, kHealth);
}

}  // namespace

void TowerArt::draw_effects(Canvas& canvas, const State& state, const fight::GameData& data) {
  fight::draw_shots_and_sparks(canvas, state.match, kScreen, 4, data.hud.spark);
}

void TowerArt::draw_hud(Canvas& canvas, const State& state, const fight::GameData& data) {
  const fight::MatchState& match = state.match;
  const fight::HudStyle& hud = data.hud.style;
  const int top = hud.bar_top;
  fight::draw_match_hud(canvas, hud, match, [&](int slot) {
    const TowerFighter& tower = state.fighters[slot];
    fight::draw_health_bar(canvas, hud, slot, top, top + 12, match.fighters[slot].health,
                           data.rules.max_health);
    fight::draw_gauge_bar(canvas, hud, slot, top + 16, top + 21, tower.run_bar, kRunBarMax,
                          kRunFill);
    const bool hot = tower.aggressor_frames > 0 && (match.frame / 6) % 2 == 0;
    fight::draw_gauge_bar(canvas, hud, slot, top + 25, top + 29, tower.aggressor_bar,
                          kAggressorBarMax, hot ? kAggressorHot : kAggressorFill);
  });
  partner_icon(canvas, state, top);
}

}  // namespace arena::games::tower
