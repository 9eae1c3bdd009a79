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

template <class Key>
class CompletionMap {
public:
    std::size_t size() const { return used_; }
    std::size_t bytes() const { return slots_.size() * sizeof(E); }
    // Bytes held after inserting one more entry (the old and new arrays live together while growing).
    std::size_t bytes_to_insert() const {
        return (used_ + 1) * 4 > slots_.size() * 3 ? bytes() * 3 + 16 * sizeof(E) : bytes();
    }

    std::optional<u128> find(Key key) const {
        if (slots_.empty()) return std::nullopt;
        const std::size_t mask = slots_.size() - 1;
        for (std::size_t i = frontier::hash_key(key) & mask;; i = (i + 1) & mask) {
            const E& e = slots_[i];
            if (e.key == key) return e.count;
            if (e.key == kEmpty) return std::nullopt;
        }
    }
    // Starts loading the slot where a search for `key` begins: lookups of
    // a state's successors are cache misses, and so they overlap.
    void prefetch(Key key) const {
        if (!slots_.empty()) __builtin_prefetch(&slots_[frontier::hash_key(key) & (slots_.size() - 1)]);
    }
    // `key` must be absent.
    void insert(Key key, u128 count) {
        if ((used_ + 1) * 4 > slots_.size() * 3) rehash(slots_.empty() ? 16 : slots_.size() * 2);
        place(key, count);
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
            if (e.key != kEmpty && e.count != 0) out.place(e.key, e.count);
        out.used_ = live;
        return out;
    }

private:
    using E = frontier::Entry<Key, u128>;
    static constexpr Key kEmpty = frontier::empty_key<Key>();

    void place(Key key, u128 count) {
        const std::size_t mask = slots_.size() - 1;
        std::size_t i = frontier::hash_key(key) & mask;
        while (slots_[i].key != kEmpty) i = (i + 1) & mask;
        slots_[i] = E{key, count};
    }
    void rehash(std::size_t cap) {
        std::vector<E> old(cap, E{kEmpty, 0});
        old.swap(slots_);
        for (const E& e : old)
            if (e.key != kEmpty) place(e.key, e.count);
    }

    std::vector<E> slots_;
    std::size_t used_ = 0;
};

}  // namespace kt
