// Draws a ronin match as the frame an agent sees, at the requested output size, as uint8 RGB
// or gray: the stage backdrop (one of kRoninStages), both fighters (bodies fitted to their
// hurtboxes, a sword in hand that reaches the hitbox of a slash, fists when disarmed, a rage
// aura, a kneeling pose while meditating), the dropped weapon, sword-wave projectiles, hit and
// clash sparks, the rage explosion's burst, and the HUD (health bars with the weapon gauge
// under each, timer, round wins, rage gauges and power gauges along the bottom, the rage
// explosion's mark). Native size is 320x224 (samsh5sp's); the 256 px wide world is drawn 1.25x.
// Rendering reads the state and never writes it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "native/games/fight/game_data.h"
#include "native/games/ronin/ronin_state.h"
#include "native/render/canvas.h"
#include "native/render/palette.h"

namespace arena::games::ronin {

inline constexpr int kRoninStages = 5;

/// Output shape of a frame; height/width 0 mean the native 224x320; channels 3 (RGB) or 1.
struct RoninRenderOptions {
  int height = 224;
  int width = 320;
  int channels = 3;
};

/// Stage backdrops for one output shape: palette indices at native RGB, else final bytes.
using RoninStageLayers = std::vector<std::vector<uint8_t>>;

/// Per-env renderer: owns the canvas and palette for one output shape and shares the stage
/// backdrops (drawn once per output shape, process-wide) with other renderers. Allocates
/// nothing per frame. Not thread-safe: one env owns one renderer.
class RoninRenderer {
 public:
  RoninRenderer(const RoninRenderOptions& options, std::shared_ptr<const fight::GameData> data);

  /// Draws `state` into `out` (row-major H x W x C uint8).
  void render(const RoninMatch& state, std::byte* out);

 private:
  RoninRenderOptions options_;
  std::shared_ptr<const fight::GameData> data_;
  std::shared_ptr<const RoninStageLayers> stages_;
  render::Canvas canvas_;
  render::Palette palette_;
  int palette_key_[5] = {-1, -1, -1, -1, -1};  // arena, characters, outfits
};

}  // namespace arena::games::ronin
