// How the frontier counter keeps a state's (key, count) between the merge
// and the next step: in a table slot, then in a packed partition (Part).
// Compact slots (64-bit keys, 64-bit counts) are 10 bytes: the key and the
// count's low 16 bits; a count of 2^16 - 1 or more is kept whole in a side
// map. Mid-sweep most counts are small, so 8x8 closed's widest frontier,
// 134 M states, takes 1.34 GB, not 2.1. The sweep uses them on frontiers of
// 4 M states and more, and switches to whole entries once many counts grow
// large (see frontier_counter.cpp).
// Internal to the frontier counter.
#pragma once

#include <algorithm>
#include <cstdint>
#include <type_traits>
#include <vector>

#include "core/big_vector.h"

namespace kt::frontier {

// The hash of a state key: its top bits pick the partition, its low bits
// the home slot in the partition's table.
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
// Which of 2^bits parts a key falls in, by its hash's top bits (0 of one part).
template <class Key>
std::size_t hash_part(Key k, int bits) {
    return bits ? hash_key(k) >> (64 - bits) : 0;
}

// Packed to 8-byte alignment: a 64-bit key with a 128-bit count takes 24
// bytes, not 32.
template <class Key, class Count>
struct __attribute__((packed, aligned(8))) Entry {
    Key key;
    Count count;
};

// No state has every slot coded 15 (a label names exactly two slots).
template <class Key>
constexpr Key empty_key() { return ~Key(0); }

// Counts from this on are not held in a compact slot.
inline constexpr std::uint16_t kBigCount = 0xFFFF;

struct __attribute__((packed, aligned(2))) CompactSlot {
    std::uint64_t key;
    std::uint16_t low;  // the count, or kBigCount: the count is in the side map
};
static_assert(sizeof(CompactSlot) == 10);

// The count an entry holds, or a compact slot of a small count (a merge
// round's buffer: frontier_round_buffer.h).
template <class Key, class Count>
Count count_of(const Entry<Key, Count>& e) { return e.count; }
inline std::uint64_t count_of(const CompactSlot& s) { return s.low; }

// Compact slots exist for 64-bit keys with 64-bit counts.
template <class Key, class Count>
constexpr bool kCanCompact = std::is_same_v<Key, std::uint64_t> && std::is_same_v<Count, std::uint64_t>;

struct NoBigCounts {
    static std::size_t bytes() { return 0; }
};

// Counts past a compact slot's 16 bits, by key: open addressing, between
// 3/8 and 3/4 full (16 bytes an item: 21 to 43 bytes a big count; between
// a quarter and half full, 8x8 closed held 0.5 GB of them at its peak).
class BigCounts {
public:
    std::size_t bytes() const { return items_.size() * sizeof(Item); }
    std::uint64_t get(std::uint64_t key) const {
        for (std::size_t i = home(key);; i = (i + 1) & (items_.size() - 1))
            if (items_[i].key == key) return items_[i].count;
    }
    void set(std::uint64_t key, std::uint64_t count) {
        if (4 * (used_ + 1) > 3 * items_.size()) grow();
        for (std::size_t i = home(key);; i = (i + 1) & (items_.size() - 1)) {
            Item& it = items_[i];
            if (it.key == key || it.key == empty_key<std::uint64_t>()) {
                used_ += it.key != key;
                it = {key, count};
                return;
            }
        }
    }

private:
    struct Item {
        std::uint64_t key, count;
    };
    // Not the hash's top bits alone: they pick the partition, so every key
    // here shares them and a partition's big counts would crowd a few
    // slots. Multiplied first, every bit of the hash reaches the top.
    std::size_t home(std::uint64_t key) const { return (hash_key(key) * 0x9E3779B97F4A7C15ULL) >> shift_; }
    void grow() {
        std::vector<Item> old(std::max<std::size_t>(16, 2 * items_.size()), Item{empty_key<std::uint64_t>(), 0});
        old.swap(items_);
        shift_ = 64 - __builtin_ctzll(items_.size());
        used_ = 0;
        for (const Item& it : old)
            if (it.key != empty_key<std::uint64_t>()) set(it.key, it.count);
    }

    std::vector<Item> items_;
    std::size_t used_ = 0;
    int shift_ = 64;
};

// One slot's layout, and the counts too big for a compact one.
template <class Key, class Count, bool Compact>
struct Slots {
    static_assert(!Compact || kCanCompact<Key, Count>);
    using Slot = std::conditional_t<Compact, CompactSlot, Entry<Key, Count>>;
    std::conditional_t<Compact, BigCounts, NoBigCounts> big;

    Count count(const Slot& s) const {
        if constexpr (Compact) {
            return s.low == kBigCount ? big.get(s.key) : s.low;
        } else {
            return s.count;
        }
    }
    // Sets the count of a slot whose key is set.
    void set(Slot& s, Count count) {
        if constexpr (Compact) {
            if (count >= kBigCount) {
                s.low = kBigCount;
                big.set(s.key, count);
            } else {
                s.low = static_cast<std::uint16_t>(count);
            }
        } else {
            s.count = count;
        }
    }
    static Slot empty() {
        Slot s{};
        s.key = empty_key<Key>();
        return s;
    }
    std::size_t side_bytes() const { return big.bytes(); }
};

// A packed partition: the states a table held, in slot order, read once in
// order by the next step.
template <class Key, class Count, bool Compact>
class Part {
public:
    using S = Slots<Key, Count, Compact>;
    using KeyType = Key;
    using CountType = Count;
    static constexpr bool kCompact = Compact;

    Part() = default;
    Part(BigVector<typename S::Slot> slots, S counts) : slots_(std::move(slots)), counts_(std::move(counts)) {}

    std::size_t size() const { return slots_.size(); }
    bool empty() const { return slots_.empty(); }
    Key key(std::size_t i) const { return slots_[i].key; }
    Count count(std::size_t i) const { return counts_.count(slots_[i]); }
    std::size_t bytes() const { return slots_.capacity() * sizeof(typename S::Slot) + counts_.side_bytes(); }

    void reserve(std::size_t n) { slots_.reserve(n); }
    void set_count(std::size_t i, Count count) { counts_.set(slots_[i], count); }
    void push_back(Key key, Count count) {
        slots_.push_back(S::empty());
        slots_.back().key = key;
        counts_.set(slots_.back(), count);
    }
    // give_back: its pages go back to the system at once (give_back_pages).
    void free(bool give_back = false) {
        if (give_back) give_back_pages(slots_.data(), slots_.capacity() * sizeof(typename S::Slot));
        *this = Part();
    }

private:
    BigVector<typename S::Slot> slots_;
    S counts_;
};

}  // namespace kt::frontier
