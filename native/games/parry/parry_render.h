// Draws a parry match as the frame an agent sees, at the requested output size, as uint8 RGB
// or gray: the stage backdrop (one of kParryStages), both fighters (bodies fitted to their
// hurtboxes, attack limbs reaching their hitboxes), projectiles, parry and hit sparks, dizzy
// stars, and the HUD (health bars, timer, round wins, super meters split into their stocks,
// stun gauges). Native size is 384x224 (sfiii3n's); the 256 px wide world is drawn 1.5x.
// Rendering reads the state and never writes it.
#pragma once

#include <array>
#include <cstdint>

#include "native/games/fight/match_renderer.h"
#include "native/games/fight/outfit_palette.h"
#include "native/games/parry/parry_render_art.h"
#include "native/games/parry/parry_state.h"

namespace arena::games::parry {

inline constexpr int kParryStages = 6;

/// Parry's art for the kit's render pipeline (fight/match_renderer.h).
struct ParryArt : fight::OutfitPalette<parry::fill_palette, kParryStages> {
  using State = ParryMatch;
  static constexpr int kNativeWidth = parry::kNativeWidth;
  static constexpr int kNativeHeight = parry::kNativeHeight;
  static constexpr int kStages = kParryStages;
  static constexpr uint8_t kBackdropIndex = parry::kBackdropIndex;

  static void draw_stage(render::Canvas& canvas, int arena) { parry::draw_stage(canvas, arena); }
  static void draw_fighter(render::Canvas& canvas, const State& state,
                           const fight::GameData& data, int slot) {
    parry::draw_fighter(canvas, state, data, slot);
  }
  static void draw_over(render::Canvas& canvas, const State& state, const fight::GameData& data) {
    draw_effects(canvas, state);
    draw_hud(canvas, state, data.rules.max_health);
  }
};

using ParryRenderer = fight::MatchRenderer<ParryArt>;

}  // namespace arena::games::parry
