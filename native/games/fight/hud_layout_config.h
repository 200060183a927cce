// Reads a game's HUD layout out of its TOML ([art.hud]'s numbers beside its colours, and
// [art.spark]) into HudLayout, once when the game's data is parsed, for a game that draws the
// kit's HUD (ColorShape::shared_hud). Every key is required and checked: a bad file fails when
// the env is made, naming the game, the key, the value and what is allowed.
#pragma once

#include <span>
#include <string_view>

#include "native/core/config.h"
#include "native/games/fight/hud.h"
#include "native/games/fight/outfit_colors.h"

namespace arena::games::fight {

/// The layout keys of [art.hud] (the colour reader allows them beside the colours).
inline constexpr std::string_view kHudLayoutKeys[] = {
    "bar_width",        "bar_margin",          "bar_top",         "fill_from_edge",
    "low_health_parts", "low_health_or_equal", "timer_max_shown", "timer_two_digits",
    "timer_pad",        "timer_top",           "timer_bottom",    "timer_text_top",
    "wins_x_p1",        "wins_x_p2",           "wins_step",       "wins_y",
    "wins_size",        "wins_round",          "ko_text",         "round_end_y"};

/// The [art] table `art` of `game`, whose native screen is `width` x `height` and whose own
/// colours are `own`: [art.hud]'s layout and [art.spark]. Throws std::invalid_argument naming
/// the game, the path, the value and what is allowed.
HudLayout parse_hud_layout(std::string_view game, const core::Config& art,
                           std::span<const ColorName> own, int width, int height);

}  // namespace arena::games::fight
