// libwebp's decoder for the CCodecs target: the system header only.
#include <webp/decode.h>
