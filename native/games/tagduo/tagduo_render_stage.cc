// Tagduo's palette (stage, HUD, fighters) and its four stage backdrops: a temple courtyard, a
// city street at night, a jungle clearing and a hangar. Backdrops keep to the middle of the
// gray range with soft contrast, so the fighters (light tops, dark legs) stand out from them at
// 84x84 in gray.
#include "native/games/fight/banded_backdrop.h"
#include "native/games/tagduo/tagduo_render.h"
#include "native/render/banded_stage.h"
#include "native/render/fighter_palette.h"

namespace arena::games::tagduo {
namespace {

using enum render::BandedStageIndex;
using render::Canvas;
using render::Point;

// Per stage: sky top, sky bottom, far scenery, far detail, near scenery, near detail, floor,
// floor line.
constexpr render::BandedStageColors kStages[kTagduoStages] = {
    {{150, 170, 200},
     {200, 200, 190},
     {140, 110, 90},
     {100, 70, 56},
     {120, 100, 80},
     {84, 66, 52},
     {150, 130, 104},
     {112, 96, 76}},  // temple courtyard
    {{20, 24, 52},
     {60, 60, 100},
     {50, 54, 80},
     {220, 200, 110},
     {80, 80, 96},
     {50, 50, 62},
     {100, 100, 108},
     {70, 70, 78}},  // night street
    {{110, 150, 110},
     {160, 190, 130},
     {60, 110, 60},
     {40, 80, 40},
     {80, 120, 70},
     {50, 90, 44},
     {124, 104, 76},
     {96, 80, 58}},  // jungle
    {{90, 96, 104},
     {130, 134, 140},
     {110, 114, 120},
     {70, 74, 80},
     {96, 100, 104},
     {60, 64, 70},
     {120, 120, 116},
     {90, 90, 86}},  // hangar
};

// Eight characters, in the TOML's order: skin, hair, main colour per outfit (1-2 used), trim.
constexpr render::CharacterColors kCharacters[] = {
    {{236, 190, 150},
     {30, 24, 20},
     {{230, 230, 236}, {60, 60, 70}, {230, 230, 236}, {60, 60, 70}},
     {200, 40, 40}},  // Kaito
    {{240, 200, 170},
     {220, 190, 90},
     {{120, 40, 140}, {40, 40, 50}, {120, 40, 140}, {40, 40, 50}},
     {240, 240, 240}},  // Vesna
    {{180, 120, 86},
     {50, 30, 20},
     {{200, 120, 40}, {90, 60, 30}, {200, 120, 40}, {90, 60, 30}},
     {250, 220, 80}},  // Gorr
    {{246, 206, 176},
     {20, 20, 26},
     {{80, 170, 220}, {230, 120, 160}, {80, 170, 220}, {230, 120, 160}},
     {250, 250, 250}},  // Mei
    {{110, 76, 50},
     {90, 60, 40},
     {{110, 76, 50}, {70, 50, 34}, {110, 76, 50}, {70, 50, 34}},
     {230, 200, 160}},  // Bruin
    {{236, 236, 230},
     {30, 30, 30},
     {{236, 236, 230}, {200, 200, 196}, {236, 236, 230}, {200, 200, 196}},
     {30, 30, 30}},  // Ursa
    {{210, 160, 120},
     {60, 40, 30},
     {{60, 110, 70}, {150, 40, 40}, {60, 110, 70}, {150, 40, 40}},
     {220, 220, 200}},  // Rook
    {{200, 140, 100},
     {240, 240, 240},
     {{40, 40, 44}, {220, 60, 60}, {40, 40, 44}, {220, 60, 60}},
     {250, 200, 40}},  // Sable
};

constexpr render::FighterTints kTints = {.legs = {20, 20, 26},
                                         .legs_percent = 65,
                                         .glow = {255, 210, 120},
                                         .glow_percent = 60,
                                         .glow_core = {255, 250, 230}};

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

/// Tagduo's own palette entries (its HUD gauges and effects).
constexpr fight::GameColor kOwnColors[] = {
    {kRecoverable, {220, 40, 40}}, {kPartnerHealth, {60, 160, 220}},  {kSparkCore, {255, 255, 240}},
    {kTagFlash, {255, 250, 190}},  {kSidestepTrail, {170, 190, 230}},
};

}  // namespace

const fight::OutfitColors TagduoArt::kColors = {
    .stages = kStages,
    .hud = {.bar_back = {40, 30, 40}, .health = {80, 220, 90}, .health_low = {240, 200, 40}},
    .own = kOwnColors,
    .characters = kCharacters,
    .tints = kTints};

const TagduoArt::Backdrop TagduoArt::kBackdrops[kTagduoStages] = {temple, street, jungle, hangar};

}  // namespace arena::games::tagduo
