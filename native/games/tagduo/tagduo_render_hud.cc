// Tagduo's HUD and effects: per team the point character's health bar (its recoverable part in
// red beside it, tektagt's style) with the partner's thinner bar under it (its recoverable
// part shown the same way as it comes back), the timer, round-win marks and round-end banners;
// projectiles, and sparks for the latest hit or block.
#include <algorithm>

#include "native/games/fight/hud.h"
#include "native/games/fight/team_data.h"
#include "native/games/tagduo/tagduo_render.h"

namespace arena::games::tagduo {
namespace {

using render::Canvas;

/// One member's bar: its health, then its recoverable part in red.
void member_bar(Canvas& canvas, const fight::HudStyle& hud, int slot, int top, int bottom,
                int health, int recoverable, int max_health, uint8_t color) {
  fight::draw_gauge_bar(canvas, hud, slot, top, bottom, health + recoverable, max_health,
                        kRecoverable);
  const int filled = std::max(0, health) * hud.bar_width / std::max(1, max_health);
  fight::fill_side_bar(canvas, hud, slot, hud.bar_width, top, bottom, filled, color);
}

}  // namespace

void TagduoArt::draw_effects(Canvas& canvas, const State& state, const fight::GameData& data) {
  fight::draw_shots_and_sparks(canvas, state.match, kScreen, 3, data.hud.spark);
}

void TagduoArt::draw_hud(Canvas& canvas, const State& state, const fight::GameData& data) {
  const fight::MatchState& match = state.match;
  const int max_health = data.rules.max_health;
  const fight::HudStyle& hud = data.hud.style;
  fight::draw_match_hud(canvas, hud, match, [&](int slot) {
    const fight::FighterState& f = match.fighters[slot];
    const fight::TeamSide& team = state.teams.sides[slot];
    const int point = team.active;
    member_bar(canvas, hud, slot, hud.bar_top, hud.bar_top + 9, f.health,
               team.members[point].recoverable, max_health,
               fight::health_color(hud, f.health, max_health));
    for (int k = 0; k < team.size; ++k) {
      if (k == point) continue;
      member_bar(canvas, hud, slot, hud.bar_top + 12, hud.bar_top + 16, team.members[k].health,
                 team.members[k].recoverable, max_health, kPartnerHealth);
    }
  });
}

}  // namespace arena::games::tagduo
