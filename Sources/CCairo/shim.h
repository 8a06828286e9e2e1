// Cairo for Swift: the system header only. Everything that calls it lives in LaminaRender.
#include <cairo.h>
