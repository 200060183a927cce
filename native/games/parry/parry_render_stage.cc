// Parry's six stage backdrops (their colours, as every colour of parry, are
// configs/games/parry.toml's [art]): a dojo hall, a rooftop at dusk, a harbour at night, a bamboo
// grove, a snowy temple court and a lantern market. Backdrops keep to the middle of the gray range
// with soft contrast, so the fighters (light tops, dark legs) stand out from them at 84x84 in gray.
#include "native/games/fight/banded_backdrop.h"
#include "native/games/parry/parry_render.h"
#include "native/render/banded_stage.h"

namespace arena::games::parry {
namespace {

using namespace fight::backdrop_names;

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

}  // namespace

const ParryArt::Backdrop ParryArt::kBackdrops[kParryStages] = {
    dojo, rooftop, harbour, bamboo, snow_temple, market};

}  // namespace arena::games::parry
