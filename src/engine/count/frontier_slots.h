// How the frontier counter keeps a state's (key, count) between the merge
// and the next step: in a table slot, then in a packed partition (Part).
// With 64-bit keys and 64-bit counts a slot is 12 bytes, the key and the
// count's low 32 bits; a count of 2^32 - 1 or more is kept whole in a side
// map of big counts (few states have one: the frontier is widest mid-sweep,
// where counts are small). Other keys and counts keep the whole entry.
// 8x8 closed's widest frontier, 424.5 M states, then takes 5.1 GB, not 6.8.
// Internal to the frontier counter.
#pragma once

#include <cstdint>
#include <type_traits>
#include <unordered_map>

#include "core/big_vector.h"

namespace kt::frontier {

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

struct __attribute__((packed, aligned(4))) CompactSlot {
    std::uint64_t key;
    std::uint32_t low;  // the count, or kBig: the count is in the side map
};
static_assert(sizeof(CompactSlot) == 12);

template <class Key, class Count>
constexpr bool kCompact = std::is_same_v<Key, std::uint64_t> && std::is_same_v<Count, std::uint64_t>;

struct NoBigCounts {
    static std::size_t size() { return 0; }
};

// One slot and the counts too big for it.
template <class Key, class Count>
struct Slots {
    using Slot = std::conditional_t<kCompact<Key, Count>, CompactSlot, Entry<Key, Count>>;
    static constexpr std::uint32_t kBig = ~std::uint32_t(0);
    // Bytes the side map takes per entry, roughly (a node and its bucket).
    static constexpr std::size_t kBigEntryBytes = 48;

    std::conditional_t<kCompact<Key, Count>, std::unordered_map<std::uint64_t, std::uint64_t>, NoBigCounts> big;

    Count count(const Slot& s) const {
        if constexpr (kCompact<Key, Count>) {
            return s.low == kBig ? big.find(s.key)->second : s.low;
        } else {
            return s.count;
        }
    }
    // Sets the count of a slot whose key is set.
    void set(Slot& s, Count count) {
        if constexpr (kCompact<Key, Count>) {
            if (count >= kBig) {
                s.low = kBig;
                big[s.key] = count;
            } else {
                s.low = static_cast<std::uint32_t>(count);
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
    std::size_t side_bytes() const { return big.size() * kBigEntryBytes; }
};

// A packed partition: the states a table held, in slot order, read once in
// order by the next step.
template <class Key, class Count>
class Part {
public:
    using S = Slots<Key, Count>;

    Part() = default;
    Part(BigVector<typename S::Slot> slots, S counts) : slots_(std::move(slots)), counts_(std::move(counts)) {}

    std::size_t size() const { return slots_.size(); }
    bool empty() const { return slots_.empty(); }
    Key key(std::size_t i) const { return slots_[i].key; }
    Count count(std::size_t i) const { return counts_.count(slots_[i]); }
    std::size_t bytes() const { return slots_.capacity() * sizeof(typename S::Slot) + counts_.side_bytes(); }

    void reserve(std::size_t n) { slots_.reserve(n); }
    void push_back(Key key, Count count) {
        slots_.push_back(S::empty());
        slots_.back().key = key;
        counts_.set(slots_.back(), count);
    }
    void free() { *this = Part(); }

private:
    BigVector<typename S::Slot> slots_;
    S counts_;
};

}  // namespace kt::frontier
