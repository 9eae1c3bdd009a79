#include "walks/wide_count.h"

#include <algorithm>

namespace kt {

std::string to_decimal(u128 value) {
    if (value == 0) return "0";
    std::string digits;
    while (value != 0) {
        digits.push_back(static_cast<char>('0' + static_cast<int>(value % 10)));
        value /= 10;
    }
    std::reverse(digits.begin(), digits.end());
    return digits;
}

WideCount& WideCount::operator+=(const WideCount& other) {
    u128 sum = 0;
    if (overflow || other.overflow || __builtin_add_overflow(value, other.value, &sum)) {
        overflow = true;
        value = ~u128{0};
    } else {
        value = sum;
    }
    return *this;
}

std::string WideCount::to_string() const {
    return overflow ? "overflow (>= 2^128-1)" : to_decimal(value);
}

}  // namespace kt
