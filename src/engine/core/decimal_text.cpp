#include "core/decimal_text.h"

namespace kt {

std::optional<std::uint64_t> parse_u64(std::string_view text) {
    if (text.empty() || text.size() > 20) return std::nullopt;
    unsigned __int128 value = 0;
    for (char c : text) {
        if (c < '0' || c > '9') return std::nullopt;
        value = value * 10 + static_cast<unsigned>(c - '0');
    }
    if (value > static_cast<unsigned __int128>(UINT64_MAX)) return std::nullopt;
    return static_cast<std::uint64_t>(value);
}

}  // namespace kt
