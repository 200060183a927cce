// triad's palette: the stage's backdrop colours, fixed HUD/effect colours, and each
// fighter's colours from its character and outfit (outfits 1..4 are palette swaps whose
// brightness differs too, so fighters stay apart in gray frames). A mirror match (same
// character and outfit) shades the second fighter so the two never look alike.
#include <algorithm>

#include "native/games/triad/triad_render_art.h"

namespace arena::games::triad {
namespace {

using render::Rgb;

struct Outfit {
  Rgb main;
  Rgb trim;
  Rgb legs;  // equal to kBareLegs: the character's skin
};

struct CharacterColors {
  Rgb skin;
  Rgb hair;
  Outfit outfits[4];  // outfit 1: light, 2: dark, 3: vivid, 4: alternative hue
};

constexpr Rgb kBareLegs{1, 2, 3};

// clang-format off
constexpr CharacterColors kCharacters[] = {
  // 0: karateka in a gi with a belt
  {{236, 188, 150}, {40, 30, 25},
   {{{240, 240, 232}, {30, 30, 30}, {240, 240, 232}}, {{34, 40, 70}, {200, 40, 40}, {34, 40, 70}},
    {{200, 40, 36}, {250, 210, 60}, {200, 40, 36}}, {{60, 140, 70}, {240, 240, 232}, {60, 140, 70}}}},
  // 1: wrestler in a singlet, bare legs
  {{190, 130, 90}, {25, 20, 18},
   {{{250, 200, 70}, {230, 60, 40}, kBareLegs}, {{60, 30, 70}, {230, 200, 60}, kBareLegs},
    {{40, 110, 220}, {250, 250, 250}, kBareLegs}, {{220, 90, 30}, {40, 40, 40}, kBareLegs}}},
  // 2: ninja, hooded
  {{228, 180, 140}, {30, 30, 36},
   {{{200, 205, 215}, {70, 80, 90}, {200, 205, 215}}, {{28, 28, 40}, {160, 40, 40}, {28, 28, 40}},
    {{150, 40, 170}, {240, 220, 80}, {150, 40, 170}}, {{50, 110, 110}, {20, 20, 20}, {50, 110, 110}}}},
  // 3: street brawler, jacket and jeans, spiky hair
  {{220, 165, 120}, {230, 200, 60},
   {{{235, 235, 235}, {60, 90, 160}, {70, 100, 170}}, {{50, 35, 30}, {200, 200, 200}, {30, 30, 30}},
    {{230, 50, 50}, {30, 30, 30}, {60, 60, 110}}, {{90, 160, 60}, {220, 220, 90}, {110, 80, 50}}}},
  // 4: dancer, ponytail
  {{245, 200, 170}, {150, 60, 30},
   {{{250, 210, 230}, {250, 250, 250}, {250, 210, 230}}, {{90, 20, 50}, {230, 180, 60}, {90, 20, 50}},
    {{40, 180, 220}, {250, 120, 40}, {40, 180, 220}}, {{230, 140, 30}, {120, 40, 140}, {230, 140, 30}}}},
  // 5: monk, shaved head, robe
  {{200, 150, 110}, {60, 45, 35},
   {{{250, 220, 120}, {160, 60, 30}, {250, 220, 120}}, {{110, 40, 20}, {230, 170, 60}, {110, 40, 20}},
    {{240, 130, 30}, {140, 30, 30}, {240, 130, 30}}, {{140, 150, 160}, {60, 60, 80}, {140, 150, 160}}}},
  // 6: boxer, trunks, big gloves
  {{150, 100, 70}, {20, 16, 14},
   {{{245, 245, 245}, {220, 40, 40}, kBareLegs}, {{30, 30, 30}, {240, 200, 40}, kBareLegs},
    {{220, 40, 40}, {250, 250, 250}, kBareLegs}, {{40, 90, 200}, {240, 200, 40}, kBareLegs}}},
  // 7: kickboxer, long hair
  {{235, 190, 160}, {20, 20, 24},
   {{{220, 240, 250}, {40, 160, 200}, {40, 60, 90}}, {{40, 50, 40}, {200, 60, 60}, {20, 20, 20}},
    {{250, 230, 50}, {30, 30, 30}, {30, 30, 30}}, {{200, 80, 160}, {250, 250, 250}, {60, 30, 60}}}},
};

constexpr struct { HudColor index; Rgb color; } kHudColors[] = {
  {kInk, {16, 16, 20}},           {kPaper, {250, 250, 250}},      {kBarBack, {90, 20, 24}},
  {kBarFrame, {20, 20, 24}},      {kHealthHigh, {250, 220, 60}},  {kHealthLow, {240, 90, 40}},
  {kTimerInk, {255, 255, 255}},   {kWinMark, {250, 200, 40}},     {kWinEmpty, {60, 60, 70}},
  {kSparkHit, {255, 200, 40}},    {kSparkCounter, {255, 60, 40}}, {kSparkCore, {255, 255, 230}},
  {kShield, {120, 210, 255}},     {kShadow, {20, 20, 24}},        {kDangerFlash, {255, 255, 160}},
  {kBannerInk, {255, 230, 90}},
};
// clang-format on

constexpr int kCharacterCount = static_cast<int>(std::size(kCharacters));

// Shading for a mirror match: darken light outfits, lighten dark ones.
Rgb mirror_shade(Rgb color) {
  return render::luma(color) > 110 ? render::scale_rgb(color, 55)
                                   : render::mix_rgb(color, {255, 255, 255}, 45);
}

void set_fighter_colors(int slot, int character, int outfit, bool mirrored,
                        render::Palette& palette) {
  const CharacterColors& look = kCharacters[character % kCharacterCount];
  Outfit clothes = look.outfits[std::clamp(outfit, 1, 4) - 1];
  if (clothes.legs == kBareLegs) clothes.legs = look.skin;
  if (mirrored) {
    clothes = {mirror_shade(clothes.main), mirror_shade(clothes.trim), mirror_shade(clothes.legs)};
  }
  auto set = [&](FighterColor entry, Rgb color) {
    palette.set(fighter_color(slot, entry), color);
  };
  set(kSkin, look.skin);
  set(kSkinShade, render::scale_rgb(look.skin, 78));
  set(kHair, look.hair);
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

void fill_palette(render::Palette& palette, int arena, const int character[2], const int outfit[2]) {
  const std::span<const Rgb> stage = stage_colors(arena);
  for (size_t i = 0; i < stage.size(); ++i) palette.set(static_cast<uint8_t>(i), stage[i]);
  for (const auto& entry : kHudColors) palette.set(entry.index, entry.color);
  const bool mirrored = character[0] == character[1] && outfit[0] == outfit[1];
  for (int slot = 0; slot < fight::kMaxPlayers; ++slot) {
    set_fighter_colors(slot, character[slot], outfit[slot], mirrored && slot == 1, palette);
  }
}

}  // namespace arena::games::triad
