// One layer of the tour table: frontier state -> completion count, in an
// open-addressing hash table (linear probing, the home slot the hash scaled
// to the size, load 3/4 whatever the size: a power of two would leave the
// largest 8x8 layers between 3/8 and 3/4 full), built once from the
// layer's states with a completion.
#pragma once

#include <algorithm>
#include <bit>
#include <cstdint>
#include <optional>
#include <vector>

#include "core/wide_int.h"
#include "count/frontier_table.h"
#include "core/big_vector.h"
#include "core/thread_team.h"
#include "rank/table_hash.h"

namespace kt {

// Count: 64 bits where the counts fit (a third less memory than 128).
template <class Key, class Count>
class CompletionMap {
public:
    std::size_t size() const { return used_; }
    std::size_t bytes() const { return slots_.size() * sizeof(E); }

    // The states of `keys` whose `counts` are not zero (the rest have no
    // completion), at the smallest size that keeps the load at most 3/4.
    // The team's threads split the slots in runs, each filling its run and
    // placing the keys whose home is there: the keys of a run are found by
    // a binary search, since the layers list their states by hash (a key in
    // the wrong run, or whose probe would leave the run, is placed after,
    // by one thread).
    // `pool`: where its pages are taken from and go back to (page_pool.h), or none.
    static CompletionMap of_live(const Key* keys, const Count* counts, std::size_t n, PagePool* pool,
                                 ThreadTeam& team) {
        return of_live(keys, counts, n, live_in(counts, n, team), pool, team);
    }
    // The same, where `live` (live_in) is known already.
    static CompletionMap of_live(const Key* keys, const Count* counts, std::size_t n, std::size_t live, PagePool* pool,
                                 ThreadTeam& team) {
        CompletionMap out;
        const int threads = n < 65536 ? 1 : team.size();
        out.used_ = live;
        const std::size_t size = slots_for(live);
        out.slots_ = Slots(size, UninitAllocator<E>(pool));
        // Runs that the threads take in turn, up to four a thread (one each
        // kept one waiting for the other, a third of this pass on 5x10
        // paths), and about one a hash part of the layer's states at most
        // (it has n / 65536 or more: parts of 64 K successors), so that few
        // keys are left for later.
        const std::size_t runs =
            static_cast<std::size_t>(threads) * std::clamp<std::size_t>(std::bit_floor(n / 65536), 1, 4);
        std::vector<std::vector<std::size_t>> later(runs);
        team.each(threads, runs, [&](int, std::size_t r) {
            const std::size_t lo = size * r / runs, hi = size * (r + 1) / runs;
            std::fill(out.slots_.begin() + lo, out.slots_.begin() + hi, E{kEmpty, 0});
            out.place_run(keys, counts, out.first_at(keys, n, lo), out.first_at(keys, n, hi), lo, hi, later[r]);
        });
        for (const auto& left : later)
            for (std::size_t i : left) out.slots_[out.search(keys[i])] = E{keys[i], counts[i]};
        return out;
    }

    // How many of the n `counts` are not zero.
    static std::size_t live_in(const Count* counts, std::size_t n, ThreadTeam& team) {
        const int threads = n < 65536 ? 1 : team.size();
        std::vector<std::size_t> live(static_cast<std::size_t>(threads), 0);
        team.run(threads, [&](int t) {
            for (std::size_t i = n * t / threads, end = n * (t + 1) / threads; i < end; ++i) live[t] += counts[i] != 0;
        });
        std::size_t sum = 0;
        for (std::size_t l : live) sum += l;
        return sum;
    }
    // What the map of `live` states takes, before it is made.
    static std::size_t bytes_for(std::size_t live) { return slots_for(live) * sizeof(E); }

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
    using Slots = BigBuffer<E>;
    static constexpr Key kEmpty = frontier::empty_key<Key>();
    static std::size_t slots_for(std::size_t live) { return live / 3 * 4 + live % 3 * 2 + 2; }

    std::size_t home(Key key) const {
        return static_cast<std::size_t>((static_cast<u128>(table_hash(key)) * slots_.size()) >> 64);
    }
    std::size_t search(Key key) const {
        std::size_t i = home(key);
        while (slots_[i].key != key && slots_[i].key != kEmpty)
            if (++i == slots_.size()) i = 0;
        return i;
    }
    // The first of `keys` whose home is at `slot` or past it, if they are in
    // order of their homes: a binary search, which splits keys out of order
    // into runs too (a later slot never gives an earlier key).
    std::size_t first_at(const Key* keys, std::size_t n, std::size_t slot) const {
        std::size_t a = 0, b = n;
        while (a < b) {
            const std::size_t mid = a + (b - a) / 2;
            if (home(keys[mid]) < slot) a = mid + 1;
            else b = mid;
        }
        return a;
    }
    // Places the live ones of keys [a, b) whose home and probe stay within
    // slots [lo, hi) (keys are distinct, so a probe stops at an empty slot),
    // and lists the others in `later`. The slots of the next few are loaded
    // meanwhile (a ring, not a list of every live entry: that was one more
    // array to fault in), so the cache misses overlap.
    void place_run(const Key* keys, const Count* counts, std::size_t a, std::size_t b, std::size_t lo,
                   std::size_t hi, std::vector<std::size_t>& later) {
        const auto place = [&](std::size_t i) {
            std::size_t j = home(keys[i]);
            if (j < lo || j >= hi) return later.push_back(i);
            while (slots_[j].key != kEmpty)
                if (++j == hi) return later.push_back(i);
            slots_[j] = E{keys[i], counts[i]};
        };
        constexpr std::size_t kAhead = 8;
        std::size_t ahead[kAhead];
        std::size_t queued = 0, done = 0;
        for (std::size_t i = a; i < b; ++i) {
            if (counts[i] == 0) continue;
            if (queued - done == kAhead) place(ahead[done++ % kAhead]);
            prefetch(keys[i]);
            ahead[queued++ % kAhead] = i;
        }
        while (done < queued) place(ahead[done++ % kAhead]);
    }

    Slots slots_;
    std::size_t used_ = 0;
};

}  // namespace kt
