// Config -> HudLayout (hud_layout_config.h): [art.hud]'s layout numbers and [art.spark], each
// key checked by name, its range the game's screen where it places something on it.
#include "native/games/fight/hud_layout_config.h"

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>

#include "native/games/fight/env_config.h"
#include "native/games/fight/game_data_config.h"
#include "native/games/fight/outfit_colors_config.h"

namespace arena::games::fight {
namespace {

/// The most letters of a round-end banner (centred on the screen).
constexpr size_t kMaxBannerText = 8;

const core::Config& art_table(std::string_view game, const core::Config& art, std::string_view key,
                              const char* what) {
  if (!art.has(key)) {
    throw std::invalid_argument(std::string(game) + ": config '" + art.path() + "': missing key '" +
                                std::string(key) + "' (" + what + ")");
  }
  return art.at(key);
}

/// The checked reads of one table of a game's file: each key required, a missing one refused as
/// "<game>: config '<path>.<key>': missing (<what is allowed>)".
struct HudTable {
  std::string_view game;
  const core::Config& node;

  int number(std::string_view key, int low, int high) const {
    return static_cast<int>(int_in_range(game, node, key, low, high));
  }
  bool flag(std::string_view key) const { return required_bool(game, node, key); }
  uint8_t color(std::string_view key, std::span<const ColorName> own) const {
    return palette_index(game, node, key, own);
  }

  /// node[key]: `fewest` to kMaxBannerText letters (`what` the banner is).
  std::string banner(std::string_view key, size_t fewest, const char* what) const {
    const std::string allowed =
        std::to_string(fewest) + "-" + std::to_string(kMaxBannerText) + " letters";
    const core::Config& value = node.get(key);
    if (value.is_none())
      refuse_key(node, key, "missing (" + std::string(what) + ": " + allowed + ")", game);
    const std::string& text = value.as_string();
    if (text.size() < fewest || text.size() > kMaxBannerText) {
      refuse_key(
          node, key,
          "'" + text + "' has " + std::to_string(text.size()) + " letters; allowed: " + allowed,
          game);
    }
    return text;
  }

  /// node["wins_empty"], the colour of the marks not yet won, when `shown` marks are (refused
  /// when shown is 0: the side shows its wins alone).
  uint8_t empty_marks(int shown, std::span<const ColorName> own) const {
    if (shown > 0) return color("wins_empty", own);
    if (node.has("wins_empty")) {
      refuse_key(node, "wins_empty", "colours no mark: wins_shown is 0 (the wins alone)", game);
    }
    return hud_color::kBarBack;
  }
};

WinMarks parse_wins(const HudTable& hud, std::span<const ColorName> own, int width, int height) {
  const int shown = hud.number("wins_shown", 0, 3);
  return {.x = {hud.number("wins_x_p1", 0, width), hud.number("wins_x_p2", 0, width)},
          .step = hud.number("wins_step", 0, width / 4),
          .y = hud.number("wins_y", 0, height - 1),
          .size = hud.number("wins_size", 1, 32),
          .round = hud.flag("wins_round"),
          .shown = shown,
          .empty = hud.empty_marks(shown, own)};
}

HudStyle parse_style(const HudTable& hud, std::span<const ColorName> own, int width, int height) {
  return {.bar_width = hud.number("bar_width", 1, width / 2),
          .bar_margin = hud.number("bar_margin", 0, width / 2),
          .bar_top = hud.number("bar_top", 0, height - 1),
          .fill_from_edge = hud.flag("fill_from_edge"),
          .bar_outline = hud.color("bar_outline", own),
          .low_health = {.parts = hud.number("low_health_parts", 1, 10),
                         .or_equal = hud.flag("low_health_or_equal")},
          .timer = {.max_shown = hud.number("timer_max_shown", 9, 999),
                    .scale = hud.number("timer_scale", 1, 4),
                    .two_digits = hud.flag("timer_two_digits"),
                    .pad = hud.number("timer_pad", 0, 16),
                    .top = hud.number("timer_top", 0, height - 1),
                    .bottom = hud.number("timer_bottom", 0, height - 1),
                    .text_top = hud.number("timer_text_top", 0, height - 1)},
          .wins = parse_wins(hud, own, width, height),
          .round_end = {.ko_text = hud.banner("ko_text", 1, "the knockout banner"),
                        .draw_text = hud.banner("draw_text", 0, "the draw banner, none if empty"),
                        .y = hud.number("round_end_y", 0, height - 1),
                        .look = {.scale = hud.number("round_end_scale", 1, 4),
                                 .shadow = hud.number("round_end_shadow", 0, 4),
                                 .ink = hud.color("round_end_ink", own)}}};
}

ContactSpark parse_spark(const HudTable& spark, std::span<const ColorName> own, int height) {
  reject_unknown_keys(spark.game, spark.node,
                      {"frames", "reach", "rise", "size", "hit", "block", "core", "on_attacker"},
                      "[art.spark] key");
  return {.frames = spark.number("frames", 1, 60),
          .reach = spark.number("reach", 0, 64),
          .rise = spark.number("rise", 0, height - 1),
          .size = spark.number("size", 1, 64),
          .hit = spark.color("hit", own),
          .block = spark.color("block", own),
          .core = spark.color("core", own),
          .on_attacker = spark.flag("on_attacker")};
}

}  // namespace

HudLayout parse_hud_layout(std::string_view game, const core::Config& art,
                           std::span<const ColorName> own, int width, int height, bool sparks) {
  const HudTable hud{game, art_table(game, art, "hud", "the [art.hud] table: the HUD's layout")};
  HudLayout layout{.style = parse_style(hud, own, width, height)};
  if (sparks) {
    const HudTable spark{
        game, art_table(game, art, "spark", "the [art.spark] table: the contact sparks")};
    layout.spark = parse_spark(spark, own, height);
  }
  return layout;
}

}  // namespace arena::games::fight
