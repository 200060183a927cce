// Draws a parry match as the frame an agent sees, at the requested output size, as uint8 RGB
// or gray: the stage backdrop (one of kParryStages), both fighters (bodies fitted to their
// hurtboxes, attack limbs reaching their hitboxes), projectiles, parry and hit sparks, dizzy
// stars, and the HUD (health bars, timer, round wins, super meters split into their stocks,
// stun gauges). Native size is 384x224 (sfiii3n's); the 256 px wide world is drawn 1.5x.
// Rendering reads the state and never writes it; the Art struct's hooks are drawn in
// parry_render_stage.cc (the six backdrops), parry_render_fighter.cc and
// parry_render_hud.cc.
#pragma once

#include <cstdint>

#include "native/games/fight/game_art.h"
#include "native/games/parry/parry_state.h"

namespace arena::games::parry {

/// The native screen (fight/screen.h).
inline constexpr fight::Screen kScreen{.width = 384, .height = 224, .floor_y = 206};

/// Palette: the stage, the kit's HUD colours (fight/hud.h), parry's own, the fighters'
/// (render::fighter_color(slot, colour), fighter_palette.h).
using namespace fight::outfit_colors;
enum ParryColor : uint8_t {
  kSuperFill = kGameColors,
  kSuperFull,
  kStunFill,
  kSparkParry,
  kSparkCore,
  kDizzyStar
};

inline constexpr int kParryStages = 6;

/// Parry's art for the kit's render pipeline (fight/match_renderer.h): its colours (its own named;
/// their values are its TOML's [art]), six backdrops (parry_render_stage.cc), the fighters
/// (parry_render_fighter.cc), effects and HUD (parry_render_hud.cc).
struct ParryArt : fight::OutfitArt<ParryArt, ParryMatch, fight::ArtLayout{kScreen, kParryStages}> {
  /// Its own colours by the names its file gives them ([art.own]; every colour of the game
  /// is in configs/games/parry.toml).
  static constexpr fight::ColorName kColorNames[] = {
      {"super_fill", kSuperFill}, {"super_full", kSuperFull}, {"stun_fill", kStunFill},
      {"spark_parry", kSparkParry}, {"spark_core", kSparkCore}, {"dizzy_star", kDizzyStar}};
  static const Backdrop kBackdrops[kParryStages];
  static DrawFighter draw_fighter;
  static DrawLayer draw_effects;
  static DrawLayer draw_hud;
};

}  // namespace arena::games::parry
