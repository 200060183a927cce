// The colours of an outfit game (parry, ronin, tagduo, trio: those whose fighters
// render::fill_fighters dresses) as the kit holds them once its file is read
// (outfit_colors_config.h): per stage its bands, the shared HUD colours, the game's own entries,
// its characters (each with its outfits) and the fighters' tints. Part of the game's immutable
// GameData; outfit_palette.h fills a palette from them.
#pragma once

#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

#include "native/games/fight/hud.h"
#include "native/render/banded_stage.h"
#include "native/render/fighter_palette.h"
#include "native/render/palette.h"

namespace arena::games::fight {

/// One palette entry of a game's own (from hud_color::kGameColors on).
struct GameColor {
  uint8_t index;
  render::Rgb rgb;
};

/// The name a game's file gives one of its own palette entries ([art.own]).
struct ColorName {
  std::string_view name;
  uint8_t index;
};

/// What the kit needs of a game's art to read its colours: its backdrops' count and the names
/// of its own entries (the Art's kLayout.stages and kColorNames; stages 0: the game keeps its
/// colours in C++ and its file has none).
struct OutfitArtNames {
  int stages = 0;
  std::span<const ColorName> own;
};

/// An outfit game's colours.
struct OutfitColors {
  std::vector<render::BandedStageColors> stages;
  HudColors hud;
  std::vector<GameColor> own;
  std::vector<render::CharacterColors> characters;
  render::FighterTints tints{};
};

}  // namespace arena::games::fight
