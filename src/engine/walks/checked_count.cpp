#include "walks/checked_count.h"

namespace kt {

CheckedCount& CheckedCount::operator+=(const CheckedCount& other) {
    u128 sum = 0;
    if (overflow || other.overflow || __builtin_add_overflow(value, other.value, &sum)) {
        overflow = true;
        value = ~u128{0};
    } else {
        value = sum;
    }
    return *this;
}

std::string CheckedCount::to_string() const {
    return overflow ? "overflow (>= 2^128-1)" : to_decimal(value);
}

}  // namespace kt
