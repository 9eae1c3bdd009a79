// The scramble options table: how many symmetric variants of each tour
// `knights scramble` writes, and the seed that picks them (options/option_spec.h).
#pragma once

#include "options/option_spec.h"

namespace kt {

inline constexpr OptionSpec kScrambleOptionTable[] = {
    option_integer("copies", 1, 0, 1'000'000, "Variants written per tour", true),
    // No range: any 64-bit seed.
    option_integer("seed", 1, 0, 0, "Random seed", true),
};

}  // namespace kt
