// Config -> OutfitColors (outfit_colors_config.h): the [art] table's tables and each
// character's colours, every key checked by name.
#include "native/games/fight/outfit_colors_config.h"

#include <cstddef>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "native/games/fight/env_config.h"
#include "native/games/fight/game_data_config.h"

namespace arena::games::fight {
namespace {

using render::BandedStageColors;
using render::Rgb;

/// The keys of a table whose colours are members of `T`, in the struct's order.
template <typename T>
using ColorKeys = std::pair<std::string_view, Rgb T::*>;

constexpr ColorKeys<BandedStageColors> kBandKeys[] = {
    {"sky_top", &BandedStageColors::sky_top},
    {"sky_bottom", &BandedStageColors::sky_bottom},
    {"far", &BandedStageColors::far},
    {"far_detail", &BandedStageColors::far_detail},
    {"near", &BandedStageColors::near},
    {"near_detail", &BandedStageColors::near_detail},
    {"floor", &BandedStageColors::floor},
    {"floor_line", &BandedStageColors::floor_line},
};
constexpr ColorKeys<HudColors> kHudKeys[] = {
    {"ink", &HudColors::ink},
    {"paper", &HudColors::paper},
    {"bar_back", &HudColors::bar_back},
    {"health", &HudColors::health},
    {"health_low", &HudColors::health_low},
    {"timer_ink", &HudColors::timer_ink},
    {"win_mark", &HudColors::win_mark},
    {"spark_hit", &HudColors::spark_hit},
    {"shadow", &HudColors::shadow},
};

[[noreturn]] void fail_colour(std::string_view game, const core::Config& node,
                              const std::string& what) {
  throw std::invalid_argument(std::string(game) + ": config '" + node.path() + "': " + what);
}

/// `value` as a colour: [R, G, B], each an int in [0, 255].
Rgb colour(std::string_view game, const core::Config& value) {
  const core::ConfigList& items = value.as_list();
  if (items.size() != 3) {
    fail_colour(game, value,
                "has " + std::to_string(items.size()) + " components; a colour is [R, G, B]");
  }
  uint8_t component[3];
  for (int i = 0; i < 3; ++i) {
    const int64_t number = items[i].as_int();
    if (number < 0 || number > 255) {
      fail_colour(game, value, std::to_string(number) + " is outside [0, 255]");
    }
    component[i] = static_cast<uint8_t>(number);
  }
  return {component[0], component[1], component[2]};
}

/// node[key] as a colour; the path of a missing key still names it.
Rgb colour_at(std::string_view game, const core::Config& node, std::string_view key) {
  const core::Config& value = node.get(key);
  if (value.is_none()) {
    fail_colour(game, node,
                "missing key '" + std::string(key) + "' (a colour [R, G, B], each 0-255)");
  }
  return colour(game, value);
}

template <typename T, size_t N>
std::vector<std::string_view> key_names(const ColorKeys<T> (&keys)[N]) {
  std::vector<std::string_view> names;
  for (const auto& [name, member] : keys) names.push_back(name);
  return names;
}

/// Reads the colours of `keys` present in `node` (every one when `all`) over `colors`.
template <typename T, size_t N>
void read_colors(std::string_view game, const core::Config& node, const ColorKeys<T> (&keys)[N],
                 bool all, T& colors) {
  for (const auto& [name, member] : keys) {
    if (all || node.has(name)) colors.*member = colour_at(game, node, name);
  }
}

render::FighterTints parse_tints(std::string_view game, const core::Config& node) {
  reject_unknown_keys(game, node, {"legs", "legs_percent", "glow", "glow_percent", "glow_core"},
                      "[art.tints] key");
  return {.legs = colour_at(game, node, "legs"),
          .legs_percent = static_cast<int>(int_in_range(node, "legs_percent", 0, 100)),
          .glow = colour_at(game, node, "glow"),
          .glow_percent = static_cast<int>(int_in_range(node, "glow_percent", 0, 100)),
          .glow_core = colour_at(game, node, "glow_core")};
}

std::vector<GameColor> parse_own(std::string_view game, const core::Config& node,
                                 std::span<const ColorName> names) {
  std::vector<std::string_view> known;
  for (const ColorName& name : names) known.push_back(name.name);
  reject_unknown_keys(game, node, known, "[art.own] colour");
  std::vector<GameColor> own;
  for (const ColorName& name : names) {
    own.push_back({name.index, colour_at(game, node, name.name)});
  }
  return own;
}

std::vector<BandedStageColors> parse_stages(std::string_view game, const core::Config& node,
                                            int count) {
  const core::ConfigList& list = node.as_list();
  if (static_cast<int>(list.size()) != count) {
    fail_colour(game, node,
                "has " + std::to_string(list.size()) + " stages; the game draws " +
                    std::to_string(count) + " backdrops, one [[art.stages]] each, in order");
  }
  std::vector<std::string_view> known = key_names(kBandKeys);
  known.insert(known.begin(), "name");
  std::vector<BandedStageColors> stages;
  for (const core::Config& stage : list) {
    reject_unknown_keys(game, stage, known, "[[art.stages]] key");
    if (stage.at("name").as_string().empty()) {
      fail_colour(game, stage.at("name"), "must name the stage");
    }
    read_colors(game, stage, kBandKeys, true, stages.emplace_back());
  }
  return stages;
}

render::CharacterColors parse_character(std::string_view game, const core::Config& node,
                                        const CharacterColorNames& names, int outfits) {
  render::CharacterColors colors;
  colors.skin = colour_at(game, node, names.skin);
  colors.hair = colour_at(game, node, names.hair);
  colors.trim = colour_at(game, node, names.trim);
  const core::ConfigList& mains = node.at("outfits").as_list();
  if (static_cast<int>(mains.size()) != outfits) {
    fail_colour(game, node.at("outfits"),
                "has " + std::to_string(mains.size()) + " colours; the game has " +
                    std::to_string(outfits) + " outfits, one main colour each");
  }
  for (int i = 0; i < 4; ++i) colors.main[i] = colour(game, mains[i % outfits]);
  return colors;
}

/// [art.hud]: the shared HUD colours it changes, or the shadow as a percent of the floor's.
void parse_hud(std::string_view game, const core::Config& node, OutfitColors& colors) {
  std::vector<std::string_view> known = key_names(kHudKeys);
  known.push_back("shadow_floor_percent");
  reject_unknown_keys(game, node, known, "[art.hud] key");
  read_colors(game, node, kHudKeys, false, colors.hud);
  if (node.has("shadow_floor_percent")) {
    if (node.has("shadow")) {
      fail_colour(game, node, "sets both 'shadow' and 'shadow_floor_percent'; give one of them");
    }
    colors.shadow_floor_percent =
        static_cast<int>(int_in_range(node, "shadow_floor_percent", 1, 100));
  }
}

}  // namespace

OutfitColors parse_outfit_colors(std::string_view game, const core::Config& game_data,
                                 const OutfitArtNames& names, int outfits) {
  if (outfits > 4) {
    fail_colour(game, game_data.at("game").at("outfits"),
                "an outfit game dresses 1..4 outfits, got " + std::to_string(outfits));
  }
  const core::Config& art = game_data.at("art");
  std::vector<std::string_view> known = {"hud", "own", "stages"};
  if (names.tints) known.insert(known.begin(), "tints");
  reject_unknown_keys(game, art, known, "[art] key");
  OutfitColors colors;
  if (names.tints) {
    if (!art.has("tints")) {
      fail_colour(game, art, "missing key 'tints' (the [art.tints] table: its fighters' tints)");
    }
    colors.tints = parse_tints(game, art.at("tints"));
  }
  if (art.has("hud")) parse_hud(game, art.at("hud"), colors);
  colors.own = parse_own(game, art.at("own"), names.own);
  colors.stages = parse_stages(game, art.at("stages"), names.stages);
  for (const core::Config& character : game_data.at("characters").as_list()) {
    colors.characters.push_back(parse_character(game, character, names.character, outfits));
  }
  return colors;
}

}  // namespace arena::games::fight
