// Draws a parry match as the frame an agent sees, at the requested output size, as uint8 RGB
// or gray: the stage backdrop (one of kParryStages), both fighters (bodies fitted to their
// hurtboxes, attack limbs reaching their hitboxes), projectiles, parry and hit sparks, dizzy
// stars, and the HUD (health bars, timer, round wins, super meters split into their stocks,
// stun gauges). Native size is 384x224 (sfiii3n's); the 256 px wide world is drawn 1.5x.
// Rendering reads the state and never writes it; the Art struct's hooks are drawn in
// parry_render_stage.cc (the palette and the six backdrops), parry_render_fighter.cc and
// parry_render_hud.cc.
#pragma once

#include <array>
#include <cstdint>

#include "native/games/fight/figure.h"
#include "native/games/fight/game_data.h"
#include "native/games/fight/hud.h"
#include "native/games/fight/match_renderer.h"
#include "native/games/fight/outfit_palette.h"
#include "native/games/fight/screen_scale.h"
#include "native/games/parry/parry_state.h"
#include "native/render/canvas.h"
#include "native/render/fighter_palette.h"
#include "native/render/palette.h"

namespace arena::games::parry {

inline constexpr int kNativeWidth = 384;
inline constexpr int kNativeHeight = 224;
/// Screen row of the floor (world y = 0).
inline constexpr int kFloorY = 206;

/// The world drawn 3/2x on the native screen (fight/screen_scale.h).
inline constexpr fight::ScreenScale kScreen{.num = 3, .den = 2, .floor_y = kFloorY};

/// Palette: the stage, the kit's HUD colours (fight/hud.h), parry's own, the fighters'
/// (render::fighter_color(slot, colour), fighter_palette.h).
using namespace fight::hud_color;
enum ParryColor : uint8_t {
  kSuperFill = kGameColors,
  kSuperFull,
  kStunFill,
  kSparkParry,
  kSparkCore,
  kDizzyStar
};
using enum render::FighterColor;
using render::fighter_color;

inline constexpr int kParryStages = 6;

/// Parry's art for the kit's render pipeline (fight/match_renderer.h).
struct ParryArt : fight::OutfitPalette<ParryArt> {
  using State = ParryMatch;
  static constexpr fight::ArtLayout kLayout{
      .width = kNativeWidth, .height = kNativeHeight, .stages = kParryStages};

  /// Every palette entry for this arena, characters and outfits (luts not rebuilt).
  static void fill_outfit_palette(render::Palette& palette, int arena, const int character[2],
                                  const int outfit[2]);
  /// Stage `arena`'s static backdrop.
  static void draw_stage(render::Canvas& canvas, int arena);
  /// Fighter `slot` (shadow, pose, attack limb, dizzy stars).
  static void draw_fighter(render::Canvas& canvas, const State& state, const fight::GameData& data,
                           int slot);
  /// The effects, then the HUD (projectiles, sparks; bars, gauges, timer, wins, super meters).
  static void draw_over(render::Canvas& canvas, const State& state, const fight::GameData& data);
};

using ParryRenderer = fight::MatchRenderer<ParryArt>;

}  // namespace arena::games::parry
