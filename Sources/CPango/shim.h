// Pango on Cairo, with fontconfig so fonts are loaded from files Lamina names. Headers only: the
// Swift that calls them lives in LaminaGraphics/Text.
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
