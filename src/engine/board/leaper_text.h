// Leapers written as text: "a,b" (also "(a,b)" or "a b") or a name from the
// fairy-chess tradition (knight, camel, zebra, giraffe, ...).
#pragma once

#include <array>
#include <string>
#include <string_view>

#include "core/board.h"

namespace kt {

struct NamedLeaper {
    const char* name;
    Leaper leaper;
};

// The names parse_leaper takes and leaper_name gives, one row each.
inline constexpr std::array<NamedLeaper, 9> kNamedLeapers{{
    {"knight", {1, 2}},
    {"camel", {1, 3}},
    {"zebra", {2, 3}},
    {"giraffe", {1, 4}},
    {"wazir", {0, 1}},
    {"ferz", {1, 1}},
    {"dabbaba", {0, 2}},
    {"alfil", {2, 2}},
    {"threeleaper", {0, 3}},
}};

// Throws BoardError naming the text and the reason: malformed, negative,
// (0,0) (a leaper that cannot move), unknown name, or a step above 1000.
Leaper parse_leaper(std::string_view text);

// "knight (1,2)", "camel (1,3)", or "(4,5)" for unnamed leapers.
std::string leaper_name(Leaper leaper);

inline constexpr int kMaxLeaperStep = 1000;

}  // namespace kt
