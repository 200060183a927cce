// Tower's palette (stage, HUD, fighters) and its four stage backdrops: the tower's stone hall
// (pillars and hanging chains), the bridge over the spike pit at night, the torch-lit temple
// and the rooftop under a red moon. Backdrops stay in the darker middle of the gray range, so
// the fighters (bright tops, a dark mask band and legs) stand out from them at 84x84 in gray.
#include <algorithm>

#include "native/games/tower/tower_render.h"
#include "native/render/banded_stage.h"

namespace arena::games::tower {
namespace {

using render::Canvas;
using render::Point;
using render::Rgb;

// Per stage (a banded stage's eight colours; tower lays them out in its own palette, eight sky
// bands and two more shades): sky top, sky bottom, wall (far), wall detail, near structure, near
// detail, floor, floor line.
constexpr render::BandedStageColors kStages[kTowerStages] = {
    {{34, 30, 40},
     {58, 52, 62},
     {84, 78, 86},
     {50, 46, 54},
     {104, 96, 100},
     {66, 60, 66},
     {92, 84, 80},
     {60, 54, 52}},  // stone hall
    {{10, 14, 40},
     {40, 50, 96},
     {36, 40, 64},
     {200, 200, 170},
     {96, 70, 46},
     {56, 40, 28},
     {110, 84, 58},
     {70, 52, 36}},  // bridge over the pit
    {{70, 36, 20},
     {130, 70, 30},
     {110, 64, 40},
     {240, 170, 60},
     {80, 44, 30},
     {50, 28, 20},
     {120, 90, 60},
     {84, 60, 40}},  // temple with torches
    {{40, 10, 16},
     {110, 40, 40},
     {50, 40, 48},
     {220, 60, 50},
     {70, 66, 74},
     {40, 38, 44},
     {86, 80, 86},
     {56, 52, 58}},  // rooftop, red moon
};

// Per character: mask and suit (the palette swap), belt, skin.
struct CharacterColors {
  Rgb main, mask, belt, skin;
};

constexpr CharacterColors kCharacters[] = {
    {{230, 200, 40}, {40, 36, 30}, {20, 20, 20}, {226, 180, 140}},    // yellow
    {{60, 110, 230}, {30, 40, 80}, {20, 20, 40}, {226, 180, 140}},    // blue
    {{220, 50, 40}, {60, 20, 20}, {30, 10, 10}, {210, 170, 130}},     // red
    {{60, 190, 80}, {20, 60, 30}, {20, 40, 20}, {200, 160, 120}},     // green
    {{200, 200, 210}, {60, 60, 70}, {30, 30, 40}, {226, 186, 150}},   // white
    {{170, 70, 200}, {50, 20, 60}, {30, 10, 40}, {220, 176, 136}},    // purple
    {{240, 130, 40}, {70, 40, 20}, {40, 20, 10}, {200, 150, 110}},    // orange
    {{60, 200, 210}, {20, 60, 70}, {10, 40, 50}, {226, 190, 150}},    // cyan
    {{240, 110, 170}, {80, 30, 50}, {40, 10, 30}, {230, 186, 150}},   // pink
    {{150, 130, 90}, {60, 50, 40}, {40, 30, 20}, {180, 130, 90}},     // khaki
    {{120, 220, 60}, {40, 70, 20}, {20, 40, 10}, {220, 180, 140}},    // lime
    {{200, 60, 110}, {60, 20, 30}, {30, 10, 20}, {190, 150, 110}},    // crimson
    {{90, 90, 110}, {200, 40, 40}, {10, 10, 20}, {220, 180, 140}},    // smoke
    {{250, 250, 250}, {140, 30, 30}, {90, 20, 20}, {230, 196, 160}},  // pale
};
constexpr int kCharacterCount = static_cast<int>(std::size(kCharacters));

/// `shade` darkens the suit (the second fighter of a mirror match).
void fill_fighter(render::Palette& palette, int slot, int character, bool shade) {
  CharacterColors c = kCharacters[std::clamp(character, 0, kCharacterCount - 1)];
  if (shade) c.main = render::scale_rgb(c.main, 65);
  auto set = [&](FighterColor which, Rgb color) { palette.set(fighter_color(slot, which), color); };
  set(kSkin, c.skin);
  set(kMask, c.mask);
  set(kMain, c.main);
  set(kMainShade, render::scale_rgb(c.main, 75));
  set(kBelt, c.belt);
  set(kLegs, render::scale_rgb(c.main, 45));
  set(kGlow, render::mix_rgb(c.main, {255, 255, 255}, 40));
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
                            const fight::GameData&) {
  const render::BandedStageColors& s = kStages[std::clamp(key[0], 0, kTowerStages - 1)];
  render::set_gradient(palette, 0, 8, s.sky_top, s.sky_bottom);
  palette.set(8, s.far);
  palette.set(9, s.far_detail);
  palette.set(10, s.near);
  palette.set(11, s.near_detail);
  palette.set(12, render::scale_rgb(s.near, 80));
  palette.set(13, render::scale_rgb(s.near_detail, 120));
  palette.set(14, s.floor);
  palette.set(15, s.floor_line);
  fight::set_hud_colors(palette, {.ink = {12, 10, 14},
                                  .paper = {246, 240, 224},
                                  .bar_back = {90, 20, 20},
                                  .health = {60, 220, 60},
                                  .health_low = {240, 200, 40},
                                  .timer_ink = {250, 220, 80},
                                  .win_mark = {250, 200, 60},
                                  .spark_hit = {255, 110, 40},
                                  .shadow = render::scale_rgb(s.floor, 55)});
  palette.set(kRunFill, {70, 150, 255});
  palette.set(kAggressorFill, {220, 70, 40});
  palette.set(kAggressorHot, {255, 240, 120});
  palette.set(kSparkBlock, {180, 220, 255});
  fill_fighter(palette, 0, key[1], false);
  fill_fighter(palette, 1, key[2], key[1] == key[2]);
  fill_fighter(palette, 2, key[3], false);
}

const TowerArt::Backdrop TowerArt::kBackdrops[kTowerStages] = {
    stone_hall, pit_bridge, temple, rooftop};

}  // namespace arena::games::tower
