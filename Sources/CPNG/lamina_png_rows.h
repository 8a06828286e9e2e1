// What the row compressor shares between its files (not part of the module's interface).
#ifndef LAMINA_PNG_ROWS_H
#define LAMINA_PNG_ROWS_H

#include <stddef.h>
#include <stdint.h>

/// The filtered bytes (filter type byte first) of rows [first, last) of premultiplied ARGB32 pixels
/// (rows of stride bytes) into `out` ((last - first) * (width * channels + 1) bytes), each filtered as
/// `filters` says (see lamina_png_compress_rows). Returns 0, or -1 when out of memory.
int lamina_png_filter_rows(const uint32_t *pixels, size_t stride, uint32_t width, int channels, int filters,
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
