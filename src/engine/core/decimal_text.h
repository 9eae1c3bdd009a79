// Reading an unsigned 64-bit number from text a person or a link gave:
// decimal digits only, no sign, no spaces, nothing past 2^64 - 1.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace kt {

std::optional<std::uint64_t> parse_u64(std::string_view text);

}  // namespace kt
