// Hand-written C over Cairo: the baseline lamina-bench --paths measures Lamina's CGContext against.
#include "lamina_path_bench.h"

#include <cairo.h>
#include <math.h>

int lamina_bench_draw_paths(const double *r, size_t count, uint32_t *pixels, int width, int height) {
  cairo_surface_t *surface = cairo_image_surface_create_for_data(
      (unsigned char *)pixels, CAIRO_FORMAT_ARGB32, width, height, width * 4);
  cairo_t *cr = cairo_create(surface);
  cairo_matrix_t flip;
  cairo_matrix_init(&flip, 1, 0, 0, -1, 0, height);
  cairo_set_matrix(cr, &flip);
  size_t i = 0;
  while (i < count) {
    int stroke = (int)r[i];
    cairo_set_source_rgba(cr, r[i + 1], r[i + 2], r[i + 3], r[i + 4]);
    cairo_set_line_width(cr, r[i + 5]);
    int elements = (int)r[i + 6];
    i += 7;
    cairo_new_path(cr);
    for (int e = 0; e < elements; e++) {
      switch ((int)r[i]) {
      case 0: cairo_move_to(cr, r[i + 1], r[i + 2]); i += 3; break;
      case 1: cairo_line_to(cr, r[i + 1], r[i + 2]); i += 3; break;
      case 2: cairo_curve_to(cr, r[i + 1], r[i + 2], r[i + 3], r[i + 4], r[i + 5], r[i + 6]); i += 7; break;
      default:  // arc: cx, cy, radius, start, end (increasing angles)
        cairo_arc(cr, r[i + 1], r[i + 2], r[i + 3], r[i + 4], r[i + 5]);
        i += 6;
        break;
      }
    }
    if (stroke) cairo_stroke(cr); else cairo_fill(cr);
  }
  cairo_surface_flush(surface);
  int failed = cairo_status(cr) != CAIRO_STATUS_SUCCESS;
  cairo_destroy(cr);
  cairo_surface_destroy(surface);
  return failed ? -1 : 0;
}
