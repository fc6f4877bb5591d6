#ifndef LIB_FUZZER_DRIVER_H
#define LIB_FUZZER_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver as a library call (see libFuzzer's documentation,
/// "Using libFuzzer as a library"): parses libFuzzer's options from
/// `argc`/`argv` and fuzzes `callback` until a limit is reached or a
/// defect is found. Defined in the runtime that `-sanitize=fuzzer` links.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
