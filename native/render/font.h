// A 5x7 bitmap font (digits, capital letters and a few signs) for timers and labels,
// drawn as runs of filled native-space squares so it scales with the canvas.
#pragma once

#include <string_view>

#include "native/render/canvas.h"

namespace arena::render {

inline constexpr int kGlyphWidth = 5;
inline constexpr int kGlyphHeight = 7;
/// Horizontal advance per character in font pixels (glyph plus one pixel of spacing).
inline constexpr int kGlyphAdvance = kGlyphWidth + 1;

/// Width in native pixels of `text` drawn with font pixels of `scale` native pixels.
int text_width(std::string_view text, int scale);

/// Draws `text` with its top-left corner at native `origin`, each font pixel a `scale` x
/// `scale` native square. Characters without a glyph (lower case, most signs) draw as blanks.
void draw_text(Canvas& canvas, Point origin, std::string_view text, int scale, uint8_t color);

}  // namespace arena::render
