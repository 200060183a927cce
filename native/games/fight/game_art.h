// Everything a game's art draws with, in one include for its *_render.h: the render pipeline
// and the Art hooks it calls (match_renderer.h), the outfit palette, the figure, the HUD pieces
// and shared HUD colours, the world-to-screen scale, the canvas and the fighter palette slots.
#pragma once

#include "native/games/fight/figure.h"
#include "native/games/fight/game_data.h"
#include "native/games/fight/hud.h"
#include "native/games/fight/match_renderer.h"
#include "native/games/fight/outfit_palette.h"
#include "native/games/fight/screen.h"
#include "native/render/canvas.h"
#include "native/render/fighter_palette.h"
#include "native/render/palette.h"

namespace arena::games::fight {

/// The base of the Art of a game whose palette follows the stage and each fighter's character
/// and outfit (OutfitPalette: the key, the fill, the stage's colours) and whose hooks draw a
/// `GameState` on the native screen `Layout` (ArtBase: State, kLayout, the hooks' types):
/// `struct GArt : fight::OutfitArt<GArt, GMatch, fight::ArtLayout{...}> {...};`.
template <typename Art, typename GameState, ArtLayout Layout>
struct OutfitArt : OutfitPalette<Art>, ArtBase<GameState, Layout> {};

/// The colour names of a game whose fighters render::fill_fighters dresses (parry, ronin), for
/// its `using namespace`: the shared HUD colours and the fighter slots' colours.
namespace outfit_colors {
using namespace hud_color;
using enum render::FighterColor;
using render::fighter_color;
}  // namespace outfit_colors

}  // namespace arena::games::fight
