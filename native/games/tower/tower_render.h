// Draws a tower match as the frame an agent sees, at the requested output size, as uint8 RGB
// or gray: the stage backdrop (one of kTowerStages), both fighters (masked fighters in palette
// swaps, bodies fitted to their hurtboxes, attack limbs reaching their hitboxes, a raised
// guard while blocking), projectiles and hit sparks, and the HUD (health bars, the run meter and
// aggressor bar under each, timer, round wins, the endurance partner waiting to enter). Native
// size is 400x256; the 256 px wide world is drawn 25/16x. Rendering reads the state and never
// writes it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>

#include "native/games/fight/game_data.h"
#include "native/games/tower/tower_state.h"
#include "native/render/palette_inputs.h"
#include "native/render/stage_frame.h"

namespace arena::games::tower {

inline constexpr int kTowerStages = 4;

/// Output shape of a frame; height/width 0 mean the native 256x400; channels 3 (RGB) or 1.
struct TowerRenderOptions {
  int height = 256;
  int width = 400;
  int channels = 3;
};

/// Per-env renderer: one output shape's canvas and palette over the stage backdrops
/// (render::StageFrame). Allocates nothing per frame. Not thread-safe: one env owns one.
class TowerRenderer {
 public:
  using Options = TowerRenderOptions;

  TowerRenderer(const TowerRenderOptions& options, std::shared_ptr<const fight::GameData> data);

  /// Draws `state` into `out` (row-major H x W x C uint8).
  void render(const TowerMatch& state, std::byte* out);

 private:
  std::shared_ptr<const fight::GameData> data_;
  render::StageFrame frame_;
  render::PaletteInputs<4> palette_inputs_;  // arena, characters, endurance partner
};

}  // namespace arena::games::tower
