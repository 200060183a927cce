// Rasterisation of filled shapes onto an indexed canvas: native coordinates are mapped to
// output pixels by sampling pixel centres, with 16.16 fixed-point maths so frames are
// bit-identical on every machine.
#include "native/render/canvas.h"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace arena::render {
namespace {

constexpr int kFixedShift = 16;
constexpr int64_t kFixedOne = int64_t{1} << kFixedShift;
constexpr size_t kMaxVertices = 8;

int64_t floor_div(int64_t a, int64_t b) {
  const int64_t q = a / b;
  return (a % b != 0 && a < 0) ? q - 1 : q;
}

int64_t ceil_div(int64_t a, int64_t b) { return -floor_div(-a, b); }

// First output index whose centre (i + 1/2) * native / size lies at or after the native
// position `p_fixed`, clamped to [0, size].
int first_center_from(int64_t p_fixed, int size, int native) {
  const int64_t i = ceil_div(2 * p_fixed * size - native * kFixedOne, 2 * native * kFixedOne);
  return static_cast<int>(std::clamp<int64_t>(i, 0, size));
}

// Output index whose pixel contains the native position `p_fixed`, or -1 outside the frame.
int pixel_containing(int64_t p_fixed, int size, int native) {
  const int64_t i = floor_div(p_fixed * size, native * kFixedOne);
  return (i < 0 || i >= size) ? -1 : static_cast<int>(i);
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
      row_center_(height) {
  for (int x = 0; x <= native_width; ++x) {
    x_edge_[x] = first_center_from(x * kFixedOne, width, native_width);
  }
  for (int y = 0; y <= native_height; ++y) {
    y_edge_[y] = first_center_from(y * kFixedOne, height, native_height);
  }
  for (int y = 0; y < height; ++y) {
    row_center_[y] = (2 * y + 1) * native_height * kFixedOne / (2 * height);
  }
}

void Canvas::clear(uint8_t color) { std::memset(pixels_.data(), color, pixels_.size()); }

void Canvas::copy_from(const Canvas& layer) {
  std::memcpy(pixels_.data(), layer.pixels_.data(), pixels_.size());
}

bool Canvas::fill_span(int y, int64_t lo_fixed, int64_t hi_fixed, uint8_t color) {
  const int first = first_center_from(lo_fixed, width_, native_width_);
  const int last = first_center_from(hi_fixed, width_, native_width_);
  if (last <= first) return false;
  std::memset(pixels_.data() + static_cast<size_t>(y) * width_ + first, color, last - first);
  return true;
}

void Canvas::fill_pixel_at(FixedPoint p, uint8_t color) {
  const int x = pixel_containing(p.x, width_, native_width_);
  const int y = pixel_containing(p.y, height_, native_height_);
  if (x >= 0 && y >= 0) pixels_[static_cast<size_t>(y) * width_ + x] = color;
}

void Canvas::fill_rect(int x0, int y0, int x1, int y1, uint8_t color) {
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
  const int first_y = y_edge_[std::clamp(center.y - ry, 0, native_height_)];
  const int last_y = y_edge_[std::clamp(center.y + ry + 1, 0, native_height_)];
  const FixedPoint c{center.x * kFixedOne, center.y * kFixedOne};
  const int64_t ry_fixed = ry * kFixedOne;
  bool drawn = false;
  for (int y = first_y; y < last_y; ++y) {
    const int64_t dy = row_center_[y] - c.y;
    if (dy < -ry_fixed || dy > ry_fixed) continue;
    // Half width at this row: rx * sqrt(1 - (dy / ry)^2), in fixed point. sqrt is correctly
    // rounded by IEEE 754, so the result is the same everywhere.
    const double root = std::sqrt(static_cast<double>(ry_fixed * ry_fixed - dy * dy));
    const int64_t half = static_cast<int64_t>(root) * rx / ry;
    drawn = fill_span(y, c.x - half, c.x + half, color) || drawn;
  }
  if (!drawn) fill_pixel_at(c, color);
}

bool Canvas::fill_convex_fixed(std::span<const FixedPoint> v, uint8_t color) {
  int64_t y_min = v[0].y;
  int64_t y_max = v[0].y;
  for (const FixedPoint& p : v) {
    y_min = std::min(y_min, p.y);
    y_max = std::max(y_max, p.y);
  }
  const int first_y = first_center_from(y_min, height_, native_height_);
  const int last_y = first_center_from(y_max, height_, native_height_);
  bool drawn = false;
  for (int y = first_y; y < last_y; ++y) {
    const int64_t yc = row_center_[y];
    int64_t lo = INT64_MAX;
    int64_t hi = INT64_MIN;
    for (size_t i = 0; i < v.size(); ++i) {
      const FixedPoint& a = v[i];
      const FixedPoint& b = v[(i + 1) % v.size()];
      if (a.y == b.y || yc < std::min(a.y, b.y) || yc > std::max(a.y, b.y)) continue;
      const int64_t x = a.x + floor_div((yc - a.y) * (b.x - a.x), b.y - a.y);
      lo = std::min(lo, x);
      hi = std::max(hi, x);
    }
    if (lo <= hi) drawn = fill_span(y, lo, hi, color) || drawn;
  }
  return drawn;
}

void Canvas::fill_convex(std::span<const Point> vertices, uint8_t color) {
  const size_t n = std::min(vertices.size(), kMaxVertices);
  if (n < 3) return;
  FixedPoint fixed[kMaxVertices];
  FixedPoint sum{0, 0};
  for (size_t i = 0; i < n; ++i) {
    fixed[i] = {vertices[i].x * kFixedOne, vertices[i].y * kFixedOne};
    sum = {sum.x + fixed[i].x, sum.y + fixed[i].y};
  }
  const int64_t count = static_cast<int64_t>(n);
  if (!fill_convex_fixed({fixed, n}, color)) fill_pixel_at({sum.x / count, sum.y / count}, color);
}

void Canvas::thick_line(Point a, Point b, int thickness, uint8_t color) {
  // Widen to one output pixel so thin limbs survive small outputs.
  const double min_width = std::max(static_cast<double>(native_width_) / width_,
                                    static_cast<double>(native_height_) / height_);
  const double half = std::max<double>(thickness, min_width) * 0.5;
  const double dx = b.x - a.x;
  const double dy = b.y - a.y;
  const double length = std::sqrt(dx * dx + dy * dy);
  // Unit direction (along) and normal, scaled by the half width; a point gets a square.
  const double ux = length > 0 ? dx / length * half : half;
  const double uy = length > 0 ? dy / length * half : 0.0;
  auto fixed = [](double x, double y) {
    return FixedPoint{std::llround(x * kFixedOne), std::llround(y * kFixedOne)};
  };
  const FixedPoint quad[4] = {fixed(a.x - ux + uy, a.y - uy - ux), fixed(b.x + ux + uy, b.y + uy - ux),
                              fixed(b.x + ux - uy, b.y + uy + ux), fixed(a.x - ux - uy, a.y - uy + ux)};
  if (!fill_convex_fixed(quad, color)) {
    fill_pixel_at(fixed((a.x + b.x) * 0.5, (a.y + b.y) * 0.5), color);
  }
}

}  // namespace arena::render
