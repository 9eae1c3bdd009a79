#include "rank/index_text.h"

namespace kt {

namespace {

std::string quoted(std::string_view text) {
    std::string q;
    for (char c : text.substr(0, 40)) q += (c >= 32 && c < 127) ? c : '?';
    return "'" + q + (text.size() > 40 ? "...'" : "'");
}

}  // namespace

IndexText parse_index(std::string_view text) {
    IndexText out;
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '\n' || text.back() == '\r'))
        text.remove_suffix(1);
    if (text.empty()) {
        out.error = "the index is empty: give a whole number from 1";
        return out;
    }
    // Digits in chunks of up to 19, each folded in with one multiply.
    BigUint value;
    std::uint64_t chunk = 0, scale = 1;
    std::size_t digits = 0;
    bool digit_before = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if ((c == ',' || c == '_') && digit_before && i + 1 < text.size() && text[i + 1] >= '0' && text[i + 1] <= '9')
            continue;
        if (c < '0' || c > '9') {
            out.error = "index " + quoted(text) + " is not a whole number (character " + std::to_string(i + 1) + ")";
            return out;
        }
        if ((digits > 0 || c != '0') && ++digits > kMaxIndexDigits) {  // leading zeros aside
            out.error = "index " + quoted(text) + " is too large (more than " + std::to_string(kMaxIndexDigits) +
                        " digits)";
            return out;
        }
        chunk = chunk * 10 + static_cast<unsigned>(c - '0');
        scale *= 10;
        if (scale == 10000000000000000000ull) {
            value.mul_small(scale).add_small(chunk);
            chunk = 0;
            scale = 1;
        }
        digit_before = true;
    }
    value.mul_small(scale).add_small(chunk);
    out.value = value;
    return out;
}

}  // namespace kt
