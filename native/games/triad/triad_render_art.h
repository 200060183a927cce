// Shared by triad's drawing files (not part of the game's API): the screen layout and the
// palette layout its Art's hooks (triad_render.h) draw with, on an indexed canvas in native
// 256x240 coordinates.
#pragma once

#include <cstdint>
#include <string_view>

#include "native/games/fight/hud.h"
#include "native/games/fight/outfit_colors.h"
#include "native/games/fight/screen.h"
#include "native/render/palette.h"

namespace arena::games::triad {

// ---- Screen layout (native pixels, y down) -----------------------------------------------------
/// The native screen (fight/screen.h): the world drawn 1:1.
inline constexpr fight::Screen kScreen{.width = 256, .height = 240, .floor_y = 214};
/// Width of the electrified posts drawn at each stage edge.
inline constexpr int kDangerWidth = 6;
inline constexpr int kStageCount = 8;

/// Screen row of a world height in pixels (world y grows upwards from the floor).
constexpr int screen_y(int world_y) { return kScreen.floor_y - world_y; }

// ---- Palette layout --------------------------------------------------------------------------
/// Entries [0, kStageColorCount) belong to the current stage's backdrop: its sky's and floor's
/// gradients, its props from kStageProps on, and last its two danger-zone colours. The kit's HUD
/// colours (fight/hud.h) follow, then triad's own.
inline constexpr int kStageColorCount = fight::kHudColors;
inline constexpr uint8_t kStageProps = 18;
inline constexpr uint8_t kStageDangerA = kStageColorCount - 2;
inline constexpr uint8_t kStageDangerB = kStageColorCount - 1;
inline constexpr int kMaxStageProps = kStageDangerA - kStageProps;
/// A stage's colours in its file ([[art.stages]], before its `props`): the sky's gradient from
/// its top to its bottom band, the floor's from its far to its near band, the danger zones'.
inline constexpr std::string_view kStageColorNames[] = {
    "sky_top", "sky_bottom", "floor_far", "floor_near", "danger_a", "danger_b"};

/// Triad's own HUD and effect colours, shared by every stage, after the kit's (kInk, kPaper,
/// kSparkHit, kShadow, ...).
using namespace fight::hud_color;
enum TriadColor : uint8_t {
  kBarFrame = kGameColors,  // health bar frame
  kWinEmpty,                // a round not yet won
  kSparkCounter,            // counter-hit spark
  kSparkCore,               // spark centre
  kShield,                  // blocking flash
  kDangerFlash,             // an edge that just shocked a fighter
  kBannerInk,               // round / KO banners
};

/// Marks canvas pixels that show the stage backdrop in RGB frames (never a drawn colour).
inline constexpr uint8_t kBackdropIndex = 255;

/// Per-fighter colours: entry kFighterBase + kFighterStride * slot + FighterColor.
inline constexpr int kFighterBase = 80;
inline constexpr int kFighterStride = 16;
enum FighterColor : uint8_t {
  kSkin,
  kSkinShade,
  kHair,
  kMain,       // top / suit
  kMainShade,  // far-side limbs
  kTrim,       // belt, gloves, headband
  kTrimShade,
  kLegs,       // trousers (or skin for bare legs)
  kLegsShade,
  kFeet,
  kEye,
  kGlow,       // projectile outer glow
  kGlowCore,   // projectile centre
};

constexpr uint8_t fighter_color(int slot, FighterColor color) {
  return static_cast<uint8_t>(kFighterBase + kFighterStride * slot + color);
}

/// Sets the backdrop entries [0, kStageColorCount) to `stage`'s colours.
void set_stage_colors(render::Palette& palette, const fight::StageColors& stage);

/// Frames after a contact during which its spark or shield shows.
inline constexpr int kFreshContactFrames = 10;

}  // namespace arena::games::triad
