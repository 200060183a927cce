// Palette lookups from canvas indices to output bytes. RGB stores four bytes per pixel
// (R, G, B and a byte the next pixel overwrites) so each pixel is one load and one store.
#include "native/render/convert.h"

#include <cstddef>
#include <cstring>

namespace arena::render {

void write_rgb(const Canvas& canvas, const Palette& palette, uint8_t* out) {
  const uint8_t* index = canvas.pixels();
  const size_t count = static_cast<size_t>(canvas.width()) * canvas.height();
  const uint32_t* lut = palette.rgb_lut().data();
  for (size_t i = 0; i + 1 < count; ++i) std::memcpy(out + 3 * i, &lut[index[i]], 4);
  std::memcpy(out + 3 * (count - 1), &lut[index[count - 1]], 3);
}

void write_gray(const Canvas& canvas, const Palette& palette, uint8_t* out) {
  const uint8_t* index = canvas.pixels();
  const size_t count = static_cast<size_t>(canvas.width()) * canvas.height();
  const uint8_t* lut = palette.gray_lut().data();
  for (size_t i = 0; i < count; ++i) out[i] = lut[index[i]];
}

void write_frame(const Canvas& canvas, const Palette& palette, int channels, uint8_t* out) {
  if (channels == 3) {
    write_rgb(canvas, palette, out);
  } else {
    write_gray(canvas, palette, out);
  }
}

}  // namespace arena::render
