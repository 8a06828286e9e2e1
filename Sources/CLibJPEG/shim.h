// libjpeg-turbo for the CCodecs target: the system header only (jpeglib.h needs stdio.h first).
#include <stdio.h>
#include <jpeglib.h>
