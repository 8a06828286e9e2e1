// Deflate (RFC 1951) with run-length matches only: every match repeats the byte before it (distance
// 1), as zlib's Z_RLE strategy does, which is what filtered image rows compress well with. Being that
// narrow it needs no window, hash chains or sliding: the runs are found eight bytes at a time, each
// block of up to 16,384 symbols gets Huffman codes built for it, and is written with them, or with
// the fixed codes, or stored, whichever is smallest. zlib's deflate spent most of a PNG piece's time
// sliding its hash tables, which run-length matching never reads.
#include "lamina_png_rows.h"

#include <string.h>

enum { LIT_CODES = 286, FIXED_CODES = 288, DIST_CODES = 2, MAX_SYMBOLS = 16384, MAX_STORED = 65535 };

/// Output bits, least significant first, as deflate packs them.
typedef struct {
  uint8_t *out;
  uint64_t bits;
  int count;
} Bits;

static void put(Bits *w, uint32_t value, int n) {
  w->bits |= (uint64_t)value << w->count;
  w->count += n;
  if (w->count >= 32) {
    uint32_t word = (uint32_t)w->bits;
    memcpy(w->out, &word, 4);  // little endian: the first bits in the first byte
    w->out += 4;
    w->bits >>= 32;
    w->count -= 32;
  }
}

/// Pads to a byte boundary and writes out every whole byte.
static void align(Bits *w) {
  while (w->count > 0) {
    *w->out++ = (uint8_t)w->bits;
    w->bits >>= 8;
    w->count = w->count > 8 ? w->count - 8 : 0;
  }
  w->bits = 0;
}

/// The length code (0 for 257 … 28 for 285) of a match of `length` (3 … 258), its extra bits and
/// their value, from RFC 1951 §3.2.5.
static void length_code(int length, int *code, int *extra, int *value) {
  static const uint16_t base[29] = {3,  4,  5,  6,  7,  8,  9,  10, 11,  13,  15,  17,  19,  23, 27,
                                    31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
  static const uint8_t bits[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2,
                                   2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
  int c = 28;
  while (base[c] > length) c--;
  *code = c;
  *extra = bits[c];
  *value = length - base[c];
}

/// The literal/length and distance code lengths run-length coded with the code-length alphabet
/// (16: repeat the last 3–6 times, 17: 3–10 zeros, 18: 11–138 zeros); symbol | extra value << 8.
static int code_length_symbols(const uint8_t *lengths, int n, uint16_t *out) {
  int k = 0;
  for (int i = 0; i < n;) {
    int l = lengths[i], run = 1;
    while (i + run < n && lengths[i + run] == l) run++;
    if (l == 0 && run >= 3) {
      int r = run > 138 ? 138 : run;
      out[k++] = r >= 11 ? (uint16_t)(18 | (r - 11) << 8) : (uint16_t)(17 | (r - 3) << 8);
      i += r;
    } else if (l != 0 && run >= 4) {
      out[k++] = (uint16_t)l;
      int r = run - 1 > 6 ? 6 : run - 1;
      out[k++] = (uint16_t)(16 | (r - 3) << 8);
      i += 1 + r;
    } else {
      out[k++] = (uint16_t)l;
      i++;
    }
  }
  return k;
}

static const uint8_t extra_of_code_length[19] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 3, 7};
static const uint8_t code_length_order[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};

/// One block of `count` symbols (a byte, or 256 + a match length − 3) covering `raw` (`size` bytes).
static void write_block(Bits *w, const uint16_t *symbols, int count, const uint8_t *raw, size_t size, int last) {
  uint32_t freq[LIT_CODES] = {0}, dist_freq[DIST_CODES] = {0};
  uint64_t extra_bits = 0;
  for (int i = 0; i < count; i++) {
    if (symbols[i] < 256) {
      freq[symbols[i]]++;
    } else {
      int code, extra, value;
      length_code(symbols[i] - 256 + 3, &code, &extra, &value);
      freq[257 + code]++;
      extra_bits += (uint64_t)extra;
      dist_freq[0]++;
    }
  }
  freq[256] = 1;
  // Both distance codes get one bit, whether or not a match used them: a complete code.
  uint8_t lit_length[FIXED_CODES] = {0}, dist_length[DIST_CODES] = {1, 1};
  lamina_huffman_lengths(freq, LIT_CODES, 15, lit_length);
  int hlit = LIT_CODES;
  while (hlit > 257 && lit_length[hlit - 1] == 0) hlit--;
  uint8_t all[LIT_CODES + DIST_CODES];
  memcpy(all, lit_length, (size_t)hlit);
  memcpy(all + hlit, dist_length, DIST_CODES);
  uint16_t cl_symbols[LIT_CODES + DIST_CODES];
  int cl_count = code_length_symbols(all, hlit + DIST_CODES, cl_symbols);
  uint32_t cl_freq[19] = {0};
  for (int i = 0; i < cl_count; i++) cl_freq[cl_symbols[i] & 0xff]++;
  uint8_t cl_length[19];
  lamina_huffman_lengths(cl_freq, 19, 7, cl_length);
  int hclen = 19;
  while (hclen > 4 && cl_length[code_length_order[hclen - 1]] == 0) hclen--;

  // Sizes in bits of the three ways to write the block.
  uint64_t dynamic = 3 + 5 + 5 + 4 + 3 * (uint64_t)hclen, fixed = 3;
  for (int i = 0; i < cl_count; i++) {
    int symbol = cl_symbols[i] & 0xff;
    dynamic += cl_length[symbol] + extra_of_code_length[symbol];
  }
  for (int s = 0; s < LIT_CODES; s++) {
    dynamic += (uint64_t)freq[s] * lit_length[s];
    fixed += (uint64_t)freq[s] * (s < 144 ? 8 : s < 256 ? 9 : s < 280 ? 7 : 8);
  }
  dynamic += extra_bits + (uint64_t)dist_freq[0] * dist_length[0];
  fixed += extra_bits + (uint64_t)dist_freq[0] * 5;
  uint64_t stored = ((size + MAX_STORED - 1) / MAX_STORED) * (3 + 7 + 32) + 8 * (uint64_t)size;

  if (stored < dynamic && stored < fixed) {
    for (size_t at = 0; at < size;) {
      size_t n = size - at < MAX_STORED ? size - at : MAX_STORED;
      put(w, last && at + n == size, 1);
      put(w, 0, 2);
      align(w);
      uint8_t header[4] = {(uint8_t)n, (uint8_t)(n >> 8), (uint8_t)~n, (uint8_t)(~n >> 8)};
      memcpy(w->out, header, 4);
      memcpy(w->out + 4, raw + at, n);
      w->out += 4 + n;
      at += n;
    }
    return;
  }
  uint16_t lit_code[FIXED_CODES], dist_code[DIST_CODES];
  int lit_codes = LIT_CODES;
  if (fixed <= dynamic) {
    // The fixed code is defined over 288 symbols (286 and 287 never occur); the canonical codes of
    // the 9-bit ones count them.
    lit_codes = FIXED_CODES;
    for (int s = 0; s < FIXED_CODES; s++) lit_length[s] = s < 144 ? 8 : s < 256 ? 9 : s < 280 ? 7 : 8;
    dist_length[0] = dist_length[1] = 5;
    put(w, (uint32_t)last, 1);
    put(w, 1, 2);
  } else {
    put(w, (uint32_t)last, 1);
    put(w, 2, 2);
    put(w, (uint32_t)(hlit - 257), 5);
    put(w, DIST_CODES - 1, 5);
    put(w, (uint32_t)(hclen - 4), 4);
    for (int i = 0; i < hclen; i++) put(w, cl_length[code_length_order[i]], 3);
    uint16_t cl_code[19];
    lamina_huffman_codes(cl_length, 19, cl_code);
    for (int i = 0; i < cl_count; i++) {
      int s = cl_symbols[i] & 0xff;
      put(w, cl_code[s], cl_length[s]);
      if (extra_of_code_length[s]) put(w, cl_symbols[i] >> 8, extra_of_code_length[s]);
    }
  }
  lamina_huffman_codes(lit_length, lit_codes, lit_code);
  lamina_huffman_codes(dist_length, DIST_CODES, dist_code);
  for (int i = 0; i < count; i++) {
    int s = symbols[i];
    if (s < 256) {
      put(w, lit_code[s], lit_length[s]);
    } else {
      int code, extra, value;
      length_code(s - 256 + 3, &code, &extra, &value);
      put(w, lit_code[257 + code], lit_length[257 + code]);
      if (extra) put(w, (uint32_t)value, extra);
      put(w, dist_code[0], dist_length[0]);
    }
  }
  put(w, lit_code[256], lit_length[256]);
}

// A block holds at least 16,384 bytes unless it is the last, and is never written larger than
// stored, which adds at most 6 bytes a block (and 5 per 65,535 bytes): 8 per 4,096 is ample.
size_t lamina_deflate_rle_bound(size_t length) { return length + (length / 4096 + 2) * 8 + 64; }

/// How many bytes from `at` (at most 258, and up to `end`) equal the byte before `at`.
static size_t run_at(const uint8_t *in, size_t at, size_t end) {
  size_t limit = end - at < 258 ? end - at : 258, n = 0;
  uint64_t repeated = 0x0101010101010101ull * in[at - 1];
  while (n + 8 <= limit) {
    uint64_t word;
    memcpy(&word, in + at + n, 8);
    uint64_t differ = word ^ repeated;
    if (differ) return n + (size_t)(__builtin_ctzll(differ) >> 3);
    n += 8;
  }
  while (n < limit && in[at + n] == in[at - 1]) n++;
  return n;
}

size_t lamina_deflate_rle(const uint8_t *in, size_t start, size_t end, int final, uint8_t *out) {
  Bits w = {out, 0, 0};
  uint16_t symbols[MAX_SYMBOLS];
  size_t at = start;
  if (at == end && final) {
    put(&w, 1, 1);  // an empty final block with the fixed codes: just the end-of-block code
    put(&w, 1, 2);
    put(&w, 0, 7);
  }
  while (at < end) {
    size_t first = at;
    int count = 0;
    while (at < end && count < MAX_SYMBOLS) {
      size_t run = at > 0 ? run_at(in, at, end) : 0;
      if (run >= 3) {
        symbols[count++] = (uint16_t)(256 + run - 3);
        at += run;
      } else {
        symbols[count++] = in[at++];
      }
    }
    write_block(&w, symbols, count, in + first, at - first, final && at == end);
  }
  if (!final) {  // a sync flush: an empty stored block ends the piece on a byte boundary
    put(&w, 0, 3);
    align(&w);
    static const uint8_t empty[4] = {0, 0, 0xff, 0xff};
    memcpy(w.out, empty, 4);
    w.out += 4;
  } else {
    align(&w);
  }
  return (size_t)(w.out - out);
}
