// Faulting in the pages of a fresh array by one call rather than a fault a
// page, just before it is written: a fault costs microseconds in a virtual
// machine, and one call takes them all at once.
#pragma once

#include <cstddef>

#ifndef __EMSCRIPTEN__
#include <sys/mman.h>
#endif

namespace kt {

// [at, at + length): `at` on a 4 KB page, the length rounded up to pages.
inline void fault_in_pages(void* at, std::size_t length) {
#if !defined(__EMSCRIPTEN__) && defined(MADV_POPULATE_WRITE)
    if (length) madvise(at, (length + 4095) / 4096 * 4096, MADV_POPULATE_WRITE);
#else
    (void)at;
    (void)length;
#endif
}

}  // namespace kt
