// The fighter palette of games that dress a fighter in skin, hair, a main colour per outfit,
// trim, legs and a glow (parry, ronin): the palette slots of the two fighters, and how a cast's
// colours fill them. Each game keeps its characters' colours and its tints.
#pragma once

#include <cstdint>
#include <span>

#include "native/render/palette.h"

namespace arena::render {

/// Fighter colours: kFighterBase + kFighterStride * slot + FighterColor.
inline constexpr int kFighterBase = 64;
inline constexpr int kFighterStride = 8;
enum FighterColor : uint8_t { kSkin, kHair, kMain, kMainShade, kTrim, kLegs, kGlow, kGlowCore };

constexpr uint8_t fighter_color(int slot, FighterColor color) {
  return static_cast<uint8_t>(kFighterBase + kFighterStride * slot + color);
}

/// One character's colours.
struct CharacterColors {
  Rgb skin;
  Rgb hair;
  Rgb main[4];  // outfits 1..4
  Rgb trim;
};

/// A game's tints: legs are the main colour mixed `legs_percent`% toward `legs`, the glow is
/// it mixed `glow_percent`% toward `glow`, and the glow's core is `glow_core`.
struct FighterTints {
  Rgb legs;
  int legs_percent;
  Rgb glow;
  int glow_percent;
  Rgb glow_core;
};

/// Fills both fighters' slots: fighter i wears `cast[character[i]]` (clamped into the cast) in
/// `outfit[i]` (clamped to 1..4); in a mirror match (same character and outfit) fighter 1's
/// main colour is darkened, so the two stay apart.
void fill_fighters(Palette& palette, std::span<const CharacterColors> cast, const int character[2],
                   const int outfit[2], const FighterTints& tints);

}  // namespace arena::render
