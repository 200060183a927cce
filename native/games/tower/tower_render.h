// Draws a tower match as the frame an agent sees, at the requested output size, as uint8 RGB
// or gray: the stage backdrop (one of kTowerStages), both fighters (masked fighters in palette
// swaps, bodies fitted to their hurtboxes, attack limbs reaching their hitboxes, a raised
// guard while blocking), projectiles and hit sparks, and the HUD (health bars, the run meter and
// aggressor bar under each, timer, round wins, the endurance partner waiting to enter). Native
// size is 400x256; the 256 px wide world is drawn 25/16x. Rendering reads the state and never
// writes it.
#pragma once

#include <array>
#include <cstdint>

#include "native/games/fight/match_renderer.h"
#include "native/games/tower/tower_render_art.h"
#include "native/games/tower/tower_state.h"

namespace arena::games::tower {

inline constexpr int kTowerStages = 4;

/// Tower's art for the kit's render pipeline (fight/match_renderer.h).
struct TowerArt {
  using State = TowerMatch;
  static constexpr int kNativeWidth = tower::kNativeWidth;
  static constexpr int kNativeHeight = tower::kNativeHeight;
  static constexpr int kStages = kTowerStages;
  static constexpr uint8_t kBackdropIndex = tower::kBackdropIndex;

  static void draw_stage(render::Canvas& canvas, int arena) { tower::draw_stage(canvas, arena); }
  static void stage_palette(render::Palette& palette, int arena) {
    const int none[2] = {0, 0};
    tower::fill_palette(palette, arena, none, 0);
  }
  /// The stage, the characters and the endurance partner waiting (0 for none).
  static std::array<int, 4> palette_key(const State& state) {
    const fight::MatchState& match = state.match;
    const uint8_t waiting = match.stage >= 1 ? state.partner[match.stage - 1] : kNoPartner;
    return {match.arena % kStages, match.fighters[0].character, match.fighters[1].character,
            waiting == kNoPartner ? 0 : waiting};
  }
  static void fill_palette(render::Palette& palette, const std::array<int, 4>& key) {
    const int character[2] = {key[1], key[2]};
    tower::fill_palette(palette, key[0], character, key[3]);
  }
  static void draw_fighter(render::Canvas& canvas, const State& state,
                           const fight::GameData& data, int slot) {
    tower::draw_fighter(canvas, state, data, slot);
  }
  static void draw_over(render::Canvas& canvas, const State& state, const fight::GameData& data) {
    draw_effects(canvas, state);
    draw_hud(canvas, state, data.rules.max_health);
  }
};

using TowerRenderer = fight::MatchRenderer<TowerArt>;

}  // namespace arena::games::tower
