// One layer of the tour table: frontier state -> completion count, in an
// open-addressing hash table (linear probing, the home slot the hash scaled
// to the size, load 3/4 whatever the size: a power of two would leave the
// largest 8x8 layers between 3/8 and 3/4 full), built once from the
// layer's states with a completion.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "core/wide_int.h"
#include "count/frontier_table.h"
#include "core/big_vector.h"

namespace kt {

// Count: 64 bits where the counts fit (a third less memory than 128).
template <class Key, class Count>
class CompletionMap {
public:
    std::size_t size() const { return used_; }
    std::size_t bytes() const { return slots_.size() * sizeof(E); }

    // The states of `keys` whose `counts` are not zero (the rest have no
    // completion), at the smallest size that keeps the load at most 3/4.
    // Each entry's slot is prefetched a few entries ahead, so the inserts'
    // cache misses overlap.
    // `pool`: where its pages are taken from and go back to (page_pool.h), or none.
    static CompletionMap of_live(const Key* keys, const Count* counts, std::size_t n, PagePool* pool = nullptr) {
        CompletionMap out;
        std::size_t live = 0;
        for (std::size_t i = 0; i < n; ++i) live += counts[i] != 0;
        out.slots_ = Slots(live / 3 * 4 + live % 3 * 2 + 2, E{kEmpty, 0}, MappedAllocator<E>(pool));
        // The live entries a few ahead, their slots being loaded (a ring, not
        // a list of every live entry: that was one more array to fault in).
        constexpr std::size_t kAhead = 8;
        std::size_t ahead[kAhead];
        std::size_t queued = 0, done = 0;
        const auto place = [&](std::size_t i) { out.slots_[out.search(keys[i])] = E{keys[i], counts[i]}; };
        for (std::size_t i = 0; i < n; ++i) {
            if (counts[i] == 0) continue;
            if (queued - done == kAhead) place(ahead[done++ % kAhead]);
            out.prefetch(keys[i]);
            ahead[queued++ % kAhead] = i;
        }
        while (done < queued) place(ahead[done++ % kAhead]);
        out.used_ = live;
        return out;
    }

    std::optional<u128> find(Key key) const {
        if (slots_.empty()) return std::nullopt;
        const E& e = slots_[search(key)];
        return e.key == key ? std::optional<u128>(e.count) : std::nullopt;
    }
    // Starts loading the slot where a search for `key` begins.
    void prefetch(Key key) const {
        if (!slots_.empty()) __builtin_prefetch(&slots_[home(key)]);
    }

private:
    using E = frontier::Entry<Key, Count>;
    using Slots = BigVector<E>;
    static constexpr Key kEmpty = frontier::empty_key<Key>();

    std::size_t home(Key key) const {
        return static_cast<std::size_t>((static_cast<u128>(frontier::hash_key(key)) * slots_.size()) >> 64);
    }
    std::size_t search(Key key) const {
        std::size_t i = home(key);
        while (slots_[i].key != key && slots_[i].key != kEmpty)
            if (++i == slots_.size()) i = 0;
        return i;
    }
    Slots slots_;
    std::size_t used_ = 0;
};

}  // namespace kt
