// Draws a parry match as the frame an agent sees, at the requested output size, as uint8 RGB
// or gray: the stage backdrop (one of kParryStages), both fighters (bodies fitted to their
// hurtboxes, attack limbs reaching their hitboxes), projectiles, parry and hit sparks, dizzy
// stars, and the HUD (health bars, timer, round wins, super meters split into their stocks,
// stun gauges). Native size is 384x224 (sfiii3n's); the 256 px wide world is drawn 1.5x.
// Rendering reads the state and never writes it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "native/games/fight/game_data.h"
#include "native/games/parry/parry_state.h"
#include "native/render/palette_inputs.h"
#include "native/render/stage_frame.h"

namespace arena::games::parry {

inline constexpr int kParryStages = 6;

/// Output shape of a frame; height/width 0 mean the native 224x384; channels 3 (RGB) or 1.
struct ParryRenderOptions {
  int height = 224;
  int width = 384;
  int channels = 3;
};

/// Per-env renderer: one output shape's canvas and palette over the stage backdrops
/// (render::StageFrame). Allocates nothing per frame. Not thread-safe: one env owns one.
class ParryRenderer {
 public:
  using Options = ParryRenderOptions;

  ParryRenderer(const ParryRenderOptions& options, std::shared_ptr<const fight::GameData> data);

  /// Draws `state` into `out` (row-major H x W x C uint8).
  void render(const ParryMatch& state, std::byte* out);

 private:
  std::shared_ptr<const fight::GameData> data_;
  render::StageFrame frame_;
  render::PaletteInputs<5> palette_inputs_;  // arena, characters, outfits
};

}  // namespace arena::games::parry
