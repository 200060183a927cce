// Area resampling of uint8 images (each output pixel is the mean of the input area it
// covers), in fixed point. The reference path: draw at native size, then resize, against
// which frames drawn straight at the target size are tested; also usable for any resize.
#pragma once

#include <cstdint>
#include <vector>

namespace arena::render {

class AreaResizer {
 public:
  /// Resizes (src_height, src_width, channels) images to (dst_height, dst_width, channels).
  /// Allocates its weight tables and one row buffer here.
  AreaResizer(int src_height, int src_width, int dst_height, int dst_width, int channels);

  /// Resizes row-major `src` into row-major `dst`. Not thread-safe (uses a scratch buffer).
  void resize(const uint8_t* src, uint8_t* dst);

 private:
  // The input samples and 0.16 fixed-point weights (summing to exactly 1) of one output
  // sample along one axis.
  struct Tap {
    int first;
    std::vector<uint32_t> weights;
  };
  static std::vector<Tap> build_taps(int src_size, int dst_size);

  int src_width_;
  int dst_width_;
  int channels_;
  std::vector<Tap> row_taps_;
  std::vector<Tap> column_taps_;
  // One horizontally resized input row, 16.16 fixed point, per input row.
  std::vector<uint32_t> rows_;
};

}  // namespace arena::render
