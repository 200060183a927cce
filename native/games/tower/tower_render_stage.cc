// Tower's palette (its stages' layout of their bands, its fighters' shades; every colour is
// configs/games/tower.toml's) and its four stage backdrops: the tower's stone hall (pillars and
// hanging chains), the bridge over the spike pit at night, the torch-lit temple and the rooftop
// under a red moon. Backdrops stay in the darker middle of the gray range, so
// the fighters (bright tops, a dark mask band and legs) stand out from them at 84x84 in gray.
#include <algorithm>
#include <span>

#include "native/games/tower/tower_render.h"
#include "native/render/banded_stage.h"

namespace arena::games::tower {
namespace {

using render::Canvas;
using render::Point;
using render::Rgb;

/// Slot `slot` dressed as character `character` of `cast` (clamped into it; its mask and belt are
/// the kit's hair and trim, its one outfit's main colour the suit); `shade` darkens the suit
/// (the second fighter of a mirror match).
void fill_fighter(render::Palette& palette, int slot, std::span<const render::CharacterColors> cast,
                  int character, bool shade) {
  const render::CharacterColors& c =
      cast[std::clamp(character, 0, static_cast<int>(cast.size()) - 1)];
  const Rgb main = shade ? render::scale_rgb(c.main[0], 65) : c.main[0];
  auto set = [&](FighterColor which, Rgb color) { palette.set(fighter_color(slot, which), color); };
  set(kSkin, c.skin);
  set(kMask, c.hair);
  set(kMain, main);
  set(kMainShade, render::scale_rgb(main, 75));
  set(kBelt, c.trim);
  set(kLegs, render::scale_rgb(main, 45));
  set(kGlow, render::mix_rgb(main, {255, 255, 255}, 40));
  set(kGlowCore, {255, 255, 240});
}

void sky(Canvas& canvas, int bottom) {
  constexpr int kBands = 8;
  for (int b = 0; b < kBands; ++b) {
    canvas.fill_rect(0, bottom * b / kBands, kScreen.width, bottom * (b + 1) / kBands,
                     static_cast<uint8_t>(b));
  }
}

void floor(Canvas& canvas, int spacing) {
  canvas.fill_rect(0, kScreen.floor_y, kScreen.width, kScreen.height, 14);
  for (int x = -40; x < kScreen.width + 40; x += spacing) {
    const Point slab[4] = {{x, kScreen.floor_y},
                           {x + 4, kScreen.floor_y},
                           {x + 4 + (x - 200) / 5, kScreen.height},
                           {x + (x - 200) / 5, kScreen.height}};
    canvas.fill_convex(slab, 15);
  }
  canvas.fill_rect(0, kScreen.floor_y, kScreen.width, kScreen.floor_y + 2, 15);
}

void stone_hall(Canvas& canvas) {
  sky(canvas, kScreen.floor_y);
  for (int x = 0; x < kScreen.width; x += 100) {
    canvas.fill_rect(x + 10, 20, x + 46, kScreen.floor_y, 10);  // pillars
    canvas.fill_rect(x + 14, 20, x + 18, kScreen.floor_y, 11);
    canvas.fill_rect(x + 4, 20, x + 52, 30, 11);
    for (int y = 40; y < 140; y += 12) canvas.fill_rect(x + 70, y, x + 74, y + 8, 13);  // chain
  }
  canvas.fill_rect(0, 150, kScreen.width, 156, 9);
  floor(canvas, 48);
}

void pit_bridge(Canvas& canvas) {
  sky(canvas, kScreen.floor_y);
  canvas.fill_ellipse({320, 50}, 22, 22, 9);      // moon
  for (int x = -20; x < kScreen.width; x += 60) {  // far towers
    canvas.fill_rect(x, 90 + (x / 60 % 3) * 14, x + 30, kScreen.floor_y, 8);
  }
  canvas.fill_rect(0, kScreen.floor_y - 40, kScreen.width, kScreen.floor_y - 36, 11);  // rails
  for (int x = 0; x < kScreen.width; x += 40) {
    canvas.fill_rect(x, kScreen.floor_y - 40, x + 4, kScreen.floor_y, 11);
  }
  canvas.fill_rect(0, kScreen.floor_y, kScreen.width, kScreen.height, 14);
  for (int x = 0; x < kScreen.width; x += 24) {
    canvas.fill_rect(x, kScreen.floor_y, x + 2, kScreen.height, 15);
  }
}

void temple(Canvas& canvas) {
  sky(canvas, kScreen.floor_y);
  const Point roof[3] = {{40, 70}, {360, 70}, {200, 20}};
  canvas.fill_convex(roof, 10);
  canvas.fill_rect(60, 70, 340, kScreen.floor_y, 8);
  for (int x = 80; x < 340; x += 60) canvas.fill_rect(x, 80, x + 20, kScreen.floor_y, 10);
  for (int x : {30, 370}) {  // torches
    canvas.fill_rect(x - 3, 120, x + 3, kScreen.floor_y, 11);
    canvas.fill_ellipse({x, 112}, 7, 11, 9);
  }
  floor(canvas, 40);
}

void rooftop(Canvas& canvas) {
  sky(canvas, kScreen.floor_y);
  canvas.fill_ellipse({90, 60}, 30, 30, 9);     // red moon
  for (int x = 0; x < kScreen.width; x += 36) {  // skyline
    canvas.fill_rect(x, 110 + (x * 7 % 50), x + 30, kScreen.floor_y, 8);
    canvas.fill_rect(x + 8, 130 + (x * 7 % 50), x + 12, 136 + (x * 7 % 50), 9);
  }
  canvas.fill_rect(0, kScreen.floor_y - 16, kScreen.width, kScreen.floor_y, 10);
  floor(canvas, 56);
}

}  // namespace

void TowerArt::fill_palette(render::Palette& palette, const std::array<int, 4>& key,
                            const fight::GameData& data) {
  const fight::OutfitColors& colors = data.colors;
  const render::BandedStageColors s = fight::banded_stage(colors, key[0]);
  render::set_gradient(palette, 0, 8, s.sky_top, s.sky_bottom);
  palette.set(8, s.far);
  palette.set(9, s.far_detail);
  palette.set(10, s.near);
  palette.set(11, s.near_detail);
  palette.set(12, render::scale_rgb(s.near, 80));
  palette.set(13, render::scale_rgb(s.near_detail, 120));
  palette.set(14, s.floor);
  palette.set(15, s.floor_line);
  fight::fill_hud_and_own(palette, colors, s.floor);
  fill_fighter(palette, 0, colors.characters, key[1], false);
  fill_fighter(palette, 1, colors.characters, key[2], key[1] == key[2]);
  fill_fighter(palette, 2, colors.characters, key[3], false);
}

const TowerArt::Backdrop TowerArt::kBackdrops[kTowerStages] = {
    stone_hall, pit_bridge, temple, rooftop};

}  // namespace arena::games::tower
