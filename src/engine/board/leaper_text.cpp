#include "board/leaper_text.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <utility>

namespace kt {
namespace {

Leaper normalised(Leaper l) { return l.a <= l.b ? l : Leaper{l.b, l.a}; }

std::string trimmed_lower(std::string_view text) {
    std::string out;
    for (char c : text)
        if (!std::isspace(static_cast<unsigned char>(c))) out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

std::string names_list() {
    std::string out;
    for (const auto& n : kNamedLeapers) out += (out.empty() ? "" : ", ") + std::string(n.name);
    return out;
}

// "a,b" with optional parentheses; nullopt-like via bool when malformed.
bool parse_pair(std::string_view s, long& a, long& b, std::string& why) {
    if (!s.empty() && s.front() == '(') {
        if (s.back() != ')') { why = "missing ')'"; return false; }
        s = s.substr(1, s.size() - 2);
    }
    auto number = [&](std::size_t& pos, long& out) {
        bool negative = pos < s.size() && s[pos] == '-';
        if (negative) ++pos;
        std::size_t start = pos;
        out = 0;
        while (pos < s.size() && std::isdigit(static_cast<unsigned char>(s[pos]))) {
            if (out < 1'000'000) out = out * 10 + (s[pos] - '0');
            ++pos;
        }
        if (negative) out = -out;
        return pos > start;
    };
    std::size_t pos = 0;
    if (!number(pos, a)) { why = "expected a number at character " + std::to_string(pos + 1); return false; }
    if (pos >= s.size() || s[pos] != ',') { why = "expected ',' at character " + std::to_string(pos + 1); return false; }
    ++pos;
    if (!number(pos, b)) { why = "expected a number at character " + std::to_string(pos + 1); return false; }
    if (pos != s.size()) { why = "unexpected text at character " + std::to_string(pos + 1); return false; }
    return true;
}

}  // namespace

Leaper parse_leaper(std::string_view text) {
    const std::string quoted = "leaper '" + std::string(text.substr(0, 40)) + "'";
    std::string s = trimmed_lower(text);
    if (s.empty()) throw BoardError(quoted + ": empty (expected a,b such as 1,2, or a name: " + names_list() + ")");
    // A name, optionally followed by its (a,b): "camel" or "camel(1,3)".
    std::size_t letters = 0;
    while (letters < s.size() && std::isalpha(static_cast<unsigned char>(s[letters]))) ++letters;
    if (letters > 0) {
        const std::string name = s.substr(0, letters);
        auto it = std::find_if(kNamedLeapers.begin(), kNamedLeapers.end(), [&](const NamedLeaper& n) { return name == n.name; });
        if (it == kNamedLeapers.end())
            throw BoardError(quoted + ": unknown leaper name (known: " + names_list() + "; or write a,b such as 1,3)");
        if (letters < s.size()) {
            long a = 0, b = 0;
            std::string why;
            if (!parse_pair(s.substr(letters), a, b, why)) throw BoardError(quoted + ": " + why);
            if (!(normalised({static_cast<int>(a), static_cast<int>(b)}) == normalised(it->leaper)))
                throw BoardError(quoted + ": a " + std::string(it->name) + " is (" + std::to_string(it->leaper.a) + "," +
                                 std::to_string(it->leaper.b) + ")");
        }
        return it->leaper;
    }
    long a = 0, b = 0;
    std::string why;
    if (!parse_pair(s, a, b, why)) throw BoardError(quoted + ": " + why + " (expected a,b such as 1,2, or a name: " + names_list() + ")");
    if (a < 0 || b < 0) throw BoardError(quoted + ": steps must not be negative (direction does not matter)");
    if (a == 0 && b == 0) throw BoardError(quoted + ": a (0,0) leaper cannot move");
    if (a > kMaxLeaperStep || b > kMaxLeaperStep)
        throw BoardError(quoted + ": a step may be at most " + std::to_string(kMaxLeaperStep));
    return {static_cast<int>(a), static_cast<int>(b)};
}

std::string leaper_name(Leaper leaper) {
    std::string pair = "(";
    pair += std::to_string(leaper.a);
    pair += ',';
    pair += std::to_string(leaper.b);
    pair += ')';
    for (const auto& n : kNamedLeapers)
        if (normalised(n.leaper) == normalised(leaper)) return std::string(n.name) + " " + pair;
    return pair;
}

}  // namespace kt
