// Trio's palette (stage, HUD, fighters) and its four stage backdrops: a harbour at dusk, desert
// ruins, a snowy shrine and a neon rooftop. Backdrops keep to the middle of the gray range with
// soft contrast, so the fighters (light tops, dark legs) stand out from them at 84x84 in gray.
#include "native/games/fight/banded_backdrop.h"
#include "native/games/trio/trio_render.h"
#include "native/render/banded_stage.h"
#include "native/render/fighter_palette.h"

namespace arena::games::trio {
namespace {

using enum render::BandedStageIndex;
using render::Canvas;
using render::Point;

// Per stage: sky top, sky bottom, far scenery, far detail, near scenery, near detail, floor,
// floor line.
constexpr render::BandedStageColors kStages[kTrioStages] = {
    {{70, 60, 110}, {230, 150, 110}, {90, 80, 100}, {240, 200, 120}, {110, 96, 90},
     {70, 60, 56}, {130, 110, 90}, {100, 84, 70}},  // harbour at dusk
    {{120, 170, 220}, {220, 210, 170}, {180, 150, 100}, {140, 110, 70}, {170, 140, 96},
     {120, 96, 64}, {196, 170, 120}, {160, 136, 96}},  // desert ruins
    {{150, 160, 180}, {200, 204, 212}, {120, 126, 140}, {170, 60, 50}, {150, 150, 160},
     {96, 96, 108}, {200, 200, 206}, {160, 160, 170}},  // snowy shrine
    {{16, 10, 40}, {60, 30, 90}, {50, 40, 80}, {80, 220, 220}, {70, 60, 96},
     {220, 60, 160}, {90, 84, 110}, {60, 56, 80}},  // neon rooftop
};

// Fifteen characters, in the TOML's order: skin, hair, main colour per outfit, trim.
constexpr render::CharacterColors kCharacters[] = {
    {{236, 190, 150}, {40, 24, 16}, {{216, 75, 75}, {51, 114, 114}, {242, 181, 181}, {153, 142, 45}}, {99, 242, 96}},  // Kenji
    {{246, 206, 176}, {30, 20, 20}, {{75, 216, 116}, {114, 51, 96}, {181, 242, 199}, {45, 132, 153}}, {136, 96, 242}},  // Asuka
    {{170, 116, 80}, {120, 60, 20}, {{158, 75, 216}, {77, 114, 51}, {217, 181, 242}, {153, 45, 101}}, {242, 178, 96}},  // Brann
    {{240, 200, 170}, {230, 210, 140}, {{216, 199, 75}, {51, 59, 114}, {242, 234, 181}, {69, 153, 45}}, {96, 242, 221}},  // Lira
    {{210, 160, 120}, {20, 20, 20}, {{75, 193, 216}, {114, 62, 51}, {181, 232, 242}, {53, 45, 153}}, {242, 96, 220}},  // Tetsu
    {{200, 140, 100}, {160, 40, 30}, {{216, 75, 152}, {51, 114, 80}, {242, 181, 214}, {153, 84, 45}}, {178, 242, 96}},  // Mara
    {{236, 196, 160}, {200, 150, 60}, {{110, 216, 75}, {99, 51, 114}, {196, 242, 181}, {45, 153, 115}}, {96, 136, 242}},  // Doyle
    {{246, 210, 180}, {20, 20, 40}, {{81, 75, 216}, {112, 114, 51}, {184, 181, 242}, {146, 45, 153}}, {242, 100, 96}},  // Suki
    {{180, 120, 86}, {240, 240, 240}, {{216, 122, 75}, {51, 93, 114}, {242, 201, 181}, {127, 153, 45}}, {96, 242, 142}},  // Orin
    {{244, 212, 184}, {250, 160, 180}, {{75, 216, 164}, {114, 51, 75}, {181, 242, 219}, {45, 96, 153}}, {185, 96, 242}},  // Fay
    {{150, 100, 70}, {60, 40, 30}, {{205, 75, 216}, {56, 114, 51}, {237, 181, 242}, {153, 45, 65}}, {242, 227, 96}},  // Grath
    {{220, 190, 170}, {70, 60, 140}, {{187, 216, 75}, {64, 51, 114}, {229, 242, 181}, {45, 153, 57}}, {96, 214, 242}},  // Nyx
    {{230, 180, 140}, {30, 30, 30}, {{75, 146, 216}, {114, 83, 51}, {181, 211, 242}, {88, 45, 153}}, {242, 96, 172}},  // Hale
    {{200, 150, 110}, {90, 40, 20}, {{216, 75, 104}, {51, 114, 101}, {242, 181, 194}, {153, 120, 45}}, {129, 242, 96}},  // Ines
    {{240, 196, 156}, {120, 120, 130}, {{75, 216, 87}, {114, 51, 109}, {181, 242, 186}, {45, 153, 151}}, {106, 96, 242}},  // Koji
};

constexpr render::FighterTints kTints = {.legs = {24, 20, 30},
                                         .legs_percent = 60,
                                         .glow = {120, 200, 255},
                                         .glow_percent = 55,
                                         .glow_core = {235, 250, 255}};

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

/// Trio's own palette entries (its HUD gauges and effects).
constexpr fight::GameColor kOwnColors[] = {
    {kBenchHealth, {120, 200, 120}}, {kMemberOut, {90, 40, 40}},  {kPowerFill, {60, 150, 250}},
    {kStockPip, {250, 250, 120}},    {kMaxAura, {250, 120, 60}},  {kSparkCore, {255, 255, 240}},
    {kRollStreak, {200, 220, 250}},  {kAssistP1, {90, 140, 240}}, {kAssistP2, {240, 110, 90}},
    {kAssistShot, {250, 240, 160}},
};

}  // namespace

const fight::OutfitColors TrioArt::kColors = {.stages = kStages,
                                              .hud = {.ink = {12, 12, 24},
                                                      .paper = {250, 250, 244},
                                                      .bar_back = {30, 30, 60},
                                                      .health = {240, 220, 60},
                                                      .health_low = {240, 90, 40},
                                                      .timer_ink = {250, 250, 250},
                                                      .win_mark = {240, 60, 60},
                                                      .spark_hit = {255, 200, 80},
                                                      .shadow = {24, 24, 36}},
                                              .own = kOwnColors,
                                              .characters = kCharacters,
                                              .tints = kTints};

const TrioArt::Backdrop TrioArt::kBackdrops[kTrioStages] = {harbour, ruins, shrine, rooftop};

}  // namespace arena::games::trio
