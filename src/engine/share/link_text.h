// The link's text vocabulary: quoting for messages, field splitting, bounded
// numbers and the characters names and option values may hold. Private to
// the share module.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kt::share_codec {

// Text quoted for a message: short and printable, whatever the link held.
std::string quoted(std::string_view text);
// At most `max_parts` parts; the last one then holds the rest of the text.
std::vector<std::string_view> split(std::string_view text, char sep, std::size_t max_parts = SIZE_MAX);
// Decimal with at most max_digits digits (so it cannot overflow).
std::optional<std::uint64_t> parse_decimal(std::string_view text, std::size_t max_digits);
// Solver and tie-break names: what solvers call themselves.
bool valid_name(std::string_view text);
bool valid_option_key(std::string_view key);
bool valid_option_value(std::string_view value);

}  // namespace kt::share_codec
