// libpng and zlib for Swift and for the CPNG target: the system headers only.
#include <png.h>
#include <zlib.h>
