// A game's native screen and how its 256 px world maps onto it: the size in pixels, the floor
// row, and x and heights (in 1/256 px) and lengths (in px) scaled so that the world's width spans
// the screen's (width / 256), heights measured up from the floor row. Each game's art names one
// Screen (kScreen) and draws through it.
#pragma once

#include <cstdint>

#include "native/games/fight/fight_state.h"

namespace arena::games::fight {

struct Screen {
  int width = 0;    // native size in pixels
  int height = 0;
  int floor_y = 0;  // screen row of the floor (world y = 0)

  /// Screen x of a world x in 1/256 px.
  constexpr int x(int32_t world_subpixels) const {
    return static_cast<int>(int64_t{world_subpixels} * width / (kStageWidthPx * 256));
  }
  /// Screen row of a world height in 1/256 px.
  constexpr int y(int32_t world_subpixels) const { return floor_y - x(world_subpixels); }
  /// Screen length of a world length in pixels.
  constexpr int len(int world_px) const { return world_px * width / kStageWidthPx; }
};

}  // namespace arena::games::fight
