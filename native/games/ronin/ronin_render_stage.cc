// Ronin's five stage backdrops (their colours, as every colour of ronin, are
// configs/games/ronin.toml's [art]): a moonlit shrine, an autumn maple grove, a waterfall gorge, a
// burning castle and a grass plain at dusk. Backdrops are painted in muted ink-wash bands in the
// middle of the gray range, so the fighters (pale robes, dark hakama, a bright blade) stand out
// from them at 84x84 in gray.
#include "native/games/fight/banded_backdrop.h"
#include "native/games/ronin/ronin_render.h"
#include "native/render/banded_stage.h"

namespace arena::games::ronin {
namespace {

using namespace fight::backdrop_names;

void earth(Canvas& canvas) {
  fight::draw_banded_floor(canvas, kScreen);
  for (int x = 8; x < kScreen.width; x += 37) {  // pebbles and ruts
    canvas.fill_rect(x, kScreen.floor_y + 7 + x % 9, x + 14, kScreen.floor_y + 8 + x % 9,
                     kFloorLine);
  }
}

void shrine(Canvas& canvas) {
  fight::draw_banded_sky(canvas, kScreen, kScreen.floor_y);
  canvas.fill_ellipse({250, 46}, 20, 20, kFarDetail);  // moon
  const Point hill[4] = {{0, 150}, {120, 120}, {220, 130}, {0, 170}};
  canvas.fill_convex(hill, kFar);
  canvas.fill_rect(0, 150, kScreen.width, kScreen.floor_y, kFar);
  const Point roof[4] = {{70, 84}, {250, 84}, {224, 104}, {96, 104}};  // shrine roof
  canvas.fill_convex(roof, kNear);
  canvas.fill_rect(110, 104, 210, 170, kNear);
  canvas.fill_rect(120, 112, 200, 166, kNearDetail);
  for (int x = 126; x < 200; x += 14) canvas.fill_rect(x, 112, x + 2, 166, kNear);
  canvas.fill_rect(20, 80, 28, kScreen.floor_y, kNearDetail);  // torii
  canvas.fill_rect(292, 80, 300, kScreen.floor_y, kNearDetail);
  canvas.fill_rect(10, 76, 310, 82, kNearDetail);
  earth(canvas);
}

void maple(Canvas& canvas) {
  fight::draw_banded_sky(canvas, kScreen, kScreen.floor_y);
  for (int x = 0; x < kScreen.width; x += 64) {  // far trunks and crowns
    canvas.fill_rect(x + 28, 70, x + 34, kScreen.floor_y, kNear);
    canvas.fill_ellipse({x + 31, 60 + (x / 64) % 2 * 14}, 34, 26, kFar);
    canvas.fill_ellipse({x + 20, 52 + (x / 64) % 2 * 14}, 14, 10, kFarDetail);
  }
  for (int x = 10; x < kScreen.width; x += 29) {  // falling leaves
    canvas.fill_ellipse({x, 110 + (x * 7) % 70}, 2, 1, kNearDetail);
  }
  earth(canvas);
}

void waterfall(Canvas& canvas) {
  fight::draw_banded_sky(canvas, kScreen, 80);
  canvas.fill_rect(0, 60, 130, kScreen.floor_y, kFar);  // cliffs
  canvas.fill_rect(190, 50, kScreen.width, kScreen.floor_y, kFar);
  canvas.fill_rect(130, 40, 190, 176, kFarDetail);  // the fall
  for (int y = 48; y < 176; y += 16)
    canvas.fill_rect(140 + y % 20, y, 146 + y % 20, y + 9, kNearDetail);
  canvas.fill_ellipse({160, 178}, 60, 10, kNearDetail);  // spray
  for (int x = 0; x < 130; x += 26) canvas.fill_rect(x, 90 + x % 40, x + 18, 96 + x % 40, kNear);
  for (int x = 200; x < kScreen.width; x += 30)
    canvas.fill_rect(x, 80 + x % 50, x + 20, 86 + x % 50, kNear);
  canvas.fill_rect(0, 184, kScreen.width, kScreen.floor_y, kNear);
  earth(canvas);
}

void castle(Canvas& canvas) {
  fight::draw_banded_sky(canvas, kScreen, kScreen.floor_y);
  canvas.fill_rect(100, 110, 220, 176, kFar);  // keep, three tiers
  const Point roof1[4] = {{80, 110}, {240, 110}, {220, 96}, {100, 96}};
  canvas.fill_convex(roof1, kFar);
  canvas.fill_rect(120, 70, 200, 96, kFar);
  const Point roof2[4] = {{104, 70}, {216, 70}, {196, 56}, {124, 56}};
  canvas.fill_convex(roof2, kFar);
  canvas.fill_rect(140, 36, 180, 56, kFar);
  for (int x = 110; x < 210; x += 18)
    canvas.fill_rect(x, 120, x + 8, 132, kFarDetail);  // fire-lit windows
  for (int x = 0; x < kScreen.width; x += 23) {         // flames along the walls
    canvas.fill_ellipse({x, 172 - (x * 13) % 14}, 8, 14, kNearDetail);
  }
  canvas.fill_rect(0, 176, kScreen.width, kScreen.floor_y, kNear);
  earth(canvas);
}

void plain(Canvas& canvas) {
  fight::draw_banded_sky(canvas, kScreen, 150);
  const Point mountain[3] = {{40, 150}, {140, 70}, {240, 150}};
  canvas.fill_convex(mountain, kFar);
  const Point ridge[3] = {{180, 150}, {260, 96}, {340, 150}};
  canvas.fill_convex(ridge, kFar);
  canvas.fill_rect(0, 150, kScreen.width, kScreen.floor_y, kNear);
  for (int x = 2; x < kScreen.width; x += 7) {  // tall grass
    canvas.thick_line({x, kScreen.floor_y}, {x + 3, 150 + (x * 11) % 24}, 1, kNearDetail);
  }
  earth(canvas);
}

}  // namespace

const RoninArt::Backdrop RoninArt::kBackdrops[kRoninStages] = {
    shrine, maple, waterfall, castle, plain};

}  // namespace arena::games::ronin
