// Draws a tagduo match as the frame an agent sees, at the requested output size, as uint8 RGB
// or gray: the stage backdrop (one of kTagduoStages), both point characters (bodies fitted to
// their hurtboxes, attack limbs reaching their hitboxes; a sidestep drawn as a step aside, a
// tag's arrival as a flash), projectiles, hit sparks, and the HUD (each team's two health bars
// with their recoverable parts, timer, round wins). Native size is 320x240 (tektagt's 4:3);
// the 256 px wide world is drawn 5/4x. Rendering reads the state and never writes it; the Art
// struct's hooks are drawn in tagduo_render_stage.cc (the four backdrops),
// tagduo_render_fighter.cc and tagduo_render_hud.cc.
#pragma once

#include <cstdint>

#include "native/games/fight/game_art.h"
#include "native/games/tagduo/tagduo_state.h"

namespace arena::games::tagduo {

/// The native screen (fight/screen.h).
inline constexpr fight::Screen kScreen{.width = 320, .height = 240, .floor_y = 222};

/// Palette: the stage, the kit's HUD colours (fight/hud.h), tagduo's own, the fighters'
/// (render::fighter_color(slot, colour), fighter_palette.h).
using namespace fight::outfit_colors;
enum TagduoColor : uint8_t {
  kRecoverable = kGameColors,  // the red part of a bar, health a tag may win back
  kPartnerHealth,
  kSparkCore,
  kTagFlash,
  kSidestepTrail,
};

inline constexpr int kTagduoStages = 4;

/// Tagduo's art for the kit's render pipeline (fight/match_renderer.h): its colours (its own named;
/// their values are its TOML's [art]), four backdrops (tagduo_render_stage.cc), the point
/// characters (tagduo_render_fighter.cc), effects and HUD (tagduo_render_hud.cc).
struct TagduoArt : fight::OutfitArt<TagduoArt, TagduoMatch,
                                    fight::ArtLayout{kScreen, kTagduoStages}> {
  /// Its own colours by the names its file gives them ([art.own]; every colour of the game
  /// is in configs/games/tagduo.toml).
  static constexpr fight::ColorName kColorNames[] = {
      {"recoverable", kRecoverable}, {"partner_health", kPartnerHealth}, {"spark_core", kSparkCore},
      {"tag_flash", kTagFlash}, {"sidestep_trail", kSidestepTrail}};
  static const Backdrop kBackdrops[kTagduoStages];
  static DrawFighter draw_fighter;
  static DrawLayer draw_effects;
  static DrawLayer draw_hud;
};

}  // namespace arena::games::tagduo
