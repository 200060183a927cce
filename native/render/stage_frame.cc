// StageFrame and the process-wide backdrop cache (see stage_frame.h).
#include "native/render/stage_frame.h"

#include <cstring>
#include <map>
#include <mutex>
#include <tuple>
#include <utility>

#include "native/render/convert.h"
#include "native/render/downsample.h"

namespace arena::render {
namespace {

using Backdrops = std::vector<std::vector<uint8_t>>;

// One stage backdrop at the output size: palette indices for native RGB, otherwise gray or
// RGB bytes. A resized gray backdrop is the luma of the resized RGB one, so each gray pixel is
// the rounded luma of the RGB frame's pixel (resizing rounded gray would round twice).
std::vector<uint8_t> backdrop(const StageArt& art, int stage, const Palette& palette, int width,
                              int height, int channels) {
  const bool native_size = width == art.native_width && height == art.native_height;
  const size_t native_pixels = static_cast<size_t>(art.native_width) * art.native_height;
  Canvas native(art.native_width, art.native_height, art.native_width, art.native_height);
  art.draw_stage(native, stage);
  if (channels == 3 && native_size) return {native.pixels(), native.pixels() + native_pixels};
  if (native_size) {
    std::vector<uint8_t> gray(native_pixels);
    write_gray(native, palette, gray.data());
    return gray;
  }
  std::vector<uint8_t> full(native_pixels * 3);
  write_rgb(native, palette, full.data());
  const size_t pixels = static_cast<size_t>(width) * height;
  std::vector<uint8_t> layer(pixels * 3);
  AreaResizer(art.native_height, art.native_width, height, width, 3)
      .resize(full.data(), layer.data());
  if (channels == 3) return layer;
  std::vector<uint8_t> gray(pixels);
  rgb_to_gray(layer.data(), pixels, gray.data());
  return gray;
}

std::shared_ptr<const Backdrops> shared_backdrops(const StageArt& art, int width, int height,
                                                  int channels) {
  std::vector<Palette> palettes(art.stage_count);
  std::vector<uint32_t> colors;  // every stage's, packed: the key tells apart two games' data
  for (int stage = 0; stage < art.stage_count; ++stage) {
    art.stage_palette(palettes[stage], stage);
    palettes[stage].rebuild_luts();
    colors.insert(colors.end(), palettes[stage].rgb_lut().begin(), palettes[stage].rgb_lut().end());
  }
  using Key = std::tuple<void (*)(Canvas&, int), int, int, int, std::vector<uint32_t>>;
  static std::mutex mutex;
  static std::map<Key, std::weak_ptr<const Backdrops>> cache;
  const std::lock_guard<std::mutex> lock(mutex);
  std::weak_ptr<const Backdrops>& slot =
      cache[{art.draw_stage, width, height, channels, std::move(colors)}];
  if (std::shared_ptr<const Backdrops> backdrops = slot.lock()) return backdrops;
  auto backdrops = std::make_shared<Backdrops>();
  for (int stage = 0; stage < art.stage_count; ++stage) {
    backdrops->push_back(backdrop(art, stage, palettes[stage], width, height, channels));
  }
  slot = backdrops;
  return backdrops;
}

}  // namespace

StageFrame::StageFrame(const StageArt& art, int height, int width, int channels)
    : art_(art),
      height_(height == 0 || width == 0 ? art.native_height : height),
      width_(height == 0 || width == 0 ? art.native_width : width),
      channels_(channels == 1 ? 1 : 3),
      backdrops_(shared_backdrops(art_, width_, height_, channels_)),
      canvas_(art.native_width, art.native_height, width_, height_) {
  if (channels_ == 1) canvas_.set_color_map(palette_.gray_lut().data());
}

bool StageFrame::native_size() const {
  return width_ == art_.native_width && height_ == art_.native_height;
}

Canvas& StageFrame::begin(int stage) {
  stage_ = stage;
  if (channels_ == 3 && !native_size()) {
    canvas_.clear(art_.backdrop_index);
  } else {
    canvas_.copy_from((*backdrops_)[stage].data());
  }
  return canvas_;
}

void StageFrame::finish(std::byte* out) const {
  auto* bytes = reinterpret_cast<uint8_t*>(out);
  if (channels_ == 1) {
    std::memcpy(bytes, canvas_.pixels(), static_cast<size_t>(width_) * height_);
  } else if (!native_size()) {
    write_rgb_over(canvas_, palette_, art_.backdrop_index, (*backdrops_)[stage_].data(), bytes);
  } else {
    write_rgb(canvas_, palette_, bytes);
  }
}

}  // namespace arena::render
