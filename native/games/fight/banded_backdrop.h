// A painted stage's sky and floor (render/banded_stage.h) drawn across a game's native screen
// (screen.h): what the backdrops of parry, tagduo, trio and ronin start or end with, given the
// game's Screen rather than its width, height and floor row at every call.
#pragma once

#include "native/games/fight/screen.h"
#include "native/render/banded_stage.h"
#include "native/render/canvas.h"

namespace arena::games::fight {

/// The names a painted stage's drawing uses, for its file's `using namespace`: the banded
/// palette's places (render::BandedStageIndex), the canvas and its points.
namespace backdrop_names {
using enum render::BandedStageIndex;
using render::Canvas;
using render::Point;
}  // namespace backdrop_names

/// The sky's bands over rows [0, bottom], across the screen.
inline void draw_banded_sky(render::Canvas& canvas, const Screen& screen, int bottom) {
  render::draw_banded_sky(canvas, screen.width, bottom);
}

/// The banded floor from the screen's floor row down.
inline void draw_banded_floor(render::Canvas& canvas, const Screen& screen) {
  render::draw_banded_floor(canvas, screen.width, screen.height, screen.floor_y);
}

/// The banded floor with its grid, lines down every `spacing` px (planks or tiles).
inline void draw_grid_floor(render::Canvas& canvas, const Screen& screen, int spacing) {
  render::draw_grid_floor(canvas, screen.width, screen.height, screen.floor_y, spacing);
}

}  // namespace arena::games::fight
