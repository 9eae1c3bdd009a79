// An array of trivially copyable items that a thread fills layer after
// layer (the tour table's per-thread successors): it grows in place, so the
// pages it has once written stay with it, at the same addresses, with no
// copy and no fresh pages (a std::vector grown by reserve takes a new block
// from the heap whenever a layer is larger than the last, and faults all of
// it in afresh). Natively it maps a wide run of address space once, pages
// taken only as they are written, rather than growing by mremap: in a
// virtual machine a page moved to a new address costs another fault on its
// next write, and most growths would move the array.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdlib>
#include <new>
#include <type_traits>
#include <utility>

#include "core/fault_in.h"

#ifndef __EMSCRIPTEN__
#include <sys/mman.h>
#endif

namespace kt {

template <class T>
class GrowingArray {
    static_assert(std::is_trivially_copyable_v<T>);

public:
    GrowingArray() = default;
    GrowingArray(const GrowingArray&) = delete;
    GrowingArray& operator=(const GrowingArray&) = delete;
    GrowingArray(GrowingArray&& o) noexcept
        : data_(o.data_), size_(o.size_), capacity_(o.capacity_), mapped_(o.mapped_), advised_(o.advised_) {
        o.data_ = nullptr;
        o.size_ = o.capacity_ = o.mapped_ = o.advised_ = 0;
    }
    GrowingArray& operator=(GrowingArray&& o) noexcept {
        if (this != &o) {
            release();
            std::swap(data_, o.data_);
            std::swap(size_, o.size_);
            std::swap(capacity_, o.capacity_);
            std::swap(mapped_, o.mapped_);
            std::swap(advised_, o.advised_);
        }
        return *this;
    }
    ~GrowingArray() { release(); }

    std::size_t size() const { return size_; }
    std::size_t capacity() const { return capacity_; }
    T* data() { return data_; }
    const T* data() const { return data_; }
    const T* begin() const { return data_; }
    const T* end() const { return data_ + size_; }
    const T& operator[](std::size_t i) const { return data_[i]; }
    void clear() { size_ = 0; }
    void push_back(const T& v) {
        *room(1) = v;
        add(1);
    }
    // Room for n more items past the end, to write there and then add():
    // a kernel's successors go straight to memory, with no check per item.
    T* room(std::size_t n) {
        if (size_ + n > capacity_) [[unlikely]]
            grow(std::max(size_ + n, capacity_ < 1024 ? 1024 : capacity_ + capacity_ / 2));
        return data_ + size_;
    }
    void add(std::size_t n) { size_ += n; }
    // Room for n items in all; the items kept.
    void reserve(std::size_t n) {
        if (n > capacity_) grow(n);
    }
    // Faults in the pages of its first n items (no more than it holds) in
    // one call, where the writes would take a fault a page. Past its first
    // 32 MB, in 2 MB pages where the system allows (Linux transparent huge
    // pages in madvise mode): the tour table's build reads each successor's
    // number from here along one stream per hash part (thousands on the
    // widest layers), and in small pages those streams' pages overflow the
    // TLB, so that nearly every read walks the page tables. A small board's
    // array stays in small pages,
    // where a fresh 2 MB page costs more than it saves. (Asked here, not
    // where the array grows, which is inlined in the build's hot loop.)
    void populate(std::size_t n) {
        if (advised_ != mapped_) advise_huge();
        fault_in_pages(data_, std::min(n, capacity_) * sizeof(T));
    }
    // Gives its pages back.
    void release() {
        if (data_) unmap(data_, mapped_);
        data_ = nullptr;
        size_ = capacity_ = mapped_ = advised_ = 0;
    }

private:
    static constexpr std::size_t kSmallBytes = std::size_t(32) << 20;
    void advise_huge() {
#if !defined(__EMSCRIPTEN__) && defined(MADV_HUGEPAGE)
        if (mapped_ > kSmallBytes) madvise(reinterpret_cast<char*>(data_) + kSmallBytes, mapped_ - kSmallBytes, MADV_HUGEPAGE);
#endif
        advised_ = mapped_;
    }

    // A run of address space this wide at first (64 GB, pages taken only
    // as they are written), twice as wide each time it is outgrown.
    static constexpr std::size_t kRun = std::size_t(64) << 30;

    void grow(std::size_t n) {
#ifdef __EMSCRIPTEN__
        void* p = std::realloc(data_, n * sizeof(T));
        if (!p) throw std::bad_alloc();
        data_ = static_cast<T*>(p);
#else
        const std::size_t bytes = n * sizeof(T);
        if (bytes > mapped_) {
            std::size_t run = std::max({bytes, 2 * mapped_, kRun});
            void* p = remap(run);
            if (p == MAP_FAILED) p = remap(run = bytes);  // where the system will not give the run
            if (p == MAP_FAILED) throw std::bad_alloc();
            data_ = static_cast<T*>(p);
            mapped_ = run;
        }
#endif
        capacity_ = n;
    }
#ifndef __EMSCRIPTEN__
    void* remap(std::size_t bytes) const {
        return data_ ? mremap(data_, mapped_, bytes, MREMAP_MAYMOVE)
                     : mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    }
#endif
    static void unmap(T* p, std::size_t bytes) {
#ifdef __EMSCRIPTEN__
        (void)bytes;
        std::free(p);
#else
        munmap(p, bytes);
#endif
    }

    T* data_ = nullptr;
    std::size_t size_ = 0;
    std::size_t capacity_ = 0;
    std::size_t mapped_ = 0;  // natively, the bytes of address space it holds
    std::size_t advised_ = 0;  // mapped_ when huge pages were last asked for
};

}  // namespace kt
