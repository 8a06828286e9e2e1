// Whole-image PNG encode and decode over libpng. Every libpng error is caught with setjmp inside
// these functions and returned as a message, so no longjmp ever crosses a Swift frame.
#ifndef LAMINA_PNG_H
#define LAMINA_PNG_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Size of the buffer the functions write an error message into.
#define LAMINA_PNG_MESSAGE_SIZE 256

/// Reads a PNG's header: returns 0 with its size, or -1 with a message (not a PNG, corrupt header,
/// wider or taller than max_side, more than max_pixels pixels). Reads no pixel data.
int lamina_png_header(const uint8_t *data, size_t size, uint32_t max_side, uint64_t max_pixels,
                      uint32_t *width, uint32_t *height, char message[LAMINA_PNG_MESSAGE_SIZE]);

/// Decodes a PNG of any kind (palette, grey, grey+alpha, RGB, RGBA, 16-bit, tRNS, interlaced) whose
/// header gave width × height, into the caller's buffer of width * height premultiplied ARGB32
/// pixels in native byte order (Cairo's CAIRO_FORMAT_ARGB32), rows top to bottom. Returns 0, or -1
/// with a message (the buffer's contents are then unspecified).
int lamina_png_decode_into(const uint8_t *data, size_t size, uint32_t width, uint32_t height,
                           uint32_t *pixels, char message[LAMINA_PNG_MESSAGE_SIZE]);

/// Encodes premultiplied ARGB32 pixels (rows of stride bytes) as an 8-bit PNG: RGB when every pixel
/// is opaque, RGBA otherwise. zlib_level is 0...9; filters is a PNG_FILTER_* mask (0 = libpng's
/// default); strategy is a zlib strategy (Z_DEFAULT_STRATEGY = 0, Z_FILTERED = 1, Z_RLE = 3).
/// Returns 0 and a malloc'd buffer in *data (free with lamina_png_free), or -1 with a message.
int lamina_png_encode(const uint32_t *pixels, uint32_t width, uint32_t height, size_t stride,
                      int zlib_level, int filters, int strategy, int keep_alpha, uint8_t **data, size_t *size,
                      char message[LAMINA_PNG_MESSAGE_SIZE]);

/// Whether every pixel of premultiplied ARGB32 rows (stride bytes each) is opaque.
int lamina_png_is_opaque(const uint32_t *pixels, uint32_t width, uint32_t height, size_t stride);

/// Compresses rows [first, last) of the image (channels 3: RGB, 4: RGBA), each filtered with PNG
/// filter type `filter` (0 none, 1 sub, 2 up, 3 average, 4 Paeth), as one piece of the image's zlib
/// stream: raw deflate at `level` with `strategy`, primed with the filtered rows before it, ending
/// with a sync flush (the final block when last == height). Returns 0 with a malloc'd buffer in *data
/// and the Adler-32 of the piece's filtered bytes in *adler, or -1 with a message.
int lamina_png_deflate_piece(const uint32_t *pixels, uint32_t width, uint32_t height, size_t stride, int channels,
                             uint32_t first, uint32_t last, int filter, int level, int strategy, uint8_t **data,
                             size_t *size, uint32_t *adler, char message[LAMINA_PNG_MESSAGE_SIZE]);

/// The first row the piece starting at row `first` reads: the rows before it make its dictionary.
uint32_t lamina_png_piece_start(uint32_t width, int channels, uint32_t first, int filter, int strategy);

/// lamina_png_deflate_piece over rows anywhere in memory: rows[y] is row y (width pixels) for y from
/// lamina_png_piece_start(width, channels, first, filter, strategy) to last; no other entry is read.
int lamina_png_deflate_piece_rows(const uint32_t *const *rows, uint32_t width, uint32_t height, int channels,
                                  uint32_t first, uint32_t last, int filter, int level, int strategy, uint8_t **data,
                                  size_t *size, uint32_t *adler, char message[LAMINA_PNG_MESSAGE_SIZE]);

/// Joins `count` pieces from lamina_png_deflate_piece, laid end to end in `pieces` top to bottom
/// (sizes: each one's compressed size; lengths: its filtered byte count), into a PNG file. Returns
/// 0 and a malloc'd buffer in *data, or -1 with a message.
int lamina_png_assemble(uint32_t width, uint32_t height, int channels, int level, int strategy,
                        const uint8_t *pieces, const size_t *sizes, const uint32_t *adlers,
                        const size_t *lengths, size_t count, uint8_t **data, size_t *size,
                        char message[LAMINA_PNG_MESSAGE_SIZE]);

/// Frees a buffer returned by the functions above.
void lamina_png_free(void *buffer);

#ifdef __cplusplus
}
#endif

#endif
