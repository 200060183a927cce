// Puts one tower frame together over a stage backdrop: gray frames draw gray values straight
// (the canvas maps indices through the gray table) over the gray backdrop; native RGB frames
// draw indices over the indexed backdrop, then convert; resized RGB frames draw indices over a
// reserved index whose pixels take the resized RGB backdrop. Resized backdrops are drawn at
// native size and area-downsampled. Owns the process-wide backdrop cache, one set per shape.
#include "native/games/tower/tower_render.h"

#include <cstring>
#include <map>
#include <mutex>
#include <tuple>
#include <utility>

#include "native/games/tower/tower_render_art.h"
#include "native/render/convert.h"
#include "native/render/downsample.h"

namespace arena::games::tower {
namespace {

bool is_native(int width, int height) { return width == kNativeWidth && height == kNativeHeight; }

std::vector<uint8_t> stage_layer(int arena, int width, int height, int channels) {
  render::Canvas native(kNativeWidth, kNativeHeight, kNativeWidth, kNativeHeight);
  draw_stage(native, arena);
  const size_t native_pixels = static_cast<size_t>(kNativeWidth) * kNativeHeight;
  if (channels == 3 && is_native(width, height)) {
    return {native.pixels(), native.pixels() + native_pixels};
  }
  render::Palette palette;
  const int none[2] = {0, 0};
  fill_palette(palette, arena, none, 0);
  palette.rebuild_luts();
  std::vector<uint8_t> full(native_pixels * channels);
  if (channels == 1) {
    render::write_gray(native, palette, full.data());
  } else {
    render::write_rgb(native, palette, full.data());
  }
  if (is_native(width, height)) return full;
  std::vector<uint8_t> layer(static_cast<size_t>(width) * height * channels);
  render::AreaResizer(kNativeHeight, kNativeWidth, height, width, channels)
      .resize(full.data(), layer.data());
  return layer;
}

std::shared_ptr<const TowerStageLayers> shared_stages(int width, int height, int channels) {
  static std::mutex mutex;
  static std::map<std::tuple<int, int, int>, std::weak_ptr<const TowerStageLayers>> cache;
  const std::lock_guard<std::mutex> lock(mutex);
  std::weak_ptr<const TowerStageLayers>& slot = cache[{width, height, channels}];
  if (std::shared_ptr<const TowerStageLayers> stages = slot.lock()) return stages;
  auto stages = std::make_shared<TowerStageLayers>();
  for (int arena = 0; arena < kTowerStages; ++arena) {
    stages->push_back(stage_layer(arena, width, height, channels));
  }
  slot = stages;
  return stages;
}

TowerRenderOptions resolved(TowerRenderOptions options) {
  if (options.height == 0 || options.width == 0) {
    options.height = kNativeHeight;
    options.width = kNativeWidth;
  }
  options.channels = options.channels == 1 ? 1 : 3;
  return options;
}

}  // namespace

TowerRenderer::TowerRenderer(const TowerRenderOptions& options,
                             std::shared_ptr<const fight::GameData> data)
    : options_(resolved(options)),
      data_(std::move(data)),
      stages_(shared_stages(options_.width, options_.height, options_.channels)),
      canvas_(kNativeWidth, kNativeHeight, options_.width, options_.height) {
  if (options_.channels == 1) canvas_.set_color_map(palette_.gray_lut().data());
}

void TowerRenderer::render(const TowerMatch& state, std::byte* out) {
  const fight::MatchState& match = state.match;
  const int arena = match.arena % kTowerStages;
  const int character[2] = {match.fighters[0].character, match.fighters[1].character};
  const uint8_t waiting = match.stage >= 1 ? state.partner[match.stage - 1] : kNoPartner;
  const int partner = waiting == kNoPartner ? 0 : waiting;
  const int key[4] = {arena, character[0], character[1], partner};
  if (std::memcmp(key, palette_key_, sizeof(key)) != 0) {
    fill_palette(palette_, arena, character, partner);
    palette_.rebuild_luts();
    std::memcpy(palette_key_, key, sizeof(key));
  }
  const std::vector<uint8_t>& backdrop = (*stages_)[arena];
  const bool resized_rgb = options_.channels == 3 && !is_native(options_.width, options_.height);
  if (resized_rgb) {
    canvas_.clear(kBackdropIndex);
  } else {
    canvas_.copy_from(backdrop.data());
  }
  const bool second_on_top =
      match.fighters[1].action == fight::kAttack && match.fighters[0].action != fight::kAttack;
  draw_fighter(canvas_, state, *data_, second_on_top ? 0 : 1);
  draw_fighter(canvas_, state, *data_, second_on_top ? 1 : 0);
  draw_effects(canvas_, state);
  draw_hud(canvas_, state, data_->rules.max_health);
  if (options_.channels == 1) {
    std::memcpy(out, canvas_.pixels(), static_cast<size_t>(canvas_.width()) * canvas_.height());
  } else if (resized_rgb) {
    render::write_rgb_over(canvas_, palette_, kBackdropIndex, backdrop.data(),
                           reinterpret_cast<uint8_t*>(out));
  } else {
    render::write_rgb(canvas_, palette_, reinterpret_cast<uint8_t*>(out));
  }
}

}  // namespace arena::games::tower
