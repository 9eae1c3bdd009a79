// Reads a tour number typed by a user: a decimal whole number of up to 39
// digits (128 bits), since tour counts outgrow 64 bits.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/wide_int.h"

namespace kt {

struct IndexText {
    std::optional<u128> value;  // set when the text is a number that fits
    std::string error;          // else what is wrong, quoting the text
};

// Digits only (surrounding spaces allowed, digit groups may be split by ','
// or '_' as in 1,692,674,826,245). Never throws; linear in the text.
IndexText parse_index(std::string_view text);

}  // namespace kt
