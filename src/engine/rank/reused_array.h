// An array of pages from a pool kept for reuse between layers of a build.
#pragma once

#include <cstddef>
#include <utility>

#include "core/big_vector.h"

namespace kt {

// An array kept for reuse (the split; and a layer's states, which may be a
// split handed over), its contents left as they are, made anew at the
// size a layer needs when that is more than it holds, or under a third. Its
// pages come from the build's pool and go back to it, so making it anew
// moves the pages it had rather than zeroing fresh ones: no room to grow
// into is needed (such room, faulted in whole, would be resident too).
template <class T>
class Reused {
public:
    explicit Reused(PagePool* pool = nullptr) : pool_(pool) {}
    Reused(const Reused&) = delete;
    Reused& operator=(const Reused&) = delete;
    Reused(Reused&& o) noexcept { swap(o); }
    Reused& operator=(Reused&& o) noexcept {
        if (this != &o) {
            free();
            swap(o);
        }
        return *this;
    }
    ~Reused() { free(); }
    void swap(Reused& o) noexcept {
        std::swap(pool_, o.pool_);
        std::swap(data_, o.data_);
        std::swap(capacity_, o.capacity_);
    }
    T* data() const { return data_; }
    void at_least(std::size_t n) {
        if (n <= capacity_ && n >= capacity_ / 3) return;
        free();
        data_ = static_cast<T*>(map_bytes(n * sizeof(T), pool_));
        capacity_ = n;
    }
    void free() {
        if (data_) unmap_bytes(data_, bytes(), pool_);
        data_ = nullptr;
        capacity_ = 0;
    }
    std::size_t bytes() const { return capacity_ * sizeof(T); }

private:
    PagePool* pool_ = nullptr;
    T* data_ = nullptr;
    std::size_t capacity_ = 0;
};

}  // namespace kt
