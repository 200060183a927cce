// Turns an indexed canvas into the frame an agent sees: uint8 RGB (H, W, 3) or gray (H, W, 1),
// one palette lookup per pixel; RGB can also show a precomputed RGB backdrop wherever the
// canvas holds a reserved index, so the backdrop may have colours outside the palette (e.g. an
// area-downsampled stage).
#pragma once

#include <cstddef>
#include <cstdint>

#include "native/render/canvas.h"
#include "native/render/palette.h"

namespace arena::render {

/// Writes `canvas` through `palette`'s RGB table as row-major H x W x 3 bytes into `out`.
void write_rgb(const Canvas& canvas, const Palette& palette, uint8_t* out);

/// Writes `canvas` through `palette`'s gray table as row-major H x W bytes into `out`.
void write_gray(const Canvas& canvas, const Palette& palette, uint8_t* out);

/// Writes the BT.601 luma (rounded, as luma()) of `pixels` RGB pixels at `rgb` into `out`.
void rgb_to_gray(const uint8_t* rgb, size_t pixels, uint8_t* out);

/// write_rgb, except that pixels equal to `backdrop_index` take the RGB bytes of the same
/// pixel of `backdrop` (row-major H x W x 3).
void write_rgb_over(const Canvas& canvas, const Palette& palette, uint8_t backdrop_index,
                    const uint8_t* backdrop, uint8_t* out);

}  // namespace arena::render
