// Huffman codes for deflate (RFC 1951 §3.2.2): code lengths within a limit for symbol
// frequencies, and the canonical codes those lengths define.
#include "lamina_png_rows.h"

#include <string.h>

enum { MAX_CODES = 288 };

/// Huffman code lengths of at most `limit` bits for the `n` symbols' frequencies: a Huffman tree
/// (two queues over the leaves sorted by frequency, ties by symbol, so the result is deterministic),
/// then, when it is too deep, the deep leaves brought up to the limit and the code made complete
/// again by moving leaves one level down, from the deepest level above the limit. A single used
/// symbol gets a partner, so that every code is complete.
void lamina_huffman_lengths(const uint32_t *freq, int n, int limit, uint8_t *length) {
  int leaf[MAX_CODES], m = 0;
  memset(length, 0, (size_t)n);
  for (int s = 0; s < n; s++)
    if (freq[s]) leaf[m++] = s;
  if (m == 0) return;
  if (m == 1) {
    length[leaf[0]] = 1;
    length[leaf[0] == 0 ? 1 : 0] = 1;
    return;
  }
  for (int i = 1; i < m; i++) {  // insertion sort by (frequency, symbol)
    int s = leaf[i], j = i;
    while (j > 0 && freq[leaf[j - 1]] > freq[s]) leaf[j] = leaf[j - 1], j--;
    leaf[j] = s;
  }
  uint64_t weight[2 * MAX_CODES];
  int parent[2 * MAX_CODES], depth[2 * MAX_CODES];
  for (int i = 0; i < m; i++) weight[i] = freq[leaf[i]];
  int next_leaf = 0, next_node = m, made = m;
  for (int k = 0; k < m - 1; k++) {
    int pair[2];
    for (int t = 0; t < 2; t++) {
      if (next_leaf < m && (next_node >= made || weight[next_leaf] <= weight[next_node])) pair[t] = next_leaf++;
      else pair[t] = next_node++;
    }
    weight[made] = weight[pair[0]] + weight[pair[1]];
    parent[pair[0]] = parent[pair[1]] = made++;
  }
  depth[made - 1] = 0;
  for (int i = made - 2; i >= 0; i--) depth[i] = depth[parent[i]] + 1;
  int count[64] = {0};
  for (int i = 0; i < m; i++) count[depth[i] < limit ? depth[i] : limit]++;
  // Kraft sum in units of 2^-limit: each leaf clamped to the limit adds at most one unit too many.
  uint64_t kraft = 0;
  for (int l = 1; l <= limit; l++) kraft += (uint64_t)count[l] << (limit - l);
  while (kraft > (1ull << limit)) {
    int l = limit - 1;
    while (count[l] == 0) l--;
    count[l]--;         // a leaf moves down a level,
    count[l + 1] += 2;  // beside it one from the limit,
    count[limit]--;     // which leaves the limit: the sum drops by one unit
    kraft--;
  }
  // The most frequent symbols (the end of the sorted leaves) get the shortest codes.
  int i = m - 1;
  for (int l = 1; l <= limit; l++)
    for (int c = count[l]; c > 0; c--) length[leaf[i--]] = (uint8_t)l;
}

/// Canonical codes (RFC 1951 §3.2.2) for the lengths, bit-reversed for the least-significant-first
/// stream.
void lamina_huffman_codes(const uint8_t *length, int n, uint16_t *code) {
  int count[16] = {0}, next[16];
  for (int s = 0; s < n; s++) count[length[s]]++;
  count[0] = 0;
  next[0] = 0;
  for (int l = 1, c = 0; l < 16; l++) next[l] = c = (c + count[l - 1]) << 1;
  for (int s = 0; s < n; s++) {
    int l = length[s];
    if (!l) continue;
    uint32_t c = (uint32_t)next[l]++, reversed = 0;
    for (int b = 0; b < l; b++) reversed |= ((c >> b) & 1u) << (l - 1 - b);
    code[s] = (uint16_t)reversed;
  }
}
