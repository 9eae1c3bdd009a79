// One hash partition's share of a merge round: the (key, count) entries a
// thread emits before the threads merge them into the partition's table.
// Where the frontier is kept in compact slots (frontier_slots.h), most counts
// are below 2^16, and such an entry is kept in 10 bytes rather than 16 (on
// 8x8 closed the buffers are about a tenth of the memory budget at the
// widest step); the others are kept whole. Internal to the frontier counter.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "count/frontier_slots.h"

namespace kt::frontier {

template <class Key, class Count, bool Compact>
class RoundBuffer {
public:
    using E = Entry<Key, Count>;
    static_assert(!Compact || kCanCompact<Key, Count>);
    // What most entries take: those of small counts.
    static constexpr std::size_t kSmallEntryBytes = Compact ? sizeof(CompactSlot) : sizeof(E);

    std::size_t size() const { return whole_.size() + small_.size(); }
    bool empty() const { return whole_.empty() && small_.empty(); }
    std::size_t bytes() const { return whole_.capacity() * sizeof(E) + small_.capacity() * sizeof(CompactSlot); }
    // Room for n entries, of which few have big counts.
    void reserve(std::size_t n) {
        if constexpr (Compact) {
            small_.reserve(n);
            whole_.reserve(n / 16 + 16);
        } else {
            whole_.reserve(n);
        }
    }
    void push_back(const E& e) {
        if constexpr (Compact) {
            if (e.count < kBigCount) {
                small_.push_back(CompactSlot{e.key, static_cast<std::uint16_t>(e.count)});
                return;
            }
        }
        whole_.push_back(e);
    }
    void clear() {
        whole_.clear();
        small_.clear();
    }
    // The entries in two batches, each a vector whose items have .key and
    // a count (count_of, frontier_slots.h).
    const std::vector<E>& whole() const { return whole_; }
    const std::vector<CompactSlot>& small() const { return small_; }
    // Appends every entry, whole, to `bytes` (what goes to another rank).
    void append_whole(std::string& bytes) const {
        bytes.append(reinterpret_cast<const char*>(whole_.data()), whole_.size() * sizeof(E));
        for (const CompactSlot& s : small_) {
            const E e{s.key, s.low};
            bytes.append(reinterpret_cast<const char*>(&e), sizeof(E));
        }
    }

private:
    std::vector<E> whole_;
    std::vector<CompactSlot> small_;
};

}  // namespace kt::frontier
