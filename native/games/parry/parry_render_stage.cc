// Parry's palette (stage, HUD, fighters) and its six stage backdrops: a dojo hall, a rooftop
// at dusk, a harbour at night, a bamboo grove, a snowy temple court and a lantern market.
// Backdrops keep to the middle of the gray range with soft contrast, so the fighters (light
// tops, dark legs) stand out from them at 84x84 in gray.
#include "native/games/fight/banded_backdrop.h"
#include "native/games/parry/parry_render.h"
#include "native/render/banded_stage.h"
#include "native/render/fighter_palette.h"

namespace arena::games::parry {
namespace {

using enum render::BandedStageIndex;
using render::Canvas;
using render::Point;

// Per stage: sky top, sky bottom, far scenery, far detail, near scenery, near detail, floor,
// floor line.
constexpr render::BandedStageColors kStages[kParryStages] = {
    {{120, 84, 52},
     {150, 108, 70},
     {186, 160, 120},
     {96, 70, 46},
     {110, 76, 48},
     {70, 46, 30},
     {138, 100, 64},
     {104, 74, 46}},  // dojo
    {{70, 50, 100},
     {220, 130, 80},
     {60, 50, 80},
     {230, 200, 120},
     {90, 90, 100},
     {60, 60, 70},
     {120, 118, 120},
     {90, 88, 92}},  // rooftop
    {{16, 24, 56},
     {48, 70, 120},
     {30, 40, 70},
     {230, 230, 200},
     {70, 56, 40},
     {40, 30, 24},
     {96, 76, 52},
     {64, 50, 34}},  // harbour
    {{120, 160, 110},
     {170, 200, 140},
     {70, 120, 60},
     {50, 90, 40},
     {90, 140, 70},
     {60, 100, 50},
     {130, 110, 80},
     {100, 84, 60}},  // bamboo
    {{170, 180, 200},
     {210, 214, 224},
     {150, 60, 50},
     {90, 40, 36},
     {120, 124, 140},
     {90, 94, 110},
     {196, 200, 210},
     {160, 166, 180}},  // snow temple
    {{40, 30, 50},
     {90, 60, 70},
     {110, 70, 50},
     {240, 170, 70},
     {80, 50, 40},
     {200, 60, 40},
     {110, 96, 84},
     {84, 72, 62}},  // market
};

// Twelve characters, in the TOML's order.
constexpr render::CharacterColors kCharacters[] = {
    {{236, 190, 150},
     {40, 30, 24},
     {{245, 245, 240}, {60, 70, 130}, {220, 50, 40}, {70, 150, 80}},
     {30, 30, 30}},
    {{200, 140, 100},
     {200, 60, 30},
     {{250, 200, 90}, {80, 40, 90}, {40, 120, 220}, {230, 110, 40}},
     {240, 240, 240}},
    {{180, 120, 86},
     {20, 18, 16},
     {{220, 220, 230}, {40, 40, 50}, {160, 40, 170}, {60, 130, 130}},
     {200, 40, 40}},
    {{240, 200, 170},
     {240, 220, 120},
     {{250, 220, 230}, {100, 30, 60}, {60, 190, 230}, {240, 150, 40}},
     {250, 250, 250}},
    {{150, 100, 70},
     {30, 24, 20},
     {{240, 240, 240}, {40, 40, 40}, {230, 60, 60}, {50, 100, 210}},
     {240, 200, 40}},
    {{226, 176, 136},
     {90, 60, 40},
     {{250, 230, 140}, {110, 50, 24}, {250, 140, 40}, {150, 160, 170}},
     {150, 40, 30}},
    {{210, 160, 120},
     {60, 60, 66},
     {{210, 240, 250}, {40, 56, 40}, {50, 200, 120}, {200, 80, 200}},
     {30, 50, 90}},
    {{246, 206, 176},
     {170, 70, 40},
     {{250, 250, 200}, {90, 30, 30}, {250, 90, 140}, {90, 200, 200}},
     {60, 30, 20}},
    {{170, 120, 90},
     {230, 230, 230},
     {{230, 230, 210}, {50, 50, 80}, {200, 180, 40}, {120, 60, 30}},
     {120, 30, 30}},
    {{236, 196, 160},
     {30, 40, 80},
     {{240, 246, 250}, {30, 60, 90}, {40, 160, 240}, {250, 200, 60}},
     {250, 250, 250}},
    {{196, 136, 96},
     {200, 160, 60},
     {{250, 210, 170}, {70, 30, 20}, {230, 80, 20}, {90, 140, 60}},
     {40, 40, 40}},
    {{230, 180, 140},
     {80, 20, 20},
     {{240, 240, 250}, {60, 20, 80}, {180, 20, 40}, {40, 80, 60}},
     {220, 190, 60}},
};

// Every fighter's legs (its main colour, darkened) and glow (specials, projectiles).
constexpr render::FighterTints kTints = {.legs = {20, 20, 26},
                                         .legs_percent = 65,
                                         .glow = {120, 200, 255},
                                         .glow_percent = 60,
                                         .glow_core = {250, 250, 255}};

void dojo(Canvas& canvas) {
  fight::draw_banded_sky(canvas, kScreen, 40);
  canvas.fill_rect(0, 40, kScreen.width, kScreen.floor_y, kNear);
  for (int x = 16; x < kScreen.width; x += 72) {  // paper screens with a lattice
    canvas.fill_rect(x, 70, x + 56, 180, kFar);
    for (int gx = x + 14; gx < x + 56; gx += 14) canvas.fill_rect(gx, 70, gx + 2, 180, kFarDetail);
    for (int gy = 92; gy < 180; gy += 22) canvas.fill_rect(x, gy, x + 56, gy + 2, kFarDetail);
  }
  canvas.fill_rect(0, 40, kScreen.width, 52, kNearDetail);  // beam
  canvas.fill_rect(150, 56, 234, 66, kFarDetail);          // name board
  fight::draw_grid_floor(canvas, kScreen, 48);
}

void rooftop(Canvas& canvas) {
  fight::draw_banded_sky(canvas, kScreen, 150);
  canvas.fill_ellipse({300, 120}, 22, 22, kFarDetail);  // setting sun
  for (int x = 0; x < kScreen.width; x += 40) {          // skyline
    const int top = 90 + (x * 37 % 50);
    canvas.fill_rect(x, top, x + 34, 170, kFar);
    for (int wy = top + 8; wy < 164; wy += 14)
      canvas.fill_rect(x + 8, wy, x + 12, wy + 5, kFarDetail);
  }
  canvas.fill_rect(0, 170, kScreen.width, kScreen.floor_y, kNear);
  for (int x = 0; x < kScreen.width; x += 24) {
    canvas.fill_rect(x, 176, x + 3, kScreen.floor_y, kNearDetail);
  }
  canvas.fill_rect(0, 174, kScreen.width, 178, kNearDetail);  // railing
  fight::draw_grid_floor(canvas, kScreen, 96);
}

void harbour(Canvas& canvas) {
  fight::draw_banded_sky(canvas, kScreen, 160);
  canvas.fill_ellipse({80, 50}, 14, 14, kFarDetail);  // moon
  canvas.fill_rect(0, 150, kScreen.width, 180, kFar);  // water
  for (int x = 10; x < kScreen.width; x += 46) canvas.fill_rect(x, 160, x + 20, 162, kFarDetail);
  const Point hull[4] = {{230, 140}, {330, 140}, {316, 158}, {244, 158}};
  canvas.fill_convex(hull, kNear);
  canvas.fill_rect(278, 80, 282, 140, kNearDetail);  // mast
  canvas.fill_rect(0, 180, kScreen.width, kScreen.floor_y, kNear);
  for (int x = 12; x < kScreen.width; x += 60) {
    canvas.fill_rect(x, 168, x + 8, kScreen.floor_y, kNearDetail);
  }
  fight::draw_grid_floor(canvas, kScreen, 32);
}

void bamboo(Canvas& canvas) {
  fight::draw_banded_sky(canvas, kScreen, kScreen.floor_y);
  for (int x = 6; x < kScreen.width; x += 26) {  // stalks, two depths
    const uint8_t color = (x / 26) % 2 ? kFar : kNear;
    canvas.fill_rect(x, 0, x + 8, kScreen.floor_y, color);
    for (int y = 20 + (x % 30); y < kScreen.floor_y; y += 38)
      canvas.fill_rect(x, y, x + 8, y + 2, kFarDetail);
  }
  fight::draw_banded_floor(canvas, kScreen);
  for (int x = 20; x < kScreen.width; x += 70)
    canvas.fill_ellipse({x, kScreen.floor_y + 10}, 12, 2, kFloorLine);
}

void snow_temple(Canvas& canvas) {
  fight::draw_banded_sky(canvas, kScreen, 150);
  canvas.fill_rect(0, 120, kScreen.width, 160, kNear);  // wall
  canvas.fill_rect(120, 60, 132, kScreen.floor_y, kFar);       // torii pillars
  canvas.fill_rect(252, 60, 264, kScreen.floor_y, kFar);
  canvas.fill_rect(104, 54, 280, 64, kFar);  // lintels
  canvas.fill_rect(112, 76, 272, 83, kFarDetail);
  canvas.fill_rect(0, 160, kScreen.width, kScreen.floor_y, kNearDetail);
  fight::draw_banded_floor(canvas, kScreen);
  for (int x = 30; x < kScreen.width; x += 64) canvas.fill_ellipse({x, 40 + x % 50}, 2, 2, kFloor);
}

void market(Canvas& canvas) {
  fight::draw_banded_sky(canvas, kScreen, 120);
  for (int x = 0; x < kScreen.width; x += 96) {  // stalls with awnings
    canvas.fill_rect(x + 4, 100, x + 90, 180, kFar);
    const Point awning[4] = {{x, 92}, {x + 94, 92}, {x + 90, 108}, {x + 4, 108}};
    canvas.fill_convex(awning, kNearDetail);
  }
  for (int x = 40; x < kScreen.width; x += 96) canvas.fill_ellipse({x, 70}, 7, 9, kFarDetail);
  canvas.fill_rect(0, 70, kScreen.width, 71, kNear);  // lantern string
  canvas.fill_rect(0, 180, kScreen.width, kScreen.floor_y, kNear);
  fight::draw_grid_floor(canvas, kScreen, 20);
}

/// Parry's own palette entries (its HUD gauges and effects).
constexpr fight::GameColor kOwnColors[] = {
    {kSuperFill, {60, 150, 250}},   {kSuperFull, {140, 250, 250}}, {kStunFill, {250, 120, 200}},
    {kSparkParry, {110, 170, 255}}, {kSparkCore, {255, 255, 240}}, {kDizzyStar, {255, 240, 90}},
};

}  // namespace

const fight::OutfitColors ParryArt::kColors = {.stages = kStages,
                                               .hud = {},  // the kit's HUD colours
                                               .own = kOwnColors,
                                               .characters = kCharacters,
                                               .tints = kTints};

const ParryArt::Backdrop ParryArt::kBackdrops[kParryStages] = {
    dojo, rooftop, harbour, bamboo, snow_temple, market};

}  // namespace arena::games::parry
