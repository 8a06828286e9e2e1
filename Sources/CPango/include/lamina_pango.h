// Pango (text shaping and layout) and fontconfig, loaded when the first text is laid out rather
// than when the process starts: a scene without text never pays for Pango, GLib and HarfBuzz being
// mapped and relocated (about 5 ms of every run), and the binary runs where they are not installed.
//
// The declarations are the parts of Pango's, fontconfig's and Cairo's C API Lamina calls, each
// named as the library's with a `lamina_` prefix (so a program that also links Pango itself keeps
// its own), with the library's types (pango-1.0 headers; values of enums and layouts of the two
// structs copied from them), every object type opaque. Each forwards to the library's function,
// looked up once.
#ifndef LAMINA_PANGO_H
#define LAMINA_PANGO_H

#include <stddef.h>
#include <stdint.h>

typedef struct _PangoContext PangoContext;
typedef struct _PangoFontMap PangoFontMap;
typedef struct _PangoLayout PangoLayout;
typedef struct _PangoLayoutIter PangoLayoutIter;
typedef struct _PangoLayoutLine PangoLayoutLine;
typedef struct _PangoFontDescription PangoFontDescription;
typedef struct _PangoAttribute PangoAttribute;
typedef struct _PangoAttrList PangoAttrList;
typedef struct _FcConfig FcConfig;
typedef struct _PangoFont PangoFont;
// HarfBuzz's font and Cairo's scaled font, opaque here.
struct hb_font_t;
struct _cairo_scaled_font;
// Cairo's context and font options (cairo_t, cairo_font_options_t), opaque here.
struct _cairo;
struct _cairo_font_options;

/// A rectangle in Pango units (1/PANGO_SCALE of a point), as pango-types.h lays it out.
typedef struct {
  int x;
  int y;
  int width;
  int height;
} PangoRectangle;

/// Pango units per point.
#define PANGO_SCALE 1024
/// PangoWrapMode's character and word-then-character wrapping.
#define PANGO_WRAP_CHAR 1
#define PANGO_WRAP_WORD_CHAR 2
/// PangoEllipsizeMode's values.
#define PANGO_ELLIPSIZE_NONE 0
#define PANGO_ELLIPSIZE_START 1
#define PANGO_ELLIPSIZE_MIDDLE 2
#define PANGO_ELLIPSIZE_END 3
/// PangoWeight's regular and bold.
#define PANGO_WEIGHT_NORMAL 400
#define PANGO_WEIGHT_BOLD 700
/// cairo_font_type_t's FreeType fonts.
#define LAMINA_CAIRO_FONT_TYPE_FT 1

/// The size of the message `lamina_pango_load` writes.
#define LAMINA_PANGO_MESSAGE_SIZE 256

/// Loads Pango (once; later calls return the first outcome): 0 when every function below can be
/// called, else -1 with the reason in `message`. No other function here may be called before 0.
int lamina_pango_load(char message[LAMINA_PANGO_MESSAGE_SIZE]);

/// Sets the byte range an attribute applies to.
void lamina_pango_attribute_set_range(PangoAttribute *attribute, unsigned start, unsigned end);

/// Keeps Pango's own log messages (warnings and criticals) off standard error from when Pango is
/// loaded (now, if it is): GLib's log writer is replaced by one that drops them. GLib allows one
/// writer a process and aborts when a second is set, so only a program that owns its process (the
/// CLI) may call this, and never a library on behalf of its host.
void lamina_pango_keep_messages_quiet(void);

FcConfig *lamina_FcConfigCreate(void);
int lamina_FcConfigAppFontAddFile(FcConfig *config, const unsigned char *file);
void lamina_FcConfigDestroy(FcConfig *config);

PangoFontMap *lamina_pango_cairo_font_map_new_for_font_type(int font_type);
void lamina_pango_fc_font_map_set_config(PangoFontMap *map, FcConfig *config);
PangoContext *lamina_pango_font_map_create_context(PangoFontMap *map);
void lamina_pango_cairo_context_set_font_options(PangoContext *context, const struct _cairo_font_options *options);
void lamina_pango_cairo_context_set_resolution(PangoContext *context, double dpi);
void lamina_pango_context_set_round_glyph_positions(PangoContext *context, int round);
void lamina_pango_cairo_update_context(struct _cairo *cairo, PangoContext *context);
void lamina_g_object_unref(void *object);

PangoFontDescription *lamina_pango_font_description_new(void);
void lamina_pango_font_description_free(PangoFontDescription *description);
void lamina_pango_font_description_set_family(PangoFontDescription *description, const char *family);
void lamina_pango_font_description_set_weight(PangoFontDescription *description, int weight);
void lamina_pango_font_description_set_absolute_size(PangoFontDescription *description, double size);

PangoAttrList *lamina_pango_attr_list_new(void);
void lamina_pango_attr_list_insert(PangoAttrList *list, PangoAttribute *attribute);
void lamina_pango_attr_list_unref(PangoAttrList *list);
PangoAttribute *lamina_pango_attr_font_desc_new(const PangoFontDescription *description);
PangoAttribute *lamina_pango_attr_foreground_new(uint16_t red, uint16_t green, uint16_t blue);
PangoAttribute *lamina_pango_attr_foreground_alpha_new(uint16_t alpha);

PangoLayout *lamina_pango_layout_new(PangoContext *context);
void lamina_pango_layout_set_auto_dir(PangoLayout *layout, int auto_dir);
void lamina_pango_layout_set_font_description(PangoLayout *layout, const PangoFontDescription *description);
void lamina_pango_layout_set_text(PangoLayout *layout, const char *text, int length);
void lamina_pango_layout_set_attributes(PangoLayout *layout, PangoAttrList *attributes);
void lamina_pango_layout_set_width(PangoLayout *layout, int width);
void lamina_pango_layout_set_wrap(PangoLayout *layout, int wrap);
void lamina_pango_layout_set_justify(PangoLayout *layout, int justify);
void lamina_pango_layout_set_ellipsize(PangoLayout *layout, int ellipsize);
/// The layout's height in Pango units; negative: at most that many lines per paragraph.
void lamina_pango_layout_set_height(PangoLayout *layout, int height);
void lamina_pango_layout_get_extents(PangoLayout *layout, PangoRectangle *ink, PangoRectangle *logical);

PangoLayoutIter *lamina_pango_layout_get_iter(PangoLayout *layout);
void lamina_pango_layout_iter_free(PangoLayoutIter *iter);
int lamina_pango_layout_iter_next_line(PangoLayoutIter *iter);
void lamina_pango_layout_iter_get_line_extents(PangoLayoutIter *iter, PangoRectangle *ink, PangoRectangle *logical);
int lamina_pango_layout_iter_get_baseline(PangoLayoutIter *iter);
PangoLayoutLine *lamina_pango_layout_iter_get_line_readonly(PangoLayoutIter *iter);
void lamina_pango_cairo_show_layout_line(struct _cairo *cairo, PangoLayoutLine *line);
void lamina_pango_cairo_layout_line_path(struct _cairo *cairo, PangoLayoutLine *line);
PangoAttribute *lamina_pango_attr_letter_spacing_new(int letter_spacing);
PangoAttribute *lamina_pango_attr_font_features_new(const char *features);
int lamina_pango_layout_iter_next_run(PangoLayoutIter *iter);
int lamina_pango_layout_iter_get_index(PangoLayoutIter *iter);
void lamina_pango_layout_iter_get_run_extents(PangoLayoutIter *iter, PangoRectangle *ink, PangoRectangle *logical);

/// The font `description` names (a new reference: `lamina_g_object_unref` it).
PangoFont *lamina_pango_context_load_font(PangoContext *context, const PangoFontDescription *description);
void lamina_pango_font_get_glyph_extents(PangoFont *font, uint32_t glyph, PangoRectangle *ink, PangoRectangle *logical);
/// The font's own glyph for `unicode` (HarfBuzz's nominal glyph): 1 with it in `glyph`, else 0.
int lamina_pango_font_get_nominal_glyph(PangoFont *font, uint32_t unicode, uint32_t *glyph);
/// The Cairo scaled font drawing `font` (owned by the font).
struct _cairo_scaled_font *lamina_pango_cairo_font_get_scaled_font(PangoFont *font);

#endif
