// The palette layout and sky of painted stage backdrops, for games whose stages share it: a
// sky of kSkyBands bands (a gradient from the sky's top to its bottom colour), then far
// scenery and its detail, near scenery and its detail, the floor and the floor's lines, at
// palette indices [0, kBandedStageColors). Each game keeps its own colours and scenery.
#pragma once

#include <cstdint>

#include "native/render/canvas.h"
#include "native/render/palette.h"

namespace arena::render {

inline constexpr int kSkyBands = 6;

/// Palette indices of a banded stage.
enum BandedStageIndex : uint8_t {
  kSkyTop = 0,  // kSkyTop + band: the sky's bands, top to bottom
  kFar = kSkyBands,
  kFarDetail,
  kNear,
  kNearDetail,
  kFloor,
  kFloorLine,
  kBandedStageColors,
};

/// The colours of one banded stage.
struct BandedStageColors {
  Rgb sky_top, sky_bottom, far, far_detail, near, near_detail, floor, floor_line;
};

/// Sets `count` (>= 2) entries from `first` on to a gradient: `from` first, `to` last, evenly
/// stepped in whole percents between.
void set_gradient(Palette& palette, uint8_t first, int count, Rgb from, Rgb to);

/// Sets the entries [0, kBandedStageColors) to `stage`'s colours.
void set_banded_stage_colors(Palette& palette, const BandedStageColors& stage);

/// Paints the sky's bands over rows [0, bottom] of a `width` wide native frame (each band one
/// row into the next, so no row is left between them).
void draw_banded_sky(Canvas& canvas, int width, int bottom);

/// Paints the floor of a `width` x `height` native frame from row `floor_y` down: kFloor under
/// a two-row kFloorLine edge.
void draw_banded_floor(Canvas& canvas, int width, int height, int floor_y);

/// The banded floor with a grid of one-px kFloorLine lines: across every 6 rows from
/// `floor_y` + 6, and down from `floor_y` every `spacing` px from x = 0 (planks or tiles).
void draw_grid_floor(Canvas& canvas, int width, int height, int floor_y, int spacing);

}  // namespace arena::render
