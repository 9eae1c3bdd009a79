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

namespace kt {

// Count: 64 bits where the counts fit (a third less memory than 128).
template <class Key, class Count>
class CompletionMap {
public:
    std::size_t size() const { return used_; }
    std::size_t bytes() const { return slots_.size() * sizeof(E); }
    // Bytes held while making room for one more entry (old and new arrays together).
    std::size_t bytes_to_grow() const { return full() ? bytes() * 3 + 16 * sizeof(E) : bytes(); }

    std::optional<u128> find(Key key) const {
        if (slots_.empty()) return std::nullopt;
        const E& e = slots_[search(key)];
        return e.key == key ? std::optional<u128>(e.count) : std::nullopt;
    }
    // Starts loading the slot where a search for `key` begins: lookups of
    // a state's successors are cache misses, and so they overlap.
    void prefetch(Key key) const {
        if (!slots_.empty()) __builtin_prefetch(&slots_[frontier::hash_key(key) & (slots_.size() - 1)]);
    }

    // Where `key` is, or the free slot where it would go, after making room
    // for one more entry: the build searches a state once and, when it is
    // new, fills the slot once its count is known (nothing else is added
    // to this layer in between).
    struct Probe {
        std::size_t slot;
        bool found;
    };
    Probe probe(Key key) {
        if (full()) rehash(slots_.empty() ? 16 : slots_.size() * 2);
        const std::size_t i = search(key);
        return {i, slots_[i].key == key};
    }
    u128 count_at(std::size_t slot) const { return slots_[slot].count; }
    void fill(std::size_t slot, Key key, Count count) {
        slots_[slot] = E{key, count};
        ++used_;
    }

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
    static constexpr Key kEmpty = frontier::empty_key<Key>();

    bool full() const { return (used_ + 1) * 4 > slots_.size() * 3; }
    std::size_t search(Key key) const {
        const std::size_t mask = slots_.size() - 1;
        std::size_t i = frontier::hash_key(key) & mask;
        while (slots_[i].key != key && slots_[i].key != kEmpty) i = (i + 1) & mask;
        return i;
    }
    void rehash(std::size_t cap) {
        std::vector<E> old(cap, E{kEmpty, 0});
        old.swap(slots_);
        for (const E& e : old)
            if (e.key != kEmpty) slots_[search(e.key)] = e;
    }

    std::vector<E> slots_;
    std::size_t used_ = 0;
};

}  // namespace kt
