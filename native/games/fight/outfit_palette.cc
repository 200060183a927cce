// The palette of the games whose colours are data (outfit_palette.h).
#include "native/games/fight/outfit_palette.h"

#include <algorithm>
#include <vector>

namespace arena::games::fight {

const StageColors& stage_of(const OutfitColors& colors, int arena) {
  const int last_stage = static_cast<int>(colors.stages.size()) - 1;
  return colors.stages[std::clamp(arena, 0, last_stage)];
}

render::BandedStageColors banded_stage(const OutfitColors& colors, int arena) {
  const std::vector<render::Rgb>& c = stage_of(colors, arena).named;  // kBandNames' order
  return {c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]};
}

void set_own_colors(render::Palette& palette, const OutfitColors& colors) {
  for (const GameColor& own : colors.own) palette.set(own.index, own.rgb);
}

void fill_hud_and_own(render::Palette& palette, const OutfitColors& colors, render::Rgb floor) {
  HudColors hud = colors.hud;
  if (colors.shadow_floor_percent > 0) {
    hud.shadow = render::scale_rgb(floor, colors.shadow_floor_percent);
  }
  set_hud_colors(palette, hud);
  set_own_colors(palette, colors);
}

void fill_outfit_colors(render::Palette& palette, const OutfitColors& colors, int arena,
                        const int character[2], const int outfit[2], uint8_t backdrop_index) {
  const render::BandedStageColors stage = banded_stage(colors, arena);
  render::set_banded_stage_colors(palette, stage);
  fill_hud_and_own(palette, colors, stage.floor);
  render::fill_fighters(palette, colors.characters, character, outfit, colors.tints);
  palette.set(backdrop_index, {0, 0, 0});
}

}  // namespace arena::games::fight
