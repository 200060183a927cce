// A 256-entry RGB palette for 8-bit indexed canvases, with the two lookup tables that turn
// indices into output pixels: packed RGB for colour frames and BT.601 luma for gray frames.
// Games swap entries (stage colours, outfits) and call rebuild_luts() once per change, so
// converting a frame costs one table lookup per pixel.
#pragma once

#include <array>
#include <cstdint>

namespace arena::render {

/// One 24-bit colour.
struct Rgb {
  uint8_t r = 0;
  uint8_t g = 0;
  uint8_t b = 0;

  friend bool operator==(const Rgb&, const Rgb&) = default;
};

/// `color` with each channel multiplied by `percent`/100 and clamped to 255.
Rgb scale_rgb(Rgb color, int percent);

/// The colour `percent`% of the way from `from` to `to` (0 = from, 100 = to).
Rgb mix_rgb(Rgb from, Rgb to, int percent);

/// BT.601 luma of `color`, rounded: (299 R + 587 G + 114 B) / 1000.
uint8_t luma(Rgb color);

class Palette {
 public:
  static constexpr int kSize = 256;

  /// Sets entry `index`. The lookup tables are stale until rebuild_luts().
  void set(uint8_t index, Rgb color) { colors_[index] = color; }
  Rgb get(uint8_t index) const { return colors_[index]; }

  /// Recomputes rgb_lut() and gray_lut() from the entries.
  void rebuild_luts();

  /// Entry i packed little-endian as bytes R, G, B, 0 (a 4-byte store writes R, G, B in order).
  const std::array<uint32_t, kSize>& rgb_lut() const { return rgb_lut_; }
  /// Entry i's BT.601 luma.
  const std::array<uint8_t, kSize>& gray_lut() const { return gray_lut_; }

 private:
  std::array<Rgb, kSize> colors_{};
  std::array<uint32_t, kSize> rgb_lut_{};
  std::array<uint8_t, kSize> gray_lut_{};
};

}  // namespace arena::render
