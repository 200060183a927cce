// Trio's HUD and effects: per team its three members' bars in team order (the point's in the
// health colour, a benched member's in green, a member out dark), the power bar along the
// bottom with a pip per stock, the timer, a mark per opponent knocked out and round-end
// banners; projectiles, and sparks for the latest hit or block.
#include <algorithm>

#include "native/games/fight/hud.h"
#include "native/games/trio/trio_power.h"
#include "native/games/trio/trio_render.h"

namespace arena::games::trio {
namespace {

using render::Canvas;

constexpr int kBarWidth = 116;
constexpr int kBarTop = 8;
constexpr int kPowerWidth = 90;
constexpr int kPowerTop = kNativeHeight - 12;

constexpr fight::HudStyle kHud{.screen_width = kNativeWidth,
                               .bar_margin = 12,
                               .timer = {.top = 4, .bottom = 26, .text_top = 6},
                               .wins = {.x = {134, 181}, .step = 8, .y = 28, .size = 5},
                               .round_end_y = 84};
constexpr fight::ContactSpark kSpark{.rise = 56, .core = kSparkCore};

/// A bar `filled` px of kBarWidth from the side's outer edge in `color`.
void member_bar(Canvas& canvas, int slot, int top, int bottom, int filled, uint8_t color) {
  fight::draw_side_bar(canvas, kHud, slot, kBarWidth, top, bottom, std::max(0, filled), color);
}

void team_bars(Canvas& canvas, const TrioMatch& state, int slot, int max_health) {
  const fight::TeamSide& team = state.teams.sides[slot];
  for (int k = 0; k < team.size; ++k) {
    const bool point = k == team.active;
    const int top = kBarTop + (k == 0 ? 0 : 4 + 6 * k);
    const int bottom = k == 0 ? top + 8 : top + 4;
    const fight::TeamMember& member = team.members[k];
    if (member.fallen) {
      member_bar(canvas, slot, top, bottom, kBarWidth, kMemberOut);
      continue;
    }
    const int health = point ? state.match.fighters[slot].health : member.health;
    const uint8_t point_color = health * 4 < max_health ? kHealthLow : kHealth;
    const uint8_t color = point ? point_color : uint8_t{kBenchHealth};
    member_bar(canvas, slot, top, bottom, health * kBarWidth / std::max(1, max_health), color);
  }
}

void power_gauge(Canvas& canvas, const TrioFighter& own, int slot) {
  const int left = slot == 0 ? 12 : kNativeWidth - 12 - kPowerWidth;
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

void draw_hud(Canvas& canvas, const TrioMatch& state, const fight::GameData& data) {
  const fight::MatchState& match = state.match;
  for (int slot = 0; slot < 2; ++slot) {
    team_bars(canvas, state, slot, data.rules.max_health);
    power_gauge(canvas, state.fighters[slot], slot);
    fight::draw_win_marks(canvas, kHud, slot, match.fighters[slot].wins);  // opponents out
  }
  fight::draw_timer_and_round_end(canvas, kHud, match);
}

}  // namespace

void TrioArt::draw_over(Canvas& canvas, const State& state, const fight::GameData& data) {
  fight::draw_glow_projectiles(canvas, state.match, kScreen, 3);
  for (const fight::FighterState& f : state.match.fighters) {
    fight::draw_contact_spark(canvas, f, kScreen, kSpark);
  }
  draw_hud(canvas, state, data);
}

}  // namespace arena::games::trio
