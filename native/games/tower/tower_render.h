// Draws a tower match as the frame an agent sees, at the requested output size, as uint8 RGB
// or gray: the stage backdrop (one of kTowerStages), both fighters (masked fighters in palette
// swaps, bodies fitted to their hurtboxes, attack limbs reaching their hitboxes, a raised
// guard while blocking), projectiles and hit sparks, and the HUD (health bars, the run meter and
// aggressor bar under each, timer, round wins, the endurance partner waiting to enter). Native
// size is 400x256; the 256 px wide world is drawn 25/16x. Rendering reads the state and never
// writes it.
#pragma once

#include <array>
#include <cstdint>

#include "native/games/fight/game_art.h"
#include "native/games/tower/tower_state.h"

namespace arena::games::tower {

/// The native screen (fight/screen.h).
inline constexpr fight::Screen kScreen{.width = 400, .height = 256, .floor_y = 232};

/// Palette: the stage, the kit's HUD colours (fight/hud.h), tower's own, then the fighters'.
using namespace fight::hud_color;
enum TowerColor : uint8_t { kRunFill = kGameColors, kAggressorFill, kAggressorHot, kSparkBlock };
/// Fighter colours: kFighterBase + kFighterStride * slot + FighterColor. Slot 2 is the
/// endurance partner's icon.
inline constexpr int kFighterBase = 64;
inline constexpr int kFighterStride = 8;
enum FighterColor : uint8_t { kSkin, kMask, kMain, kMainShade, kBelt, kLegs, kGlow, kGlowCore };

constexpr uint8_t fighter_color(int slot, FighterColor color) {
  return static_cast<uint8_t>(kFighterBase + kFighterStride * slot + color);
}

inline constexpr int kTowerStages = 4;

/// Tower's art for the kit's render pipeline (fight/match_renderer.h): its colours (its own and
/// its characters' named; their values are configs/games/tower.toml's [art] and characters),
/// four backdrops (tower_render_stage.cc), the fighters (tower_render_fighter.cc), effects and
/// HUD (tower_render_hud.cc).
struct TowerArt
    : fight::ArtBase<TowerMatch, fight::ArtLayout{kScreen, kTowerStages}> {
  static constexpr fight::ColorName kColorNames[] = {{"run_fill", kRunFill},
                                                     {"aggressor_fill", kAggressorFill},
                                                     {"aggressor_hot", kAggressorHot},
                                                     {"spark_block", kSparkBlock}};
  /// A character's mask and belt, in the kit's hair and trim places.
  static constexpr fight::ColorShape kColorShape{.hair = "mask", .trim = "belt"};
  /// The stage, the characters and the endurance partner waiting (0 for none).
  static std::array<int, 4> palette_key(const State& state) {
    const fight::MatchState& match = state.match;
    const uint8_t waiting = match.stage >= 1 ? state.partner[match.stage - 1] : kNoPartner;
    return {match.arena % kTowerStages, match.fighters[0].character, match.fighters[1].character,
            waiting == kNoPartner ? 0 : waiting};
  }
  /// Every palette entry for the key (luts not rebuilt): slot 2 is the partner's icon.
  static void fill_palette(render::Palette& palette, const std::array<int, 4>& key,
                           const fight::GameData& data);
  /// The stage's colours alone.
  static void stage_palette(render::Palette& palette, int arena, const fight::GameData& data) {
    fill_palette(palette, {arena, 0, 0, 0}, data);
  }
  static const Backdrop kBackdrops[kTowerStages];  // tower_render_stage.cc
  static DrawFighter draw_fighter;                 // tower_render_fighter.cc: a masked fighter
  static DrawLayer draw_effects;                   // tower_render_hud.cc
  static DrawLayer draw_hud;
};

}  // namespace arena::games::tower
