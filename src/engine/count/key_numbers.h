// Key -> number, in the order keys are first met: the periodic sweep's
// states of one phase (frontier_periodic.h), the tour table's states of one
// hash part of a layer (rank/completion_layers.cpp).
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <vector>

#include "core/big_vector.h"
#include "core/pow2_capacity.h"
#include "count/frontier_table.h"

namespace kt::frontier {

// Key -> state number (0, 1, 2, ... in the order keys are first added):
// open addressing with linear probing, at most 3/4 full.
template <class Key>
class KeyNumbers {
public:
    KeyNumbers() = default;
    // Arrays from `pool` (big_vector.h): faulted in by one call each.
    explicit KeyNumbers(PagePool* pool) : keys_(pool), slots_(pool) {}
    std::size_t size() const { return keys_.size(); }
    Key key(std::uint32_t n) const { return keys_[n]; }
    const Key* keys() const { return keys_.data(); }
    std::size_t bytes() const { return keys_.capacity() * sizeof(Key) + slots_.capacity() * sizeof(Slot); }
    // Frees the table (not the keys) while no key is to be numbered: the
    // next number_all builds it again, and number_few needs none.
    void release_index() { BigVector<Slot>().swap(slots_); }
    bool indexed() const { return !slots_.empty(); }
    // The number of `k`, if it has one (and the index is there).
    std::optional<std::uint32_t> number_of(Key k) const {
        if (slots_.empty()) return std::nullopt;
        const std::uint32_t n = find(k);
        return n == kNone ? std::nullopt : std::optional<std::uint32_t>(n);
    }
    // Hands this table's index to `to`, rebuilt there for its keys: sets
    // numbered one at a time share one index, and so its pages (the
    // periodic sweep's phases; fresh pages cost the kernel's zeroing).
    void give_index(KeyNumbers& to) {
        if (&to == this) return;
        to.slots_.swap(slots_);
        BigVector<Slot>().swap(slots_);
        to.grow(to.keys_.size() + 1, to.keys_.data(), to.keys_.size());
    }
    // Room for `more` keys, the index aside.
    void reserve_keys(std::size_t more) { keys_.reserve(keys_.size() + more); }
    // Forgets every key and makes the index the least that holds `keys` of
    // them, in an array with room for `most` (both at most 3/4 full) kept
    // from one set of keys to the next, for a table that numbers set after
    // set: it clears only what each set needs, and grows within that room
    // with no fresh pages (closed 6x8: the tour table's build grew its
    // tables 14 times, 13 ms of faults and rehashing in all).
    void clear_for(std::size_t keys, std::size_t most) {
        keys_.clear();
        if (const std::size_t room = pow2_capacity(most, 64); slots_.capacity() < room) {
            BigVector<Slot>(slots_.get_allocator()).swap(slots_);  // its slots are not copied
            slots_.reserve(room);
        }
        slots_.assign(pow2_capacity(keys, 64), Slot{0, kNone});
    }
    // Room for `more` keys besides those there, with no growing.
    void make_room(std::size_t more) {
        make_index_room(more);
        if (keys_.empty()) keys_.reserve(more);
    }
    // Room in the index alone.
    void make_index_room(std::size_t more) {
        if (4 * (keys_.size() + more) > 3 * slots_.size()) grow(keys_.size() + more, keys_.data(), keys_.size());
    }
    // numbers[i] = the number of keys[i], for i < n, adding new keys (each
    // once, in order).
    void number_all(const Key* keys, std::size_t n, std::uint32_t* numbers) {
        std::size_t held = keys_.size();
        number_each(keys, n, numbers, held, [&](Key k) { keys_.push_back(k); }, [&] { return keys_.data(); });
    }
    // As number_all, but the new keys are written to `to` (key number m at
    // to[m], m counting on from `made`) rather than kept here; returns how
    // many keys there are now. `to` may be where `keys` starts, or before it
    // in the same array: the m-th new key is read, at or past to[m], before
    // to[m] is written. (The tour table numbers each hash part of a layer
    // over the part's own successors, with no copy of its states.) Such a
    // table keeps no keys of its own, so number_of cannot ask it.
    std::size_t number_into(const Key* keys, std::size_t n, std::uint32_t* numbers, Key* to, std::size_t made) {
        number_each(keys, n, numbers, made, [&](Key k) { to[made] = k; }, [to] { return to; });
        return made;
    }

    // Whether n keys are better numbered by number_few than by number_all:
    // the table has no index, and they are fewer than 1 in 16 of its keys
    // (a pass over its keys costs less then than rebuilding the index).
    bool few_without_index(std::size_t n) const { return !indexed() && n * 16 < size(); }
    // As number_all, for a few keys and no index: one pass over the keys
    // held against a small table of those asked for. New keys come in the
    // order number_all would give them.
    void number_few(const Key* keys, std::size_t n, std::uint32_t* numbers) {
        if (n == 0) return;  // (an empty table has no slot to find in)
        KeyNumbers<Key> asked;
        std::vector<std::uint32_t> which(n);
        asked.number_all(keys, n, which.data());
        std::vector<std::uint32_t> found(asked.size(), kNone);
        for (std::uint32_t s = 0; s < keys_.size(); ++s)
            if (const std::uint32_t a = asked.find(keys_[s]); a != kNone) found[a] = s;
        for (std::uint32_t a = 0; a < asked.size(); ++a) {
            if (found[a] != kNone) continue;
            found[a] = static_cast<std::uint32_t>(keys_.size());
            keys_.push_back(asked.key(a));
        }
        for (std::size_t i = 0; i < n; ++i) numbers[i] = found[which[i]];
    }

private:
    static constexpr std::uint32_t kNone = ~std::uint32_t(0);
    static std::uint32_t tag_of(std::uint64_t h) { return static_cast<std::uint32_t>(h >> 32); }
    std::uint32_t find(Key k) const {
        const std::size_t mask = slots_.size() - 1;
        const std::uint64_t h = hash_key(k);
        for (std::size_t at = h & mask;; at = (at + 1) & mask) {
            const Slot s = slots_[at];
            if (s.number == kNone || holds(s, tag_of(h), k, keys_.data())) return s.number;
        }
    }
    // number_all's loop, `held` keys numbered so far, keep(k) called for
    // each new key before `held` counts it, and kept() the keys numbered
    // (key m at kept()[m]). The table doubles when it has less room left
    // than a batch may need; each batch's slots are prefetched a few keys
    // ahead, so the misses overlap.
    template <class Keep, class Kept>
    void number_each(const Key* keys, std::size_t n, std::uint32_t* numbers, std::size_t& held, Keep&& keep, Kept&& kept) {
        for (std::size_t at = 0; at < n;) {
            const std::size_t most = slots_.size() / 4 * 3;
            const std::size_t room = most > held ? most - held : 0;  // 0 once released
            const std::size_t want = std::min(n - at, std::max<std::size_t>(held / 4, 1024));
            if (room < want) {
                grow(held + want, kept(), held);
                continue;
            }
            const std::size_t batch = std::min(room, n - at);
            number_batch(keys + at, batch, numbers + at, held, keep, kept);
            at += batch;
        }
    }
    template <class Keep, class Kept>
    void number_batch(const Key* keys, std::size_t n, std::uint32_t* numbers, std::size_t& held, Keep& keep,
                      Kept& kept) {
        const std::size_t mask = slots_.size() - 1;
        insert_prefetched(
            n, [&](std::size_t i) { return hash_key(keys[i]); }, [&](std::uint64_t h) { return &slots_[h & mask]; },
            [&](std::size_t i, std::uint64_t h) {
                const Key k = keys[i];
                const std::uint32_t tag = tag_of(h);
                for (std::size_t at = h & mask;; at = (at + 1) & mask) {
                    Slot& s = slots_[at];
                    if (s.number == kNone) {
                        s = {tag, static_cast<std::uint32_t>(held)};
                        keep(k);
                        ++held;
                    } else if (!holds(s, tag, k, kept())) {
                        continue;
                    }
                    numbers[i] = s.number;
                    return;
                }
            });
    }
    // A key's number and its hash's top 32 bits, which nearly always tell
    // it from the other keys met on the way; the key itself is read from
    // the keys numbered only where they match. (The key in the slot would
    // make the tables half as large again, and their fresh pages cost.)
    struct Slot {
        std::uint32_t tag;
        std::uint32_t number;
    };
    // Whether a taken slot is key k's (tag: its hash's, keys: the keys numbered).
    static bool holds(const Slot& s, std::uint32_t tag, Key k, const Key* keys) {
        return s.tag == tag && keys[s.number] == k;
    }
    // Makes the index the least power of two, no smaller than now, that
    // holds `keys` at most 3/4 full, and indexes there the `held` keys
    // numbered so far, key m at list[m]: in the array it has, where that
    // has room (clear_for).
    void grow(std::size_t keys, const Key* list, std::size_t held) {
        slots_.assign(pow2_capacity(keys, std::max<std::size_t>(64, slots_.size())), Slot{0, kNone});
        const std::size_t mask = slots_.size() - 1;
        for (std::uint32_t m = 0; m < held; ++m) {
            const std::uint64_t h = hash_key(list[m]);
            std::size_t i = h & mask;
            while (slots_[i].number != kNone) i = (i + 1) & mask;
            slots_[i] = {tag_of(h), m};
        }
    }
    BigVector<Key> keys_;
    BigVector<Slot> slots_;
};

}  // namespace kt::frontier
