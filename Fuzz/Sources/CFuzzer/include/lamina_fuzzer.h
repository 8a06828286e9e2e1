// libFuzzer's driver, for targets that have a main of their own (SwiftPM executables always do).
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*test_one_input)(const uint8_t *data, size_t size));
