// Puts one triad frame together: copies the shared stage backdrop, draws the fighters,
// projectiles, effects and HUD on the env's canvas, then writes the frame. RGB frames are
// drawn as palette indices and converted; gray frames are drawn as gray values directly
// (the canvas maps each shape's index through the gray table), so they need only a copy.
// Also owns the process-wide cache of stage backdrops, one set per output size and kind.
#include "native/games/triad/triad_render.h"

#include <cstring>
#include <map>
#include <mutex>
#include <tuple>

#include "native/render/convert.h"

namespace arena::games::triad {
namespace {

using StageSet = std::vector<render::Canvas>;

// The backdrops of all stages at one output size, as palette indices or (gray) as gray
// values: drawn on first use, shared while any renderer holds them.
std::shared_ptr<const StageSet> shared_stages(int width, int height, bool gray) {
  static std::mutex mutex;
  static std::map<std::tuple<int, int, bool>, std::weak_ptr<const StageSet>> cache;
  const std::lock_guard<std::mutex> lock(mutex);
  std::weak_ptr<const StageSet>& slot = cache[{width, height, gray}];
  if (std::shared_ptr<const StageSet> stages = slot.lock()) return stages;
  auto stages = std::make_shared<StageSet>();
  stages->reserve(kStageCount);
  for (int arena = 0; arena < kStageCount; ++arena) {
    render::Canvas& layer = stages->emplace_back(kNativeWidth, kNativeHeight, width, height);
    render::Palette palette;
    const std::span<const render::Rgb> colors = stage_colors(arena);
    for (size_t i = 0; i < colors.size(); ++i) palette.set(static_cast<uint8_t>(i), colors[i]);
    palette.rebuild_luts();
    if (gray) layer.set_color_map(palette.gray_lut().data());
    draw_stage(layer, arena);
    layer.set_color_map(nullptr);
  }
  slot = stages;
  return stages;
}

TriadRenderOptions resolved(TriadRenderOptions options) {
  if (options.height == 0 || options.width == 0) {
    options.height = kNativeHeight;
    options.width = kNativeWidth;
  }
  options.channels = options.channels == 1 ? 1 : 3;
  return options;
}

}  // namespace

FrameRenderer::FrameRenderer(const TriadRenderOptions& options)
    : options_(resolved(options)),
      stages_(shared_stages(options_.width, options_.height, options_.channels == 1)),
      canvas_(kNativeWidth, kNativeHeight, options_.width, options_.height) {
  if (options_.channels == 1) canvas_.set_color_map(palette_.gray_lut().data());
}

void FrameRenderer::render(const fight::MatchState& state, std::byte* out) {
  const PaletteKey key = palette_key(state);
  if (!(key == palette_key_)) {
    build_palette(key, palette_);
    palette_key_ = key;
  }
  canvas_.copy_from((*stages_)[key.arena]);
  draw_danger_flash(canvas_, state);
  // An attacking fighter is drawn on top, so its limb shows over the body it reaches.
  const bool second_on_top = state.fighters[1].action == fight::kAttack &&
                             state.fighters[0].action != fight::kAttack;
  draw_fighter(canvas_, state, second_on_top ? 0 : 1);
  draw_fighter(canvas_, state, second_on_top ? 1 : 0);
  draw_projectiles(canvas_, state);
  draw_hud(canvas_, state, options_.max_health);
  if (options_.channels == 1) {
    std::memcpy(out, canvas_.pixels(), static_cast<size_t>(canvas_.width()) * canvas_.height());
  } else {
    render::write_rgb(canvas_, palette_, reinterpret_cast<uint8_t*>(out));
  }
}

void render_triad(const fight::MatchState& state, const TriadRenderOptions& options,
                  std::byte* out) {
  constexpr size_t kMaxShapes = 4;
  thread_local std::vector<std::unique_ptr<FrameRenderer>> renderers;
  const TriadRenderOptions wanted = resolved(options);
  for (const auto& renderer : renderers) {
    const TriadRenderOptions& have = renderer->options();
    if (have.height == wanted.height && have.width == wanted.width &&
        have.channels == wanted.channels && have.max_health == wanted.max_health) {
      renderer->render(state, out);
      return;
    }
  }
  if (renderers.size() == kMaxShapes) renderers.erase(renderers.begin());
  renderers.push_back(std::make_unique<FrameRenderer>(wanted));
  renderers.back()->render(state, out);
}

}  // namespace arena::games::triad
