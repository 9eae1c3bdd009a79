// Allocator for the tour table's large hash arrays: on Linux, arrays of 2 MB
// and more are aligned to 2 MB and marked for transparent huge pages. Each
// lookup of the build lands on a random slot of a table of tens to hundreds
// of MB; with 4 KB pages that is a TLB miss besides the cache miss, and every
// new array costs one page fault per 4 KB. Elsewhere (WebAssembly, other
// systems) it is the plain allocator.
#pragma once

#include <cstddef>
#include <cstdlib>
#include <memory>
#include <new>

#if defined(__linux__) && !defined(__EMSCRIPTEN__)
#include <sys/mman.h>
#endif

namespace kt {

template <class T>
struct HugePageAllocator {
    using value_type = T;
    static constexpr std::size_t kHuge = std::size_t(2) << 20;

    HugePageAllocator() = default;
    template <class U>
    HugePageAllocator(const HugePageAllocator<U>&) {}

    T* allocate(std::size_t n) {
        const std::size_t bytes = n * sizeof(T);
#if defined(MADV_HUGEPAGE)
        if (bytes >= kHuge) {
            const std::size_t rounded = (bytes + kHuge - 1) / kHuge * kHuge;
            void* p = nullptr;
            if (posix_memalign(&p, kHuge, rounded) != 0) throw std::bad_alloc();
            madvise(p, rounded, MADV_HUGEPAGE);  // a hint: no huge pages only means slower
            return static_cast<T*>(p);
        }
#endif
        return std::allocator<T>().allocate(n);
    }
    void deallocate(T* p, std::size_t n) {
#if defined(MADV_HUGEPAGE)
        if (n * sizeof(T) >= kHuge) {
            std::free(p);
            return;
        }
#endif
        std::allocator<T>().deallocate(p, n);
    }
    template <class U>
    bool operator==(const HugePageAllocator<U>&) const { return true; }
};

}  // namespace kt
