// The frontier counter's storage: (state key, count) entries in open-addressing
// hash tables, one per hash partition. Internal to the frontier counter.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <vector>

#include "core/big_vector.h"
#include "count/frontier_slots.h"
#include "count/frontier_types.h"

namespace kt::frontier {

// Inserts items 0..n-1 into a hash table, item i by insert(i, hash_of(i)),
// prefetching each item's home slot (slot_of(hash)) a few items ahead: with
// tables far larger than the caches, the misses then overlap. 16 items
// ahead rather than 8, since the periodic sweep's index sits in the L3
// cache. Always inlined: made as a call, it read its callers' variables
// through their lambdas' closures, in memory, again for every item.
template <class HashOf, class SlotOf, class Insert>
[[gnu::always_inline]] inline void insert_prefetched(std::size_t n, HashOf&& hash_of, SlotOf&& slot_of,
                                                     Insert&& insert) {
    constexpr std::size_t kAhead = 16;
    std::uint64_t hashes[kAhead];
    for (std::size_t i = 0; i < n && i < kAhead; ++i) {
        hashes[i] = hash_of(i);
        __builtin_prefetch(slot_of(hashes[i]), 1);
    }
    for (std::size_t i = 0; i < n; ++i) {
        const std::uint64_t h = hashes[i % kAhead];
        if (i + kAhead < n) {
            hashes[i % kAhead] = hash_of(i + kAhead);
            __builtin_prefetch(slot_of(hashes[i % kAhead]), 1);
        }
        insert(i, h);
    }
}

// A "modulus" of 1: 64-bit counts hold doubles (their bits) and add as
// doubles, for the counter's estimate of a count's size past 128 bits.
inline constexpr std::uint64_t kFloatCounts = 1;
// By memcpy, not std::bit_cast: Debian 12's Emscripten has no bit_cast.
inline std::uint64_t float_bits(double x) {
    std::uint64_t bits;
    std::memcpy(&bits, &x, sizeof bits);
    return bits;
}
inline double float_of(std::uint64_t bits) {
    double x;
    std::memcpy(&x, &bits, sizeof x);
    return x;
}
inline std::uint64_t add_floats(std::uint64_t a, std::uint64_t b) { return float_bits(float_of(a) + float_of(b)); }

// Two residues in one 128-bit count, modulo p in the low half and modulo q
// in the high: a sweep that carries them finds two residues of a count past
// 128 bits for little more than one sweep's work (the states, their keys
// and their successors are the same for every prime). With p of
// kFloatCounts the low half is a double, the count's estimate.
inline WideCount residue_pair(std::uint64_t low, std::uint64_t high) { return (WideCount(high) << 64) | low; }
// a + b modulo p (below 2^62: the sum does not wrap), or as doubles (kFloatCounts).
inline std::uint64_t add_residues(std::uint64_t a, std::uint64_t b, std::uint64_t p) {
    if (p == kFloatCounts) return add_floats(a, b);
    const std::uint64_t sum = a + b;
    return sum >= p ? sum - p : sum;
}
inline WideCount add_residue_pair(WideCount a, WideCount b, std::uint64_t p, std::uint64_t q) {
    return residue_pair(add_residues(static_cast<std::uint64_t>(a), static_cast<std::uint64_t>(b), p),
                        add_residues(static_cast<std::uint64_t>(a >> 64), static_cast<std::uint64_t>(b >> 64), q));
}
// A count with its low 64 bits replaced (a double rescaled in a pair).
inline std::uint64_t with_low(std::uint64_t, std::uint64_t low) { return low; }
inline WideCount with_low(WideCount count, std::uint64_t low) { return residue_pair(low, static_cast<std::uint64_t>(count >> 64)); }

// One hash partition's table of slots (frontier_slots.h): open addressing
// with linear probing, of any size (the home slot is the hash's low bits
// scaled to the size), at most 0.85 full. It grows when it must, by half
// at most, and to no more than the final size the step's progress bounds
// (grown_capacity), so that it ends a step near its highest load rather
// than between 3/8 and 3/4 full.
template <class Key, class Count, bool Compact = false>
class Table {
public:
    using E = Entry<Key, Count>;  // what is added
    using Counts = Slots<Key, Count, Compact>;
    using Slot = typename Counts::Slot;

    std::size_t size() const { return used_; }
    // Arrays the table lets go of give their pages back at once (big frontiers).
    void set_give_back(bool on) { give_back_ = on; }
    // 64-bit counts summed modulo `prime` (below 2^62), or as doubles
    // (kFloatCounts), for counts past 128 bits; 128-bit counts with a
    // second prime as pairs of residues (add_residue_pair).
    void set_modulus(std::uint64_t prime, std::uint64_t second = 0) {
        modulus_ = prime;
        modulus2_ = second;
    }
    std::size_t bytes() const { return slots_.size() * sizeof(Slot) + counts_.side_bytes(); }
    // Of those, the big counts' (compact slots only): they grow as entries are added.
    std::size_t side_bytes() const { return counts_.side_bytes(); }
    bool overflowed() const { return overflowed_; }

    // Bytes reserve(states) takes.
    static std::size_t reserve_bytes(std::size_t states) { return capacity_for(states + 1) * sizeof(Slot); }
    void reserve(std::size_t states) {
        slots_.assign(capacity_for(states + 1), Counts::empty());
        used_ = 0;
    }
    // Bytes the table would hold after its next growth, if `more` entries
    // need one; `done` is the fraction of the step's source expanded so far.
    std::size_t growth_bytes(std::size_t more, double done = 0) const {
        if (fits(used_ + more)) return 0;
        return grown_capacity(more, done) * sizeof(Slot);
    }
    void grow_for(std::size_t more, double done = 0) {
        if (fits(used_ + more)) return;
        BigVector<Slot> old(grown_capacity(more, done), Counts::empty());
        old.swap(slots_);
        for (const Slot& s : old)
            if (s.key != empty_key<Key>()) place(s, hash_key(s.key));
        if (give_back_) give_back_pages(old.data(), old.size() * sizeof(Slot));
    }

    // Adds a batch (see insert_prefetched): entries, or compact slots of
    // small counts (count_of).
    void add_all(const std::vector<E>& batch) { add_batch(batch); }
    void add_all(const std::vector<CompactSlot>& batch)
        requires kCanCompact<Key, Count>
    {
        add_batch(batch);
    }

    // Bytes take_entries() takes.
    std::size_t packed_bytes() const { return used_ * sizeof(Slot); }
    // Moves the entries out, packed, and frees the table.
    Part<Key, Count, Compact> take_entries() {
        BigVector<Slot> out;
        out.reserve(used_);
        for (const Slot& s : slots_)
            if (s.key != empty_key<Key>()) out.push_back(s);
        if (give_back_) give_back_pages(slots_.data(), slots_.size() * sizeof(Slot));
        BigVector<Slot>().swap(slots_);
        used_ = 0;
        return Part<Key, Count, Compact>(std::move(out), std::move(counts_));
    }

private:
    static constexpr std::size_t kLoadNum = 17, kLoadDen = 20;  // most entries per slot

    template <class Batch>
    void add_batch(const std::vector<Batch>& batch) {
        insert_prefetched(
            batch.size(), [&](std::size_t i) { return hash_key(batch[i].key); },
            [&](std::uint64_t h) { return &slots_[home(h)]; },
            [&](std::size_t i, std::uint64_t h) { insert(batch[i].key, static_cast<Count>(count_of(batch[i])), h); });
    }

    bool fits(std::size_t entries) const { return entries * kLoadDen <= slots_.size() * kLoadNum; }
    static std::size_t capacity_for(std::size_t entries) {
        return std::max<std::size_t>(16, (entries * kLoadDen + kLoadNum - 1) / kLoadNum);
    }
    // Room for `more` entries: at least a quarter more than now, at most
    // half again (doubling: 15% more memory at the peak, 10% less CPU time
    // on 7x8 closed), and within that, room for the most the table can end
    // the step with. The states a fraction `done` of the source has led to
    // grow concavely with it (each later source entry finds more of its
    // successors already there), so the step ends with at most size/done,
    // plus a margin for chance.
    std::size_t grown_capacity(std::size_t more, double done) const {
        const std::size_t need = capacity_for(used_ + more);
        if (slots_.empty()) return need;
        std::size_t cap = slots_.size() + slots_.size() / 2;
        if (done > 0) {
            const double bound = static_cast<double>(used_ + more) / done * 1.03;
            cap = std::min(cap, std::max(slots_.size() + slots_.size() / 4, capacity_for(static_cast<std::size_t>(bound))));
        }
        return std::max(need, cap);
    }
    // The home slot: the hash's low 48 bits (the partition is its top bits)
    // scaled to the table's size.
    std::size_t home(std::uint64_t hash) const {
        return static_cast<std::size_t>((static_cast<unsigned __int128>(hash << 16) * slots_.size()) >> 64);
    }

    void insert(Key key, Count count, std::uint64_t hash) {
        const std::size_t n = slots_.size();
        for (std::size_t i = home(hash);; i = i + 1 == n ? 0 : i + 1) {
            Slot& s = slots_[i];
            if (s.key == key) {
                // Sums are taken modulo 2^bits; the sweep picks the count
                // width so none wraps, and `overflowed` proves it did not.
                if constexpr (sizeof(Count) == 8) {
                    if (modulus_ != 0) {
                        counts_.set(s, add_residues(counts_.count(s), count, modulus_));
                        return;
                    }
                } else if (modulus2_ != 0) {
                    counts_.set(s, add_residue_pair(counts_.count(s), count, modulus_, modulus2_));
                    return;
                }
                const Count sum = counts_.count(s) + count;
                overflowed_ |= sum < count;
                counts_.set(s, sum);
                return;
            }
            if (s.key == empty_key<Key>()) {
                s.key = key;
                counts_.set(s, count);
                ++used_;
                return;
            }
        }
    }
    // Puts a slot of a key not in the table yet where it belongs (rehashing).
    void place(const Slot& slot, std::uint64_t hash) {
        const std::size_t n = slots_.size();
        std::size_t i = home(hash);
        while (slots_[i].key != empty_key<Key>()) i = i + 1 == n ? 0 : i + 1;
        slots_[i] = slot;
    }

    BigVector<Slot> slots_;
    Counts counts_;
    std::size_t used_ = 0;
    bool overflowed_ = false;
    bool give_back_ = false;
    std::uint64_t modulus_ = 0;  // 64-bit counts: sums modulo this prime (0: modulo 2^64)
    std::uint64_t modulus2_ = 0;  // 128-bit counts: pairs of residues modulo modulus_ and this
};

}  // namespace kt::frontier
