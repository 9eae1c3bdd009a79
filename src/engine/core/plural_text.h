// A count and its noun in words: "1 hint", "2 hints", "0 hints".
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace kt {

// The noun is singular only for one.
inline std::string count_of(std::int64_t n, std::string_view singular, std::string_view plural) {
    return std::to_string(n) + " " + std::string(n == 1 ? singular : plural);
}

}  // namespace kt
