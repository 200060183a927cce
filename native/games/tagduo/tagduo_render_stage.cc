// Tagduo's four stage backdrops (their colours, as every colour of tagduo, are
// configs/games/tagduo.toml's [art]): a temple courtyard, a city street at night, a jungle clearing
// and a hangar. Backdrops keep to the middle of the gray range with soft contrast, so the fighters
// (light tops, dark legs) stand out from them at 84x84 in gray.
#include "native/games/fight/banded_backdrop.h"
#include "native/games/tagduo/tagduo_render.h"
#include "native/render/banded_stage.h"

namespace arena::games::tagduo {
namespace {

using namespace fight::backdrop_names;

void temple(Canvas& canvas) {
  fight::draw_banded_sky(canvas, kScreen, 150);
  canvas.fill_rect(0, 110, kScreen.width, kScreen.floor_y, kNear);  // courtyard wall
  for (int x = 20; x < kScreen.width; x += 80) {            // pillars with lanterns
    canvas.fill_rect(x, 70, x + 14, kScreen.floor_y, kFar);
    canvas.fill_ellipse({x + 7, 120}, 6, 8, kFarDetail);
  }
  canvas.fill_rect(0, 60, kScreen.width, 72, kNearDetail);  // roof beam
  fight::draw_grid_floor(canvas, kScreen, 40);
}

void street(Canvas& canvas) {
  fight::draw_banded_sky(canvas, kScreen, 160);
  for (int x = 0; x < kScreen.width; x += 44) {  // buildings with lit windows
    const int top = 60 + (x * 29 % 60);
    canvas.fill_rect(x, top, x + 38, 190, kFar);
    for (int wy = top + 8; wy < 184; wy += 16) {
      canvas.fill_rect(x + 6, wy, x + 12, wy + 6, kFarDetail);
      canvas.fill_rect(x + 24, wy, x + 30, wy + 6, kFarDetail);
    }
  }
  canvas.fill_rect(0, 190, kScreen.width, kScreen.floor_y, kNear);
  for (int x = 30; x < kScreen.width; x += 100) canvas.fill_rect(x, 140, x + 4, 200, kNearDetail);
  fight::draw_grid_floor(canvas, kScreen, 80);
}

void jungle(Canvas& canvas) {
  fight::draw_banded_sky(canvas, kScreen, kScreen.floor_y);
  for (int x = 0; x < kScreen.width; x += 36) {  // trunks and leaves at two depths
    const uint8_t color = (x / 36) % 2 ? kFar : kNear;
    canvas.fill_rect(x + 10, 40, x + 20, kScreen.floor_y, color);
    canvas.fill_ellipse({x + 15, 50 + (x % 40)}, 22, 14, kFarDetail);
  }
  fight::draw_banded_floor(canvas, kScreen);
  for (int x = 24; x < kScreen.width; x += 60) {
    canvas.fill_ellipse({x, kScreen.floor_y + 10}, 12, 2, kFloorLine);
  }
}

void hangar(Canvas& canvas) {
  fight::draw_banded_sky(canvas, kScreen, 40);
  canvas.fill_rect(0, 40, kScreen.width, kScreen.floor_y, kNear);
  for (int x = 0; x < kScreen.width; x += 64) {  // girders
    const Point beam[4] = {{x, 40}, {x + 8, 40}, {x + 40, 110}, {x + 32, 110}};
    canvas.fill_convex(beam, kNearDetail);
  }
  canvas.fill_rect(60, 120, 260, kScreen.floor_y, kFar);  // the big door
  for (int y = 130; y < kScreen.floor_y; y += 14) canvas.fill_rect(60, y, 260, y + 2, kFarDetail);
  fight::draw_grid_floor(canvas, kScreen, 64);
}

}  // namespace

const TagduoArt::Backdrop TagduoArt::kBackdrops[kTagduoStages] = {temple, street, jungle, hangar};

}  // namespace arena::games::tagduo
