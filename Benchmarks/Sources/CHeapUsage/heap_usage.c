// glibc's malloc.h is not part of Swift's Glibc module, so the soak reads the
// heap through this one function.
#include "heap_usage.h"

#if defined(__linux__)
#include <malloc.h>
size_t fieldkit_heap_in_use(void) { return mallinfo2().uordblks; }
#else
size_t fieldkit_heap_in_use(void) { return 0; }
#endif
