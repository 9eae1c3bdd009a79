// The one reader of square names ("c2", "AB10": ASCII file letters, then the
// rank without leading zeros). Board::parse_square is this on its board;
// it is inline here because dedupe's line reader calls it for every square
// of millions of tours, so it walks the text once, with no allocation and no
// locale calls.
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string_view>

#include "core/board.h"

namespace kt {

inline bool is_ascii_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
inline bool is_ascii_digit(char c) { return c >= '0' && c <= '9'; }

// Reads the square name at the front of `text` on a rows x cols grid
// (row-major, rank 1 = row 0) in one pass. `length` is set to the letters
// and digits it spans; nullopt when they name no square of the grid
// (malformed, a leading zero, or off the grid).
inline std::optional<Square> read_square_name(std::string_view text, int rows, int cols, std::size_t& length) {
    const std::size_t n = text.size();
    std::size_t pos = 0;
    std::int64_t col = 0, rank = 0;
    for (; pos < n && is_ascii_letter(text[pos]); ++pos)
        col = std::min<std::int64_t>(col * 26 + ((text[pos] | 0x20) - 'a' + 1), cols + 1);  // clamped: off the grid
    const std::size_t letters = pos;
    for (; pos < n && is_ascii_digit(text[pos]); ++pos) rank = std::min<std::int64_t>(rank * 10 + (text[pos] - '0'), rows + 1);
    length = pos;
    if (letters == 0 || pos == letters || text[letters] == '0' || col > cols || rank > rows) return std::nullopt;
    return static_cast<Square>((rank - 1) * cols + (col - 1));
}

// The square `text` names, the whole of it; nullopt otherwise.
inline std::optional<Square> parse_square_name(std::string_view text, int rows, int cols) {
    std::size_t length = 0;
    const auto square = read_square_name(text, rows, cols, length);
    return length == text.size() ? square : std::nullopt;
}

}  // namespace kt
