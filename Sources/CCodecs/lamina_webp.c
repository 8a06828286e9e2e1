// WebP decoding through libwebp: status codes turned into messages.
#include "lamina_codecs.h"

#include <stdio.h>
#include <string.h>

#include <webp/decode.h>

static const char *status_text(VP8StatusCode status) {
  switch (status) {
  case VP8_STATUS_OUT_OF_MEMORY: return "not enough memory";
  case VP8_STATUS_INVALID_PARAM: return "invalid parameter";
  case VP8_STATUS_BITSTREAM_ERROR: return "not a WebP file, or a corrupt one";
  case VP8_STATUS_UNSUPPORTED_FEATURE: return "a WebP feature libwebp does not support";
  case VP8_STATUS_SUSPENDED: return "decoding suspended";
  case VP8_STATUS_USER_ABORT: return "decoding aborted";
  case VP8_STATUS_NOT_ENOUGH_DATA: return "the file ends early (truncated)";
  default: return "cannot decode";
  }
}

int lamina_webp_header(const uint8_t *data, size_t size, uint32_t max_side, uint64_t max_pixels,
                       uint32_t *width, uint32_t *height, char message[LAMINA_CODECS_MESSAGE_SIZE]) {
  message[0] = 0;
  WebPBitstreamFeatures features;
  VP8StatusCode status = WebPGetFeatures(data, size, &features);
  if (status != VP8_STATUS_OK) {
    snprintf(message, LAMINA_CODECS_MESSAGE_SIZE, "%s", status_text(status));
    return -1;
  }
  if (features.has_animation) {
    snprintf(message, LAMINA_CODECS_MESSAGE_SIZE, "an animated WebP (only still WebP images are decoded)");
    return -1;
  }
  uint32_t w = (uint32_t)features.width, h = (uint32_t)features.height;
  if (features.width <= 0 || features.height <= 0 || w > max_side || h > max_side ||
      (uint64_t)w * h > max_pixels) {
    snprintf(message, LAMINA_CODECS_MESSAGE_SIZE, "the image is %d×%d, over the limit (%u a side, %llu pixels)",
             features.width, features.height, max_side, (unsigned long long)max_pixels);
    return -1;
  }
  *width = w;
  *height = h;
  return 0;
}

int lamina_webp_decode_into(const uint8_t *data, size_t size, uint32_t width, uint32_t height, uint32_t *pixels,
                            char message[LAMINA_CODECS_MESSAGE_SIZE]) {
  message[0] = 0;
  WebPDecoderConfig config;
  if (!WebPInitDecoderConfig(&config)) {
    snprintf(message, LAMINA_CODECS_MESSAGE_SIZE, "libwebp's version does not match its header");
    return -1;
  }
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
  config.output.colorspace = MODE_bgrA;  // premultiplied B, G, R, A in memory: ARGB32 here
#else
  config.output.colorspace = MODE_Argb;
#endif
  config.output.is_external_memory = 1;
  config.output.u.RGBA.rgba = (uint8_t *)pixels;
  config.output.u.RGBA.stride = (int)width * 4;
  config.output.u.RGBA.size = (size_t)width * height * 4;
  VP8StatusCode status = WebPDecode(data, size, &config);
  int ok = status == VP8_STATUS_OK && config.output.width == (int)width && config.output.height == (int)height;
  if (!ok) {
    snprintf(message, LAMINA_CODECS_MESSAGE_SIZE, "%s",
             status == VP8_STATUS_OK ? "image size differs from its header" : status_text(status));
  }
  WebPFreeDecBuffer(&config.output);
  return ok ? 0 : -1;
}
