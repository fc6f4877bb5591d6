// Declarations only (see include/LibFuzzerDriver.h): the definitions are in
// the libFuzzer runtime that `-sanitize=fuzzer` links into the executable.
#include "LibFuzzerDriver.h"
