// Big arrays straight from the operating system (the frontier counter's hash
// tables and packed partitions, the tour table's layer maps, when they are
// large): what is freed goes back at once, so resident memory follows the
// engine's own account, and most take huge pages.
#pragma once

#include <cstddef>
#include <cstdint>
#include <new>
#include <type_traits>
#include <utility>
#include <vector>

#include "core/fault_in.h"
#include "core/page_pool.h"

#ifndef __EMSCRIPTEN__
#include <sys/mman.h>
#endif

namespace kt {

// Arrays this big are mapped, in huge pages: the tour table's layer maps.
// Smaller ones come from the heap, which can hand a freed block to the next
// step without faulting in fresh zeroed pages: mapping the counter's tables
// and partitions (a few MB each) afresh every step cost more CPU time than
// it saved, for no less resident memory.
constexpr std::size_t kMapFrom = std::size_t(8) << 20;
// Mapped arrays take 2 MB pages where the system allows (Linux transparent
// huge pages in madvise mode): 512 times fewer page faults, and fewer TLB
// misses in random lookups. Not those drawn through a page pool (the tour
// table's build): each is written once and soon freed, and where freed
// memory goes back to a virtual machine's host a fresh huge page costs
// several times what small pages do, more than the TLB saves.
constexpr std::size_t kHugePage = PagePool::kPage;

#ifdef __EMSCRIPTEN__
inline void* map_bytes(std::size_t bytes, PagePool* = nullptr) { return ::operator new(bytes); }
inline void unmap_bytes(void* p, std::size_t, PagePool* = nullptr) { ::operator delete(p); }
#else
// Whole 4 KB pages: the 2 MB pages cover the array's aligned part, the
// rest of it takes small pages (rounding up to 2 MB would waste 1 MB an array).
inline std::size_t mapped_length(std::size_t bytes) { return (bytes + 4095) / 4096 * 4096; }

// Every mapped array has its pages faulted in by one call rather than one
// fault each (a fault costs microseconds in a virtual machine), even one
// that threads write first, each its own part: it halves the system time
// of the faults the threads would otherwise contend for.
// Through the pool where there is one, which may have its threads do it.
inline void* populate(void* p, std::size_t length, const PagePool* pool) {
    if (pool) pool->fault_in(p, length);
    else fault_in_pages(p, length);
    return p;
}

// A pool's array from the heap too, from 256 KB: the whole pages inside
// its block, since on mid-sized boards most of the build's arrays are
// below kMapFrom.
// The heap may hand back a block already faulted in: then the call only
// walks its pages.
inline void populate_block(void* p, std::size_t bytes, const PagePool* pool) {
    if (!pool || bytes < (std::size_t(256) << 10)) return;
    const auto at = reinterpret_cast<std::uintptr_t>(p);
    const std::uintptr_t first = (at + 4095) & ~std::uintptr_t(4095), last = (at + bytes) & ~std::uintptr_t(4095);
    if (last > first) populate(reinterpret_cast<void*>(first), last - first, pool);
}

// `pool`: where freed pages are taken first (page_pool.h), else none.
inline void* map_bytes(std::size_t bytes, PagePool* pool = nullptr) {
    if (bytes < kMapFrom) {
        void* p = ::operator new(bytes);
        populate_block(p, bytes, pool);
        return p;
    }
    const std::size_t length = mapped_length(bytes);
    const bool huge = length >= kHugePage;
    // A huge page needs a 2 MB aligned address: map 2 MB more, trim both ends.
    const std::size_t over = huge ? length + kHugePage : length;
    void* raw = mmap(nullptr, over, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (raw == MAP_FAILED) throw std::bad_alloc();
    if (!huge) return populate(raw, length, pool);
    const auto at = reinterpret_cast<std::uintptr_t>(raw);
    const std::uintptr_t aligned = (at + kHugePage - 1) & ~(std::uintptr_t(kHugePage) - 1);
    if (aligned > at) munmap(raw, aligned - at);
    if (at + over > aligned + length) munmap(reinterpret_cast<void*>(aligned + length), at + over - aligned - length);
#ifdef MADV_HUGEPAGE
    if (!pool) madvise(reinterpret_cast<void*>(aligned), length, MADV_HUGEPAGE);
#endif
    const std::size_t reused = pool ? pool->fill(reinterpret_cast<void*>(aligned), length) : 0;
    populate(reinterpret_cast<void*>(aligned + reused), length - reused, pool);
    return reinterpret_cast<void*>(aligned);
}

// `pool`: where the array's whole 2 MB pages go, kept mapped; else none.
inline void unmap_bytes(void* p, std::size_t bytes, PagePool* pool = nullptr) {
    if (bytes < kMapFrom) {
        ::operator delete(p);
        return;
    }
    const std::size_t length = mapped_length(bytes);
    const std::size_t kept = pool && length >= kHugePage ? length / kHugePage * kHugePage : 0;
    if (kept) pool->give(p, kept);
    if (length > kept) munmap(static_cast<char*>(p) + kept, length - kept);
}
#endif

// Gives the whole pages inside an array back to the system just before the
// array is freed, its contents lost. A heap block freed in the middle of
// the heap stays resident until a block that fits it is made, and steps
// whose arrays change size rarely make one: without this, resident memory
// on large frontiers grows well past the counter's own account. The
// start of the block is kept: the heap keeps its bookkeeping there once the
// block is free (as glibc's own malloc_trim does). Pages taken back are
// faulted in afresh when the heap hands the space out again, so this is for
// large frontiers only.
inline void give_back_pages(const void* data, std::size_t bytes) {
#if !defined(__EMSCRIPTEN__) && defined(MADV_DONTNEED)
    constexpr std::uintptr_t kPage = 4096;
    const auto at = reinterpret_cast<std::uintptr_t>(data);
    const std::uintptr_t first = (at + 64 + kPage - 1) & ~(kPage - 1);
    const std::uintptr_t last = (at + bytes) & ~(kPage - 1);
    if (last > first) madvise(reinterpret_cast<void*>(first), last - first, MADV_DONTNEED);
#else
    (void)data;
    (void)bytes;
#endif
}

// A std::vector allocator over map_bytes, with a page pool or none. A
// vector moved or assigned into takes the other's pool with its array.
template <class T>
struct MappedAllocator {
    using value_type = T;
    using propagate_on_container_move_assignment = std::true_type;
    using propagate_on_container_copy_assignment = std::true_type;
    using propagate_on_container_swap = std::true_type;
    MappedAllocator() = default;
    MappedAllocator(PagePool* p) : pool(p) {}  // NOLINT: a pool converts, so a vector can be made from one
    template <class U>
    MappedAllocator(const MappedAllocator<U>& other) : pool(other.pool) {}
    T* allocate(std::size_t n) { return static_cast<T*>(map_bytes(n * sizeof(T), pool)); }
    void deallocate(T* p, std::size_t n) { unmap_bytes(p, n * sizeof(T), pool); }
    template <class U>
    bool operator==(const MappedAllocator<U>& other) const { return pool == other.pool; }
    PagePool* pool = nullptr;
};

template <class T>
using BigVector = std::vector<T, MappedAllocator<T>>;

// A MappedAllocator whose vectors leave new elements uninitialized on
// resize (default-initialized): for arrays written whole, in parallel,
// before any read. They are not zeroed first: zeroing them on one thread
// was a third of the tour table's build on the larger boards.
template <class T>
struct UninitAllocator : MappedAllocator<T> {
    template <class U>
    struct rebind {
        using other = UninitAllocator<U>;
    };
    using MappedAllocator<T>::MappedAllocator;
    UninitAllocator() = default;
    template <class U>
    UninitAllocator(const UninitAllocator<U>& other) : MappedAllocator<T>(other.pool) {}
    T* allocate(std::size_t n) { return static_cast<T*>(map_bytes(n * sizeof(T), this->pool)); }
    template <class U>
    void construct(U* p) noexcept {
        ::new (static_cast<void*>(p)) U;
    }
    template <class U, class... Args>
    void construct(U* p, Args&&... args) {
        ::new (static_cast<void*>(p)) U(std::forward<Args>(args)...);
    }
};

template <class T>
using BigBuffer = std::vector<T, UninitAllocator<T>>;

}  // namespace kt
