// The colours of a game whose file gives them (parry, ronin, tagduo, trio, whose fighters
// render::fill_fighters dresses; tower and triad, which shade their own) as the kit holds them
// once its file is read (outfit_colors_config.h): per stage its colours, the shared HUD colours,
// the game's own entries, its characters (each with its outfits) and the fighters' tints. Part
// of the game's immutable GameData; outfit_palette.h fills a palette from them.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "native/games/fight/hud.h"
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

/// The names of a banded stage's colours in its file (render::BandedStageColors' members, in
/// their order).
inline constexpr std::string_view kBandNames[] = {"sky_top", "sky_bottom",  "far",   "far_detail",
                                                  "near",    "near_detail", "floor", "floor_line"};

/// How a game's file gives its colours where it differs from a banded outfit game's (parry's):
/// its Art's optional `static constexpr fight::ColorShape kColorShape{...};`.
struct ColorShape {
  /// The names of a character's skin, hair and trim (render::CharacterColors' members; tower's
  /// masked fighters have a mask and a belt in the hair's and trim's places). An empty name:
  /// the character has none (triad's outfits have their own trim).
  std::string_view skin = "skin";
  std::string_view hair = "hair";
  std::string_view trim = "trim";
  /// Each outfit a table {main, trim, legs} (OutfitParts; legs optional: bare, the skin), not
  /// a main colour alone (triad).
  bool outfit_parts = false;
  /// The names of a stage's colours ([[art.stages]]) and how many its `props` list may hold
  /// after them (0: the stage has no props).
  std::span<const std::string_view> stage = kBandNames;
  int max_props = 0;
  /// Whether the game draws the kit's contact sparks, placed by its file's [art.spark]
  /// (hud_layout_config.h); triad draws its own.
  bool kit_sparks = true;
};

/// What the kit needs of a game's art to read its colours: its backdrops' count, the names of
/// its own entries, the shape of its colours (the Art's kLayout.stages, kColorNames and
/// optional kColorShape), and whether the kit's fill dresses its fighters (with [art.tints];
/// tower and triad shade their fighters themselves and have none).
struct OutfitArtNames {
  int stages = 0;
  std::span<const ColorName> own;
  ColorShape shape;
  bool tints = true;
};

/// One stage's colours as its file gives them: its named colours in the order of its shape's
/// names (a banded stage's: render::BandedStageColors' eight), then its props.
struct StageColors {
  std::vector<render::Rgb> named;
  std::vector<render::Rgb> props;
};

/// One outfit's own trim and legs (ColorShape::outfit_parts); no legs: bare, the skin.
struct OutfitParts {
  render::Rgb trim;
  std::optional<render::Rgb> legs;
};

/// A game's colours as its file gives them. With `shadow_floor_percent` (1-100) the HUD's shadow
/// is the stage's floor colour scaled to that percent, not hud.shadow. `outfit_parts` has each
/// character's four outfits' parts when the shape has them (outfits past the game's repeat).
struct OutfitColors {
  std::vector<StageColors> stages;
  HudColors hud;
  int shadow_floor_percent = 0;
  std::vector<GameColor> own;
  std::vector<render::CharacterColors> characters;
  std::vector<std::array<OutfitParts, 4>> outfit_parts;
  render::FighterTints tints{};
};

}  // namespace arena::games::fight
