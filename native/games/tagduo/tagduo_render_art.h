// Shared by tagduo's drawing files (not part of the game's API): palette layout, screen
// layout and the drawing steps tagduo_render.h puts together. Every step draws in native
// 320x240 coordinates on an indexed canvas and never touches the state.
#pragma once

#include <cstdint>

#include "native/games/fight/figure.h"
#include "native/games/fight/game_data.h"
#include "native/games/fight/screen_scale.h"
#include "native/games/tagduo/tagduo_state.h"
#include "native/render/canvas.h"
#include "native/render/fighter_palette.h"
#include "native/render/palette.h"

namespace arena::games::tagduo {

inline constexpr int kNativeWidth = 320;
inline constexpr int kNativeHeight = 240;
inline constexpr int kTagduoStages = 4;
/// Screen row of the floor (world y = 0).
inline constexpr int kFloorY = 222;

/// The world drawn 5/4x on the native screen (fight/screen_scale.h).
inline constexpr fight::ScreenScale kScreen{.num = 5, .den = 4, .floor_y = kFloorY};

/// Palette: [0, kStageColors) the stage; then fixed HUD and effect colours; then fighters.
inline constexpr int kStageColors = 32;
enum HudColor : uint8_t {
  kInk = 32,
  kPaper,
  kBarBack,
  kHealth,
  kHealthLow,
  kRecoverable,
  kPartnerHealth,
  kTimerInk,
  kWinMark,
  kSparkHit,
  kSparkCore,
  kShadow,
  kTagFlash,
  kSidestepTrail,
};
using render::fighter_color;
using render::kGlow;
using render::kGlowCore;
using render::kLegs;
using render::kMain;
using render::kMainShade;
using render::kSkin;
using render::kTrim;

/// Marks pixels that show the backdrop in resized RGB frames.
inline constexpr uint8_t kBackdropIndex = 255;

/// Sets every palette entry for this arena, characters and outfits (luts not rebuilt).
void fill_palette(render::Palette& palette, int arena, const int character[2], const int outfit[2]);

/// Draws stage `arena`'s static backdrop.
void draw_stage(render::Canvas& canvas, int arena);

/// Draws fighter `slot` with its shadow and pose, a sidestep's trail, a tag's drop-in flash.
void draw_fighter(render::Canvas& canvas, const TagduoMatch& state, const fight::GameData& data,
                  int slot);

/// Draws projectiles in flight and the spark of the latest hit on each fighter.
void draw_effects(render::Canvas& canvas, const TagduoMatch& state);

/// Draws both teams' health bars (the point's large with its recoverable part, the partner's
/// small under it), the timer, round wins and round-end banners.
void draw_hud(render::Canvas& canvas, const TagduoMatch& state, const fight::GameData& data);

}  // namespace arena::games::tagduo
