// Ronin's palette (stage, HUD, fighters) and its five stage backdrops: a moonlit shrine, an
// autumn maple grove, a waterfall gorge, a burning castle and a grass plain at dusk. Backdrops
// are painted in muted ink-wash bands in the middle of the gray range, so the fighters (pale
// robes, dark hakama, a bright blade) stand out from them at 84x84 in gray.
#include "native/games/fight/banded_backdrop.h"
#include "native/games/ronin/ronin_render.h"
#include "native/render/banded_stage.h"
#include "native/render/fighter_palette.h"

namespace arena::games::ronin {
namespace {

using enum render::BandedStageIndex;
using render::Canvas;
using render::Point;

// Per stage: sky top, sky bottom, far scenery, far detail, near scenery, near detail, floor,
// floor line.
constexpr render::BandedStageColors kStages[kRoninStages] = {
    {{24, 30, 60},
     {70, 80, 120},
     {50, 56, 84},
     {236, 232, 200},
     {84, 40, 36},
     {150, 60, 44},
     {110, 100, 92},
     {80, 72, 66}},  // moonlit shrine
    {{200, 150, 100},
     {230, 190, 130},
     {170, 80, 40},
     {220, 120, 50},
     {90, 60, 40},
     {200, 90, 40},
     {140, 110, 76},
     {110, 84, 58}},  // maple grove
    {{110, 140, 150},
     {160, 180, 180},
     {90, 100, 96},
     {220, 234, 240},
     {70, 80, 72},
     {120, 150, 160},
     {120, 118, 110},
     {92, 90, 84}},  // waterfall gorge
    {{60, 20, 24},
     {200, 80, 40},
     {40, 30, 34},
     {250, 160, 60},
     {70, 50, 46},
     {230, 110, 40},
     {100, 80, 70},
     {70, 56, 50}},  // burning castle
    {{90, 80, 120},
     {230, 160, 110},
     {100, 90, 120},
     {150, 120, 70},
     {120, 120, 70},
     {160, 150, 80},
     {130, 120, 80},
     {100, 92, 60}},  // grass plain
};

// Ten characters, in the TOML's order.
constexpr render::CharacterColors kCharacters[] = {
    {{232, 186, 146},
     {30, 24, 20},
     {{236, 232, 220}, {60, 70, 120}, {200, 60, 50}, {90, 130, 90}},
     {120, 30, 30}},  // Haku
    {{240, 200, 170},
     {160, 40, 60},
     {{250, 210, 220}, {80, 30, 70}, {240, 120, 60}, {60, 160, 200}},
     {250, 250, 250}},  // Suzu
    {{170, 116, 84},
     {20, 18, 16},
     {{210, 200, 170}, {70, 50, 30}, {150, 50, 40}, {60, 90, 110}},
     {220, 180, 60}},  // Gonta
    {{236, 196, 160},
     {60, 40, 30},
     {{220, 236, 246}, {30, 50, 80}, {90, 170, 220}, {170, 150, 200}},
     {240, 240, 240}},  // Iori
    {{210, 160, 120},
     {20, 20, 24},
     {{200, 200, 210}, {34, 34, 40}, {120, 40, 140}, {50, 110, 70}},
     {200, 40, 40}},  // Kagero
    {{246, 210, 180},
     {40, 30, 60},
     {{250, 240, 200}, {100, 40, 40}, {230, 80, 120}, {90, 200, 170}},
     {60, 40, 30}},  // Mitsu
    {{180, 124, 90},
     {200, 200, 200},
     {{230, 220, 200}, {50, 50, 60}, {180, 160, 40}, {120, 60, 30}},
     {140, 30, 30}},  // Tessai
    {{230, 180, 140},
     {90, 30, 30},
     {{246, 230, 240}, {60, 20, 60}, {200, 40, 70}, {70, 120, 160}},
     {230, 190, 70}},  // Ayame
    {{200, 150, 110},
     {230, 220, 200},
     {{240, 200, 120}, {120, 50, 20}, {250, 140, 40}, {140, 140, 150}},
     {80, 30, 20}},  // Ryuen
    {{226, 180, 140},
     {230, 230, 236},
     {{240, 244, 250}, {40, 40, 60}, {60, 140, 220}, {150, 40, 40}},
     {30, 30, 30}},  // Shiro
};

// Every fighter's legs (its main colour, darkened) and glow (specials, projectiles).
constexpr render::FighterTints kTints = {.legs = {24, 22, 30},
                                         .legs_percent = 70,
                                         .glow = {255, 60, 30},
                                         .glow_percent = 70,
                                         .glow_core = {255, 230, 160}};

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

/// Ronin's own palette entries (its HUD gauges and effects).
constexpr fight::GameColor kOwnColors[] = {
    {kWeaponFill, {200, 210, 230}}, {kWeaponLow, {110, 110, 130}}, {kRageFill, {220, 90, 40}},
    {kRageOn, {255, 50, 30}},       {kPowerFill, {90, 160, 220}},  {kPowerFull, {170, 240, 255}},
    {kSparkClash, {255, 250, 160}}, {kSparkCore, {255, 255, 255}}, {kBlade, {230, 236, 246}},
    {kBladeEdge, {140, 150, 170}},  {kHilt, {60, 30, 24}},         {kBurst, {255, 120, 40}},
};

}  // namespace

const fight::OutfitColors RoninArt::kColors = {.stages = kStages,
                                               .hud = {.ink = {14, 12, 12},
                                                       .paper = {246, 240, 226},
                                                       .bar_back = {60, 16, 16},
                                                       .health = {230, 200, 60},
                                                       .health_low = {230, 60, 40},
                                                       .timer_ink = {246, 230, 190},
                                                       .win_mark = {200, 30, 30},
                                                       .spark_hit = {250, 60, 40},
                                                       .shadow = {26, 22, 24}},
                                               .own = kOwnColors,
                                               .characters = kCharacters,
                                               .tints = kTints};

const RoninArt::Backdrop RoninArt::kBackdrops[kRoninStages] = {
    shrine, maple, waterfall, castle, plain};

}  // namespace arena::games::ronin
