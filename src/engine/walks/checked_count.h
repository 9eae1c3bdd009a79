// Walk counts grow exponentially with the length, so they are kept in 128 bits
// with saturating arithmetic: a count that would overflow sticks at the maximum
// and says so, instead of wrapping to a wrong number.
#pragma once

#include <string>

#include "core/wide_int.h"

namespace kt {

struct CheckedCount {
    u128 value = 0;
    bool overflow = false;  // the true count is at least 2^128 - 1; value is meaningless

    // Adds with saturation: overflow is sticky.
    CheckedCount& operator+=(const CheckedCount& other);
    // Decimal, or "overflow (>= 2^128-1)" when it did not fit.
    std::string to_string() const;
    bool operator==(const CheckedCount&) const = default;
};

}  // namespace kt
