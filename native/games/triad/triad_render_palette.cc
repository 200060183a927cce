// triad's palette, from the colours of configs/games/triad.toml: the stage's backdrop colours,
// the HUD colours (the kit's and its own), and each fighter's colours from its character and
// outfit (outfits 1..4 are palette swaps whose brightness differs too, so fighters stay apart in
// gray frames; an outfit without legs has bare legs, the skin). A mirror match (same character
// and outfit) shades the second fighter so the two never look alike.
#include <algorithm>

#include "native/games/triad/triad_render.h"

namespace arena::games::triad {
namespace {

using render::Rgb;

// Shading for a mirror match: darken light outfits, lighten dark ones.
Rgb mirror_shade(Rgb color) {
  return render::luma(color) > 110 ? render::scale_rgb(color, 55)
                                   : render::mix_rgb(color, {255, 255, 255}, 45);
}

void set_fighter_colors(int slot, const fight::OutfitColors& colors, int character, int outfit,
                        bool mirrored, render::Palette& palette) {
  const int look = character % static_cast<int>(colors.characters.size());
  const render::CharacterColors& skin_and_hair = colors.characters[look];
  const int worn = std::clamp(outfit, 1, 4) - 1;
  const fight::OutfitParts& parts = colors.outfit_parts[look][worn];
  struct {
    Rgb main, trim, legs;
  } clothes = {skin_and_hair.main[worn], parts.trim, parts.legs.value_or(skin_and_hair.skin)};
  if (mirrored) {
    clothes = {mirror_shade(clothes.main), mirror_shade(clothes.trim), mirror_shade(clothes.legs)};
  }
  auto set = [&](FighterColor entry, Rgb color) {
    palette.set(fighter_color(slot, entry), color);
  };
  set(kSkin, skin_and_hair.skin);
  set(kSkinShade, render::scale_rgb(skin_and_hair.skin, 78));
  set(kHair, skin_and_hair.hair);
  set(kMain, clothes.main);
  set(kMainShade, render::scale_rgb(clothes.main, 72));
  set(kTrim, clothes.trim);
  set(kTrimShade, render::scale_rgb(clothes.trim, 72));
  set(kLegs, clothes.legs);
  set(kLegsShade, render::scale_rgb(clothes.legs, 72));
  set(kFeet, render::scale_rgb(clothes.legs, 45));
  set(kEye, {20, 16, 16});
  set(kGlow, render::mix_rgb(clothes.main, {255, 255, 255}, 35));
  set(kGlowCore, {255, 255, 255});
}

}  // namespace

void TriadArt::fill_outfit_palette(render::Palette& palette, int arena, const int character[2],
                                   const int outfit[2], const fight::GameData& data) {
  const fight::OutfitColors& colors = data.colors;
  const fight::StageColors& stage = fight::stage_of(colors, arena);
  set_stage_colors(palette, stage);
  fight::fill_hud_and_own(palette, colors, stage.named[2]);  // the shadow falls on floor_far
  const bool mirrored = character[0] == character[1] && outfit[0] == outfit[1];
  for (int slot = 0; slot < fight::kMaxPlayers; ++slot) {
    set_fighter_colors(slot, colors, character[slot], outfit[slot], mirrored && slot == 1,
                       palette);
  }
}

}  // namespace arena::games::triad
