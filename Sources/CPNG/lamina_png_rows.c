// Rows of premultiplied ARGB32 pixels made into PNG rows: straight (unpremultiplied) RGB or RGBA
// bytes, each filtered with one PNG filter type, or with the best of several.
#include "lamina_png.h"
#include "lamina_png_rows.h"

#include <stdlib.h>
#include <string.h>

int lamina_png_is_opaque(const uint32_t *pixels, uint32_t width, uint32_t height, size_t stride) {
  for (uint32_t y = 0; y < height; y++) {
    const uint32_t *row = (const uint32_t *)((const uint8_t *)pixels + y * stride);
    // A whole row at once, without a branch per pixel, so that the loop vectorises.
    uint32_t all = 0xffffffffu;
    for (uint32_t x = 0; x < width; x++) all &= row[x];
    if ((all >> 24) != 0xff) return 0;
  }
  return 1;
}

/// Straight (unpremultiplied) RGB (channels 3, for opaque pixels only) or RGBA (4) bytes of a row of
/// premultiplied ARGB32 pixels, into out (width * channels bytes).
static void straight_row(const uint32_t *in, uint32_t width, int channels, uint8_t *out) {
  if (channels == 3) {
    // Opaque pixels (RGB is only written when all are): no division. Four pixels make three 32-bit
    // words: byte-swapped and shifted, 0xAARRGGBB becomes 0x00BBGGRR, whose bytes in memory (little
    // endian) are R, G, B; the four are packed end to end.
    uint32_t x = 0;
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    for (; x + 4 <= width; x += 4) {
      uint32_t q0 = __builtin_bswap32(in[x]) >> 8, q1 = __builtin_bswap32(in[x + 1]) >> 8;
      uint32_t q2 = __builtin_bswap32(in[x + 2]) >> 8, q3 = __builtin_bswap32(in[x + 3]) >> 8;
      uint32_t words[3] = {q0 | q1 << 24, q1 >> 8 | q2 << 16, q2 >> 16 | q3 << 8};
      memcpy(out + 3 * x, words, sizeof words);
    }
#endif
    for (; x < width; x++) {
      uint32_t p = in[x];
      out[3 * x] = (uint8_t)(p >> 16);
      out[3 * x + 1] = (uint8_t)(p >> 8);
      out[3 * x + 2] = (uint8_t)p;
    }
    return;
  }
  for (uint32_t x = 0; x < width; x++) {
    uint32_t p = in[x], a = p >> 24;
    uint32_t r = (p >> 16) & 0xff, g = (p >> 8) & 0xff, b = p & 0xff;
    if (a == 0) {
      r = g = b = 0;
    } else if (a != 255) {
      r = (r * 255 + a / 2) / a;
      g = (g * 255 + a / 2) / a;
      b = (b * 255 + a / 2) / a;
    }
    uint8_t *o = out + (size_t)x * channels;
    o[0] = (uint8_t)(r > 255 ? 255 : r);
    o[1] = (uint8_t)(g > 255 ? 255 : g);
    o[2] = (uint8_t)(b > 255 ? 255 : b);
    if (channels == 4) o[3] = (uint8_t)a;
  }
}

static uint8_t paeth(int a, int b, int c) {
  int p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
  return (uint8_t)(pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
}

/// One filtered row (filter type byte first) of `raw`, whose row above is `above` (zeros at the top);
/// one loop per filter type, so that the common ones vectorise.
static void filter_row(int filter, const uint8_t *raw, const uint8_t *above, size_t n, int bpp, uint8_t *out) {
  out[0] = (uint8_t)filter;
  uint8_t *o = out + 1;
  size_t b = (size_t)bpp < n ? (size_t)bpp : n;
  switch (filter) {
  case 1:
    memcpy(o, raw, b);
    for (size_t i = b; i < n; i++) o[i] = (uint8_t)(raw[i] - raw[i - bpp]);
    break;
  case 2:
    for (size_t i = 0; i < n; i++) o[i] = (uint8_t)(raw[i] - above[i]);
    break;
  case 3:
    for (size_t i = 0; i < b; i++) o[i] = (uint8_t)(raw[i] - (above[i] >> 1));
    for (size_t i = b; i < n; i++) o[i] = (uint8_t)(raw[i] - ((raw[i - bpp] + above[i]) >> 1));
    break;
  case 4:
    for (size_t i = 0; i < b; i++) o[i] = (uint8_t)(raw[i] - paeth(0, above[i], 0));
    for (size_t i = b; i < n; i++) o[i] = (uint8_t)(raw[i] - paeth(raw[i - bpp], above[i], above[i - bpp]));
    break;
  default:
    memcpy(o, raw, n);
  }
}

/// The sum of the magnitudes of a filtered row's bytes taken as signed, libpng's measure for
/// choosing a filter (the smallest sum tends to compress best).
static uint64_t magnitude(const uint8_t *row, size_t n) {
  uint64_t sum = 0;
  for (size_t i = 1; i <= n; i++) sum += (uint64_t)abs((int)(int8_t)row[i]);
  return sum;
}

/// `raw` filtered into `out` with the one type `filters` allows, or with the allowed type of the
/// smallest `magnitude` (ties: the lower type), `trial` being scratch space of n + 1 bytes.
static void filter_best(int filters, const uint8_t *raw, const uint8_t *above, size_t n, int bpp, uint8_t *out,
                        uint8_t *trial) {
  int allowed[5], count = 0;
  for (int t = 0; t < 5; t++)
    if (filters & (0x08 << t)) allowed[count++] = t;
  if (count == 0) allowed[count++] = 0;
  filter_row(allowed[0], raw, above, n, bpp, out);
  if (count == 1) return;
  uint64_t best = magnitude(out, n);
  for (int k = 1; k < count; k++) {
    filter_row(allowed[k], raw, above, n, bpp, trial);
    uint64_t m = magnitude(trial, n);
    if (m < best) {
      best = m;
      memcpy(out, trial, n + 1);
    }
  }
}

int lamina_png_filter_rows(const uint32_t *pixels, size_t stride, uint32_t width, int channels, int filters,
                           uint32_t first, uint32_t last, uint8_t *out) {
  size_t n = (size_t)width * channels;
  uint8_t *buffer = (uint8_t *)calloc(3, n + 1);
  if (!buffer) return -1;
  uint8_t *above = buffer, *raw = buffer + n, *trial = buffer + 2 * n;
  const uint8_t *base = (const uint8_t *)pixels;
  if (first > 0) straight_row((const uint32_t *)(base + (first - 1) * stride), width, channels, above);
  for (uint32_t y = first; y < last; y++) {
    straight_row((const uint32_t *)(base + y * stride), width, channels, raw);
    filter_best(filters, raw, above, n, channels, out + (size_t)(y - first) * (n + 1), trial);
    uint8_t *t = above;
    above = raw;
    raw = t;
  }
  free(buffer);
  return 0;
}
