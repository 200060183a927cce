// Draws a tagduo match as the frame an agent sees, at the requested output size, as uint8 RGB
// or gray: the stage backdrop (one of kTagduoStages), both point characters (bodies fitted to
// their hurtboxes, attack limbs reaching their hitboxes; a sidestep drawn as a step aside, a
// tag's arrival as a flash), projectiles, hit sparks, and the HUD (each team's two health bars
// with their recoverable parts, timer, round wins). Native size is 320x240 (tektagt's 4:3);
// the 256 px wide world is drawn 5/4x. Rendering reads the state and never writes it.
#pragma once

#include "native/games/fight/match_renderer.h"
#include "native/games/fight/outfit_palette.h"
#include "native/games/tagduo/tagduo_render_art.h"
#include "native/games/tagduo/tagduo_state.h"

namespace arena::games::tagduo {

/// Tagduo's art for the kit's render pipeline (fight/match_renderer.h).
struct TagduoArt : fight::OutfitPalette<tagduo::fill_palette, kTagduoStages> {
  using State = TagduoMatch;
  static constexpr int kNativeWidth = tagduo::kNativeWidth;
  static constexpr int kNativeHeight = tagduo::kNativeHeight;
  static constexpr int kStages = kTagduoStages;
  static constexpr uint8_t kBackdropIndex = tagduo::kBackdropIndex;

  static void draw_stage(render::Canvas& canvas, int arena) { tagduo::draw_stage(canvas, arena); }
  static void draw_fighter(render::Canvas& canvas, const State& state, const fight::GameData& data,
                           int slot) {
    tagduo::draw_fighter(canvas, state, data, slot);
  }
  static void draw_over(render::Canvas& canvas, const State& state, const fight::GameData& data) {
    draw_effects(canvas, state);
    draw_hud(canvas, state, data);
  }
};

using TagduoRenderer = fight::MatchRenderer<TagduoArt>;

}  // namespace arena::games::tagduo
