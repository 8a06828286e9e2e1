// The declaration in include/lamina_fuzzer.h is all this module offers; the definition is libFuzzer's.
#include "lamina_fuzzer.h"
