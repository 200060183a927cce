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
#include "native/render/palette_inputs.h"
#include "native/render/stage_frame.h"

namespace arena::games::ronin {

inline constexpr int kRoninStages = 5;

/// Output shape of a frame; height/width 0 mean the native 224x320; channels 3 (RGB) or 1.
struct RoninRenderOptions {
  int height = 224;
  int width = 320;
  int channels = 3;
};

/// Per-env renderer: one output shape's canvas and palette over the stage backdrops
/// (render::StageFrame). Allocates nothing per frame. Not thread-safe: one env owns one.
class RoninRenderer {
 public:
  using Options = RoninRenderOptions;

  RoninRenderer(const RoninRenderOptions& options, std::shared_ptr<const fight::GameData> data);

  /// Draws `state` into `out` (row-major H x W x C uint8).
  void render(const RoninMatch& state, std::byte* out);

 private:
  std::shared_ptr<const fight::GameData> data_;
  render::StageFrame frame_;
  render::PaletteInputs<5> palette_inputs_;  // arena, characters, outfits
};

}  // namespace arena::games::ronin
