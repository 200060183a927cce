// Trio's four stage backdrops (their colours, as every colour of trio, are
// configs/games/trio.toml's [art]): a harbour at dusk, desert ruins, a snowy shrine and a neon
// rooftop. Backdrops keep to the middle of the gray range with soft contrast, so the fighters
// (light tops, dark legs) stand out from them at 84x84 in gray.
#include "native/games/fight/banded_backdrop.h"
#include "native/games/trio/trio_render.h"
#include "native/render/banded_stage.h"

namespace arena::games::trio {
namespace {

using namespace fight::backdrop_names;

/// The floor: planks, lines across at `spacing`.
void planks(Canvas& canvas, int spacing) {
  fight::draw_banded_floor(canvas, kScreen);
  for (int x = spacing / 2; x < kScreen.width; x += spacing) {
    canvas.fill_rect(x, kScreen.floor_y + 2, x + 1, kScreen.height, kFloorLine);
  }
}

void harbour(Canvas& canvas) {
  fight::draw_banded_sky(canvas, kScreen, 150);
  canvas.fill_rect(0, 150, kScreen.width, 176, kFar);  // the water
  for (int x = 10; x < kScreen.width; x += 70) {        // moored boats' masts and hulls
    canvas.fill_rect(x + 20, 90, x + 23, 156, kNearDetail);
    const Point hull[4] = {{x, 150}, {x + 50, 150}, {x + 42, 162}, {x + 8, 162}};
    canvas.fill_convex(hull, kNear);
  }
  for (int x = 0; x < kScreen.width; x += 24) canvas.fill_rect(x, 166, x + 10, 167, kFarDetail);
  canvas.fill_rect(0, 176, kScreen.width, kScreen.floor_y, kNear);  // the quay's edge
  planks(canvas, 32);
}

void ruins(Canvas& canvas) {
  fight::draw_banded_sky(canvas, kScreen, 170);
  const Point dune[5] = {{0, 150}, {140, 120}, {320, 150}, {320, 170}, {0, 170}};
  canvas.fill_convex(dune, kFar);
  for (int x = 16; x < kScreen.width; x += 90) {  // broken columns
    const int top = 90 + (x * 37 % 40);
    canvas.fill_rect(x, top, x + 18, kScreen.floor_y, kNear);
    canvas.fill_rect(x - 3, top, x + 21, top + 6, kNearDetail);
  }
  canvas.fill_rect(0, 180, kScreen.width, kScreen.floor_y, kFarDetail);
  fight::draw_banded_floor(canvas, kScreen);
}

void shrine(Canvas& canvas) {
  fight::draw_banded_sky(canvas, kScreen, 140);
  const Point peak[3] = {{40, 140}, {130, 60}, {220, 140}};
  canvas.fill_convex(peak, kFar);
  canvas.fill_rect(110, 90, 210, 100, kFarDetail);  // the gate's beams
  canvas.fill_rect(120, 104, 200, 110, kFarDetail);
  canvas.fill_rect(126, 100, 134, kScreen.floor_y, kFarDetail);
  canvas.fill_rect(186, 100, 194, kScreen.floor_y, kFarDetail);
  canvas.fill_rect(0, 140, kScreen.width, kScreen.floor_y, kNear);
  for (int x = 8; x < kScreen.width; x += 52) canvas.fill_ellipse({x, 160}, 14, 8, kNearDetail);
  planks(canvas, 48);
}

void rooftop(Canvas& canvas) {
  fight::draw_banded_sky(canvas, kScreen, kScreen.floor_y);
  for (int x = 0; x < kScreen.width; x += 40) {  // towers with signs
    const int top = 50 + (x * 53 % 70);
    canvas.fill_rect(x, top, x + 34, kScreen.floor_y, kFar);
    canvas.fill_rect(x + 6, top + 10, x + 28, top + 16, (x / 40) % 2 ? kFarDetail : kNearDetail);
  }
  canvas.fill_rect(0, 180, kScreen.width, kScreen.floor_y, kNear);
  planks(canvas, 64);
}

}  // namespace

const TrioArt::Backdrop TrioArt::kBackdrops[kTrioStages] = {harbour, ruins, shrine, rooftop};

}  // namespace arena::games::trio
