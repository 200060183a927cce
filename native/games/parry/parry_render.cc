// Puts one parry frame together: the stage backdrop (render::StageFrame), both fighters (an
// attacking one on top), effects and the HUD.
#include "native/games/parry/parry_render.h"

#include <utility>

#include "native/games/fight/draw_order.h"
#include "native/games/parry/parry_render_art.h"

namespace arena::games::parry {
namespace {

void stage_palette(render::Palette& palette, int arena) {
  const int none[2] = {0, 0};
  const int first[2] = {1, 1};
  fill_palette(palette, arena, none, first);
}

constexpr render::StageArt kStageArt = {
    .native_width = kNativeWidth,
    .native_height = kNativeHeight,
    .stage_count = kParryStages,
    .backdrop_index = kBackdropIndex,
    .draw_stage = draw_stage,
    .stage_palette = stage_palette,
};

}  // namespace

ParryRenderer::ParryRenderer(const ParryRenderOptions& options,
                             std::shared_ptr<const fight::GameData> data)
    : data_(std::move(data)), frame_(kStageArt, options.height, options.width, options.channels) {}

void ParryRenderer::render(const ParryMatch& state, std::byte* out) {
  const fight::MatchState& match = state.match;
  const int arena = match.arena % kParryStages;
  const int character[2] = {match.fighters[0].character, match.fighters[1].character};
  const int outfit[2] = {match.fighters[0].outfit, match.fighters[1].outfit};
  if (palette_inputs_.changed({arena, character[0], character[1], outfit[0], outfit[1]})) {
    fill_palette(frame_.palette(), arena, character, outfit);
    frame_.palette().rebuild_luts();
  }
  render::Canvas& canvas = frame_.begin(arena);
  fight::draw_fighters_in_order(match,
                                [&](int slot) { draw_fighter(canvas, state, *data_, slot); });
  draw_effects(canvas, state);
  draw_hud(canvas, state, data_->rules.max_health);
  frame_.finish(out);
}

}  // namespace arena::games::parry
