// Whether a large block can be allocated now, in a way no optimizer can remove.
#include "lamina_codecs.h"

#include <stdlib.h>

int lamina_can_allocate(size_t bytes) {
  char *volatile block = malloc(bytes > 0 ? bytes : 1);
  if (block == NULL) return 0;
  block[0] = 0;  // a store through the volatile pointer: the allocation is observed
  free(block);
  return 1;
}
