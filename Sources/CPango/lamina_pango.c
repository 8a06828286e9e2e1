// Pango looked up at run time (see lamina_pango.h): one table of the library's functions, filled
// once by lamina_pango_load, and a forwarding function (its name prefixed) for each. Everything here
// is hidden (not exported from the binary), so the libraries loaded later never bind to the
// forwarders instead of their own functions.
#include <dlfcn.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <string.h>

#pragma GCC visibility push(hidden)
#include "lamina_pango.h"

// Every function used: its name, its return type and its parameter types.
#define LAMINA_PANGO_FUNCTIONS(X)                                                                     \
  X(FcConfigCreate, FcConfig *, (void))                                                               \
  X(FcConfigAppFontAddFile, int, (FcConfig *, const unsigned char *))                                 \
  X(FcConfigDestroy, void, (FcConfig *))                                                              \
  X(pango_cairo_font_map_new_for_font_type, PangoFontMap *, (int))                                    \
  X(pango_fc_font_map_set_config, void, (PangoFontMap *, FcConfig *))                                 \
  X(pango_font_map_create_context, PangoContext *, (PangoFontMap *))                                  \
  X(pango_cairo_context_set_font_options, void, (PangoContext *, const struct _cairo_font_options *)) \
  X(pango_cairo_context_set_resolution, void, (PangoContext *, double))                               \
  X(pango_context_set_round_glyph_positions, void, (PangoContext *, int))                             \
  X(pango_cairo_update_context, void, (struct _cairo *, PangoContext *))                              \
  X(g_object_unref, void, (void *))                                                                   \
  X(pango_font_description_new, PangoFontDescription *, (void))                                       \
  X(pango_font_description_free, void, (PangoFontDescription *))                                      \
  X(pango_font_description_set_family, void, (PangoFontDescription *, const char *))                  \
  X(pango_font_description_set_weight, void, (PangoFontDescription *, int))                           \
  X(pango_font_description_set_absolute_size, void, (PangoFontDescription *, double))                 \
  X(pango_attr_list_new, PangoAttrList *, (void))                                                     \
  X(pango_attr_list_insert, void, (PangoAttrList *, PangoAttribute *))                                \
  X(pango_attr_list_unref, void, (PangoAttrList *))                                                   \
  X(pango_attr_font_desc_new, PangoAttribute *, (const PangoFontDescription *))                       \
  X(pango_attr_foreground_new, PangoAttribute *, (uint16_t, uint16_t, uint16_t))                      \
  X(pango_attr_foreground_alpha_new, PangoAttribute *, (uint16_t))                                    \
  X(pango_layout_new, PangoLayout *, (PangoContext *))                                                \
  X(pango_layout_set_auto_dir, void, (PangoLayout *, int))                                            \
  X(pango_layout_set_font_description, void, (PangoLayout *, const PangoFontDescription *))           \
  X(pango_layout_set_text, void, (PangoLayout *, const char *, int))                                  \
  X(pango_layout_set_attributes, void, (PangoLayout *, PangoAttrList *))                              \
  X(pango_layout_set_width, void, (PangoLayout *, int))                                               \
  X(pango_layout_set_wrap, void, (PangoLayout *, int))                                                \
  X(pango_layout_set_justify, void, (PangoLayout *, int))                                             \
  X(pango_layout_set_ellipsize, void, (PangoLayout *, int))                                           \
  X(pango_layout_get_extents, void, (PangoLayout *, PangoRectangle *, PangoRectangle *))              \
  X(pango_layout_get_iter, PangoLayoutIter *, (PangoLayout *))                                        \
  X(pango_layout_iter_free, void, (PangoLayoutIter *))                                                \
  X(pango_layout_iter_next_line, int, (PangoLayoutIter *))                                            \
  X(pango_layout_iter_get_line_extents, void, (PangoLayoutIter *, PangoRectangle *, PangoRectangle *)) \
  X(pango_layout_iter_get_baseline, int, (PangoLayoutIter *))                                         \
  X(pango_layout_iter_get_line_readonly, PangoLayoutLine *, (PangoLayoutIter *))                      \
  X(pango_cairo_show_layout_line, void, (struct _cairo *, PangoLayoutLine *))                          \
  X(pango_cairo_layout_line_path, void, (struct _cairo *, PangoLayoutLine *))                          \
  X(pango_attr_letter_spacing_new, PangoAttribute *, (int))                                           \
  X(pango_attr_font_features_new, PangoAttribute *, (const char *))                                   \
  X(pango_layout_iter_next_run, int, (PangoLayoutIter *))                                             \
  X(pango_layout_iter_get_index, int, (PangoLayoutIter *))                                            \
  X(pango_layout_iter_get_run_extents, void, (PangoLayoutIter *, PangoRectangle *, PangoRectangle *))    \
  X(pango_context_load_font, PangoFont *, (PangoContext *, const PangoFontDescription *))              \
  X(pango_font_get_glyph_extents, void, (PangoFont *, uint32_t, PangoRectangle *, PangoRectangle *))  \
  X(pango_font_get_hb_font, struct hb_font_t *, (PangoFont *))                                        \
  X(hb_font_get_nominal_glyph, int, (struct hb_font_t *, uint32_t, uint32_t *))                       \
  X(pango_cairo_font_get_scaled_font, struct _cairo_scaled_font *, (PangoFont *))                    \
  X(pango_layout_set_height, void, (PangoLayout *, int))

#define FIELD(name, result, parameters) result(*name) parameters;
static struct {
  LAMINA_PANGO_FUNCTIONS(FIELD)
} library;
#undef FIELD

// PangoAttribute's start, as pango-attributes.h lays it out.
struct _PangoAttribute {
  const void *klass;
  unsigned start_index;
  unsigned end_index;
};

// The library's soname: libpangocairo depends on libpangoft2, libpango, GObject and fontconfig,
// so every name above is found among the objects this one handle opens.
static const char *const soname = "libpangocairo-1.0.so.0";

static pthread_once_t once = PTHREAD_ONCE_INIT;
static int outcome = -1;
static _Atomic int loaded;
static char failure[LAMINA_PANGO_MESSAGE_SIZE];

// GLib's structured log record field and writer (gmessages.h), for dropping Pango's messages.
typedef struct {
  const char *key;
  const void *value;
  long length;
} LogField;
typedef int (*LogWriter)(int level, const LogField *fields, size_t count, void *data);
static LogWriter default_writer;
static void *library_handle;
static pthread_once_t quiet_once = PTHREAD_ONCE_INIT;
static _Atomic int quiet_requested;

// Whether a record's field is the string `text` (a length of -1 means NUL-terminated).
static int field_is(const LogField *field, const char *text) {
  if (!field->value) return 0;
  size_t n = strlen(text);
  if (field->length < 0) return strcmp(field->value, text) == 0;
  return (size_t)field->length == n && memcmp(field->value, text, n) == 0;
}

// Drops Pango's records short of an error or a fatal one (GLib aborts on those, and they are
// printed first) and hands on the rest.
static int quiet_writer(int level, const LogField *fields, size_t count, void *data) {
  const int error_or_fatal = (1 << 2) | (1 << 1);  // G_LOG_LEVEL_ERROR, G_LOG_FLAG_FATAL
  if (level & error_or_fatal) return default_writer(level, fields, count, data);
  for (size_t i = 0; i < count; i++) {
    if (strcmp(fields[i].key, "GLIB_DOMAIN") == 0 && field_is(&fields[i], "Pango")) {
      return 1;  // G_LOG_WRITER_HANDLED
    }
  }
  return default_writer(level, fields, count, data);
}

static void install_quiet_writer(void) {
  void (*set_writer)(LogWriter, void *, void (*)(void *)) = NULL;
  *(void **)&set_writer = dlsym(library_handle, "g_log_set_writer_func");
  *(void **)&default_writer = dlsym(library_handle, "g_log_writer_default");
  if (set_writer && default_writer) set_writer(quiet_writer, NULL, NULL);
}

void lamina_pango_keep_messages_quiet(void) {
  quiet_requested = 1;
  // Whichever of this and `load` runs second installs the writer (once).
  if (atomic_load(&loaded)) pthread_once(&quiet_once, install_quiet_writer);
}

static void load(void) {
  void *handle = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
  if (!handle) {
    const char *why = dlerror();
    snprintf(failure, sizeof failure, "cannot load %s (%s); install Debian's libpangocairo-1.0-0", soname,
             why ? why : "unknown reason");
    return;
  }
#define LOOK_UP(name, result, parameters)                                                      \
  *(void **)&library.name = dlsym(handle, #name);                                              \
  if (!library.name) {                                                                         \
    snprintf(failure, sizeof failure, "%s has no function %s; Pango 1.44 or later is needed", \
             soname, #name);                                                                   \
    return;                                                                                    \
  }
  LAMINA_PANGO_FUNCTIONS(LOOK_UP)
#undef LOOK_UP
  library_handle = handle;
  outcome = 0;
  atomic_store(&loaded, 1);
  if (atomic_load(&quiet_requested)) pthread_once(&quiet_once, install_quiet_writer);
}

int lamina_pango_load(char message[LAMINA_PANGO_MESSAGE_SIZE]) {
  pthread_once(&once, load);
  if (outcome != 0) {
    snprintf(message, LAMINA_PANGO_MESSAGE_SIZE, "%s", failure);
  }
  return outcome;
}

void lamina_pango_attribute_set_range(PangoAttribute *attribute, unsigned start, unsigned end) {
  attribute->start_index = start;
  attribute->end_index = end;
}

// The forwarders: argument lists spelled out once more, as C has no way to forward them generically.
FcConfig *lamina_FcConfigCreate(void) { return library.FcConfigCreate(); }
int lamina_FcConfigAppFontAddFile(FcConfig *c, const unsigned char *f) { return library.FcConfigAppFontAddFile(c, f); }
void lamina_FcConfigDestroy(FcConfig *c) { library.FcConfigDestroy(c); }
PangoFontMap *lamina_pango_cairo_font_map_new_for_font_type(int t) {
  return library.pango_cairo_font_map_new_for_font_type(t);
}
void lamina_pango_fc_font_map_set_config(PangoFontMap *m, FcConfig *c) { library.pango_fc_font_map_set_config(m, c); }
PangoContext *lamina_pango_font_map_create_context(PangoFontMap *m) { return library.pango_font_map_create_context(m); }
void lamina_pango_cairo_context_set_font_options(PangoContext *c, const struct _cairo_font_options *o) {
  library.pango_cairo_context_set_font_options(c, o);
}
void lamina_pango_cairo_context_set_resolution(PangoContext *c, double d) {
  library.pango_cairo_context_set_resolution(c, d);
}
void lamina_pango_context_set_round_glyph_positions(PangoContext *c, int r) {
  library.pango_context_set_round_glyph_positions(c, r);
}
void lamina_pango_cairo_update_context(struct _cairo *cr, PangoContext *c) { library.pango_cairo_update_context(cr, c); }
void lamina_g_object_unref(void *o) { library.g_object_unref(o); }
PangoFontDescription *lamina_pango_font_description_new(void) { return library.pango_font_description_new(); }
void lamina_pango_font_description_free(PangoFontDescription *d) { library.pango_font_description_free(d); }
void lamina_pango_font_description_set_family(PangoFontDescription *d, const char *f) {
  library.pango_font_description_set_family(d, f);
}
void lamina_pango_font_description_set_weight(PangoFontDescription *d, int w) {
  library.pango_font_description_set_weight(d, w);
}
void lamina_pango_font_description_set_absolute_size(PangoFontDescription *d, double s) {
  library.pango_font_description_set_absolute_size(d, s);
}
PangoAttrList *lamina_pango_attr_list_new(void) { return library.pango_attr_list_new(); }
void lamina_pango_attr_list_insert(PangoAttrList *l, PangoAttribute *a) { library.pango_attr_list_insert(l, a); }
void lamina_pango_attr_list_unref(PangoAttrList *l) { library.pango_attr_list_unref(l); }
PangoAttribute *lamina_pango_attr_font_desc_new(const PangoFontDescription *d) {
  return library.pango_attr_font_desc_new(d);
}
PangoAttribute *lamina_pango_attr_foreground_new(uint16_t r, uint16_t g, uint16_t b) {
  return library.pango_attr_foreground_new(r, g, b);
}
PangoAttribute *lamina_pango_attr_foreground_alpha_new(uint16_t a) { return library.pango_attr_foreground_alpha_new(a); }
PangoLayout *lamina_pango_layout_new(PangoContext *c) { return library.pango_layout_new(c); }
void lamina_pango_layout_set_auto_dir(PangoLayout *l, int a) { library.pango_layout_set_auto_dir(l, a); }
void lamina_pango_layout_set_font_description(PangoLayout *l, const PangoFontDescription *d) {
  library.pango_layout_set_font_description(l, d);
}
void lamina_pango_layout_set_text(PangoLayout *l, const char *t, int n) { library.pango_layout_set_text(l, t, n); }
void lamina_pango_layout_set_attributes(PangoLayout *l, PangoAttrList *a) { library.pango_layout_set_attributes(l, a); }
void lamina_pango_layout_set_width(PangoLayout *l, int w) { library.pango_layout_set_width(l, w); }
void lamina_pango_layout_set_wrap(PangoLayout *l, int w) { library.pango_layout_set_wrap(l, w); }
void lamina_pango_layout_set_justify(PangoLayout *l, int j) { library.pango_layout_set_justify(l, j); }
void lamina_pango_layout_set_ellipsize(PangoLayout *l, int e) { library.pango_layout_set_ellipsize(l, e); }
void lamina_pango_layout_get_extents(PangoLayout *l, PangoRectangle *i, PangoRectangle *g) {
  library.pango_layout_get_extents(l, i, g);
}
PangoLayoutIter *lamina_pango_layout_get_iter(PangoLayout *l) { return library.pango_layout_get_iter(l); }
void lamina_pango_layout_iter_free(PangoLayoutIter *i) { library.pango_layout_iter_free(i); }
int lamina_pango_layout_iter_next_line(PangoLayoutIter *i) { return library.pango_layout_iter_next_line(i); }
void lamina_pango_layout_iter_get_line_extents(PangoLayoutIter *i, PangoRectangle *k, PangoRectangle *g) {
  library.pango_layout_iter_get_line_extents(i, k, g);
}
int lamina_pango_layout_iter_get_baseline(PangoLayoutIter *i) { return library.pango_layout_iter_get_baseline(i); }
PangoLayoutLine *lamina_pango_layout_iter_get_line_readonly(PangoLayoutIter *i) {
  return library.pango_layout_iter_get_line_readonly(i);
}
void lamina_pango_cairo_show_layout_line(struct _cairo *cr, PangoLayoutLine *l) {
  library.pango_cairo_show_layout_line(cr, l);
}
void lamina_pango_cairo_layout_line_path(struct _cairo *cr, PangoLayoutLine *l) {
  library.pango_cairo_layout_line_path(cr, l);
}
PangoAttribute *lamina_pango_attr_letter_spacing_new(int s) { return library.pango_attr_letter_spacing_new(s); }
PangoAttribute *lamina_pango_attr_font_features_new(const char *f) { return library.pango_attr_font_features_new(f); }
int lamina_pango_layout_iter_next_run(PangoLayoutIter *i) { return library.pango_layout_iter_next_run(i); }
int lamina_pango_layout_iter_get_index(PangoLayoutIter *i) { return library.pango_layout_iter_get_index(i); }
void lamina_pango_layout_iter_get_run_extents(PangoLayoutIter *i, PangoRectangle *k, PangoRectangle *g) {
  library.pango_layout_iter_get_run_extents(i, k, g);
}
PangoFont *lamina_pango_context_load_font(PangoContext *c, const PangoFontDescription *d) {
  return library.pango_context_load_font(c, d);
}
void lamina_pango_font_get_glyph_extents(PangoFont *f, uint32_t g, PangoRectangle *k, PangoRectangle *l) {
  library.pango_font_get_glyph_extents(f, g, k, l);
}
int lamina_pango_font_get_nominal_glyph(PangoFont *f, uint32_t unicode, uint32_t *glyph) {
  struct hb_font_t *hb = library.pango_font_get_hb_font(f);
  return hb ? library.hb_font_get_nominal_glyph(hb, unicode, glyph) : 0;
}
struct _cairo_scaled_font *lamina_pango_cairo_font_get_scaled_font(PangoFont *f) {
  return library.pango_cairo_font_get_scaled_font(f);
}
void lamina_pango_layout_set_height(PangoLayout *l, int h) { library.pango_layout_set_height(l, h); }

#pragma GCC visibility pop
