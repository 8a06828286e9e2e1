// PNG decoding (libpng) and the compression of an image's rows (zlib, or run-length deflate) for the
// Swift writer in LaminaImage. Every libpng error is caught with setjmp inside these functions and
// returned as a message, so no longjmp ever crosses a Swift frame.
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

/// Whether every pixel of premultiplied ARGB32 rows (stride bytes each) is opaque.
int lamina_png_is_opaque(const uint32_t *pixels, uint32_t width, uint32_t height, size_t stride);

/// Compresses rows [first, last) of a premultiplied ARGB32 image (rows of stride bytes) as one piece
/// of its PNG zlib stream: each row made straight RGB (channels 3, opaque images only) or RGBA (4),
/// filtered with the one PNG filter type `filters` allows (a mask of libpng's PNG_FILTER_* bits), or
/// with the allowed type whose bytes have the smallest sum of magnitudes when it allows several (as
/// libpng chooses); then raw deflate at `level` (0…9) with zlib `strategy`, primed with the 32 KiB
/// of filtered bytes before the piece, ending with a sync flush (the final block when last ==
/// height). The pieces depend on the image and the cut alone, so they can be made on any threads.
/// Returns 0 with a malloc'd buffer in *data and the Adler-32 of the piece's filtered bytes in
/// *adler (*length: their count), or -1 with a message.
int lamina_png_compress_rows(const uint32_t *pixels, uint32_t width, uint32_t height, size_t stride, int channels,
                             uint32_t first, uint32_t last, int filters, int level, int strategy, uint8_t **data,
                             size_t *size, uint32_t *adler, size_t *length, char message[LAMINA_PNG_MESSAGE_SIZE]);

/// Frees a buffer returned by the functions above.
void lamina_png_free(void *buffer);

#ifdef __cplusplus
}
#endif

#endif
