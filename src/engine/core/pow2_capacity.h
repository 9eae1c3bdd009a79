// Hash arrays that are powers of two at most 3/4 full (the home slot is the
// hash's low bits: the tour table's key sets, the periodic sweep's state
// numbers): the smallest such size from `from` up for `entries` keys.
#pragma once

#include <cstddef>

namespace kt {

inline std::size_t pow2_capacity(std::size_t entries, std::size_t from = 16) {
    std::size_t cap = from;
    while (cap * 3 < entries * 4) cap *= 2;
    return cap;
}

}  // namespace kt
