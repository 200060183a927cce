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

}  // namespace arena::render
