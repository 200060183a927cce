// A game's native screen and how its 256 px world maps onto it: the size in pixels, the floor
// row, and x and heights (in 1/256 px) and lengths (in px) scaled by num/den, heights measured up
// from the floor row. Each game's art names one Screen (kScreen) and draws through it.
#pragma once

#include <cstdint>

namespace arena::games::fight {

struct Screen {
  int width = 0;    // native size in pixels
  int height = 0;
  int floor_y = 0;  // screen row of the floor (world y = 0)
  int num = 1;      // the world is drawn num/den x
  int den = 1;

  /// Screen x of a world x in 1/256 px.
  constexpr int x(int32_t world_subpixels) const { return world_subpixels * num / (den * 256); }
  /// Screen row of a world height in 1/256 px.
  constexpr int y(int32_t world_subpixels) const {
    return floor_y - world_subpixels * num / (den * 256);
  }
  /// Screen length of a world length in pixels.
  constexpr int len(int world_px) const { return world_px * num / den; }
};

}  // namespace arena::games::fight
