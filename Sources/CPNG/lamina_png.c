// PNG decoding through libpng. libpng reports errors by longjmp; every setjmp that catches one is in
// this file, so Swift only ever sees a return code and a message.
#include "lamina_png.h"

#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void fail(char *message, const char *text) {
  snprintf(message, LAMINA_PNG_MESSAGE_SIZE, "%s", text);
}

/// Where libpng's messages go: the caller's buffer, and the last warning, which often says more
/// than the error that follows it ("Image width exceeds user limit" before "Invalid IHDR data").
typedef struct {
  char *message;
  char warning[LAMINA_PNG_MESSAGE_SIZE];
} reporter;

static void on_error(png_structp png, png_const_charp text) {
  reporter *r = (reporter *)png_get_error_ptr(png);
  if (r->warning[0])
    snprintf(r->message, LAMINA_PNG_MESSAGE_SIZE, "%s (%s)", text, r->warning);
  else
    fail(r->message, text);
  png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp text) {
  reporter *r = (reporter *)png_get_error_ptr(png);
  snprintf(r->warning, LAMINA_PNG_MESSAGE_SIZE, "%s", text);
}

typedef struct {
  const uint8_t *data;
  size_t size;
  size_t offset;
} reader;

static void read_bytes(png_structp png, png_bytep out, size_t count) {
  reader *r = (reader *)png_get_io_ptr(png);
  if (r->size - r->offset < count) png_error(png, "truncated PNG data");
  memcpy(out, r->data + r->offset, count);
  r->offset += count;
}

/// (c * a) / 255, rounded to nearest.
static inline uint32_t premultiply(uint32_t c, uint32_t a) {
  uint32_t t = c * a + 128;
  return (t + (t >> 8)) >> 8;
}

static void convert_to_premultiplied(uint8_t *buffer, size_t count) {
  uint32_t *out = (uint32_t *)buffer;
  for (size_t i = 0; i < count; i++) {
    const uint8_t *p = buffer + i * 4;
    uint32_t r = p[0], g = p[1], b = p[2], a = p[3];
    if (a != 255) {
      r = premultiply(r, a);
      g = premultiply(g, a);
      b = premultiply(b, a);
    }
    out[i] = (a << 24) | (r << 16) | (g << 8) | b;
  }
}

/// Reads the header of `data` into *w and *h, refusing sizes over the limits. Called under setjmp.
static void read_header(png_structp png, png_infop info, uint32_t max_side, uint64_t max_pixels,
                        png_uint_32 *w, png_uint_32 *h, int *color) {
  int depth = 0;
  png_set_user_limits(png, max_side, max_side);
  png_read_info(png, info);
  png_get_IHDR(png, info, w, h, &depth, color, NULL, NULL, NULL);
  if ((uint64_t)*w * (uint64_t)*h > max_pixels) png_error(png, "image has too many pixels");
}

static int start(const uint8_t *data, size_t size, char *message, png_structp *png, png_infop *info,
                 reporter *report) {
  message[0] = 0;
  if (size < 8 || png_sig_cmp(data, 0, 8) != 0) {
    fail(message, "not a PNG file (the 8-byte signature is missing)");
    return -1;
  }
  *png = png_create_read_struct(PNG_LIBPNG_VER_STRING, report, on_error, on_warning);
  if (!*png) {
    fail(message, "libpng could not allocate a reader");
    return -1;
  }
  *info = png_create_info_struct(*png);
  if (!*info) {
    png_destroy_read_struct(png, NULL, NULL);
    fail(message, "libpng could not allocate image information");
    return -1;
  }
  return 0;
}

int lamina_png_header(const uint8_t *data, size_t size, uint32_t max_side, uint64_t max_pixels,
                      uint32_t *width, uint32_t *height, char message[LAMINA_PNG_MESSAGE_SIZE]) {
  reporter report = {message, {0}};
  png_structp png = NULL;
  png_infop info = NULL;
  if (start(data, size, message, &png, &info, &report) != 0) return -1;
  reader source = {data, size, 0};
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_read_struct(&png, &info, NULL);
    return -1;
  }
  png_set_read_fn(png, &source, read_bytes);
  png_uint_32 w = 0, h = 0;
  int color = 0;
  read_header(png, info, max_side, max_pixels, &w, &h, &color);
  png_destroy_read_struct(&png, &info, NULL);
  *width = w;
  *height = h;
  return 0;
}

int lamina_png_decode_into(const uint8_t *data, size_t size, uint32_t width, uint32_t height,
                           uint32_t *pixels, char message[LAMINA_PNG_MESSAGE_SIZE]) {
  reporter report = {message, {0}};
  png_structp png = NULL;
  png_infop info = NULL;
  if (start(data, size, message, &png, &info, &report) != 0) return -1;
  png_bytep *volatile rows = NULL;
  reader source = {data, size, 0};
  if (setjmp(png_jmpbuf(png))) {
    free(rows);
    png_destroy_read_struct(&png, &info, NULL);
    return -1;
  }
  png_set_read_fn(png, &source, read_bytes);
  png_uint_32 w = 0, h = 0;
  int color = 0;
  read_header(png, info, width > height ? width : height, (uint64_t)width * height, &w, &h, &color);
  if (w != width || h != height) png_error(png, "image size differs from its header");
  int has_trns = png_get_valid(png, info, PNG_INFO_tRNS) != 0;
  png_set_expand(png);
  png_set_scale_16(png);
  if (color == PNG_COLOR_TYPE_GRAY || color == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
  if (!has_trns && !(color & PNG_COLOR_MASK_ALPHA)) png_set_filler(png, 0xff, PNG_FILLER_AFTER);
  png_set_interlace_handling(png);
  png_read_update_info(png, info);
  size_t row_bytes = png_get_rowbytes(png, info);
  if (row_bytes != (size_t)w * 4) png_error(png, "unexpected row layout after conversion");
  rows = (png_bytep *)malloc(sizeof(png_bytep) * h);
  if (!rows) png_error(png, "out of memory");
  uint8_t *buffer = (uint8_t *)pixels;
  for (png_uint_32 y = 0; y < h; y++) rows[y] = buffer + y * row_bytes;
  png_read_image(png, rows);
  png_read_end(png, NULL);
  convert_to_premultiplied(buffer, (size_t)w * h);
  free(rows);
  png_destroy_read_struct(&png, &info, NULL);
  return 0;
}

void lamina_png_free(void *buffer) { free(buffer); }
