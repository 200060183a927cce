// Trio's HUD and effects: per team its three members' bars in team order (the point's in the
// health colour, a benched member's in green, a member out dark), the power bar along the
// bottom with a pip per stock, the timer, a mark per opponent knocked out and round-end
// banners; projectiles, and sparks for the latest hit or block.
#include "native/games/fight/hud.h"
#include "native/games/trio/trio_power.h"
#include "native/games/trio/trio_render.h"

namespace arena::games::trio {
namespace {

using render::Canvas;

constexpr int kPowerWidth = 90;
constexpr int kPowerTop = kScreen.height - 12;

void team_bars(Canvas& canvas, const fight::HudStyle& hud, const TrioMatch& state, int slot,
               int max_health) {
  const fight::TeamSide& team = state.teams.sides[slot];
  for (int k = 0; k < team.size; ++k) {
    const bool point = k == team.active;
    const int top = hud.bar_top + (k == 0 ? 0 : 4 + 6 * k);
    const int bottom = k == 0 ? top + 8 : top + 4;
    const fight::TeamMember& member = team.members[k];
    if (member.fallen) {
      fight::draw_gauge_bar(canvas, hud, slot, top, bottom, 1, 1, kMemberOut);  // all of it
      continue;
    }
    const int health = point ? state.match.fighters[slot].health : member.health;
    const uint8_t color =
        point ? fight::health_color(hud, health, max_health) : uint8_t{kBenchHealth};
    fight::draw_gauge_bar(canvas, hud, slot, top, bottom, health, max_health, color);
  }
}

void power_gauge(Canvas& canvas, const TrioFighter& own, int slot) {
  const int left = slot == 0 ? 12 : kScreen.width - 12 - kPowerWidth;
  canvas.fill_rect(left - 1, kPowerTop - 1, left + kPowerWidth + 1, kPowerTop + 6, kInk);
  canvas.fill_rect(left, kPowerTop, left + kPowerWidth, kPowerTop + 5, kBarBack);
  const int filled = own.power_bar * kPowerWidth / kPowerBarMax;
  canvas.fill_rect(left, kPowerTop, left + filled, kPowerTop + 5,
                   own.max_frames > 0 ? kMaxAura : kPowerFill);
  for (int s = 0; s < own.stocks; ++s) {  // stocks beside the bar, towards the middle
    const int x = slot == 0 ? left + kPowerWidth + 6 + s * 8 : left - 10 - s * 8;
    canvas.fill_ellipse({x + 2, kPowerTop + 2}, 3, 3, kStockPip);
  }
}

}  // namespace

void TrioArt::draw_effects(Canvas& canvas, const State& state, const fight::GameData& data) {
  fight::draw_shots_and_sparks(canvas, state.match, kScreen, 3, data.hud.spark);
}

void TrioArt::draw_hud(Canvas& canvas, const State& state, const fight::GameData& data) {
  const fight::HudStyle& hud = data.hud.style;
  fight::draw_match_hud(canvas, hud, state.match, [&](int slot) {  // wins: opponents out
    team_bars(canvas, hud, state, slot, data.rules.max_health);
    power_gauge(canvas, state.fighters[slot], slot);
  });
}

}  // namespace arena::games::trio
