// Draws a triad match state as the frame an agent sees: stage backdrop, two fighters whose
// bodies are fitted to their hurtboxes (attack limbs reach their hitboxes), projectiles,
// effects and the HUD, straight at the requested output size, as uint8 RGB or gray.
// Rendering reads the state and never writes it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>

#include "native/games/fight/fight_state.h"
#include "native/games/fight/game_data.h"
#include "native/games/triad/triad_render_art.h"
#include "native/render/stage_frame.h"

namespace arena::games::triad {

/// Output shape of a frame. height/width 0 mean the native 240x256; channels is 3 (RGB) or
/// 1 (gray), as resolved from DIAMBRA's frame_shape.
struct TriadRenderOptions {
  int height = kNativeHeight;
  int width = kNativeWidth;
  int channels = 3;
};

/// Per-env renderer: one output shape's canvas and palette over the stage backdrops
/// (render::StageFrame). render() writes height * width * channels bytes and allocates nothing.
/// Not thread-safe: one env (one thread at a time) owns one renderer.
class FrameRenderer {
 public:
  using Options = TriadRenderOptions;

  /// `data` is the game the states come from: its rules size the health bars and danger zones,
  /// its moves choose the poses (a throw, a hold and a strike look different).
  FrameRenderer(const TriadRenderOptions& options, std::shared_ptr<const fight::GameData> data);

  /// Draws `state` into `out` (row-major H x W x C uint8).
  void render(const fight::MatchState& state, std::byte* out);

 private:
  std::shared_ptr<const fight::GameData> data_;
  render::StageFrame frame_;
  PaletteKey palette_key_;
};

}  // namespace arena::games::triad
