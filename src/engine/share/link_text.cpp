#include "share/link_text.h"

#include <algorithm>
#include <cctype>

#include "core/decimal_text.h"

namespace kt::share_codec {
namespace {

bool is_name_char(char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_'; }

}  // namespace

std::string quoted(std::string_view text) {
    std::string out = "'";
    for (char c : text.substr(0, 24)) out += std::isprint(static_cast<unsigned char>(c)) ? c : '?';
    if (text.size() > 24) out += "...";
    return out + "'";
}

std::vector<std::string_view> split(std::string_view text, char sep, std::size_t max_parts) {
    std::vector<std::string_view> parts;
    std::size_t start = 0;
    for (;;) {
        std::size_t end = text.find(sep, start);
        if (end == std::string_view::npos || parts.size() + 1 >= max_parts) {
            parts.push_back(text.substr(start));
            return parts;
        }
        parts.push_back(text.substr(start, end - start));
        start = end + 1;
    }
}

std::optional<std::uint64_t> parse_decimal(std::string_view text, std::size_t max_digits) {
    if (text.size() > max_digits) return std::nullopt;
    return parse_u64(text);
}

bool valid_name(std::string_view text) {
    return !text.empty() && text.size() <= 32 && std::all_of(text.begin(), text.end(), is_name_char);
}

bool valid_option_key(std::string_view key) {
    return !key.empty() && key.size() <= 24 &&
           std::all_of(key.begin(), key.end(), [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-'; });
}

bool valid_option_value(std::string_view value) {
    return value.size() <= 256 && std::all_of(value.begin(), value.end(), [](char c) {
               return std::isalnum(static_cast<unsigned char>(c)) || c == ',' || c == '_' || c == '~' || c == '-';
           });
}

}  // namespace kt::share_codec
