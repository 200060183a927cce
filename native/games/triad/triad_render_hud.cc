// triad's HUD and per-frame stage effects: health bars (P1's on the left), the round
// timer, round-win marks, player labels, round banners, and danger-zone edges flashing
// after a fighter was knocked into them.
#include <algorithm>
#include <string_view>

#include "native/games/triad/triad_render_art.h"
#include "native/render/font.h"

namespace arena::games::triad {
namespace {

using render::Canvas;

constexpr int kBarTop = 10;
constexpr int kBarBottom = 19;
constexpr int kBarWidth = 104;
constexpr int kBarMargin = 10;
constexpr int kMarkTop = 22;
constexpr int kMarkSize = 6;
constexpr int kRoundsToWin = 2;
constexpr int kBannerY = 84;
constexpr int kBannerScale = 3;
constexpr int kMinLabelWidth = 160;

void draw_bar(Canvas& canvas, bool left, int health, int max_health) {
  const int x0 = left ? kBarMargin : kNativeWidth - kBarMargin - kBarWidth;
  const int x1 = x0 + kBarWidth;
  canvas.fill_rect(x0 - 1, kBarTop - 1, x1 + 1, kBarBottom + 1, kBarFrame);
  canvas.fill_rect(x0, kBarTop, x1, kBarBottom, kBarBack);
  const int clamped = std::clamp(health, 0, max_health);
  const int fill = max_health > 0 ? kBarWidth * clamped / max_health : 0;
  if (fill == 0) return;
  const uint8_t color = clamped * 3 > max_health ? kHealthHigh : kHealthLow;
  if (left) {
    canvas.fill_rect(x0, kBarTop, x0 + fill, kBarBottom, color);
  } else {
    canvas.fill_rect(x1 - fill, kBarTop, x1, kBarBottom, color);
  }
}

// Labels are drawn only where the 5x7 font is legible (outputs at least 160 pixels wide).
void draw_marks_and_label(Canvas& canvas, bool left, const fight::FighterState& fighter,
                          bool is_agent_two) {
  for (int i = 0; i < kRoundsToWin; ++i) {
    const int step = (kMarkSize + 3) * (i + 1);
    const int x = left ? kBarMargin + kBarWidth - step + 3 : kNativeWidth - kBarMargin - kBarWidth + step - kMarkSize - 3;
    canvas.fill_rect(x, kMarkTop, x + kMarkSize, kMarkTop + kMarkSize,
                     fighter.wins > i ? kWinMark : kWinEmpty);
  }
  if (canvas.width() < kMinLabelWidth) return;
  const std::string_view label = fighter.is_cpu ? "CPU" : (is_agent_two ? "P2" : "P1");
  const int x = left ? kBarMargin : kNativeWidth - kBarMargin - render::text_width(label, 1);
  render::draw_text(canvas, {x, kMarkTop}, label, 1, kPaper);
}

void draw_banner(Canvas& canvas, std::string_view text) {
  const int x = (kNativeWidth - render::text_width(text, kBannerScale)) / 2;
  render::draw_text(canvas, {x + 2, kBannerY + 2}, text, kBannerScale, kInk);
  render::draw_text(canvas, {x, kBannerY}, text, kBannerScale, kBannerInk);
}

}  // namespace

void draw_hud(Canvas& canvas, const fight::MatchState& state, int max_health) {
  for (int slot = 0; slot < fight::kMaxPlayers; ++slot) {
    const fight::FighterState& fighter = state.fighters[slot];
    const bool left = fighter.role == 0;
    draw_bar(canvas, left, fighter.health, max_health);
    draw_marks_and_label(canvas, left, fighter, fighter.role == 1);
  }
  const int seconds = std::clamp<int>(state.timer, 0, 99);
  const char digits[2] = {static_cast<char>('0' + seconds / 10), static_cast<char>('0' + seconds % 10)};
  canvas.fill_rect(116, 5, 140, 24, kInk);
  render::draw_text(canvas, {117, 7}, {digits, 2}, 2, kTimerInk);

  static constexpr std::string_view kRoundNames[] = {"ROUND 1", "ROUND 2", "ROUND 3",
                                                     "ROUND 4", "ROUND 5", "FINAL"};
  switch (state.round_phase) {
    case fight::kRoundIntro:
      draw_banner(canvas, state.phase_frames < 40 ? "FIGHT"
                                                  : kRoundNames[std::clamp<int>(state.round, 1, 6) - 1]);
      break;
    case fight::kRoundOver:
    case fight::kMatchOver: {
      const bool knockout = state.fighters[0].health <= 0 || state.fighters[1].health <= 0;
      draw_banner(canvas, state.round_winner == 3 ? "DRAW" : (knockout ? "K.O." : "TIME"));
      break;
    }
    default:
      break;
  }
}

void draw_danger_flash(Canvas& canvas, const fight::MatchState& state) {
  for (const fight::FighterState& fighter : state.fighters) {
    if (fighter.last_contact != fight::kContactDangerZone || fighter.contact_timer >= 24) continue;
    if ((fighter.contact_timer / 4) % 2 == 1) continue;
    const bool left = fighter.x < kNativeWidth / 2 * fight::kSubpixel;
    const int x0 = left ? 0 : kNativeWidth - kDangerWidth - 4;
    canvas.fill_rect(x0, 60, x0 + kDangerWidth + 4, kFloorY, kDangerFlash);
  }
}

}  // namespace arena::games::triad
