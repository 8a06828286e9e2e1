// JPEG decoding through libjpeg-turbo, errors caught with setjmp and returned as messages.
#include "lamina_codecs.h"

#include <setjmp.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

#include <jpeglib.h>

typedef struct {
  struct jpeg_error_mgr base;
  jmp_buf jump;
  char *message;
} failure;

typedef struct {
  struct jpeg_progress_mgr base;
  j_decompress_ptr decoder;
} scan_counter;

// libjpeg's fatal errors: keep its message and jump back to the function that started.
static void fail(j_common_ptr info) {
  failure *f = (failure *)info->err;
  char text[JMSG_LENGTH_MAX];
  (*info->err->format_message)(info, text);
  snprintf(f->message, LAMINA_CODECS_MESSAGE_SIZE, "%s", text);
  longjmp(f->jump, 1);
}

// Warnings (level -1: corrupt or truncated data) are errors; trace messages are ignored.
static void warn(j_common_ptr info, int level) {
  if (level < 0) fail(info);
}

// Stops a progressive file with more scans than LAMINA_JPEG_MAX_SCANS.
static void count_scans(j_common_ptr info) {
  scan_counter *counter = (scan_counter *)info->progress;
  if (counter->decoder->input_scan_number > LAMINA_JPEG_MAX_SCANS) {
    failure *f = (failure *)info->err;
    snprintf(f->message, LAMINA_CODECS_MESSAGE_SIZE, "more than %d scans", LAMINA_JPEG_MAX_SCANS);
    longjmp(f->jump, 1);
  }
}

static void prepare(struct jpeg_decompress_struct *d, failure *f, char *message) {
  message[0] = 0;
  f->message = message;
  d->err = jpeg_std_error(&f->base);
  f->base.error_exit = fail;
  f->base.emit_message = warn;
}

static int check_size(uint32_t w, uint32_t h, uint32_t max_side, uint64_t max_pixels, char *message) {
  if (w == 0 || h == 0) {
    snprintf(message, LAMINA_CODECS_MESSAGE_SIZE, "the image is empty (%u×%u)", w, h);
    return -1;
  }
  if (w > max_side || h > max_side || (uint64_t)w * h > max_pixels) {
    snprintf(message, LAMINA_CODECS_MESSAGE_SIZE,
             "the image is %u×%u, over the limit (%u a side, %llu pixels)", w, h, max_side,
             (unsigned long long)max_pixels);
    return -1;
  }
  return 0;
}

int lamina_jpeg_header(const uint8_t *data, size_t size, uint32_t max_side, uint64_t max_pixels,
                       uint32_t *width, uint32_t *height, char message[LAMINA_CODECS_MESSAGE_SIZE]) {
  struct jpeg_decompress_struct d;
  failure f;
  prepare(&d, &f, message);
  jpeg_create_decompress(&d);
  if (setjmp(f.jump)) {
    jpeg_destroy_decompress(&d);
    return -1;
  }
  jpeg_mem_src(&d, data, (unsigned long)size);
  jpeg_read_header(&d, TRUE);
  int status = check_size(d.image_width, d.image_height, max_side, max_pixels, message);
  *width = d.image_width;
  *height = d.image_height;
  jpeg_destroy_decompress(&d);
  return status;
}

// One CMYK row (Adobe's inverted form when the file says so) as opaque ARGB32.
static void cmyk_row(const JSAMPLE *row, uint32_t width, int inverted, uint32_t *out) {
  for (uint32_t x = 0; x < width; x++) {
    unsigned c = row[4 * x], m = row[4 * x + 1], y = row[4 * x + 2], k = row[4 * x + 3];
    if (!inverted) {
      c = 255 - c;
      m = 255 - m;
      y = 255 - y;
      k = 255 - k;
    }
    unsigned r = (c * k + 127) / 255, g = (m * k + 127) / 255, b = (y * k + 127) / 255;
    out[x] = 0xFF000000u | (r << 16) | (g << 8) | b;
  }
}

int lamina_jpeg_decode_into(const uint8_t *data, size_t size, uint32_t width, uint32_t height, uint32_t *pixels,
                            char message[LAMINA_CODECS_MESSAGE_SIZE]) {
  struct jpeg_decompress_struct d;
  failure f;
  scan_counter counter;
  JSAMPLE *volatile scratch = NULL;
  prepare(&d, &f, message);
  jpeg_create_decompress(&d);
  if (setjmp(f.jump)) {
    free(scratch);
    jpeg_destroy_decompress(&d);
    return -1;
  }
  counter.base.progress_monitor = count_scans;
  counter.decoder = &d;
  d.progress = &counter.base;
  jpeg_mem_src(&d, data, (unsigned long)size);
  jpeg_read_header(&d, TRUE);
  if (d.image_width != width || d.image_height != height) {
    snprintf(message, LAMINA_CODECS_MESSAGE_SIZE, "image size differs from its header");
    longjmp(f.jump, 1);
  }
  int cmyk = d.jpeg_color_space == JCS_CMYK || d.jpeg_color_space == JCS_YCCK;
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
  d.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_BGRA;  // B, G, R, A in memory: ARGB32 here
#else
  d.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_ARGB;
#endif
  jpeg_start_decompress(&d);
  if (cmyk) scratch = malloc((size_t)width * 4);
  if (cmyk && scratch == NULL) {
    snprintf(message, LAMINA_CODECS_MESSAGE_SIZE, "not enough memory for a row");
    longjmp(f.jump, 1);
  }
  while (d.output_scanline < d.output_height) {
    uint32_t *out = pixels + (size_t)d.output_scanline * width;
    JSAMPROW row = cmyk ? scratch : (JSAMPROW)out;
    jpeg_read_scanlines(&d, &row, 1);
    if (cmyk) cmyk_row(scratch, width, d.saw_Adobe_marker, out);
  }
  jpeg_finish_decompress(&d);
  free(scratch);
  jpeg_destroy_decompress(&d);
  return 0;
}
