// Draws a ronin match as the frame an agent sees, at the requested output size, as uint8 RGB
// or gray: the stage backdrop (one of kRoninStages), both fighters (bodies fitted to their
// hurtboxes, a sword in hand that reaches the hitbox of a slash, fists when disarmed, a rage
// aura, a kneeling pose while meditating), the dropped weapon, sword-wave projectiles, hit and
// clash sparks, the rage explosion's burst, and the HUD (health bars with the weapon gauge
// under each, timer, round wins, rage gauges and power gauges along the bottom, the rage
// explosion's mark). Native size is 320x224 (samsh5sp's); the 256 px wide world is drawn 1.25x.
// Rendering reads the state and never writes it.
#pragma once

#include <array>
#include <cstdint>

#include "native/games/fight/match_renderer.h"
#include "native/games/fight/outfit_palette.h"
#include "native/games/ronin/ronin_render_art.h"
#include "native/games/ronin/ronin_state.h"

namespace arena::games::ronin {

inline constexpr int kRoninStages = 5;

/// Ronin's art for the kit's render pipeline (fight/match_renderer.h).
struct RoninArt : fight::OutfitPalette<ronin::fill_palette, kRoninStages> {
  using State = RoninMatch;
  static constexpr int kNativeWidth = ronin::kNativeWidth;
  static constexpr int kNativeHeight = ronin::kNativeHeight;
  static constexpr int kStages = kRoninStages;
  static constexpr uint8_t kBackdropIndex = ronin::kBackdropIndex;

  static void draw_stage(render::Canvas& canvas, int arena) { ronin::draw_stage(canvas, arena); }
  static void draw_fighter(render::Canvas& canvas, const State& state,
                           const fight::GameData& data, int slot) {
    ronin::draw_fighter(canvas, state, data, slot);
  }
  static void draw_over(render::Canvas& canvas, const State& state, const fight::GameData& data) {
    draw_effects(canvas, state);
    draw_hud(canvas, state, data.rules.max_health);
  }
};

using RoninRenderer = fight::MatchRenderer<RoninArt>;

}  // namespace arena::games::ronin
