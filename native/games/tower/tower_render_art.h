// Shared by tower's drawing files (not part of the game's API): palette layout, screen layout
// and the drawing steps tower_render.cc puts together. Every step draws in native 400x256
// coordinates on an indexed canvas and never touches the state.
#pragma once

#include <cstdint>

#include "native/games/fight/figure.h"
#include "native/games/fight/game_data.h"
#include "native/games/fight/screen_scale.h"
#include "native/games/tower/tower_state.h"
#include "native/render/canvas.h"
#include "native/render/palette.h"

namespace arena::games::tower {

inline constexpr int kNativeWidth = 400;
inline constexpr int kNativeHeight = 256;
/// Screen row of the floor (world y = 0).
inline constexpr int kFloorY = 232;

/// The world drawn 25/16x on the native screen (fight/screen_scale.h).
inline constexpr fight::ScreenScale kScreen{.num = 25, .den = 16, .floor_y = kFloorY};

/// Palette: [0, kStageColors) the stage; then fixed HUD and effect colours; then fighters.
inline constexpr int kStageColors = 32;
enum HudColor : uint8_t {
  kInk = 32,
  kPaper,
  kBarBack,
  kHealth,
  kHealthLow,
  kRunFill,
  kAggressorFill,
  kAggressorHot,
  kTimerInk,
  kWinMark,
  kSparkHit,
  kSparkBlock,
  kShadow,
};
/// Fighter colours: kFighterBase + kFighterStride * slot + FighterColor. Slot 2 is the
/// endurance partner's icon.
inline constexpr int kFighterBase = 64;
inline constexpr int kFighterStride = 8;
enum FighterColor : uint8_t { kSkin, kMask, kMain, kMainShade, kBelt, kLegs, kGlow, kGlowCore };

constexpr uint8_t fighter_color(int slot, FighterColor color) {
  return static_cast<uint8_t>(kFighterBase + kFighterStride * slot + color);
}

/// Marks pixels that show the backdrop in resized RGB frames.
inline constexpr uint8_t kBackdropIndex = 255;

/// Sets every palette entry for this arena and characters (luts not rebuilt); `partner` is the
/// character of the endurance icon (any valid index when there is none).
void fill_palette(render::Palette& palette, int arena, const int character[2], int partner);

/// Draws stage `arena`'s static backdrop.
void draw_stage(render::Canvas& canvas, int arena);

/// Draws fighter `slot` with its shadow, pose and attack limb.
void draw_fighter(render::Canvas& canvas, const TowerMatch& state, const fight::GameData& data,
                  int slot);

/// Draws projectiles in flight and the spark of the latest contact on each fighter.
void draw_effects(render::Canvas& canvas, const TowerMatch& state);

/// Draws health bars, run meters, aggressor bars, timer, round wins, the endurance partner and
/// round-end banners.
void draw_hud(render::Canvas& canvas, const TowerMatch& state, int max_health);

}  // namespace arena::games::tower
