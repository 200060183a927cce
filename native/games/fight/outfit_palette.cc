// The outfit games' palette from their colours as data (outfit_palette.h).
#include "native/games/fight/outfit_palette.h"

#include <algorithm>

namespace arena::games::fight {

void fill_outfit_colors(render::Palette& palette, const OutfitColors& colors, int arena,
                        const int character[2], const int outfit[2], uint8_t backdrop_index) {
  const int last_stage = static_cast<int>(colors.stages.size()) - 1;
  render::set_banded_stage_colors(palette, colors.stages[std::clamp(arena, 0, last_stage)]);
  set_hud_colors(palette, colors.hud);
  for (const GameColor& own : colors.own) palette.set(own.index, own.rgb);
  render::fill_fighters(palette, colors.characters, character, outfit, colors.tints);
  palette.set(backdrop_index, {0, 0, 0});
}

}  // namespace arena::games::fight
