// Draws a ronin match as the frame an agent sees, at the requested output size, as uint8 RGB
// or gray: the stage backdrop (one of kRoninStages), both fighters (bodies fitted to their
// hurtboxes, a sword in hand that reaches the hitbox of a slash, fists when disarmed, a rage
// aura, a kneeling pose while meditating), the dropped weapon, sword-wave projectiles, hit and
// clash sparks, the rage explosion's burst, and the HUD (health bars with the weapon gauge
// under each, timer, round wins, rage gauges and power gauges along the bottom, the rage
// explosion's mark). Native size is 320x224 (samsh5sp's); the 256 px wide world is drawn 1.25x.
// Rendering reads the state and never writes it; the Art struct's hooks are drawn in
// ronin_render_stage.cc (the palette and the five backdrops), ronin_render_fighter.cc and
// ronin_render_hud.cc.
#pragma once

#include <array>
#include <cstdint>

#include "native/games/fight/figure.h"
#include "native/games/fight/game_data.h"
#include "native/games/fight/hud.h"
#include "native/games/fight/match_renderer.h"
#include "native/games/fight/outfit_palette.h"
#include "native/games/fight/screen_scale.h"
#include "native/games/ronin/ronin_state.h"
#include "native/render/canvas.h"
#include "native/render/fighter_palette.h"
#include "native/render/palette.h"

namespace arena::games::ronin {

inline constexpr int kNativeWidth = 320;
inline constexpr int kNativeHeight = 224;
/// Screen row of the floor (world y = 0).
inline constexpr int kFloorY = 200;

/// The world drawn 5/4x on the native screen (fight/screen_scale.h).
inline constexpr fight::ScreenScale kScreen{.num = 5, .den = 4, .floor_y = kFloorY};

/// Palette: the stage, the kit's HUD colours (fight/hud.h), ronin's own, the fighters'
/// (render::fighter_color(slot, colour), fighter_palette.h).
using namespace fight::hud_color;
enum RoninColor : uint8_t {
  kWeaponFill = kGameColors,
  kWeaponLow,
  kRageFill,
  kRageOn,
  kPowerFill,
  kPowerFull,
  kSparkClash,
  kSparkCore,
  kBlade,
  kBladeEdge,
  kHilt,
  kBurst,
};
using enum render::FighterColor;
using render::fighter_color;

inline constexpr int kRoninStages = 5;

/// Ronin's art for the kit's render pipeline (fight/match_renderer.h).
struct RoninArt : fight::OutfitPalette<RoninArt> {
  using State = RoninMatch;
  static constexpr fight::ArtLayout kLayout{
      .width = kNativeWidth, .height = kNativeHeight, .stages = kRoninStages};

  /// Every palette entry for this arena, characters and outfits (luts not rebuilt).
  static void fill_outfit_palette(render::Palette& palette, int arena, const int character[2],
                                  const int outfit[2]);
  /// Stage `arena`'s static backdrop.
  static void draw_stage(render::Canvas& canvas, int arena);
  /// Fighter `slot` (shadow, pose, sword or fists, rage aura).
  static void draw_fighter(render::Canvas& canvas, const State& state, const fight::GameData& data,
                           int slot);
  /// The effects, then the HUD (dropped weapon, sword waves, bursts, sparks; bars, gauges, timer,
  /// wins).
  static void draw_over(render::Canvas& canvas, const State& state, const fight::GameData& data);
};

using RoninRenderer = fight::MatchRenderer<RoninArt>;

}  // namespace arena::games::ronin
