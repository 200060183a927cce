// Turns an indexed canvas into the frame an agent sees: uint8 RGB (H, W, 3) or gray (H, W, 1),
// one palette lookup per pixel.
#pragma once

#include <cstdint>

#include "native/render/canvas.h"
#include "native/render/palette.h"

namespace arena::render {

/// Writes `canvas` through `palette`'s RGB table as row-major H x W x 3 bytes into `out`.
void write_rgb(const Canvas& canvas, const Palette& palette, uint8_t* out);

/// Writes `canvas` through `palette`'s gray table as row-major H x W bytes into `out`.
void write_gray(const Canvas& canvas, const Palette& palette, uint8_t* out);

/// write_rgb when channels == 3, write_gray when channels == 1.
void write_frame(const Canvas& canvas, const Palette& palette, int channels, uint8_t* out);

}  // namespace arena::render
