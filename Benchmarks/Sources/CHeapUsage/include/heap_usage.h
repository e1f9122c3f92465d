#ifndef FIELDKIT_HEAP_USAGE_H
#define FIELDKIT_HEAP_USAGE_H
#include <stddef.h>

/// Bytes of heap in use (glibc's mallinfo2().uordblks); 0 where unavailable.
size_t fieldkit_heap_in_use(void);

#endif
