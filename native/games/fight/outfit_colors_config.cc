// Config -> OutfitColors (outfit_colors_config.h): the [art] table's tables and each
// character's colours, every key checked by name.
#include "native/games/fight/outfit_colors_config.h"

#include <array>
#include <cstddef>
#include <iterator>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "native/games/fight/env_config.h"
#include "native/games/fight/game_data_config.h"
#include "native/games/fight/hud_layout_config.h"

namespace arena::games::fight {
namespace {

using render::Rgb;

/// The keys of a table whose colours are members of `T`, in the struct's order.
template <typename T>
using ColorKeys = std::pair<std::string_view, Rgb T::*>;

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

/// Reads the colours of `keys` present in `node` over `colors`.
template <typename T, size_t N>
void read_colors(std::string_view game, const core::Config& node, const ColorKeys<T> (&keys)[N],
                 T& colors) {
  for (const auto& [name, member] : keys) {
    if (node.has(name)) colors.*member = colour_at(game, node, name);
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

/// node["props"]: 1..`most` colours.
std::vector<Rgb> parse_props(std::string_view game, const core::Config& node, int most) {
  if (!node.has("props")) {
    fail_colour(game, node,
                "missing key 'props' (a list of 1-" + std::to_string(most) + " colours)");
  }
  const core::ConfigList& list = node.at("props").as_list();
  if (list.empty() || static_cast<int>(list.size()) > most) {
    fail_colour(game, node.at("props"),
                "has " + std::to_string(list.size()) + " colours; a stage has 1-" +
                    std::to_string(most) + " props");
  }
  std::vector<Rgb> props;
  for (const core::Config& prop : list) props.push_back(colour(game, prop));
  return props;
}

std::vector<StageColors> parse_stages(std::string_view game, const core::Config& node, int count,
                                      const ColorShape& shape) {
  const core::ConfigList& list = node.as_list();
  if (static_cast<int>(list.size()) != count) {
    fail_colour(game, node,
                "has " + std::to_string(list.size()) + " stages; the game draws " +
                    std::to_string(count) + " backdrops, one [[art.stages]] each, in order");
  }
  std::vector<std::string_view> known(shape.stage.begin(), shape.stage.end());
  known.insert(known.begin(), "name");
  if (shape.max_props > 0) known.push_back("props");
  std::vector<StageColors> stages;
  for (const core::Config& stage : list) {
    reject_unknown_keys(game, stage, known, "[[art.stages]] key");
    if (stage.at("name").as_string().empty()) {
      fail_colour(game, stage.at("name"), "must name the stage");
    }
    StageColors& colors = stages.emplace_back();
    for (std::string_view name : shape.stage) colors.named.push_back(colour_at(game, stage, name));
    if (shape.max_props > 0) colors.props = parse_props(game, stage, shape.max_props);
  }
  return stages;
}

/// One outfit's table: its main colour (returned) and its parts.
Rgb parse_outfit_parts(std::string_view game, const core::Config& node, OutfitParts& parts) {
  if (!node.is_map()) {
    fail_colour(game, node, "must be a table {main, trim, legs} (legs optional: bare, the skin)");
  }
  const std::string what = "key of outfit '" + node.path() + "'";
  reject_unknown_keys(game, node, {"main", "trim", "legs"}, what.c_str());
  parts.trim = colour_at(game, node, "trim");
  if (node.has("legs")) parts.legs = colour(game, node.at("legs"));
  return colour_at(game, node, "main");
}

/// A character's colours (by `shape`'s names) and its outfits' into `colors`.
void parse_character(std::string_view game, const core::Config& node, const ColorShape& shape,
                     int outfits, OutfitColors& colors) {
  render::CharacterColors& character = colors.characters.emplace_back();
  character.skin = colour_at(game, node, shape.skin);
  if (!shape.hair.empty()) character.hair = colour_at(game, node, shape.hair);
  if (!shape.trim.empty()) character.trim = colour_at(game, node, shape.trim);
  const core::ConfigList& list = node.at("outfits").as_list();
  if (static_cast<int>(list.size()) != outfits) {
    const std::string each = shape.outfit_parts ? " tables" : " colours";
    fail_colour(
        game, node.at("outfits"),
        "has " + std::to_string(list.size()) + each + "; the game has " + std::to_string(outfits) +
            " outfits, " +
            (shape.outfit_parts ? "one {main, trim, legs} table each" : "one main colour each"));
  }
  std::array<OutfitParts, 4>* parts =
      shape.outfit_parts ? &colors.outfit_parts.emplace_back() : nullptr;
  for (int i = 0; i < 4; ++i) {
    const core::Config& outfit = list[i % outfits];
    character.main[i] =
        parts ? parse_outfit_parts(game, outfit, (*parts)[i]) : colour(game, outfit);
  }
}

/// [art.hud]: the shared HUD colours it changes, or the shadow as a percent of the floor's (its
/// layout numbers beside them are hud_layout_config.h's).
void parse_hud(std::string_view game, const core::Config& node, OutfitColors& colors) {
  std::vector<std::string_view> known = key_names(kHudKeys);
  known.push_back("shadow_floor_percent");
  known.insert(known.end(), std::begin(kHudLayoutKeys), std::end(kHudLayoutKeys));
  reject_unknown_keys(game, node, known, "[art.hud] key");
  read_colors(game, node, kHudKeys, colors.hud);
  if (node.has("shadow_floor_percent")) {
    if (node.has("shadow")) {
      fail_colour(game, node, "sets both 'shadow' and 'shadow_floor_percent'; give one of them");
    }
    colors.shadow_floor_percent =
        static_cast<int>(int_in_range(node, "shadow_floor_percent", 1, 100));
  }
}

}  // namespace

uint8_t palette_index(std::string_view game, const core::Config& node, std::string_view key,
                      std::span<const ColorName> own) {
  const core::Config& value = node.get(key);
  std::vector<std::string_view> names = key_names(kHudKeys);
  for (const ColorName& name : own) names.push_back(name.name);
  const std::string allowed = core::join_names(names);
  if (value.is_none()) refuse_key(node, key, "missing (a colour's name: " + allowed + ")", game);
  const std::string& text = value.as_string();
  for (size_t i = 0; i < std::size(kHudKeys); ++i) {
    if (text == kHudKeys[i].first) return static_cast<uint8_t>(hud_color::kInk + i);
  }
  for (const ColorName& name : own) {
    if (text == name.name) return name.index;
  }
  refuse_key(node, key, "'" + text + "' names no colour; allowed: " + allowed, game);
}

OutfitColors parse_outfit_colors(std::string_view game, const core::Config& game_data,
                                 const OutfitArtNames& names, int outfits) {
  if (outfits > 4) {
    fail_colour(game, game_data.at("game").at("outfits"),
                "an outfit game dresses 1..4 outfits, got " + std::to_string(outfits));
  }
  if (!game_data.has("art")) {
    fail_colour(game, game_data,
                "missing key 'art' (the game's colours: [art.own], [[art.stages]])");
  }
  const core::Config& art = game_data.at("art");
  std::vector<std::string_view> known = {"hud", "own", "stages"};
  if (names.shape.kit_sparks) known.insert(known.begin() + 1, "spark");
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
  colors.stages = parse_stages(game, art.at("stages"), names.stages, names.shape);
  for (const core::Config& character : game_data.at("characters").as_list()) {
    parse_character(game, character, names.shape, outfits, colors);
  }
  return colors;
}

}  // namespace arena::games::fight
