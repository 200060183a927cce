// The palette of a game whose colours follow the stage and each fighter's character and outfit
// (triad, parry, ronin, tagduo, trio), written once for their Art structs (match_renderer.h): a
// game's Art derives from OutfitPalette<Art> and names its own colours,
// `static constexpr fight::ColorName kColorNames[] = {...};`, whose values its file gives with
// the rest of its colours (outfit_colors_config.h: GameData::colors). The kit's fill dresses its
// fighters (fill_outfit_colors) unless it declares `static FillOutfitPalette fill_outfit_palette;`
// (every entry for a stage, characters and outfits from the same colours; luts not rebuilt;
// triad's). Either way it gets its palette key, its fill and the stage's colours alone (a game
// may hide the last with its own). The functions before it are the pieces a game with a palette
// layout of its own (tower, triad) fills from.
#pragma once

#include <array>
#include <cstdint>

#include "native/games/fight/fight_state.h"
#include "native/games/fight/game_data.h"
#include "native/games/fight/outfit_colors.h"
#include "native/render/banded_stage.h"
#include "native/render/palette.h"

namespace arena::games::fight {

/// The colours of stage `arena` (clamped to the stages).
const StageColors& stage_of(const OutfitColors& colors, int arena);

/// Stage `arena`'s colours as a banded stage's (a game whose stages have kBandNames).
render::BandedStageColors banded_stage(const OutfitColors& colors, int arena);

/// Sets the game's own entries.
void set_own_colors(render::Palette& palette, const OutfitColors& colors);

/// Sets the shared HUD colours (the shadow from the stage's `floor` colour when the file says
/// so) and the game's own entries.
void fill_hud_and_own(render::Palette& palette, const OutfitColors& colors, render::Rgb floor);

/// Fills every entry of `palette` from `colors`, in this order: stage `arena`'s bands (clamped to
/// the stages), the HUD colours and the game's own (fill_hud_and_own), both fighters'
/// (render::fill_fighters), and black at `backdrop_index` (the backdrop's transparent index).
void fill_outfit_colors(render::Palette& palette, const OutfitColors& colors, int arena,
                        const int character[2], const int outfit[2], uint8_t backdrop_index);

template <typename Art>
struct OutfitPalette {
  /// The type of the Art's fill_outfit_palette (`static FillOutfitPalette fill_outfit_palette;`).
  using FillOutfitPalette = void(render::Palette& palette, int arena, const int character[2],
                                 const int outfit[2], const GameData& data);
  /// {stage, character P1, character P2, outfit P1, outfit P2}.
  static std::array<int, 5> outfit_key(const MatchState& match) {
    return {match.arena % Art::kLayout.stages, match.fighters[0].character,
            match.fighters[1].character, match.fighters[0].outfit, match.fighters[1].outfit};
  }
  /// The key of a game's state (a MatchState, or a struct whose `match` is one).
  template <typename State>
  static std::array<int, 5> palette_key(const State& state) {
    return outfit_key(match_of(state));
  }
  /// The stage's colours, with no fighter's.
  static void stage_palette(render::Palette& palette, int arena, const GameData& data) {
    const int none[2] = {0, 0};
    const int first[2] = {1, 1};
    fill_outfits(palette, arena, none, first, data);
  }
  static void fill_palette(render::Palette& palette, const std::array<int, 5>& key,
                           const GameData& data) {
    const int character[2] = {key[1], key[2]};
    const int outfit[2] = {key[3], key[4]};
    fill_outfits(palette, key[0], character, outfit, data);
  }

 private:
  static void fill_outfits(render::Palette& palette, int arena, const int character[2],
                           const int outfit[2], const GameData& data) {
    if constexpr (requires { Art::fill_outfit_palette; }) {
      Art::fill_outfit_palette(palette, arena, character, outfit, data);
    } else {
      fill_outfit_colors(palette, data.colors, arena, character, outfit,
                         Art::kLayout.backdrop_index);
    }
  }
};

}  // namespace arena::games::fight
