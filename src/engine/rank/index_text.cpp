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
    constexpr u128 kMax = ~u128(0);
    u128 value = 0;
    bool digit_before = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if ((c == ',' || c == '_') && digit_before && i + 1 < text.size() && text[i + 1] >= '0' && text[i + 1] <= '9')
            continue;
        if (c < '0' || c > '9') {
            out.error = "index " + quoted(text) + " is not a whole number (character " + std::to_string(i + 1) + ")";
            return out;
        }
        const unsigned d = static_cast<unsigned>(c - '0');
        if (value > (kMax - d) / 10) {
            out.error = "index " + quoted(text) + " is too large (above 2^128)";
            return out;
        }
        value = value * 10 + d;
        digit_before = true;
    }
    out.value = value;
    return out;
}

}  // namespace kt
