// PNG encoding in independent pieces, for several threads: the image's rows are cut into runs, each
// filtered and compressed as one piece of a single zlib stream (raw deflate ending on a byte boundary
// with a sync flush, the last with the final block), primed with the 32 KiB of filtered data before
// it as a preset dictionary, as pigz does (with run-length matching, by lamina_deflate_rle.c, which
// needs only the byte before it); `lamina_png_assemble` joins them with the zlib header and
// an Adler-32 combined from the pieces'. The pieces depend only on the image and the cut, so the
// file is the same whatever the number of threads that made them.
#include "lamina_png.h"
#include "lamina_png_rows.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

static void say(char *message, const char *text) { snprintf(message, LAMINA_PNG_MESSAGE_SIZE, "%s", text); }

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

/// zlib's Adler-32 of `length` bytes, in a form the compiler vectorises (zlib 1.2 adds one byte at a
/// time). Over a block of n bytes d[0..n), A grows by their sum and B by n·A + Σ (n − i)·d[i]. The
/// block is read as k rows of 16 bytes: lane j's sum L[j] = Σ_t d[16t + j], and P[j] adds up L[j] as
/// it was before each row, so Σ (n − i)·d[i] = 16·Σ P[j] + Σ (16 − j)·L[j] — only vertical adds
/// inside the loop. Blocks of at most 5552 bytes (zlib's NMAX) keep every lane within 32 bits.
static uint32_t adler32_of(const uint8_t *bytes, size_t length) {
  const uint32_t base = 65521;
  uint64_t a = 1, b = 0;
  while (length > 0) {
    size_t n = length < 5552 ? length : 5552 / 16 * 16;
    size_t rows = n / 16;
    uint32_t lanes[16] = {0}, before[16] = {0};
    for (size_t t = 0; t < rows; t++) {
      for (int j = 0; j < 16; j++) {
        before[j] += lanes[j];
        lanes[j] += bytes[16 * t + j];
      }
    }
    uint64_t sum = 0, weighted = 0;
    for (int j = 0; j < 16; j++) {
      sum += lanes[j];
      weighted += 16 * (uint64_t)before[j] + (uint64_t)(16 - j) * lanes[j];
    }
    // What is left past the last whole row (only at the very end), one byte at a time; each byte
    // of the rows above is then part of n − 16k more sums.
    weighted += (uint64_t)(n - rows * 16) * sum;
    for (size_t i = rows * 16; i < n; i++) {
      sum += bytes[i];
      weighted += (uint64_t)(n - i) * bytes[i];
    }
    b = (b + a * n + weighted) % base;
    a = (a + sum) % base;
    bytes += n;
    length -= n;
  }
  return (uint32_t)((b << 16) | a);
}

void lamina_png_straight_row(const uint32_t *pixels, size_t stride, uint32_t width, int channels, uint32_t y,
                     uint8_t *out) {
  const uint32_t *in = (const uint32_t *)((const uint8_t *)pixels + y * stride);
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

/// The filtered bytes of rows [first, last) into `out` ((last - first) * (n + 1) bytes).
static int filter_rows(const uint32_t *pixels, size_t stride, uint32_t width, int channels, int filter,
                       uint32_t first, uint32_t last, uint8_t *out) {
  size_t n = (size_t)width * channels;
  uint8_t *rows = (uint8_t *)calloc(2, n);
  if (!rows) return -1;
  uint8_t *above = rows, *raw = rows + n;
  if (first > 0 && filter >= 2) lamina_png_straight_row(pixels, stride, width, channels, first - 1, above);
  for (uint32_t y = first; y < last; y++) {
    lamina_png_straight_row(pixels, stride, width, channels, y, raw);
    filter_row(filter, raw, above, n, channels, out + (size_t)(y - first) * (n + 1));
    uint8_t *t = above;
    above = raw;
    raw = t;
  }
  free(rows);
  return 0;
}

/// A piece compressed by `lamina_deflate_rle` from its filtered bytes (after the `before` bytes of
/// the row before it, whose last byte a run may repeat); frees `filtered`.
static int deflate_rle_piece(uint8_t *filtered, size_t before, size_t length, int final, uint8_t **data,
                             size_t *size, uint32_t *adler, char message[LAMINA_PNG_MESSAGE_SIZE]) {
  uint8_t *out = (uint8_t *)malloc(lamina_deflate_rle_bound(length));
  if (!out) {
    free(filtered);
    say(message, "out of memory");
    return -1;
  }
  size_t history = before > 0 ? 1 : 0;
  const uint8_t *in = filtered + before - history;
  *size = lamina_deflate_rle(in, history, history + length, final, out);
  *adler = adler32_of(filtered + before, length);
  free(filtered);
  *data = out;
  return 0;
}

int lamina_png_deflate_piece(const uint32_t *pixels, uint32_t width, uint32_t height, size_t stride, int channels,
                             uint32_t first, uint32_t last, int filter, int level, int strategy, uint8_t **data,
                             size_t *size, uint32_t *adler, char message[LAMINA_PNG_MESSAGE_SIZE]) {
  message[0] = 0;
  if (first >= last || last > height || filter < 0 || filter > 4 || level < 0 || level > 9) {
    say(message, "invalid piece of a PNG (rows, filter or zlib level)");
    return -1;
  }
  size_t row = (size_t)width * channels + 1;
  // The rows before the piece whose filtered bytes make its dictionary (the last 32 KiB of them;
  // run-length matching only ever looks one byte back, so there the row before is enough).
  size_t window = strategy == Z_RLE ? 1 : 32768;
  uint32_t back = first == 0 ? 0 : (uint32_t)((window + row - 1) / row);
  uint32_t start = back > first ? 0 : first - back;
  size_t before = (size_t)(first - start) * row, length = (size_t)(last - first) * row;
  uint8_t *filtered = (uint8_t *)malloc(before + length);
  if (!filtered || filter_rows(pixels, stride, width, channels, filter, start, last, filtered) != 0) {
    free(filtered);
    say(message, "out of memory");
    return -1;
  }
  // Run-length matching (zlib's level 0 stores instead): compressed without zlib, see
  // lamina_deflate_rle.c.
  if (strategy == Z_RLE && level > 0)
    return deflate_rle_piece(filtered, before, length, last == height, data, size, adler, message);
  z_stream z;
  memset(&z, 0, sizeof z);
  if (deflateInit2(&z, level, Z_DEFLATED, -15, 8, strategy) != Z_OK) {
    free(filtered);
    say(message, "out of memory");
    return -1;
  }
  size_t dictionary = before < 32768 ? before : 32768;
  if (dictionary > 0) deflateSetDictionary(&z, filtered + before - dictionary, (uInt)dictionary);
  size_t capacity = deflateBound(&z, length) + 16;
  uint8_t *out = (uint8_t *)malloc(capacity);
  if (!out) {
    deflateEnd(&z);
    free(filtered);
    say(message, "out of memory");
    return -1;
  }
  z.next_in = filtered + before;
  z.avail_in = (uInt)length;
  z.next_out = out;
  z.avail_out = (uInt)capacity;
  int status = deflate(&z, last == height ? Z_FINISH : Z_SYNC_FLUSH);
  int complete = last == height ? status == Z_STREAM_END : status == Z_OK && z.avail_in == 0;
  *size = capacity - z.avail_out;
  *adler = adler32_of(filtered + before, length);
  deflateEnd(&z);
  free(filtered);
  if (!complete) {
    free(out);
    say(message, "zlib could not compress a piece of the image");
    return -1;
  }
  *data = out;
  return 0;
}

static void put32(uint8_t *p, uint32_t v) {
  p[0] = (uint8_t)(v >> 24);
  p[1] = (uint8_t)(v >> 16);
  p[2] = (uint8_t)(v >> 8);
  p[3] = (uint8_t)v;
}

/// Appends a chunk of `type` made of `a` then `b` (either may be empty) at `out`; returns its end.
static uint8_t *chunk(uint8_t *out, const char *type, const uint8_t *a, size_t na, const uint8_t *b, size_t nb) {
  put32(out, (uint32_t)(na + nb));
  memcpy(out + 4, type, 4);
  if (na) memcpy(out + 8, a, na);
  if (nb) memcpy(out + 8 + na, b, nb);
  uLong crc = crc32(0, out + 4, (uInt)(4 + na));
  if (nb) crc = crc32(crc, b, (uInt)nb);
  put32(out + 8 + na + nb, (uint32_t)crc);
  return out + 12 + na + nb;
}

int lamina_png_assemble(uint32_t width, uint32_t height, int channels, int level, int strategy,
                        const uint8_t *pieces, const size_t *sizes, const uint32_t *adlers,
                        const size_t *lengths, size_t count, uint8_t **data, size_t *size,
                        char message[LAMINA_PNG_MESSAGE_SIZE]) {
  message[0] = 0;
  // Signature, IHDR, the zlib header, the trailer's IDAT, IEND, and an IDAT per piece.
  size_t total = 8 + 25 + 2 + (12 + 4) + 12;
  for (size_t i = 0; i < count; i++) total += 12 + sizes[i];
  uint8_t *out = (uint8_t *)malloc(total);
  if (!out) {
    say(message, "out of memory");
    return -1;
  }
  static const uint8_t signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
  memcpy(out, signature, 8);
  uint8_t header[13] = {0};
  put32(header, width);
  put32(header + 4, height);
  header[8] = 8;
  header[9] = channels == 4 ? 6 : 2;
  uint8_t *end = chunk(out + 8, "IHDR", header, 13, NULL, 0);
  // The zlib header: deflate with a 32 KiB window, and the level flag zlib itself would write.
  int flag = strategy >= Z_HUFFMAN_ONLY || level < 2 ? 0 : level < 6 ? 1 : level == 6 ? 2 : 3;
  unsigned cmf = (Z_DEFLATED + (7 << 4)) << 8 | (unsigned)flag << 6;
  cmf += 31 - cmf % 31;
  uint8_t zhead[2] = {(uint8_t)(cmf >> 8), (uint8_t)cmf};
  uLong adler = 1;
  for (size_t i = 0; i < count; i++) adler = adler32_combine(adler, adlers[i], (z_off_t)lengths[i]);
  const uint8_t *piece = pieces;
  for (size_t i = 0; i < count; i++) {
    // The first IDAT opens with the zlib header; the Adler-32 trailer closes the stream in its own.
    end = chunk(end, "IDAT", i == 0 ? zhead : NULL, i == 0 ? 2 : 0, piece, sizes[i]);
    piece += sizes[i];
  }
  uint8_t trailer[4];
  put32(trailer, (uint32_t)adler);
  end = chunk(end, "IDAT", trailer, 4, NULL, 0);
  end = chunk(end, "IEND", NULL, 0, NULL, 0);
  *data = out;
  *size = (size_t)(end - out);
  return 0;
}
