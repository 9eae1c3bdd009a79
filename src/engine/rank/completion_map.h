// One layer of the tour table: frontier state -> completion count, in an
// open-addressing hash table (linear probing, load at most 3/4). A count of
// zero is kept while the table is built (the state is known dead) and
// dropped by `compacted`.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "core/wide_int.h"
#include "count/frontier_table.h"
#include "rank/huge_page_allocator.h"

namespace kt {

// Count: 64 bits where the counts fit (a third less memory than 128).
template <class Key, class Count>
class CompletionMap {
public:
    std::size_t size() const { return used_; }
    std::size_t bytes() const { return slots_.size() * sizeof(E); }
    // Bytes held while making room for `more` entries (old and new arrays together).
    std::size_t bytes_to_grow(std::size_t more) const {
        const std::size_t cap = capacity_for(more);
        return cap == slots_.size() ? bytes() : bytes() + cap * sizeof(E);
    }
    void make_room(std::size_t more) {
        const std::size_t cap = capacity_for(more);
        if (cap != slots_.size()) rehash(cap);
    }

    std::optional<u128> find(Key key) const {
        if (slots_.empty()) return std::nullopt;
        const E& e = slots_[search(key)];
        return e.key == key ? std::optional<u128>(e.count) : std::nullopt;
    }
    // Starts loading the slot where a search for `key` begins, so that the
    // lookups of a state's successors, each a cache miss, overlap.
    void prefetch(Key key) const {
        if (!slots_.empty()) __builtin_prefetch(&slots_[frontier::hash_key(key) & (slots_.size() - 1)]);
    }

    // Where `key` is, or the free slot where it would go (make room first).
    // The build claims a new state's slot at once and sets its count when
    // known; slots stay put until the next make_room.
    struct Probe {
        std::size_t slot;
        bool found;
    };
    Probe probe(Key key) const {
        const std::size_t i = search(key);
        return {i, slots_[i].key == key};
    }
    u128 count_at(std::size_t slot) const { return slots_[slot].count; }
    void claim(std::size_t slot, Key key) {
        slots_[slot] = E{key, 0};
        ++used_;
    }
    void set_count(std::size_t slot, Count count) { slots_[slot].count = count; }

    // The same map without its zero counts, at its smallest size.
    CompletionMap compacted() const {
        CompletionMap out;
        std::size_t live = 0;
        for (const E& e : slots_) live += e.key != kEmpty && e.count != 0;
        std::size_t cap = 16;
        while (cap * 3 / 4 < live + 1) cap *= 2;
        out.slots_.assign(cap, E{kEmpty, 0});
        for (const E& e : slots_)
            if (e.key != kEmpty && e.count != 0) out.slots_[out.search(e.key)] = e;
        out.used_ = live;
        return out;
    }

private:
    using E = frontier::Entry<Key, Count>;
    using Slots = std::vector<E, HugePageAllocator<E>>;
    static constexpr Key kEmpty = frontier::empty_key<Key>();

    // The capacity that holds `more` entries besides those there (load at most 3/4).
    std::size_t capacity_for(std::size_t more) const {
        std::size_t cap = slots_.empty() ? 16 : slots_.size();
        while (cap * 3 < (used_ + more) * 4) cap *= 2;
        return cap;
    }
    std::size_t search(Key key) const {
        const std::size_t mask = slots_.size() - 1;
        std::size_t i = frontier::hash_key(key) & mask;
        while (slots_[i].key != key && slots_[i].key != kEmpty) i = (i + 1) & mask;
        return i;
    }
    void rehash(std::size_t cap) {
        Slots old(cap, E{kEmpty, 0});
        old.swap(slots_);
        for (const E& e : old)
            if (e.key != kEmpty) slots_[search(e.key)] = e;
    }

    Slots slots_;
    std::size_t used_ = 0;
};

}  // namespace kt
