// The two per-env histories the env wrappers keep: the last frames (DIAMBRA's stack_frames with
// dilation) and the last actions (add_last_action with stack_actions). Each is a ring of fixed
// slots that lives as long as its env, so a step writes one new entry and never shifts the rest;
// the stacked observation is assembled from the ring straight into the batch row.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace arena::core {

/// The last `frames * dilation` frames of one env (each `frame_bytes` of H x W x C uint8). The
/// stack shows every `dilation`-th of them, oldest first, concatenated on the channel axis.
class FrameRing {
 public:
  FrameRing() = default;
  FrameRing(int frames, int dilation, int64_t pixels, int channels);

  bool active() const { return !storage_.empty(); }
  /// Where the next frame is to be drawn (the oldest slot, overwritten by push()).
  std::byte* next_slot() { return slot(next_); }
  /// Makes the frame drawn into next_slot() the newest.
  void push();
  /// Every slot becomes a copy of the newest frame (a fresh stack after reset or a round end).
  void fill();
  /// Writes the stack as H x W x (C * frames) uint8, oldest frame first.
  void write_stack(std::byte* out) const;
  /// Frame `k` of the stack (0 = oldest), H x W x C, for writers that convert as they copy.
  const std::byte* stacked_frame(int k) const;
  int frames() const { return frames_; }
  int channels() const { return channels_; }
  int64_t pixels() const { return pixels_; }
  /// The ring's state (slots and position) as spans, for snapshots.
  void state_blocks(std::vector<std::span<std::byte>>& blocks);

 private:
  std::byte* slot(int index) { return storage_.data() + frame_bytes_ * index; }
  const std::byte* slot(int index) const { return storage_.data() + frame_bytes_ * index; }

  int frames_ = 1;
  int dilation_ = 1;
  int slots_ = 0;
  int64_t pixels_ = 0;
  int channels_ = 0;
  std::size_t frame_bytes_ = 0;
  int32_t next_ = 0;
  std::vector<std::byte> storage_;
};

/// The last `frames` actions of one env, every agent's components (int32) side by side.
class ActionRing {
 public:
  ActionRing() = default;
  ActionRing(int frames, int components);

  bool active() const { return !storage_.empty(); }
  /// Appends one action (`components` values), dropping the oldest.
  void push(std::span<const int32_t> action);
  /// Every slot becomes the no-op action (all zeros).
  void fill_no_op();
  /// Agent values `first` .. `first + count - 1` of every slot, oldest first, as int64.
  void write_agent(int first, int count, int64_t* out) const;
  void state_blocks(std::vector<std::span<std::byte>>& blocks);

 private:
  int frames_ = 0;
  int components_ = 0;
  int32_t next_ = 0;
  std::vector<int32_t> storage_;
};

}  // namespace arena::core
