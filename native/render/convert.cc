// Palette lookups from canvas indices to output bytes. RGB stores four bytes per pixel
// (R, G, B and a byte the next pixel overwrites) so each pixel is one load and one store;
// the last pixel stores exactly three.
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

void rgb_to_gray(const uint8_t* rgb, size_t pixels, uint8_t* out) {
  for (size_t i = 0; i < pixels; ++i) out[i] = luma({rgb[3 * i], rgb[3 * i + 1], rgb[3 * i + 2]});
}

void write_rgb_over(const Canvas& canvas, const Palette& palette, uint8_t backdrop_index,
                    const uint8_t* backdrop, uint8_t* out) {
  const uint8_t* index = canvas.pixels();
  const size_t count = static_cast<size_t>(canvas.width()) * canvas.height();
  const uint32_t* lut = palette.rgb_lut().data();
  auto source = [&](size_t i) {
    return index[i] == backdrop_index ? backdrop + 3 * i
                                      : reinterpret_cast<const uint8_t*>(&lut[index[i]]);
  };
  for (size_t i = 0; i + 1 < count; ++i) std::memcpy(out + 3 * i, source(i), 4);
  std::memcpy(out + 3 * (count - 1), source(count - 1), 3);
}

}  // namespace arena::render
