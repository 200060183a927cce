// The eight stage backdrops of triad, drawn once per output size and copied every frame, and
// their palette entries. Each stage has its own 32 colours (configs/games/triad.toml's
// [[art.stages]]): a 12-band sky (or wall) gradient, a 6-band floor gradient, stage props, and
// the two colours of the electrified danger-zone posts at the stage edges. Backdrops stay in a
// middle band of brightness so that both light and dark outfits stand out from them in gray
// frames.
#include <cstddef>
#include <vector>

#include "native/games/triad/triad_render.h"
#include "native/render/banded_stage.h"

namespace arena::games::triad {
namespace {

using render::Canvas;
using render::Point;
using render::Rgb;

constexpr int kSkyBands = 12;
constexpr uint8_t kSky = 0;
constexpr int kFloorBands = 6;
constexpr uint8_t kFloor = 12;
constexpr uint8_t kProp = kStageProps;  // kProp + i: stage-specific colours
constexpr uint8_t kDangerA = kStageDangerA;
constexpr uint8_t kDangerB = kStageDangerB;
constexpr int kHorizonY = 150;

void draw_gradients(Canvas& canvas) {
  for (int i = 0; i < kSkyBands; ++i) {
    canvas.fill_rect(0, kScreen.floor_y * i / kSkyBands, kScreen.width,
                     kScreen.floor_y * (i + 1) / kSkyBands, kSky + i);
  }
  const int floor_height = kScreen.height - kScreen.floor_y;
  for (int i = 0; i < kFloorBands; ++i) {
    canvas.fill_rect(0, kScreen.floor_y + floor_height * i / kFloorBands, kScreen.width,
                     kScreen.floor_y + floor_height * (i + 1) / kFloorBands, kFloor + i);
  }
}

void draw_danger_posts(Canvas& canvas) {
  constexpr int kTop = 70;
  constexpr int kStripe = 8;
  for (int y = kTop; y < kScreen.floor_y; y += kStripe) {
    const uint8_t color = ((y - kTop) / kStripe) % 2 == 0 ? kDangerA : kDangerB;
    canvas.fill_rect(0, y, kDangerWidth, y + kStripe, color);
    canvas.fill_rect(kScreen.width - kDangerWidth, y, kScreen.width, y + kStripe, color);
  }
  canvas.fill_rect(0, kTop - 4, kDangerWidth + 2, kTop, kDangerB);
  canvas.fill_rect(kScreen.width - kDangerWidth - 2, kTop - 4, kScreen.width, kTop, kDangerB);
}

void draw_dojo(Canvas& c) {
  for (int x = 16; x < kScreen.width; x += 48) {
    c.fill_rect(x, 40, x + 40, 170, kProp + 1);  // paper panels
    for (int y = 56; y < 170; y += 28) c.fill_rect(x, y, x + 40, y + 2, kProp + 2);
    c.fill_rect(x + 19, 40, x + 21, 170, kProp + 2);
  }
  c.fill_rect(0, 32, kScreen.width, 40, kProp);  // beams
  c.fill_rect(0, 170, kScreen.width, 178, kProp);
  for (int x = 8; x < kScreen.width; x += 48) c.fill_rect(x, 32, x + 8, kScreen.floor_y, kProp);
  c.fill_rect(104, 44, 152, 64, kProp + 3);  // banner
  for (int y = kScreen.floor_y + 6; y < kScreen.height; y += 7) {
    c.fill_rect(0, y, kScreen.width, y + 1, kProp);  // planks
  }
}

void draw_beach(Canvas& c) {
  c.fill_ellipse({180, kHorizonY - 8}, 26, 26, kProp);  // sun
  c.fill_rect(0, kHorizonY, kScreen.width, kScreen.floor_y, kProp + 1);  // sea
  for (int y = kHorizonY + 6; y < kScreen.floor_y; y += 10) {
    for (int x = (y * 7) % 40; x < kScreen.width; x += 40) {
      c.fill_rect(x, y, x + 18, y + 2, kProp + 3);  // waves
    }
  }
  c.thick_line({30, kScreen.floor_y}, {44, 110}, 5, kProp + 4);  // palm
  c.fill_ellipse({44, 108}, 22, 6, kProp + 2);
}

void draw_rooftop(Canvas& c) {
  c.fill_ellipse({200, 40}, 12, 12, kProp + 3);  // moon
  const int heights[] = {70, 110, 90, 130, 80, 120, 100, 75};
  for (int i = 0; i < 8; ++i) {
    const int x = i * 32;
    const int top = kScreen.floor_y - heights[i] - 30;
    c.fill_rect(x + 2, top, x + 30, kScreen.floor_y, i % 2 ? kProp : kProp + 1);
    for (int y = top + 8; y < kScreen.floor_y - 30; y += 12) {
      for (int wx = x + 6; wx < x + 26; wx += 8) {
        if ((wx * 13 + y * 7) % 5 < 2) c.fill_rect(wx, y, wx + 4, y + 6, kProp + 2);
      }
    }
  }
  c.fill_rect(0, kScreen.floor_y - 18, kScreen.width, kScreen.floor_y - 15, kProp + 4);  // railing
  for (int x = 10; x < kScreen.width; x += 20) {
    c.fill_rect(x, kScreen.floor_y - 18, x + 2, kScreen.floor_y, kProp + 4);
  }
}

void draw_bamboo(Canvas& c) {
  for (int i = 0; i < 14; ++i) {
    const int x = 6 + i * 19 + (i * 7) % 9;
    const uint8_t color = i % 3 == 0 ? kProp + 1 : kProp;
    c.fill_rect(x, 0, x + 6, kScreen.floor_y, color);
    for (int y = 20 + (i * 11) % 30; y < kScreen.floor_y; y += 36) {
      c.fill_rect(x - 1, y, x + 7, y + 2, kProp + 3);  // joints
    }
    c.thick_line({x + 6, 60 + i * 5}, {x + 20, 50 + i * 5}, 3, kProp + 2);  // leaves
  }
}

void draw_snow(Canvas& c) {
  const Point far[] = {{-40, kHorizonY}, {60, 60}, {150, kHorizonY}};
  c.fill_convex(far, kProp);
  const Point near[] = {{90, kHorizonY + 20}, {190, 50}, {300, kHorizonY + 20}};
  c.fill_convex(near, kProp + 3);
  const Point cap[] = {{172, 68}, {190, 50}, {208, 68}};
  c.fill_convex(cap, kProp + 1);
  c.fill_rect(0, kHorizonY + 10, kScreen.width, kScreen.floor_y, kFloor);
  for (int x = 20; x < kScreen.width; x += 52) {
    const Point tree[] = {
        {x, kScreen.floor_y - 4}, {x + 10, kScreen.floor_y - 44}, {x + 20, kScreen.floor_y - 4}};
    c.fill_convex(tree, kProp + 2);
  }
}

void draw_volcano(Canvas& c) {
  const Point cone[] = {{40, kHorizonY}, {110, 70}, {146, 70}, {216, kHorizonY}};
  c.fill_convex(cone, kProp + 2);
  c.fill_ellipse({128, 71}, 16, 3, kProp);  // crater glow
  const Point lava[] = {{124, 72}, {133, 72}, {116, kHorizonY}, {102, kHorizonY}};
  c.fill_convex(lava, kProp);
  c.fill_rect(0, kHorizonY, kScreen.width, kScreen.floor_y, kProp + 2);
  for (int x = 24; x < kScreen.width; x += 72) {
    c.fill_rect(x, 60, x + 18, kScreen.floor_y, kProp + 1);  // pillars
    c.fill_rect(x - 4, 54, x + 22, 62, kProp + 1);
  }
  for (int x = 0; x < kScreen.width; x += 37) {
    c.thick_line({x, kScreen.floor_y + 8}, {x + 14, kScreen.floor_y + 18}, 2, kProp + 3);  // cracks
  }
}

void draw_desert(Canvas& c) {
  c.fill_ellipse({60, kHorizonY + 20}, 90, 30, kProp);  // dunes
  c.fill_ellipse({210, kHorizonY + 24}, 100, 34, kProp + 1);
  for (int x = 30; x < kScreen.width; x += 80) {
    const int top = 80 + (x * 3) % 40;
    c.fill_rect(x, top, x + 16, kScreen.floor_y, kProp + 2);  // broken columns
    c.fill_rect(x - 3, top, x + 19, top + 5, kProp + 3);
  }
  c.fill_ellipse({220, 36}, 14, 14, kProp + 4);  // sun
}

void draw_neon(Canvas& c) {
  for (int x = 0; x < kScreen.width; x += 16) {  // cage
    c.fill_rect(x, 20, x + 1, kScreen.floor_y, kProp + 2);
  }
  for (int y = 20; y < kScreen.floor_y; y += 16) c.fill_rect(0, y, kScreen.width, y + 1, kProp + 2);
  c.fill_rect(0, 60, kScreen.width, 62, kProp);  // neon tubes
  c.fill_rect(0, 120, kScreen.width, 122, kProp + 1);
  const Point light_a[] = {{40, 20}, {52, 20}, {90, kScreen.floor_y}, {10, kScreen.floor_y}};
  c.fill_convex(light_a, kProp + 3);
  const Point light_b[] = {{204, 20}, {216, 20}, {246, kScreen.floor_y}, {166, kScreen.floor_y}};
  c.fill_convex(light_b, kProp + 3);
  for (int x = 0; x < kScreen.width; x += 32) {
    c.fill_rect(x, kScreen.floor_y, x + 2, kScreen.height, kProp + 2);  // floor plates
  }
}

}  // namespace

void set_stage_colors(render::Palette& palette, const fight::StageColors& stage) {
  const std::vector<Rgb>& named = stage.named;  // kStageColorNames' order
  render::set_gradient(palette, kSky, kSkyBands, named[0], named[1]);
  render::set_gradient(palette, kFloor, kFloorBands, named[2], named[3]);
  for (int i = 0; i < kMaxStageProps; ++i) {  // black where the stage has no such prop
    const bool has = static_cast<size_t>(i) < stage.props.size();
    palette.set(static_cast<uint8_t>(kProp + i), has ? stage.props[i] : Rgb{});
  }
  palette.set(kDangerA, named[4]);
  palette.set(kDangerB, named[5]);
}

void TriadArt::draw_stage(Canvas& canvas, int arena) {
  draw_gradients(canvas);
  switch (arena % kStageCount) {
    case 0: draw_dojo(canvas); break;
    case 1: draw_beach(canvas); break;
    case 2: draw_rooftop(canvas); break;
    case 3: draw_bamboo(canvas); break;
    case 4: draw_snow(canvas); break;
    case 5: draw_volcano(canvas); break;
    case 6: draw_desert(canvas); break;
    default: draw_neon(canvas); break;
  }
  canvas.fill_rect(0, kScreen.floor_y, kScreen.width, kScreen.floor_y + 1, kFloor);  // floor edge
  draw_danger_posts(canvas);
}

}  // namespace arena::games::triad
