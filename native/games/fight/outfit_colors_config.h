// Reads a game's colours out of its TOML (the [art] table and each [[characters]] table's skin,
// hair and trim, or the names its art gives them, and outfits) into OutfitColors, once when the
// game's data is parsed. Every value is checked: a bad file fails when the env is made, naming
// the key, the value and what is allowed.
#pragma once

#include <cstdint>
#include <span>
#include <string_view>

#include "native/core/config.h"
#include "native/games/fight/outfit_colors.h"

namespace arena::games::fight {

/// The colours in `game_data` (the whole file) of `game`, whose art is `names`: [art.tints]
/// (a game whose fighters the kit dresses; none for the others), [art.hud]'s optional colours
/// (the kit's HudColors where it sets none; or the shadow as a percent of the stage's floor; its
/// layout numbers are hud_layout_config.h's), every one of [art.own]'s names, one [[art.stages]]
/// per backdrop, and per character its three colours by `names.character` and `outfits` main
/// colours (the game's outfit count, at most 4; outfits past them repeat them). Throws
/// std::invalid_argument naming the path, the value and what is allowed.
OutfitColors parse_outfit_colors(std::string_view game, const core::Config& game_data,
                                 const OutfitArtNames& names, int outfits);

/// The palette index of the colour `node[key]` names: one of the shared HUD colours ([art.hud]'s
/// colour keys: ink, paper, ...) or of the game's `own` ([art.own]'s names). Throws
/// std::invalid_argument naming the path, the name and the names allowed.
uint8_t palette_index(std::string_view game, const core::Config& node, std::string_view key,
                      std::span<const ColorName> own);

}  // namespace arena::games::fight
