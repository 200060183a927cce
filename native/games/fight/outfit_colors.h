// The colours of a game whose file gives them (parry, ronin, tagduo, trio, whose fighters
// render::fill_fighters dresses, and tower, which shades its own) as the kit holds them once its
// file is read (outfit_colors_config.h): per stage its bands, the shared HUD colours, the game's
// own entries, its characters (each with its outfits) and the fighters' tints. Part of the
// game's immutable GameData; outfit_palette.h fills a palette from them.
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

/// The names a game's file gives a character's skin, hair and trim (render::CharacterColors'
/// members; tower's masked fighters have a mask and a belt in the hair's and trim's places).
struct CharacterColorNames {
  std::string_view skin = "skin";
  std::string_view hair = "hair";
  std::string_view trim = "trim";
};

/// What the kit needs of a game's art to read its colours: its backdrops' count, the names of
/// its own entries and of its characters' colours (the Art's kLayout.stages, kColorNames and
/// optional kCharacterColorNames; stages 0: the game keeps its colours in C++ and its file has
/// none), and whether the kit's fill dresses its fighters (with [art.tints]; tower shades its
/// fighters itself and has none).
struct OutfitArtNames {
  int stages = 0;
  std::span<const ColorName> own;
  CharacterColorNames character;
  bool tints = true;
};

/// An outfit game's colours. With `shadow_floor_percent` (1-100) the HUD's shadow is the stage's
/// floor colour scaled to that percent, not hud.shadow.
struct OutfitColors {
  std::vector<render::BandedStageColors> stages;
  HudColors hud;
  int shadow_floor_percent = 0;
  std::vector<GameColor> own;
  std::vector<render::CharacterColors> characters;
  render::FighterTints tints{};
};

}  // namespace arena::games::fight
