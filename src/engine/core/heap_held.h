// How much memory the heap holds from the system, in use or free: what the
// process stays resident for when freed blocks are kept for reuse rather
// than given back (give_back_pages in big_vector.h); and giving the free
// ones back.
#pragma once

#include <cstddef>

#if defined(__GLIBC__) && !defined(__EMSCRIPTEN__)
#include <malloc.h>
#endif

namespace kt {

// Bytes the heap has taken from the system (glibc's arenas and its own
// mapped blocks); 0 where the C library does not say.
inline std::size_t heap_held_bytes() {
#if defined(__GLIBC__) && !defined(__EMSCRIPTEN__) && (__GLIBC__ > 2 || __GLIBC_MINOR__ >= 33)
    const struct mallinfo2 info = mallinfo2();
    return info.arena + info.hblkhd;
#else
    return 0;
#endif
}

// Gives the whole pages of the heap's free blocks back to the system (they
// are faulted in afresh when handed out again): for when the process nears
// its memory budget.
inline void trim_heap() {
#if defined(__GLIBC__) && !defined(__EMSCRIPTEN__)
    malloc_trim(0);
#endif
}

}  // namespace kt
