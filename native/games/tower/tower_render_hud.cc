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

constexpr int kBarTop = 10;

constexpr fight::HudStyle kHud{
    .bar_width = 150,
    .bar_margin = 20,
    .fill_from_edge = true,
    .timer =
        {.max_shown = 999, .two_digits = false, .pad = 4, .top = 6, .bottom = 32, .text_top = 8},
    .wins = {.x = {176, 224}, .step = 12, .y = 48, .size = 5, .round = true},  // medallions
    .ko_text = "FINISH",
    .round_end_y = 100};
constexpr fight::ContactSpark kSpark{
    .reach = 16, .rise = 78, .size = 13, .block = kSparkBlock, .on_attacker = false};

/// The endurance partner still to come: a masked head and a full mini bar under the CPU's bars.
void partner_icon(Canvas& canvas, const TowerMatch& state) {
  const fight::MatchState& match = state.match;
  if (match.n_players != 1 || state.partner_in) return;
  if (state.partner[match.stage - 1] == kNoPartner) return;
  const int slot = 1 - match.agent;
  const int x = slot == 0 ? 26 : kScreen.width - 26;
  const int y = kBarTop + 44;
  canvas.fill_ellipse({x, y}, 7, 7, fighter_color(2, kMain));
  canvas.fill_rect(x - 7, y, x + 7, y + 6, fighter_color(2, kMask));
  const int bx = slot == 0 ? x + 10 : x - 10 - 50;
  canvas.fill_rect(bx - 1, y - 3, bx + 51, y + 4, kInk);
  canvas.fill_rect(bx, y - 2, bx + 50, y + 3, kHealth);
}

}  // namespace

void TowerArt::draw_effects(Canvas& canvas, const State& state, const fight::GameData&) {
  fight::draw_shots_and_sparks(canvas, state.match, kScreen, 4, kSpark);
}

void TowerArt::draw_hud(Canvas& canvas, const State& state, const fight::GameData& data) {
  const fight::MatchState& match = state.match;
  fight::draw_match_hud(canvas, kHud, match, [&](int slot) {
    const TowerFighter& tower = state.fighters[slot];
    fight::draw_health_bar(canvas, kHud, slot, kBarTop, kBarTop + 12, match.fighters[slot].health,
                           data.rules.max_health);
    fight::draw_gauge_bar(canvas, kHud, slot, kBarTop + 16, kBarTop + 21, tower.run_bar, kRunBarMax,
                          kRunFill);
    const bool hot = tower.aggressor_frames > 0 && (match.frame / 6) % 2 == 0;
    fight::draw_gauge_bar(canvas, kHud, slot, kBarTop + 25, kBarTop + 29, tower.aggressor_bar,
                          kAggressorBarMax, hot ? kAggressorHot : kAggressorFill);
  });
  partner_icon(canvas, state);
}

}  // namespace arena::games::tower
