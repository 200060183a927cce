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
#include <vector>

#include "native/games/fight/game_data.h"
#include "native/games/tower/tower_state.h"
#include "native/render/canvas.h"
#include "native/render/palette.h"

namespace arena::games::tower {

inline constexpr int kTowerStages = 4;

/// Output shape of a frame; height/width 0 mean the native 256x400; channels 3 (RGB) or 1.
struct TowerRenderOptions {
  int height = 256;
  int width = 400;
  int channels = 3;
};

/// Stage backdrops for one output shape: palette indices at native RGB, else final bytes.
using TowerStageLayers = std::vector<std::vector<uint8_t>>;

/// Per-env renderer: owns the canvas and palette for one output shape and shares the stage
/// backdrops (drawn once per output shape, process-wide) with other renderers. Allocates
/// nothing per frame. Not thread-safe: one env owns one renderer.
class TowerRenderer {
 public:
  TowerRenderer(const TowerRenderOptions& options, std::shared_ptr<const fight::GameData> data);

  /// Draws `state` into `out` (row-major H x W x C uint8).
  void render(const TowerMatch& state, std::byte* out);

 private:
  TowerRenderOptions options_;
  std::shared_ptr<const fight::GameData> data_;
  std::shared_ptr<const TowerStageLayers> stages_;
  render::Canvas canvas_;
  render::Palette palette_;
  int palette_key_[4] = {-1, -1, -1, -1};  // arena, characters, endurance partner
};

}  // namespace arena::games::tower
