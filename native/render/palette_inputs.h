// What a frame's palette was last filled from (stage, characters, outfits...), so a renderer
// refills the palette and rebuilds its lookup tables only on the frames where they change.
#pragma once

#include <array>
#include <cstddef>

namespace arena::render {

/// The last N inputs a palette was filled from; none at first.
template <std::size_t N>
class PaletteInputs {
 public:
  /// True (and `inputs` remembered) when `inputs` differ from the last ones.
  bool changed(const std::array<int, N>& inputs) {
    if (inputs == last_) return false;
    last_ = inputs;
    return true;
  }

 private:
  std::array<int, N> last_ = filled(-1);

  static constexpr std::array<int, N> filled(int value) {
    std::array<int, N> values{};
    values.fill(value);
    return values;
  }
};

}  // namespace arena::render
