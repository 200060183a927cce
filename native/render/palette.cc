// Palette entries and their RGB / gray lookup tables.
#include "native/render/palette.h"

#include <algorithm>
#include <cstring>

namespace arena::render {
namespace {

uint8_t clamp_channel(int value) { return static_cast<uint8_t>(std::clamp(value, 0, 255)); }

}  // namespace

Rgb scale_rgb(Rgb color, int percent) {
  return {clamp_channel(color.r * percent / 100), clamp_channel(color.g * percent / 100),
          clamp_channel(color.b * percent / 100)};
}

Rgb mix_rgb(Rgb from, Rgb to, int percent) {
  auto mix = [percent](int a, int b) { return clamp_channel(a + (b - a) * percent / 100); };
  return {mix(from.r, to.r), mix(from.g, to.g), mix(from.b, to.b)};
}

uint8_t luma(Rgb color) {
  return static_cast<uint8_t>((299 * color.r + 587 * color.g + 114 * color.b + 500) / 1000);
}

void Palette::rebuild_luts() {
  for (int i = 0; i < kSize; ++i) {
    const Rgb color = colors_[i];
    const uint8_t bytes[4] = {color.r, color.g, color.b, 0};
    std::memcpy(&rgb_lut_[i], bytes, sizeof(bytes));
    gray_lut_[i] = luma(color);
  }
}

}  // namespace arena::render
