// What the two PNG encoders share (not part of the module's interface).
#ifndef LAMINA_PNG_ROWS_H
#define LAMINA_PNG_ROWS_H

#include <stddef.h>
#include <stdint.h>

/// Straight (unpremultiplied) RGB (channels 3, for opaque pixels only) or RGBA (4) bytes of row y of
/// premultiplied ARGB32 rows of stride bytes, into out (width * channels bytes).
void lamina_png_straight_row(const uint32_t *pixels, size_t stride, uint32_t width, int channels, uint32_t y,
                             uint8_t *out);

#endif
