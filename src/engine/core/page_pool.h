// Pages one job has freed, kept mapped for its next big arrays. A fresh
// page costs the kernel a zeroing and a fault; a freed one is moved to the
// new array's address by mremap, contents and all, at no such cost. The
// tour table's build frees its forward layers while it makes the backward
// pass's maps: with a pool of their own, the maps take those pages (on
// closed 7x8 the zeroing of fresh pages was a quarter of the build).
// Whole 2 MB runs only, at 2 MB aligned addresses, which mremap moves a
// page table at a time. (Arrays drawn through a pool take small pages:
// big_vector.h.)
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <mutex>
#include <vector>

#include "core/fault_in.h"

#ifndef __EMSCRIPTEN__
#include <sys/mman.h>
#endif

namespace kt {

class PagePool {
public:
    static constexpr std::size_t kPage = std::size_t(2) << 20;

    PagePool() = default;
    PagePool(const PagePool&) = delete;
    PagePool& operator=(const PagePool&) = delete;
    ~PagePool() { release(); }

    // Takes back [at, at + length): `at` is 2 MB aligned, `length` whole 2 MB pages.
    void give(void* at, std::size_t length) {
        if (length == 0) return;
        const std::lock_guard<std::mutex> lock(mutex_);
        free_.push_back(Run{reinterpret_cast<std::uintptr_t>(at), length});
        held_ += length;
    }

    // Moves freed pages to [to, to + length) (2 MB aligned, mapped), from
    // its start; returns how many bytes it covered, whole 2 MB pages (the
    // rest is the caller's to fault in).
    std::size_t fill(void* to, std::size_t length) {
        std::size_t filled = 0;
#if !defined(__EMSCRIPTEN__) && defined(MREMAP_FIXED)
        const std::lock_guard<std::mutex> lock(mutex_);
        const auto base = reinterpret_cast<std::uintptr_t>(to);
        while (!free_.empty() && length - filled >= kPage) {
            Run& run = free_.back();
            const std::size_t take = std::min(run.length, (length - filled) / kPage * kPage);
            void* moved = mremap(reinterpret_cast<void*>(run.at), take, take, MREMAP_MAYMOVE | MREMAP_FIXED,
                                 reinterpret_cast<void*>(base + filled));
            if (moved == MAP_FAILED) break;  // the caller faults in the rest
            run.at += take;
            run.length -= take;
            held_ -= take;
            if (run.length == 0) free_.pop_back();
            filled += take;
        }
#else
        (void)to;
        (void)length;
#endif
        return filled;
    }

    // How the arrays drawn through the pool have their fresh pages faulted
    // in: by `f(context, at, length)` once one is set (the tour table's
    // build: by its threads side by side), else by one call here.
    using FaultIn = void (*)(void* context, void* at, std::size_t length);
    void fault_in_by(FaultIn f, void* context) {
        fault_in_ = f;
        fault_in_context_ = context;
    }
    void fault_in(void* at, std::size_t length) const {
        if (fault_in_) fault_in_(fault_in_context_, at, length);
        else fault_in_pages(at, length);
    }
    // Bytes held, freed and not yet reused.
    std::size_t held() const {
        const std::lock_guard<std::mutex> lock(mutex_);
        return held_;
    }

    // Gives every page held back to the system.
    void release() {
        const std::lock_guard<std::mutex> lock(mutex_);
#ifndef __EMSCRIPTEN__
        for (const Run& run : free_) munmap(reinterpret_cast<void*>(run.at), run.length);
#endif
        free_.clear();
        held_ = 0;
    }

private:
    struct Run {
        std::uintptr_t at;
        std::size_t length;
    };
    mutable std::mutex mutex_;
    std::vector<Run> free_;
    std::size_t held_ = 0;
    FaultIn fault_in_ = nullptr;
    void* fault_in_context_ = nullptr;
};

}  // namespace kt
