// The hash that orders a tour table's states: a layer's states go into
// parts by its top bits (completion_layers.cpp, cut_build.h), and a map
// (completion_map.h) scales it to a home slot, so that a layer's states
// come in order of their homes and the map's threads each find theirs by
// a binary search. Both must use the same hash.
//
// For 64-bit keys it is Fibonacci hashing, one multiply by 2^64 over the
// golden ratio, where the counter's full hash (frontier_slots.h) takes
// three multiplies and three shifts: the split of 5x10 paths' successors
// by part took 17 rather than 40 ms, the scatter into the parts 39 rather
// than 57, the maps 20 rather than 25. Its maps are as good: the mean
// distance of a key from its home was 1.4 to 1.5 on 5x10 paths, closed 6x8
// and 7x6 paths (as with the full hash; 1.5 is what linear probing expects
// at 3/4 full), the longest probe much the same. 128-bit keys (8 rows and
// more: the cut tables of closed 8x8) keep the full hash, not measured
// with this one.
#pragma once

#include <cstddef>
#include <cstdint>

#include "count/frontier_slots.h"

namespace kt {

inline std::uint64_t table_hash(std::uint64_t key) { return key * 0x9E3779B97F4A7C15ULL; }
inline std::uint64_t table_hash(unsigned __int128 key) { return frontier::hash_key(key); }

// Which of 2^bits parts a key falls in (0 of one part).
template <class Key>
std::size_t table_part(Key key, int bits) {
    return bits ? static_cast<std::size_t>(table_hash(key) >> (64 - bits)) : 0;
}

}  // namespace kt
