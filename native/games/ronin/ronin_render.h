// Draws a ronin match as the frame an agent sees, at the requested output size, as uint8 RGB
// or gray: the stage backdrop (one of kRoninStages), both fighters (bodies fitted to their
// hurtboxes, a sword in hand that reaches the hitbox of a slash, fists when disarmed, a rage
// aura, a kneeling pose while meditating), the dropped weapon, sword-wave projectiles, hit and
// clash sparks, the rage explosion's burst, and the HUD (health bars with the weapon gauge
// under each, timer, round wins, rage gauges and power gauges along the bottom, the rage
// explosion's mark). Native size is 320x224 (samsh5sp's); the 256 px wide world is drawn 1.25x.
// Rendering reads the state and never writes it; the Art struct's hooks are drawn in
// ronin_render_stage.cc (the five backdrops), ronin_render_fighter.cc and
// ronin_render_hud.cc.
#pragma once

#include <cstdint>

#include "native/games/fight/game_art.h"
#include "native/games/ronin/ronin_state.h"

namespace arena::games::ronin {

/// The native screen (fight/screen.h).
inline constexpr fight::Screen kScreen{.width = 320, .height = 224, .floor_y = 200};

/// Palette: the stage, the kit's HUD colours (fight/hud.h), ronin's own, the fighters'
/// (render::fighter_color(slot, colour), fighter_palette.h).
using namespace fight::outfit_colors;
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

inline constexpr int kRoninStages = 5;

/// Ronin's art for the kit's render pipeline (fight/match_renderer.h): its colours (its own named;
/// their values are its TOML's [art]), five backdrops (ronin_render_stage.cc), the fighters
/// (ronin_render_fighter.cc), effects and HUD (ronin_render_hud.cc).
struct RoninArt : fight::OutfitArt<RoninArt, RoninMatch, fight::ArtLayout{kScreen, kRoninStages}> {
  /// Its own colours by the names its file gives them ([art.own]; every colour of the game
  /// is in configs/games/ronin.toml).
  static constexpr fight::ColorName kColorNames[] = {
      {"weapon_fill", kWeaponFill}, {"weapon_low", kWeaponLow}, {"rage_fill", kRageFill},
      {"rage_on", kRageOn}, {"power_fill", kPowerFill}, {"power_full", kPowerFull},
      {"spark_clash", kSparkClash}, {"spark_core", kSparkCore}, {"blade", kBlade},
      {"blade_edge", kBladeEdge}, {"hilt", kHilt}, {"burst", kBurst}};
  static const Backdrop kBackdrops[kRoninStages];
  static DrawFighter draw_fighter;
  static DrawLayer draw_effects;
  static DrawLayer draw_hud;
};

}  // namespace arena::games::ronin
