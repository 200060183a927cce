// Rasterisation of filled shapes onto an indexed canvas. Rectangles map their native edges
// through exact per-canvas tables; other shapes are converted once to output coordinates
// (16.16 fixed point) and scanned at output pixel centres. Integer maths (and IEEE sqrt,
// which is correctly rounded) keeps frames bit-identical across machines.
#include "native/render/canvas.h"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace arena::render {
namespace {

constexpr int kFixedShift = 16;
constexpr int64_t kFixedOne = int64_t{1} << kFixedShift;
constexpr int64_t kFixedHalf = kFixedOne / 2;
constexpr int kScaleShift = 24;
constexpr size_t kMaxVertices = 8;

int64_t floor_div(int64_t a, int64_t b) {
  const int64_t q = a / b;
  return (a % b != 0 && a < 0) ? q - 1 : q;
}

// First pixel index whose centre (i + 1/2) lies at or after output position `p` (16.16).
int64_t first_center_from(int64_t p) {
  return (p - kFixedHalf + kFixedOne - 1) >> kFixedShift;
}

// Index of the first output pixel whose centre lies at or after native edge `edge`.
int edge_to_pixel(int edge, int size, int native) {
  // (i + 1/2) * native / size >= edge  <=>  i >= (2 * edge * size - native) / (2 * native).
  return static_cast<int>(-floor_div(native - 2 * int64_t{edge} * size, 2 * int64_t{native}));
}

}  // namespace

Canvas::Canvas(int native_width, int native_height, int width, int height)
    : native_width_(native_width),
      native_height_(native_height),
      width_(width),
      height_(height),
      pixels_(static_cast<size_t>(width) * height),
      x_edge_(native_width + 1),
      y_edge_(native_height + 1),
      x_scale_((int64_t{width} << kScaleShift) / native_width),
      y_scale_((int64_t{height} << kScaleShift) / native_height) {
  for (int x = 0; x <= native_width; ++x) x_edge_[x] = edge_to_pixel(x, width, native_width);
  for (int y = 0; y <= native_height; ++y) y_edge_[y] = edge_to_pixel(y, height, native_height);
}

void Canvas::clear(uint8_t color) { std::memset(pixels_.data(), ink(color), pixels_.size()); }

void Canvas::copy_from(const Canvas& layer) {
  std::memcpy(pixels_.data(), layer.pixels_.data(), pixels_.size());
}

Canvas::FixedPoint Canvas::to_output(FixedPoint native) const {
  return {(native.x * x_scale_) >> kScaleShift, (native.y * y_scale_) >> kScaleShift};
}

bool Canvas::fill_span(int y, int64_t lo, int64_t hi, uint8_t color) {
  const int64_t first = std::max<int64_t>(first_center_from(lo), 0);
  const int64_t last = std::min<int64_t>(first_center_from(hi), width_);
  if (last <= first) return false;
  std::memset(pixels_.data() + static_cast<size_t>(y) * width_ + first, color, last - first);
  return true;
}

void Canvas::fill_pixel_at(FixedPoint output, uint8_t color) {
  const int64_t x = output.x >> kFixedShift;
  const int64_t y = output.y >> kFixedShift;
  if (x >= 0 && x < width_ && y >= 0 && y < height_) pixels_[y * width_ + x] = color;
}

void Canvas::fill_rect(int x0, int y0, int x1, int y1, uint8_t color) {
  color = ink(color);
  x0 = std::max(x0, 0);
  y0 = std::max(y0, 0);
  x1 = std::min(x1, native_width_);
  y1 = std::min(y1, native_height_);
  if (x1 <= x0 || y1 <= y0) return;
  int first_x = x_edge_[x0];
  int last_x = x_edge_[x1];
  if (first_x == last_x) {
    first_x = std::min(width_ - 1, (x0 + x1) * width_ / (2 * native_width_));
    last_x = first_x + 1;
  }
  int first_y = y_edge_[y0];
  int last_y = y_edge_[y1];
  if (first_y == last_y) {
    first_y = std::min(height_ - 1, (y0 + y1) * height_ / (2 * native_height_));
    last_y = first_y + 1;
  }
  for (int y = first_y; y < last_y; ++y) {
    std::memset(pixels_.data() + static_cast<size_t>(y) * width_ + first_x, color,
                last_x - first_x);
  }
}

void Canvas::fill_ellipse(Point center, int rx, int ry, uint8_t color) {
  color = ink(color);
  const FixedPoint c = to_output({center.x * kFixedOne, center.y * kFixedOne});
  const FixedPoint r = to_output({rx * kFixedOne, ry * kFixedOne});
  if (r.x <= 0 || r.y <= 0) return;
  const int64_t first_y = std::max<int64_t>(first_center_from(c.y - r.y), 0);
  const int64_t last_y = std::min<int64_t>(first_center_from(c.y + r.y), height_);
  // Half width at a row: rx * sqrt(ry^2 - dy^2) / ry, with rx / ry as 16.16.
  const int64_t ratio = (r.x << kFixedShift) / r.y;
  bool drawn = false;
  for (int64_t y = first_y; y < last_y; ++y) {
    const int64_t dy = (y << kFixedShift) + kFixedHalf - c.y;
    const auto root = static_cast<int64_t>(std::sqrt(static_cast<double>(r.y * r.y - dy * dy)));
    const int64_t half = (root * ratio) >> kFixedShift;
    drawn = fill_span(static_cast<int>(y), c.x - half, c.x + half, color) || drawn;
  }
  if (!drawn) fill_pixel_at(c, color);
}

bool Canvas::fill_convex_fixed(std::span<const FixedPoint> native, uint8_t color) {
  struct Edge {
    int64_t y0, y1;  // y0 < y1
    int64_t x0;      // x at y0
    int64_t slope;   // dx/dy, 16.16
  };
  Edge edges[kMaxVertices];
  size_t count = 0;
  FixedPoint v[kMaxVertices];
  int64_t y_min = INT64_MAX;
  int64_t y_max = INT64_MIN;
  for (size_t i = 0; i < native.size(); ++i) {
    v[i] = to_output(native[i]);
    y_min = std::min(y_min, v[i].y);
    y_max = std::max(y_max, v[i].y);
  }
  for (size_t i = 0; i < native.size(); ++i) {
    FixedPoint a = v[i];
    FixedPoint b = v[(i + 1) % native.size()];
    if (a.y == b.y) continue;
    if (a.y > b.y) std::swap(a, b);
    edges[count++] = {a.y, b.y, a.x, ((b.x - a.x) << kFixedShift) / (b.y - a.y)};
  }
  const int64_t first_y = std::max<int64_t>(first_center_from(y_min), 0);
  const int64_t last_y = std::min<int64_t>(first_center_from(y_max), height_);
  bool drawn = false;
  for (int64_t y = first_y; y < last_y; ++y) {
    const int64_t yc = (y << kFixedShift) + kFixedHalf;
    int64_t lo = INT64_MAX;
    int64_t hi = INT64_MIN;
    for (size_t i = 0; i < count; ++i) {
      const Edge& e = edges[i];
      if (yc < e.y0 || yc > e.y1) continue;
      const int64_t x = e.x0 + (((yc - e.y0) * e.slope) >> kFixedShift);
      lo = std::min(lo, x);
      hi = std::max(hi, x);
    }
    if (lo <= hi) drawn = fill_span(static_cast<int>(y), lo, hi, color) || drawn;
  }
  return drawn;
}

void Canvas::fill_convex(std::span<const Point> vertices, uint8_t color) {
  const size_t n = std::min(vertices.size(), kMaxVertices);
  if (n < 3) return;
  color = ink(color);
  FixedPoint fixed[kMaxVertices];
  FixedPoint sum{0, 0};
  for (size_t i = 0; i < n; ++i) {
    fixed[i] = {vertices[i].x * kFixedOne, vertices[i].y * kFixedOne};
    sum = {sum.x + fixed[i].x, sum.y + fixed[i].y};
  }
  const auto count = static_cast<int64_t>(n);
  if (!fill_convex_fixed({fixed, n}, color)) {
    fill_pixel_at(to_output({sum.x / count, sum.y / count}), color);
  }
}

void Canvas::thick_line(Point a, Point b, int thickness, uint8_t color, LineEnd ends) {
  color = ink(color);
  // Widen to one output pixel so thin limbs survive small outputs.
  const double min_width = std::max(static_cast<double>(native_width_) / width_,
                                    static_cast<double>(native_height_) / height_);
  const double half = std::max<double>(thickness, min_width) * 0.5;
  const double dx = b.x - a.x;
  const double dy = b.y - a.y;
  const double length = std::sqrt(dx * dx + dy * dy);
  // Direction scaled by the half width (a point gets a square); the normal is (-uy, ux).
  const double ux = length > 0 ? dx / length * half : half;
  const double uy = length > 0 ? dy / length * half : 0.0;
  // Square ends push both end points out by half the width along the segment.
  const double ex = ends == LineEnd::kSquare || length == 0 ? ux : 0.0;
  const double ey = ends == LineEnd::kSquare || length == 0 ? uy : 0.0;
  auto fixed = [](double x, double y) {
    auto round = [](double v) { return static_cast<int64_t>(std::floor(v * kFixedOne + 0.5)); };
    return FixedPoint{round(x), round(y)};
  };
  const FixedPoint quad[4] = {
      fixed(a.x - ex + uy, a.y - ey - ux), fixed(b.x + ex + uy, b.y + ey - ux),
      fixed(b.x + ex - uy, b.y + ey + ux), fixed(a.x - ex - uy, a.y - ey + ux)};
  if (!fill_convex_fixed(quad, color)) {
    fill_pixel_at(to_output(fixed((a.x + b.x) * 0.5, (a.y + b.y) * 0.5)), color);
  }
}

}  // namespace arena::render
