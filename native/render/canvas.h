// An 8-bit palette-indexed image and the filled shapes drawn on it. Shapes are given in a
// game's native coordinate space (e.g. 256x240) and rasterised straight at the canvas size,
// so a small output (84x84) costs only its own pixels. A pixel belongs to a shape when the
// native position of its centre lies inside the shape; a shape that covers no pixel centre
// (thin at a small output size) still gets its nearest pixel, so limbs never vanish.
// An optional colour map turns indices into final values as shapes are drawn (e.g. palette
// index -> gray), so a gray frame needs no per-pixel conversion pass.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

namespace arena::render {

/// A position in native pixels.
struct Point {
  int x = 0;
  int y = 0;
};

/// One output-sized 8-bit image (palette indices, or final gray values under a colour map)
/// that draws shapes given in native coordinates. Owns its pixels; not thread-safe.
class Canvas {
 public:
  /// A width x height canvas for a game whose native frame is native_width x native_height.
  /// All sizes must be >= 1 and width / native_width, height / native_height at most 128.
  /// Shapes may extend past the frame (they are clipped); coordinates beyond 4096 native
  /// pixels from the origin are clamped. Allocates here and never again.
  Canvas(int native_width, int native_height, int width, int height);

  int width() const { return width_; }
  int height() const { return height_; }
  /// The native frame's width, whose coordinates the shapes are given in.
  int native_width() const { return native_width_; }
  uint8_t* pixels() { return pixels_.data(); }
  const uint8_t* pixels() const { return pixels_.data(); }

  /// Makes every later shape write `map[color]` instead of `color` (nullptr: write indices).
  /// `map` must hold 256 entries and outlive its use; it is read at each draw call.
  void set_color_map(const uint8_t* map) { color_map_ = map; }

  /// Sets every pixel to `color`.
  void clear(uint8_t color);

  /// Copies width * height bytes from `layer` (e.g. a precomputed stage background).
  void copy_from(const uint8_t* layer);

  /// Fills native [x0, x1) x [y0, y1), clipped to the frame. Empty when x1 <= x0 or y1 <= y0.
  void fill_rect(int x0, int y0, int x1, int y1, uint8_t color);

  /// Fills the ellipse centred on native `center` with radii rx, ry (>= 1).
  void fill_ellipse(Point center, int rx, int ry, uint8_t color);

  /// Fills a convex polygon (vertices in either winding order; beyond the 8th are ignored).
  void fill_convex(std::span<const Point> vertices, uint8_t color);

  /// How a thick line ends: flush with its end points, or extended by half its thickness
  /// (so limbs joined end to end show no gaps at the joints).
  enum class LineEnd : uint8_t { kFlush, kSquare };

  /// A segment from `a` to `b` drawn `thickness` native pixels wide, at least one output
  /// pixel wide.
  void thick_line(Point a, Point b, int thickness, uint8_t color,
                  LineEnd ends = LineEnd::kSquare);

 private:
  // A position in 16.16 fixed point (native or output pixels, as named).
  struct FixedPoint {
    int64_t x;
    int64_t y;
  };

  uint8_t ink(uint8_t color) const { return color_map_ != nullptr ? color_map_[color] : color; }
  // Output position (16.16) of a native position (16.16).
  FixedPoint to_output(FixedPoint native) const;
  // Fills the columns of row y whose centres lie in output [lo, hi) (16.16); returns whether
  // any pixel was filled.
  bool fill_span(int y, int64_t lo, int64_t hi, uint8_t color);
  // Fills the pixel containing an output position (16.16) if it lies in the frame.
  void fill_pixel_at(FixedPoint output, uint8_t color);
  // Fills a convex polygon given in native 16.16 coordinates; returns whether it covered a
  // pixel centre.
  bool fill_convex_fixed(std::span<const FixedPoint> native, uint8_t color);

  int native_width_;
  int native_height_;
  int width_;
  int height_;
  std::vector<uint8_t> pixels_;
  const uint8_t* color_map_ = nullptr;
  // x_edge_[x]: first column whose centre lies at or right of native x, for x in [0, native_width].
  std::vector<int> x_edge_;
  std::vector<int> y_edge_;
  // Output pixels per native pixel, 8.24 fixed point.
  int64_t x_scale_;
  int64_t y_scale_;
};

}  // namespace arena::render
