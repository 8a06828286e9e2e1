// What the two PNG encoders share (not part of the module's interface).
#ifndef LAMINA_PNG_ROWS_H
#define LAMINA_PNG_ROWS_H

#include <stddef.h>
#include <stdint.h>

/// Straight (unpremultiplied) RGB (channels 3, for opaque pixels only) or RGBA (4) bytes of a row of
/// premultiplied ARGB32 pixels, into out (width * channels bytes).
void lamina_png_straight_row(const uint32_t *row, uint32_t width, int channels, uint8_t *out);

/// The filtered bytes (filter type byte first) of rows [first, last) into `out` ((last - first) *
/// (width * channels + 1) bytes), rows[y - row0] being row y (from first - 1 when the filter looks
/// above). Returns 0, or -1 when out of memory.
int lamina_png_filter_rows(const uint32_t *const *rows, uint32_t row0, uint32_t width, int channels, int filter,
                           uint32_t first, uint32_t last, uint8_t *out);

/// Huffman code lengths of at most `limit` bits (≤ 15) for the frequencies of `n` (≤ 288) symbols;
/// 0 for an unused symbol. The code is complete (a single used symbol gets a partner).
void lamina_huffman_lengths(const uint32_t *freq, int n, int limit, uint8_t *length);

/// The canonical codes of `length`, bit-reversed for deflate's least-significant-first stream.
void lamina_huffman_codes(const uint8_t *length, int n, uint16_t *code);

/// The most bytes `lamina_deflate_rle` writes for `length` bytes.
size_t lamina_deflate_rle_bound(size_t length);

/// Compresses `in[start..<end]` as raw deflate with run-length matches only (each repeating the byte
/// before it; `in[start - 1]`, when `start` > 0, is the stream's last byte so far). With `final` the
/// last block is marked final and the output padded to a byte; otherwise it ends with an empty stored
/// block, on a byte boundary, as zlib's Z_SYNC_FLUSH does. Returns the bytes written to `out`.
size_t lamina_deflate_rle(const uint8_t *in, size_t start, size_t end, int final, uint8_t *out);

#endif
