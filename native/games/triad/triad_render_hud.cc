// triad's HUD and per-frame stage effects: health bars (P1's on the left), the round
// timer, round-win marks, player labels, round banners, the labels of triangle contacts
// (COUNTER, HOLD, THROW, ESCAPE, DANGER), and the danger zones (marked on the floor, flashing
// after a fighter was knocked into them).
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
constexpr int kBannerFrames = 30;
constexpr int kPerfectY = kBannerY + 30;
constexpr int kPerfectScale = 2;
// Contact labels: 10x14 px letters under the HUD, shown for three quarters of a second.
constexpr int kLabelY = 40;
constexpr int kLabelScale = 2;
constexpr int kLabelFrames = 45;

void draw_bar(Canvas& canvas, bool left, int health, int max_health) {
  const int x0 = left ? kBarMargin : kScreen.width - kBarMargin - kBarWidth;
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
    const int x = left ? kBarMargin + kBarWidth - step + 3
                       : kScreen.width - kBarMargin - kBarWidth + step - kMarkSize - 3;
    canvas.fill_rect(x, kMarkTop, x + kMarkSize, kMarkTop + kMarkSize,
                     fighter.wins > i ? kWinMark : kWinEmpty);
  }
  if (canvas.width() < kMinLabelWidth) return;
  const std::string_view label = fighter.is_cpu ? "CPU" : (is_agent_two ? "P2" : "P1");
  const int x = left ? kBarMargin : kScreen.width - kBarMargin - render::text_width(label, 1);
  render::draw_text(canvas, {x, kMarkTop}, label, 1, kPaper);
}

void draw_banner(Canvas& canvas, std::string_view text, int y, int scale) {
  const int x = (kScreen.width - render::text_width(text, scale)) / 2;
  render::draw_text(canvas, {x + 2, y + 2}, text, scale, kInk);
  render::draw_text(canvas, {x, y}, text, scale, kBannerInk);
}

// True when the round just ended with one winner who lost no health.
bool perfect_round(const fight::MatchState& state, int max_health) {
  if (state.round_winner != 1 && state.round_winner != 2) return false;
  return state.fighters[state.round_winner - 1].health >= max_health;
}

// "ROUND n" then "FIGHT" over the first second of a round (or its intro phase); once a round
// is decided, "K.O.", "TIME" or "DRAW", with "PERFECT" under it when the winner was untouched.
void draw_round_banner(Canvas& canvas, const fight::MatchState& state, int max_health) {
  static constexpr std::string_view kRoundNames[] = {"ROUND 1", "ROUND 2", "ROUND 3",
                                                     "ROUND 4", "ROUND 5", "FINAL"};
  const std::string_view round_name = kRoundNames[std::clamp<int>(state.round, 1, 6) - 1];
  switch (state.round_phase) {
    case fight::kRoundIntro:
      draw_banner(canvas, state.phase_frames < kBannerFrames ? "FIGHT" : round_name, kBannerY,
                  kBannerScale);
      break;
    case fight::kRoundFight:
      if (state.round_frames < kBannerFrames) {
        draw_banner(canvas, round_name, kBannerY, kBannerScale);
      } else if (state.round_frames < 2 * kBannerFrames) {
        draw_banner(canvas, "FIGHT", kBannerY, kBannerScale);
      }
      break;
    default: {
      const bool knockout = state.fighters[0].health <= 0 || state.fighters[1].health <= 0;
      draw_banner(canvas, state.round_winner == 3 ? "DRAW" : (knockout ? "K.O." : "TIME"), kBannerY,
                  kBannerScale);
      if (perfect_round(state, max_health)) {
        draw_banner(canvas, "PERFECT", kPerfectY, kPerfectScale);
      }
      break;
    }
  }
}

// The name and colour of a contact worth a label; empty text for the others.
struct ContactLabel {
  std::string_view text;
  uint8_t color = kPaper;
};

ContactLabel contact_label(uint8_t contact) {
  switch (contact) {
    case fight::kContactCounterHit:
      return {"COUNTER", kSparkCounter};
    case fight::kContactHold:
      return {"HOLD", kShield};
    case fight::kContactThrow:
      return {"THROW", kBannerInk};
    case fight::kContactThrowEscape:
      return {"ESCAPE", kPaper};
    case fight::kContactDangerZone:
      return {"DANGER", kDangerFlash};
    default:
      return {};
  }
}

// The label of the freshest labelled contact of either fighter, for kLabelFrames after it,
// centred over the two fighters below the HUD.
void draw_contact_label(Canvas& canvas, const fight::MatchState& state) {
  const fight::FighterState* latest = nullptr;
  for (const fight::FighterState& fighter : state.fighters) {
    if (fighter.contact_timer >= kLabelFrames || contact_label(fighter.last_contact).text.empty()) {
      continue;
    }
    if (latest == nullptr || fighter.contact_timer < latest->contact_timer) latest = &fighter;
  }
  if (latest == nullptr) return;
  const ContactLabel label = contact_label(latest->last_contact);
  const int width = render::text_width(label.text, kLabelScale);
  const int middle = (state.fighters[0].x + state.fighters[1].x) / 2 / fight::kSubpixel;
  const int x = std::clamp(middle - width / 2, kBarMargin, kScreen.width - kBarMargin - width);
  render::draw_text(canvas, {x + 1, kLabelY + 1}, label.text, kLabelScale, kInk);
  render::draw_text(canvas, {x, kLabelY}, label.text, kLabelScale, label.color);
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
  const char digits[2] = {static_cast<char>('0' + seconds / 10),
                          static_cast<char>('0' + seconds % 10)};
  canvas.fill_rect(116, 5, 140, 24, kInk);
  render::draw_text(canvas, {117, 7}, {digits, 2}, 2, kTimerInk);

  if (canvas.width() >= kMinLabelWidth) draw_contact_label(canvas, state);
  draw_round_banner(canvas, state, max_health);
}

void draw_danger_zones(Canvas& canvas, const fight::MatchState& state, int width) {
  canvas.fill_rect(0, kScreen.floor_y + 1, width, kScreen.floor_y + 4, kStageDangerA);
  canvas.fill_rect(kScreen.width - width, kScreen.floor_y + 1, kScreen.width, kScreen.floor_y + 4,
                   kStageDangerA);
  for (const fight::FighterState& fighter : state.fighters) {
    if (fighter.last_contact != fight::kContactDangerZone || fighter.contact_timer >= 24) continue;
    if ((fighter.contact_timer / 4) % 2 == 1) continue;
    const bool left = fighter.x < kScreen.width / 2 * fight::kSubpixel;
    const int x0 = left ? 0 : kScreen.width - kDangerWidth - 4;
    canvas.fill_rect(x0, 60, x0 + kDangerWidth + 4, kScreen.floor_y, kDangerFlash);
  }
}

}  // namespace arena::games::triad
