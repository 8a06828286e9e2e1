// An image's rows compressed as one piece of its PNG zlib stream: raw deflate ending on a byte
// boundary with a sync flush (the last piece with the final block), primed with the 32 KiB of
// filtered data before it as a preset dictionary, as pigz does (with run-length matching, by
// lamina_deflate_rle.c, which needs only the byte before it). The Swift writer joins the pieces with
// the zlib header and an Adler-32 combined from theirs. A piece depends only on the image and the
// rows it holds, so the file is the same whatever the number of threads that made the pieces.
#include "lamina_png.h"
#include "lamina_png_rows.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

static void say(char *message, const char *text) { snprintf(message, LAMINA_PNG_MESSAGE_SIZE, "%s", text); }

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

/// The first row filtered for the piece starting at row `first`: the rows before it whose filtered
/// bytes make its dictionary (the last 32 KiB of them; run-length matching only ever looks one byte
/// back, so there the row before is enough).
static uint32_t dictionary_start(uint32_t width, int channels, uint32_t first, int strategy) {
  size_t row = (size_t)width * channels + 1;
  size_t window = strategy == Z_RLE ? 1 : 32768;
  uint32_t back = first == 0 ? 0 : (uint32_t)((window + row - 1) / row);
  return back > first ? 0 : first - back;
}

static int invalid(uint32_t first, uint32_t last, uint32_t height, int channels, int level, char *message) {
  message[0] = 0;
  if (first < last && last <= height && (channels == 3 || channels == 4) && level >= 0 && level <= 9) return 0;
  say(message, "invalid piece of a PNG (rows, filter or zlib level)");
  return 1;
}

int lamina_png_compress_rows(const uint32_t *pixels, uint32_t width, uint32_t height, size_t stride, int channels,
                             uint32_t first, uint32_t last, int filters, int level, int strategy, uint8_t **data,
                             size_t *size, uint32_t *adler, size_t *length_out, char message[LAMINA_PNG_MESSAGE_SIZE]) {
  if (invalid(first, last, height, channels, level, message)) return -1;
  size_t row = (size_t)width * channels + 1;
  uint32_t start = dictionary_start(width, channels, first, strategy);
  size_t before = (size_t)(first - start) * row, length = (size_t)(last - first) * row;
  uint8_t *filtered = (uint8_t *)malloc(before + length);
  *length_out = length;
  if (!filtered || lamina_png_filter_rows(pixels, stride, width, channels, filters, start, last, filtered) != 0) {
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
