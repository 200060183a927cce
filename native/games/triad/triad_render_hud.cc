// triad's HUD: the kit's (fight/hud.h: health bars, the timer, round-win marks and the round-end
// banner, placed by configs/games/triad.toml's [art.hud]) and over it its own: player labels, the
// round's opening banners (ROUND n, FIGHT), PERFECT under the round-end banner, the labels of
// triangle contacts (COUNTER, HOLD, THROW, ESCAPE, DANGER); and the danger zones (marked on the
// floor, flashing after a fighter was knocked into them).
#include <algorithm>
#include <string_view>

#include "native/games/triad/triad_render.h"
#include "native/render/font.h"

namespace arena::games::triad {
namespace {

using render::Canvas;

constexpr int kHealthBarHeight = 9;
constexpr int kMinLabelWidth = 160;
constexpr int kBannerFrames = 30;
constexpr int kPerfectDrop = 30;  // rows from the round-end banner's top to PERFECT's
constexpr int kPerfectScale = 2;
// Contact labels: 10x14 px letters under the HUD, shown for three quarters of a second.
constexpr int kLabelY = 40;
constexpr int kLabelScale = 2;
constexpr int kLabelFrames = 45;

/// P1, P2 or CPU beside the round-win marks, at the outer end of fighter `slot`'s health bar.
void draw_player_label(Canvas& canvas, const fight::HudStyle& hud,
                       const fight::FighterState& fighter, int slot) {
  const std::string_view label = fighter.is_cpu ? "CPU" : (slot == 1 ? "P2" : "P1");
  const int x =
      slot == 0 ? hud.bar_margin : kScreen.width - hud.bar_margin - render::text_width(label, 1);
  render::draw_text(canvas, {x, hud.wins.y}, label, 1, kPaper);
}

// True when the round just ended with one winner who lost no health.
bool perfect_round(const fight::MatchState& state, int max_health) {
  if (state.round_winner != 1 && state.round_winner != 2) return false;
  return state.fighters[state.round_winner - 1].health >= max_health;
}

// "ROUND n" then "FIGHT" over the first second of a round (or its intro phase), where and as the
// round-end banner is drawn; once a round is decided, "PERFECT" under that banner when the
// winner was untouched.
void draw_round_banners(Canvas& canvas, const fight::RoundEnd& end, const fight::MatchState& state,
                        int max_health) {
  static constexpr std::string_view kRoundNames[] = {"ROUND 1", "ROUND 2", "ROUND 3",
                                                     "ROUND 4", "ROUND 5", "FINAL"};
  const std::string_view round_name = kRoundNames[std::clamp<int>(state.round, 1, 6) - 1];
  switch (state.round_phase) {
    case fight::kRoundIntro:
      fight::draw_banner(canvas, state.phase_frames < kBannerFrames ? "FIGHT" : round_name, end.y,
                         end.look);
      break;
    case fight::kRoundFight:
      if (state.round_frames < kBannerFrames) {
        fight::draw_banner(canvas, round_name, end.y, end.look);
      } else if (state.round_frames < 2 * kBannerFrames) {
        fight::draw_banner(canvas, "FIGHT", end.y, end.look);
      }
      break;
    default:
      if (perfect_round(state, max_health)) {
        fight::draw_banner(
            canvas, "PERFECT", end.y + kPerfectDrop,
            {.scale = kPerfectScale, .shadow = end.look.shadow, .ink = end.look.ink});
      }
      break;
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
// centred over the two fighters below the HUD, within the side bars' margins.
void draw_contact_label(Canvas& canvas, int margin, const fight::MatchState& state) {
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
  const int x = std::clamp(middle - width / 2, margin, kScreen.width - margin - width);
  render::draw_text(canvas, {x + 1, kLabelY + 1}, label.text, kLabelScale, kInk);
  render::draw_text(canvas, {x, kLabelY}, label.text, kLabelScale, label.color);
}

}  // namespace

// Labels are drawn only where the 5x7 font is legible (outputs at least 160 pixels wide).
void TriadArt::draw_hud(Canvas& canvas, const State& state, const fight::GameData& data) {
  const fight::HudStyle& hud = data.hud.style;
  const bool legible = canvas.width() >= kMinLabelWidth;
  fight::draw_match_hud(canvas, hud, state, [&](int slot) {
    fight::draw_health_bar(canvas, hud, slot, hud.bar_top, hud.bar_top + kHealthBarHeight,
                           state.fighters[slot].health, data.rules.max_health);
    if (legible) draw_player_label(canvas, hud, state.fighters[slot], slot);
  });
  if (legible) draw_contact_label(canvas, hud.bar_margin, state);
  draw_round_banners(canvas, hud.round_end, state, data.rules.max_health);
}

void TriadArt::draw_under(Canvas& canvas, const State& state, const fight::GameData& data) {
  const int width = data.rules.danger_zone_px;
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
