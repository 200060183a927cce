// Separable area resampling: a horizontal pass keeps 16 fraction bits per sample, the
// vertical pass accumulates in 64 bits and rounds once.
#include "native/render/downsample.h"

#include <algorithm>

namespace arena::render {
namespace {

constexpr int kWeightBits = 16;
constexpr uint32_t kWeightOne = 1u << kWeightBits;

}  // namespace

std::vector<AreaResizer::Tap> AreaResizer::build_taps(int src_size, int dst_size) {
  // In units of 1 / (src_size * dst_size): output j covers [j * src, (j + 1) * src), input
  // i covers [i * dst, (i + 1) * dst); the weight is the overlap divided by src.
  std::vector<Tap> taps(dst_size);
  for (int j = 0; j < dst_size; ++j) {
    const int64_t lo = int64_t{j} * src_size;
    const int64_t hi = lo + src_size;
    Tap& tap = taps[j];
    tap.first = static_cast<int>(lo / dst_size);
    const int last = static_cast<int>((hi - 1) / dst_size);
    uint32_t total = 0;
    size_t heaviest = 0;
    for (int i = tap.first; i <= last; ++i) {
      const int64_t overlap =
          std::min<int64_t>(hi, int64_t{i + 1} * dst_size) - std::max<int64_t>(lo, int64_t{i} * dst_size);
      const auto weight = static_cast<uint32_t>((overlap * kWeightOne + src_size / 2) / src_size);
      tap.weights.push_back(weight);
      total += weight;
      if (weight > tap.weights[heaviest]) heaviest = tap.weights.size() - 1;
    }
    tap.weights[heaviest] += kWeightOne - total;  // Rounding residue, so weights sum to 1.
  }
  return taps;
}

AreaResizer::AreaResizer(int src_height, int src_width, int dst_height, int dst_width,
                         int channels)
    : src_width_(src_width),
      dst_width_(dst_width),
      channels_(channels),
      row_taps_(build_taps(src_height, dst_height)),
      column_taps_(build_taps(src_width, dst_width)),
      rows_(static_cast<size_t>(src_height) * dst_width * channels) {}

void AreaResizer::resize(const uint8_t* src, uint8_t* dst) {
  const size_t src_stride = static_cast<size_t>(src_width_) * channels_;
  const size_t dst_stride = static_cast<size_t>(dst_width_) * channels_;
  const size_t src_rows = rows_.size() / dst_stride;
  for (size_t y = 0; y < src_rows; ++y) {
    const uint8_t* in = src + y * src_stride;
    uint32_t* out = rows_.data() + y * dst_stride;
    for (int x = 0; x < dst_width_; ++x) {
      const Tap& tap = column_taps_[x];
      for (int c = 0; c < channels_; ++c) {
        uint32_t sum = 0;
        for (size_t k = 0; k < tap.weights.size(); ++k) {
          sum += tap.weights[k] * in[(tap.first + k) * channels_ + c];
        }
        out[x * channels_ + c] = sum;
      }
    }
  }
  for (size_t y = 0; y < row_taps_.size(); ++y) {
    const Tap& tap = row_taps_[y];
    for (size_t i = 0; i < dst_stride; ++i) {
      uint64_t sum = 0;
      for (size_t k = 0; k < tap.weights.size(); ++k) {
        sum += uint64_t{tap.weights[k]} * rows_[(tap.first + k) * dst_stride + i];
      }
      const uint64_t half = uint64_t{1} << (2 * kWeightBits - 1);
      dst[y * dst_stride + i] = static_cast<uint8_t>((sum + half) >> (2 * kWeightBits));
    }
  }
}

}  // namespace arena::render
