// The C side of lamina-bench --paths: the same paths drawn with Cairo calls made directly.
#ifndef LAMINA_PATH_BENCH_H
#define LAMINA_PATH_BENCH_H

#include <stddef.h>
#include <stdint.h>

// Draws `count` doubles of path records (see PathBenchmark.swift for the layout) into `pixels`, a
// premultiplied ARGB32 buffer of width × height with rows of width × 4 bytes, in a y-up user space
// as a Core Graphics bitmap context has. Returns 0, or -1 when Cairo failed.
int lamina_bench_draw_paths(const double *records, size_t count, uint32_t *pixels, int width, int height);

#endif
