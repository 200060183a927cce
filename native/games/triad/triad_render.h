// Draws a triad match state as the frame an agent sees: stage backdrop, two fighters whose
// bodies are fitted to their hurtboxes (attack limbs reach their hitboxes), projectiles,
// effects and the HUD, straight at the requested output size, as uint8 RGB or gray.
// Rendering reads the state and never writes it; the Art struct's hooks are drawn in
// triad_render_stages.cc, triad_render_palette.cc, triad_render_fighter.cc,
// triad_render_effects.cc and triad_render_hud.cc.
#pragma once

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
  /// Every entry, its fighters shaded its own way (a mirror match's second one apart).
  static FillOutfitPalette fill_outfit_palette;
  static void stage_palette(render::Palette& palette, int arena, const fight::GameData& data) {
    set_stage_colors(palette, fight::stage_of(data.colors, arena));
  }
  static DrawStage draw_stage;  // sky, scenery, floor, danger-zone posts
  /// The danger zones (`data.rules.danger_zone_px` wide) marked on the floor under the
  /// fighters, an edge that just shocked a fighter flashing.
  static DrawLayer draw_under;
  static DrawFighter draw_fighter;  // shadow, posed body, attack limb, blocking shield
  static DrawLayer draw_effects;    // hit sparks, projectiles
  /// The kit's HUD (health bars, the timer, round-win marks, K.O., TIME or DRAW over a round's
  /// end) as [art.hud] places it, and over it triad's own: player labels, the round's opening
  /// banners, PERFECT under the round-end banner when the winner lost no health, and the label
  /// of the latest triangle contact (COUNTER, HOLD, THROW, ESCAPE, DANGER).
  static DrawLayer draw_hud;
};

}  // namespace arena::games::triad
