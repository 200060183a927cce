// Filling the fighters' palette slots from a cast's colours.
#include "native/render/fighter_palette.h"

#include <algorithm>

namespace arena::render {
namespace {

void fill_fighter(Palette& palette, int slot, const CharacterColors& c, int outfit, bool shade,
                  const FighterTints& tints) {
  Rgb main = c.main[std::clamp(outfit, 1, 4) - 1];
  if (shade) main = scale_rgb(main, 70);
  palette.set(fighter_color(slot, kSkin), c.skin);
  palette.set(fighter_color(slot, kHair), c.hair);
  palette.set(fighter_color(slot, kMain), main);
  palette.set(fighter_color(slot, kMainShade), scale_rgb(main, 75));
  palette.set(fighter_color(slot, kTrim), c.trim);
  palette.set(fighter_color(slot, kLegs), mix_rgb(main, tints.legs, tints.legs_percent));
  palette.set(fighter_color(slot, kGlow), mix_rgb(main, tints.glow, tints.glow_percent));
  palette.set(fighter_color(slot, kGlowCore), tints.glow_core);
}

}  // namespace

void fill_fighters(Palette& palette, std::span<const CharacterColors> cast, const int character[2],
                   const int outfit[2], const FighterTints& tints) {
  const bool mirror = character[0] == character[1] && outfit[0] == outfit[1];
  const int last = static_cast<int>(cast.size()) - 1;
  for (int slot = 0; slot < 2; ++slot) {
    fill_fighter(palette, slot, cast[std::clamp(character[slot], 0, last)], outfit[slot],
                 mirror && slot == 1, tints);
  }
}

}  // namespace arena::render
