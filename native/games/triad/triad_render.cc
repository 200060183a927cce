// Puts one triad frame together: the stage backdrop (render::StageFrame), danger zones, both
// fighters (an attacking one on top), hit sparks, projectiles and the HUD.
#include "native/games/triad/triad_render.h"

#include <utility>

#include "native/games/fight/draw_order.h"

namespace arena::games::triad {
namespace {

void stage_palette(render::Palette& palette, int arena) {
  const std::span<const render::Rgb> colors = stage_colors(arena);
  for (size_t i = 0; i < colors.size(); ++i) palette.set(static_cast<uint8_t>(i), colors[i]);
}

constexpr render::StageArt kStageArt = {
    .native_width = kNativeWidth,
    .native_height = kNativeHeight,
    .stage_count = kStageCount,
    .backdrop_index = kBackdropIndex,
    .draw_stage = draw_stage,
    .stage_palette = stage_palette,
};

}  // namespace

FrameRenderer::FrameRenderer(const TriadRenderOptions& options,
                             std::shared_ptr<const fight::GameData> data)
    : data_(std::move(data)), frame_(kStageArt, options.height, options.width, options.channels) {}

void FrameRenderer::render(const fight::MatchState& state, std::byte* out) {
  const PaletteKey key = palette_key(state);
  if (!(key == palette_key_)) {
    build_palette(key, frame_.palette());
    palette_key_ = key;
  }
  render::Canvas& canvas = frame_.begin(key.arena);
  const fight::GameData& data = *data_;
  draw_danger_zones(canvas, state, data.rules.danger_zone_px);
  fight::draw_fighters_in_order(state, [&](int slot) { draw_fighter(canvas, state, data, slot); });
  draw_hit_spark(canvas, state, 0);
  draw_hit_spark(canvas, state, 1);
  draw_projectiles(canvas, state);
  draw_hud(canvas, state, data.rules.max_health);
  frame_.finish(out);
}

}  // namespace arena::games::triad
