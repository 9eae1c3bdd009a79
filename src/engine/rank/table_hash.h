// The hash that orders a tour table's states: a layer's states go into
// parts by its top bits (completion_layers.cpp, cut_build.h), and a map
// (completion_map.h) scales it to a home slot, so that a layer's states
// come in order of their homes and the map's threads each find theirs by
// a binary search. Both must use the same hash.
//
// For 64-bit keys it is Fibonacci hashing, one multiply by 2^64 over the
// golden ratio, where the counter's full hash (frontier_slots.h) takes
// three multiplies and three shifts: the split, the scatter and the maps
// all take less time, and the maps are as good (a key's mean distance from
// its home is what linear probing expects at 3/4 full, as with the full
// hash). 128-bit keys (8 rows and more: the cut tables of closed 8x8) keep
// the full hash, which was not compared with this one.
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
