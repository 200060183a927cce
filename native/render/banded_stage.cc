// The banded stages' palette entries and sky.
#include "native/render/banded_stage.h"

namespace arena::render {

void set_gradient(Palette& palette, uint8_t first, int count, Rgb from, Rgb to) {
  for (int i = 0; i < count; ++i) {
    palette.set(static_cast<uint8_t>(first + i), mix_rgb(from, to, i * 100 / (count - 1)));
  }
}

void set_banded_stage_colors(Palette& palette, const BandedStageColors& stage) {
  set_gradient(palette, kSkyTop, kSkyBands, stage.sky_top, stage.sky_bottom);
  palette.set(kFar, stage.far);
  palette.set(kFarDetail, stage.far_detail);
  palette.set(kNear, stage.near);
  palette.set(kNearDetail, stage.near_detail);
  palette.set(kFloor, stage.floor);
  palette.set(kFloorLine, stage.floor_line);
}

void draw_banded_sky(Canvas& canvas, int width, int bottom) {
  for (int band = 0; band < kSkyBands; ++band) {
    canvas.fill_rect(0, band * bottom / kSkyBands, width, (band + 1) * bottom / kSkyBands + 1,
                     static_cast<uint8_t>(kSkyTop + band));
  }
}

void draw_banded_floor(Canvas& canvas, int width, int height, int floor_y) {
  canvas.fill_rect(0, floor_y, width, height, kFloor);
  canvas.fill_rect(0, floor_y, width, floor_y + 2, kFloorLine);
}

void draw_grid_floor(Canvas& canvas, int width, int height, int floor_y, int spacing) {
  draw_banded_floor(canvas, width, height, floor_y);
  for (int y = floor_y + 6; y < height; y += 6) canvas.fill_rect(0, y, width, y + 1, kFloorLine);
  for (int x = 0; x < width; x += spacing) canvas.fill_rect(x, floor_y, x + 1, height, kFloorLine);
}

}  // namespace arena::render
