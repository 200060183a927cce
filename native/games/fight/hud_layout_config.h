// Reads a game's HUD layout out of its TOML ([art.hud]'s numbers beside its colours, and
// [art.spark] for a game drawing the kit's contact sparks, ColorShape::kit_sparks) into
// HudLayout, once when the game's data is parsed. Every key is required (wins_empty only with
// wins_shown above 0) and checked: a bad file fails when the env is made, naming the game, the
// key, the value and what is allowed.
#pragma once

#include <span>
#include <string_view>

#include "native/core/config.h"
#include "native/games/fight/hud.h"
#include "native/games/fight/outfit_colors.h"

namespace arena::games::fight {

/// The layout keys of [art.hud] (the colour reader allows them beside the colours).
inline constexpr std::string_view kHudLayoutKeys[] = {
    "bar_width",        "bar_margin",          "bar_top",         "fill_from_edge",   "bar_outline",
    "low_health_parts", "low_health_or_equal", "timer_max_shown", "timer_two_digits", "timer_scale",
    "timer_pad",        "timer_top",           "timer_bottom",    "timer_text_top",   "wins_x_p1",
    "wins_x_p2",        "wins_step",           "wins_y",          "wins_size",        "wins_round",
    "wins_shown",       "wins_empty",          "ko_text",         "draw_text",        "round_end_y",
    "round_end_scale",  "round_end_shadow",    "round_end_ink"};

/// The [art] table `art` of `game`, whose native screen is `width` x `height` and whose own
/// colours are `own`: [art.hud]'s layout, and [art.spark] when `sparks`. Throws
/// std::invalid_argument naming the game, the path, the value and what is allowed.
HudLayout parse_hud_layout(std::string_view game, const core::Config& art,
                           std::span<const ColorName> own, int width, int height, bool sparks);

}  // namespace arena::games::fight
