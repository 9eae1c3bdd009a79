// The frontier counter's storage: (state key, count) entries in open-addressing
// hash tables, one per hash partition. Internal to the frontier counter.
#pragma once

#include <cstdint>
#include <vector>

namespace kt::frontier {

inline std::uint64_t mix64(std::uint64_t h) {
    h ^= h >> 31;
    h *= 0xBF58476D1CE4E5B9ULL;
    h ^= h >> 29;
    h *= 0x94D049BB133111EBULL;
    h ^= h >> 32;
    return h;
}
inline std::uint64_t hash_key(std::uint64_t k) { return mix64(k * 0x9E3779B97F4A7C15ULL); }
inline std::uint64_t hash_key(unsigned __int128 k) {
    return mix64(static_cast<std::uint64_t>(k) * 0x9E3779B97F4A7C15ULL ^ static_cast<std::uint64_t>(k >> 64));
}

// No state has every slot coded 15 (a label names exactly two slots).
template <class Key>
constexpr Key empty_key() { return ~Key(0); }

// Packed to 8-byte alignment: a 64-bit key with a 128-bit count takes 24
// bytes, not 32.
template <class Key, class Count>
struct __attribute__((packed, aligned(8))) Entry {
    Key key;
    Count count;
};

template <class Key, class Count>
class Table {
public:
    using E = Entry<Key, Count>;

    std::size_t size() const { return used_; }
    std::size_t bytes() const { return slots_.size() * sizeof(E); }
    bool overflowed() const { return overflowed_; }

    void reserve(std::size_t states) {
        slots_.assign(capacity_for(states + 1, 16), E{empty_key<Key>(), Count(0)});
        used_ = 0;
    }
    // Bytes the table would hold after its next growth, if it needs one for `more` entries.
    std::size_t growth_bytes(std::size_t more) const {
        if (!slots_.empty() && (used_ + more) * 4 <= slots_.size() * 3) return 0;
        return capacity_for(used_ + more, slots_.empty() ? 16 : slots_.size()) * sizeof(E);
    }
    void grow_for(std::size_t more) {
        const std::size_t cap = capacity_for(used_ + more, slots_.empty() ? 16 : slots_.size());
        if (cap == slots_.size()) return;
        std::vector<E> old;
        old.swap(slots_);
        slots_.assign(cap, E{empty_key<Key>(), Count(0)});
        used_ = 0;
        for (const E& e : old)
            if (e.key != empty_key<Key>()) insert(e.key, e.count, hash_key(e.key));
    }

    // Adds a batch, prefetching each entry's home slot a few entries ahead:
    // with tables far larger than the caches, the misses then overlap.
    void add_all(const std::vector<E>& batch) {
        constexpr std::size_t kAhead = 8;
        const std::size_t n = batch.size();
        const std::size_t mask = slots_.size() - 1;
        std::uint64_t hashes[kAhead];
        for (std::size_t i = 0; i < n && i < kAhead; ++i) {
            hashes[i] = hash_key(batch[i].key);
            __builtin_prefetch(&slots_[hashes[i] & mask], 1);
        }
        for (std::size_t i = 0; i < n; ++i) {
            const std::uint64_t h = hashes[i % kAhead];
            if (i + kAhead < n) {
                const std::uint64_t ahead = hash_key(batch[i + kAhead].key);
                hashes[i % kAhead] = ahead;
                __builtin_prefetch(&slots_[ahead & mask], 1);
            }
            insert(batch[i].key, batch[i].count, h);
        }
    }

    // Moves the entries out, packed, and frees the table.
    std::vector<E> take_entries() {
        std::vector<E> out;
        out.reserve(used_);
        for (const E& e : slots_)
            if (e.key != empty_key<Key>()) out.push_back(e);
        std::vector<E>().swap(slots_);
        used_ = 0;
        return out;
    }

private:
    // The smallest power of two from `start` up that holds `entries` at a
    // load of at most 3/4.
    static std::size_t capacity_for(std::size_t entries, std::size_t start) {
        std::size_t cap = start;
        while (cap * 3 / 4 < entries) cap *= 2;
        return cap;
    }

    void insert(Key key, Count count, std::uint64_t hash) {
        const std::size_t mask = slots_.size() - 1;
        for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
            E& e = slots_[i];
            if (e.key == key) {
                // Sums are taken modulo 2^bits; the sweep picks the count
                // width so none wraps, and `overflowed` proves it did not.
                const Count sum = e.count + count;
                overflowed_ |= sum < count;
                e.count = sum;
                return;
            }
            if (e.key == empty_key<Key>()) {
                e.key = key;
                e.count = count;
                ++used_;
                return;
            }
        }
    }

    std::vector<E> slots_;
    std::size_t used_ = 0;
    bool overflowed_ = false;
};

}  // namespace kt::frontier
