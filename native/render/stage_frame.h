// A game frame drawn over a stage backdrop straight at the output size, as uint8 RGB or gray, in
// one of three ways:
// - gray: shapes are drawn as gray values directly (the canvas maps each palette index through
//   the gray table) over a copy of the gray backdrop; the frame is then a plain copy;
// - native RGB: shapes are drawn as palette indices over the indexed backdrop, then converted;
// - resized RGB: shapes are drawn as indices over a reserved backdrop index, and conversion
//   takes those pixels from the RGB backdrop.
// Resized backdrops are drawn at native size and area-downsampled, so their fine detail blends
// as in a resized native frame. This file owns the process-wide cache of backdrops: one set per
// game's stage art, stage colours and output shape, drawn on first use and shared while any
// frame holds it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

#include "native/render/canvas.h"
#include "native/render/palette.h"

namespace arena::render {

/// How a game draws its stage backdrops.
struct StageArt {
  int native_width;
  int native_height;
  int stage_count;
  /// The palette index no shape uses: resized RGB frames show the backdrop through it.
  uint8_t backdrop_index;
  void (*draw_stage)(Canvas& canvas, int stage);
  /// The colours of the indices `draw_stage` uses (a game's may come from its data, so the
  /// backdrops are shared between frames whose stage colours are the same).
  std::function<void(Palette& palette, int stage)> stage_palette;
};

/// One output shape's canvas, palette and (shared) backdrops. Allocates nothing per frame. Not
/// thread-safe: one env (one thread at a time) owns one; an env may keep it as a `mutable`
/// member because its contents are scratch, never part of the game state.
class StageFrame {
 public:
  /// `height`/`width` 0 mean the native size; `channels` 1 is gray, anything else RGB.
  StageFrame(const StageArt& art, int height, int width, int channels);
  StageFrame(const StageFrame&) = delete;  // the canvas keeps a pointer into the palette
  StageFrame& operator=(const StageFrame&) = delete;

  /// Starts a frame on `stage`'s backdrop: draw on canvas() in palette indices, then finish().
  Canvas& begin(int stage);
  /// Writes the frame (height x width x channels uint8, row-major) to `out` with palette().
  void finish(std::byte* out) const;

  /// The image being drawn (palette indices for RGB, with the backdrop index where the stage
  /// shows; gray values for gray) and the palette it is drawn with: the game sets the colours
  /// of its fighters and calls rebuild_luts() when they change.
  const Canvas& canvas() const { return canvas_; }
  Palette& palette() { return palette_; }
  const Palette& palette() const { return palette_; }
  int height() const { return height_; }
  int width() const { return width_; }
  int channels() const { return channels_; }

 private:
  bool native_size() const;

  StageArt art_;
  int height_;
  int width_;
  int channels_;
  std::shared_ptr<const std::vector<std::vector<uint8_t>>> backdrops_;
  Canvas canvas_;
  Palette palette_;
  int stage_ = 0;
};

}  // namespace arena::render
