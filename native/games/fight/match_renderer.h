// The render pipeline every fighting game shares, written once: the stage backdrop
// (render::StageFrame), the palette refilled only when its inputs change, what the game draws
// under the fighters, both fighters (an attacking one on top, draw_order.h), then over them its
// effects and then its HUD. A game supplies its art as a struct of static hooks, deriving from
// ArtBase<State, layout> (which gives the first two and the hooks' function types, so that each
// hook is declared in one line):
//
//   using State = ...;                    // the match state drawn (fight::MatchState or a game's)
//   static constexpr ArtLayout kLayout;   // screen, stage count, backdrop index
//   static const Backdrop kBackdrops[stages];   // each stage's static backdrop, in order
//     (or static void draw_stage(render::Canvas&, int stage), drawing stage `stage`'s)
//   static void stage_palette(render::Palette&, int stage, const GameData&);  // the backdrop's
//   static std::array<int, N> palette_key(const State&);        // [0] is the stage drawn
//   static void fill_palette(render::Palette&, const std::array<int, N>& key,
//                            const GameData&);                   // every entry, no luts
//     (fight/outfit_palette.h gives the key, the fill and the stage's colours for a stage +
//     characters + outfits key)
//   static void draw_under(render::Canvas&, const State&, const GameData&);  // optional
//   static void draw_fighter(render::Canvas&, const State&, const GameData&, int slot);
//   static void draw_effects(render::Canvas&, const State&, const GameData&);  // sparks, shots
//   static void draw_hud(render::Canvas&, const State&, const GameData&);      // over the effects
//
// Rendering reads the state and never writes it.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <tuple>
#include <utility>

#include "native/games/fight/draw_order.h"
#include "native/games/fight/fight_state.h"
#include "native/games/fight/game_data.h"
#include "native/games/fight/screen.h"
#include "native/render/canvas.h"
#include "native/render/palette_inputs.h"
#include "native/render/stage_frame.h"

namespace arena::games::fight {

/// A game's native frame: its screen (screen.h: size, floor row, scale), its stage backdrops,
/// and the palette index no shape uses (it marks the pixels that show the backdrop).
struct ArtLayout {
  Screen screen;
  int stages = 1;
  uint8_t backdrop_index = 255;
};

/// The base of a game's Art struct: its State and layout, and the function types of the hooks
/// every game defines, so that the Art declares them as `static DrawFighter draw_fighter;` and
/// its drawing files define them.
template <typename GameState, ArtLayout Layout>
struct ArtBase {
  using State = GameState;
  static constexpr ArtLayout kLayout = Layout;
  using Backdrop = void (*)(render::Canvas& canvas);
  using DrawStage = void(render::Canvas& canvas, int stage);
  using DrawFighter = void(render::Canvas& canvas, const State& state, const GameData& data,
                           int slot);
  using DrawLayer = void(render::Canvas& canvas, const State& state, const GameData& data);
};

/// Output shape of a frame: the defaults are the game's native size in RGB; height/width 0
/// also mean the native size; channels is 3 (RGB) or 1 (gray).
template <typename Art>
struct RenderOptions {
  int height = Art::kLayout.screen.height;
  int width = Art::kLayout.screen.width;
  int channels = 3;
};

/// Per-env renderer of one output shape. Allocates nothing per frame. Not thread-safe: one env
/// (one thread at a time) owns one.
template <typename Art>
class MatchRenderer {
 public:
  using State = typename Art::State;
  using Options = RenderOptions<Art>;
  /// The art's native size and stage backdrops.
  static constexpr ArtLayout kLayout = Art::kLayout;

  /// `data` is the game the states come from (its rules and moves shape what is drawn).
  MatchRenderer(const Options& options, std::shared_ptr<const GameData> data)
      : data_(std::move(data)),
        frame_(stage_art(*data_), options.height, options.width, options.channels) {}

  /// Draws `state` into `out` (row-major H x W x C uint8).
  void render(const State& state, std::byte* out) {
    const PaletteKey key = Art::palette_key(state);
    if (palette_inputs_.changed(key)) {
      Art::fill_palette(frame_.palette(), key, *data_);
      frame_.palette().rebuild_luts();
    }
    render::Canvas& canvas = frame_.begin(key[0]);
    const GameData& data = *data_;
    if constexpr (requires { &Art::draw_under; }) Art::draw_under(canvas, state, data);
    draw_fighters_in_order(match_of(state),
                           [&](int slot) { Art::draw_fighter(canvas, state, data, slot); });
    Art::draw_effects(canvas, state, data);
    Art::draw_hud(canvas, state, data);
    frame_.finish(out);
  }

 private:
  using PaletteKey = decltype(Art::palette_key(std::declval<const State&>()));

  /// Stage `stage`'s backdrop: the art's entry in its table (clamped into it), or its own
  /// draw_stage.
  static void draw_stage(render::Canvas& canvas, int stage) {
    if constexpr (requires { Art::kBackdrops; }) {
      Art::kBackdrops[std::clamp(stage, 0, Art::kLayout.stages - 1)](canvas);
    } else {
      Art::draw_stage(canvas, stage);
    }
  }

  /// The backdrops of the art, in the colours of `data` (which outlives the frame).
  static render::StageArt stage_art(const GameData& data) {
    return {
        .native_width = Art::kLayout.screen.width,
        .native_height = Art::kLayout.screen.height,
        .stage_count = Art::kLayout.stages,
        .backdrop_index = Art::kLayout.backdrop_index,
        .draw_stage = draw_stage,
        .stage_palette = [&data](render::Palette& palette,
                                 int stage) { Art::stage_palette(palette, stage, data); },
    };
  }

  std::shared_ptr<const GameData> data_;
  render::StageFrame frame_;
  render::PaletteInputs<std::tuple_size_v<PaletteKey>> palette_inputs_;
};

}  // namespace arena::games::fight
