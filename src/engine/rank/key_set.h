// The set of states of one layer while the tour table's forward pass finds
// them: keys only (8 bytes a slot for boards of up to 16 frontier slots),
// open addressing with linear probing at a load of at most 3/4, on huge
// pages (core/big_vector.h). Keys are added in batches, each one's slot
// prefetched a few keys ahead, so the cache misses overlap.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "count/frontier_table.h"
#include "core/big_vector.h"
#include "core/pow2_capacity.h"

namespace kt {

template <class Key>
class KeySet {
public:
    std::size_t size() const { return used_; }
    std::size_t bytes() const { return slots_.size() * sizeof(Key); }
    // Bytes the array would take to hold `more` keys besides those there (0: it holds them).
    std::size_t bytes_for(std::size_t more) const {
        const std::size_t cap = capacity_for(more);
        return cap == slots_.size() ? 0 : cap * sizeof(Key);
    }
    void make_room(std::size_t more) {
        const std::size_t cap = capacity_for(more);
        if (cap == slots_.size()) return;
        Slots old(cap, kEmpty);
        old.swap(slots_);
        used_ = 0;
        for (Key k : old)
            if (k != kEmpty) insert(k, frontier::hash_key(k));
    }
    // Call make_room(n) first.
    void add_all(const Key* batch, std::size_t n) {
        const std::size_t mask = slots_.size() - 1;
        frontier::insert_prefetched(
            n, [&](std::size_t i) { return frontier::hash_key(batch[i]); },
            [&](std::uint64_t h) { return &slots_[h & mask]; },
            [&](std::size_t i, std::uint64_t h) { insert(batch[i], h); });
    }
    // The keys, each once, in slot order; the set is emptied.
    std::vector<Key> take() {
        std::vector<Key> out;
        out.reserve(used_);
        for (Key k : slots_)
            if (k != kEmpty) out.push_back(k);
        Slots().swap(slots_);
        used_ = 0;
        return out;
    }

private:
    using Slots = BigVector<Key>;
    static constexpr Key kEmpty = frontier::empty_key<Key>();

    std::size_t capacity_for(std::size_t more) const {
        return pow2_capacity(used_ + more, slots_.empty() ? 16 : slots_.size());
    }
    void insert(Key key, std::uint64_t hash) {
        const std::size_t mask = slots_.size() - 1;
        for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
            if (slots_[i] == key) return;
            if (slots_[i] == kEmpty) {
                slots_[i] = key;
                ++used_;
                return;
            }
        }
    }

    Slots slots_;
    std::size_t used_ = 0;
};

}  // namespace kt
