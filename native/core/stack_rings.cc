// Frame and action rings. Writing a stack interleaves whole frames into H x W x (C * frames):
// a plain byte loop costs several bytes' work per output byte, so the common case (grayscale,
// four frames) has an SSE2 path that builds sixteen pixels' stacks per iteration.
#include "native/core/stack_rings.h"

#include <algorithm>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace arena::core {
namespace {

// out[p * n * c + k * c + j] = frames[k][p * c + j] for every pixel p, frame k, channel j.
void interleave(const std::byte* const* frames, int n, int c, int64_t pixels, std::byte* out) {
  const int64_t group = static_cast<int64_t>(n) * c;
  for (int k = 0; k < n; ++k) {
    const auto* src = reinterpret_cast<const uint8_t*>(frames[k]);
    auto* dst = reinterpret_cast<uint8_t*>(out) + static_cast<int64_t>(k) * c;
    if (c == 1) {
      for (int64_t p = 0; p < pixels; ++p) dst[p * group] = src[p];
    } else {
      for (int64_t p = 0; p < pixels; ++p) {
        for (int j = 0; j < c; ++j) dst[p * group + j] = src[p * c + j];
      }
    }
  }
}

// Four one-channel frames: each pixel's four bytes, frame 0 first.
void interleave_four_gray(const std::byte* const* frames, int64_t pixels, std::byte* out) {
  const auto* a = reinterpret_cast<const uint8_t*>(frames[0]);
  const auto* b = reinterpret_cast<const uint8_t*>(frames[1]);
  const auto* c = reinterpret_cast<const uint8_t*>(frames[2]);
  const auto* d = reinterpret_cast<const uint8_t*>(frames[3]);
  auto* dst = reinterpret_cast<uint8_t*>(out);
  int64_t p = 0;
#if defined(__SSE2__)
  for (; p + 16 <= pixels; p += 16) {
    const __m128i va = _mm_loadu_si128(reinterpret_cast<const __m128i*>(a + p));
    const __m128i vb = _mm_loadu_si128(reinterpret_cast<const __m128i*>(b + p));
    const __m128i vc = _mm_loadu_si128(reinterpret_cast<const __m128i*>(c + p));
    const __m128i vd = _mm_loadu_si128(reinterpret_cast<const __m128i*>(d + p));
    const __m128i ab_low = _mm_unpacklo_epi8(va, vb);
    const __m128i ab_high = _mm_unpackhi_epi8(va, vb);
    const __m128i cd_low = _mm_unpacklo_epi8(vc, vd);
    const __m128i cd_high = _mm_unpackhi_epi8(vc, vd);
    auto* o = reinterpret_cast<__m128i*>(dst + p * 4);
    _mm_storeu_si128(o, _mm_unpacklo_epi16(ab_low, cd_low));
    _mm_storeu_si128(o + 1, _mm_unpackhi_epi16(ab_low, cd_low));
    _mm_storeu_si128(o + 2, _mm_unpacklo_epi16(ab_high, cd_high));
    _mm_storeu_si128(o + 3, _mm_unpackhi_epi16(ab_high, cd_high));
  }
#endif
  for (; p < pixels; ++p) {
    dst[p * 4] = a[p];
    dst[p * 4 + 1] = b[p];
    dst[p * 4 + 2] = c[p];
    dst[p * 4 + 3] = d[p];
  }
}

}  // namespace

FrameRing::FrameRing(int frames, int dilation, int64_t pixels, int channels)
    : frames_(frames),
      dilation_(dilation),
      slots_(frames * dilation),
      pixels_(pixels),
      channels_(channels),
      frame_bytes_(static_cast<std::size_t>(pixels) * channels),
      storage_(frame_bytes_ * slots_) {}

void FrameRing::push() { next_ = (next_ + 1) % slots_; }

void FrameRing::fill() {
  const int newest = (next_ + slots_ - 1) % slots_;
  for (int i = 0; i < slots_; ++i) {
    if (i != newest) std::memcpy(slot(i), slot(newest), frame_bytes_);
  }
}

const std::byte* FrameRing::stacked_frame(int k) const {
  // Stack entry k is (frames - 1 - k) * dilation frames older than the newest.
  const int age = (frames_ - 1 - k) * dilation_;
  return slot(((next_ - 1 - age) % slots_ + slots_) % slots_);
}

void FrameRing::write_stack(std::byte* out) const {
  const std::byte* sources[48];
  for (int k = 0; k < frames_; ++k) sources[k] = stacked_frame(k);
  if (frames_ == 4 && channels_ == 1) {
    interleave_four_gray(sources, pixels_, out);
  } else {
    interleave(sources, frames_, channels_, pixels_, out);
  }
}

void FrameRing::state_blocks(std::vector<std::span<std::byte>>& blocks) {
  blocks.emplace_back(storage_);
  blocks.emplace_back(reinterpret_cast<std::byte*>(&next_), sizeof(next_));
}

ActionRing::ActionRing(int frames, int components)
    : frames_(frames),
      components_(components),
      storage_(static_cast<std::size_t>(frames) * components, 0) {}

void ActionRing::push(std::span<const int32_t> action) {
  std::copy(action.begin(), action.end(), storage_.begin() + next_ * components_);
  next_ = (next_ + 1) % frames_;
}

void ActionRing::fill_no_op() {
  std::fill(storage_.begin(), storage_.end(), 0);
  next_ = 0;
}

void ActionRing::write_agent(int first, int count, int64_t* out) const {
  for (int m = 0; m < frames_; ++m) {
    const int32_t* values = storage_.data() + ((next_ + m) % frames_) * components_ + first;
    for (int j = 0; j < count; ++j) *out++ = values[j];
  }
}

void ActionRing::state_blocks(std::vector<std::span<std::byte>>& blocks) {
  blocks.emplace_back(reinterpret_cast<std::byte*>(storage_.data()),
                      storage_.size() * sizeof(int32_t));
  blocks.emplace_back(reinterpret_cast<std::byte*>(&next_), sizeof(next_));
}

}  // namespace arena::core
