// Reads a tour number typed by a user: a decimal whole number of any size up
// to kMaxIndexDigits digits, since tour counts outgrow 128 bits.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/big_uint.h"

namespace kt {

// Far more digits than any board the table can number has tours (3x2000's
// closed tours have a few hundred); the cap keeps parsing quick.
inline constexpr std::size_t kMaxIndexDigits = 10000;

struct IndexText {
    std::optional<BigUint> value;  // set when the text is a number
    std::string error;          // else what is wrong, quoting the text
};

// Digits only (surrounding spaces allowed, digit groups may be split by ','
// or '_' as in 1,692,674,826,245). Never throws; linear in the text.
IndexText parse_index(std::string_view text);

}  // namespace kt
