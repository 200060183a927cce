// Draws a trio match as the frame an agent sees, at the requested output size, as uint8 RGB or
// gray: the stage backdrop (one of kTrioStages), both point characters (bodies fitted to their
// hurtboxes, attack limbs reaching their hitboxes; a roll drawn tucked low with streaks, Max
// mode as an aura, a charge as rising sparks), called assists (a silhouette in the side's
// colour and its shot), projectiles, hit sparks, and the HUD (each team's three member bars in
// order, the members out crossed, the power bar with its stocks, timer, opponents knocked out).
// Native size is 320x224 (kof98umh's Neo Geo canvas); the 256 px wide world is drawn 5/4x.
// Rendering reads the state and never writes it; the Art struct's hooks are drawn in
// trio_render_stage.cc (the four backdrops), trio_render_fighter.cc and
// trio_render_hud.cc.
#pragma once

#include <cstdint>

#include "native/games/fight/game_art.h"
#include "native/games/trio/trio_state.h"

namespace arena::games::trio {

/// The native screen (fight/screen.h).
inline constexpr fight::Screen kScreen{.width = 320, .height = 224, .floor_y = 206};

/// Palette: the stage, the kit's HUD colours (fight/hud.h), trio's own, the fighters'
/// (render::fighter_color(slot, colour), fighter_palette.h).
using namespace fight::outfit_colors;
enum TrioColor : uint8_t {
  kBenchHealth = kGameColors,  // a benched member's bar
  kMemberOut,                  // a member out: its crossed bar
  kPowerFill,
  kStockPip,
  kMaxAura,
  kSparkCore,
  kRollStreak,
  kAssistP1,  // the assists' silhouettes, per side
  kAssistP2,
  kAssistShot,
};

inline constexpr int kTrioStages = 4;

/// Trio's art for the kit's render pipeline (fight/match_renderer.h): its colours (its own named;
/// their values are its TOML's [art]), four backdrops (trio_render_stage.cc), the point characters
/// and assists (trio_render_fighter.cc), effects and HUD (trio_render_hud.cc).
struct TrioArt : fight::OutfitArt<TrioArt, TrioMatch, fight::ArtLayout{kScreen, kTrioStages}> {
  /// Its own colours by the names its file gives them ([art.own]; every colour of the game
  /// is in configs/games/trio.toml).
  static constexpr fight::ColorName kColorNames[] = {
      {"bench_health", kBenchHealth}, {"member_out", kMemberOut}, {"power_fill", kPowerFill},
      {"stock_pip", kStockPip}, {"max_aura", kMaxAura}, {"spark_core", kSparkCore},
      {"roll_streak", kRollStreak}, {"assist_p1", kAssistP1}, {"assist_p2", kAssistP2},
      {"assist_shot", kAssistShot}};
  static const Backdrop kBackdrops[kTrioStages];
  static DrawFighter draw_fighter;
  static DrawLayer draw_effects;
  static DrawLayer draw_hud;
};

}  // namespace arena::games::trio
