// JPEG (libjpeg-turbo) and WebP (libwebp) decoding for LaminaImage. Every libjpeg error is caught
// with setjmp inside these functions and returned as a message, so no longjmp ever crosses a Swift
// frame; libwebp returns status codes, turned into messages here.
#ifndef LAMINA_CODECS_H
#define LAMINA_CODECS_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Size of the buffer the functions write an error message into.
#define LAMINA_CODECS_MESSAGE_SIZE 256

/// The most scans a progressive JPEG may have before decoding stops with an error (a file of many
/// tiny scans otherwise costs a full pass each).
#define LAMINA_JPEG_MAX_SCANS 1000

/// Reads a JPEG's header: returns 0 with its size, or -1 with a message (not a JPEG, corrupt
/// header, wider or taller than max_side, more than max_pixels pixels). Decodes no pixel.
int lamina_jpeg_header(const uint8_t *data, size_t size, uint32_t max_side, uint64_t max_pixels,
                       uint32_t *width, uint32_t *height, char message[LAMINA_CODECS_MESSAGE_SIZE]);

/// Decodes a baseline or progressive JPEG (grey, YCbCr, RGB, CMYK or YCCK) whose header gave
/// width × height into the caller's buffer of width * height opaque ARGB32 pixels in native byte
/// order, rows top to bottom. A warning (corrupt or truncated data) is an error. Returns 0, or -1
/// with a message.
int lamina_jpeg_decode_into(const uint8_t *data, size_t size, uint32_t width, uint32_t height, uint32_t *pixels,
                            char message[LAMINA_CODECS_MESSAGE_SIZE]);

/// Reads a WebP's header: returns 0 with its size, or -1 with a message (not a WebP, corrupt,
/// animated, over the limits). Decodes no pixel.
int lamina_webp_header(const uint8_t *data, size_t size, uint32_t max_side, uint64_t max_pixels,
                       uint32_t *width, uint32_t *height, char message[LAMINA_CODECS_MESSAGE_SIZE]);

/// Decodes a still WebP (lossy or lossless, with or without alpha) whose header gave width ×
/// height into the caller's buffer of width * height premultiplied ARGB32 pixels in native byte
/// order. Returns 0, or -1 with a message.
int lamina_webp_decode_into(const uint8_t *data, size_t size, uint32_t width, uint32_t height, uint32_t *pixels,
                            char message[LAMINA_CODECS_MESSAGE_SIZE]);

#ifdef __cplusplus
}
#endif

#endif
