// Draws a triad match state as the frame an agent sees: stage backdrop, two fighters whose
// bodies are fitted to their hurtboxes (attack limbs reach their hitboxes), projectiles,
// effects and the HUD, straight at the requested output size, as uint8 RGB or gray.
// Rendering reads the state and never writes it.
#pragma once

#include <array>
#include <cstdint>

#include "native/games/fight/fight_state.h"
#include "native/games/fight/game_art.h"
#include "native/games/triad/triad_render_art.h"

namespace arena::games::triad {

/// Triad's art for the kit's render pipeline (fight/match_renderer.h).
struct TriadArt
    : fight::OutfitArt<TriadArt, fight::MatchState,
                       fight::ArtLayout{kScreen, kStageCount, kBackdropIndex}> {
  /// Its own HUD's and effects' colours by the names its file gives them ([art.own]; every
  /// colour of the game is in configs/games/triad.toml).
  static constexpr fight::ColorName kColorNames[] = {
      {"bar_frame", kBarFrame},   {"win_empty", kWinEmpty}, {"spark_counter", kSparkCounter},
      {"spark_core", kSparkCore}, {"shield", kShield},      {"danger_flash", kDangerFlash},
      {"banner_ink", kBannerInk}};
  /// Its characters' outfits each with their own trim and legs, its stages' gradients, props
  /// and danger colours, and sparks of its own (no [art.spark]).
  static constexpr fight::ColorShape kColorShape{.trim = {},
                                                 .outfit_parts = true,
                                                 .stage = kStageColorNames,
                                                 .max_props = kMaxStageProps,
                                                 .kit_sparks = false};
  static constexpr auto fill_outfit_palette = triad::fill_palette;

  static void draw_stage(render::Canvas& canvas, int arena) { triad::draw_stage(canvas, arena); }
  static void stage_palette(render::Palette& palette, int arena, const fight::GameData& data) {
    set_stage_colors(palette, fight::stage_of(data.colors, arena));
  }
  /// The danger zones lie on the floor, under the fighters.
  static void draw_under(render::Canvas& canvas, const State& state, const fight::GameData& data) {
    draw_danger_zones(canvas, state, data.rules.danger_zone_px);
  }
  static void draw_fighter(render::Canvas& canvas, const State& state, const fight::GameData& data,
                           int slot) {
    triad::draw_fighter(canvas, state, data, slot);
  }
  static void draw_effects(render::Canvas& canvas, const State& state, const fight::GameData&) {
    draw_hit_spark(canvas, state, 0);
    draw_hit_spark(canvas, state, 1);
    draw_projectiles(canvas, state);
  }
  static void draw_hud(render::Canvas& canvas, const State& state, const fight::GameData& data) {
    triad::draw_hud(canvas, state, data);
  }
};

}  // namespace arena::games::triad
