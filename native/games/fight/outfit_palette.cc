// The palette of the games whose colours are data (outfit_palette.h).
#include "native/games/fight/outfit_palette.h"

#include <algorithm>

namespace arena::games::fight {

const render::BandedStageColors& stage_of(const OutfitColors& colors, int arena) {
  const int last_stage = static_cast<int>(colors.stages.size()) - 1;
  return colors.stages[std::clamp(arena, 0, last_stage)];
}

void fill_hud_and_own(render::Palette& palette, const OutfitColors& colors,
                      const render::BandedStageColors& stage) {
  HudColors hud = colors.hud;
  if (colors.shadow_floor_percent > 0) {
    hud.shadow = render::scale_rgb(stage.floor, colors.shadow_floor_percent);
  }
  set_hud_colors(palette, hud);
  for (const GameColor& own : colors.own) palette.set(own.index, own.rgb);
}

void fill_outfit_colors(render::Palette& palette, const OutfitColors& colors, int arena,
                        const int character[2], const int outfit[2], uint8_t backdrop_index) {
  const render::BandedStageColors& stage = stage_of(colors, arena);
  render::set_banded_stage_colors(palette, stage);
  fill_hud_and_own(palette, colors, stage);
  render::fill_fighters(palette, colors.characters, character, outfit, colors.tints);
  palette.set(backdrop_index, {0, 0, 0});
}

}  // namespace arena::games::fight
