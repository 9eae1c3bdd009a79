// A fast reader for the one-line tour texts that mass data comes in:
// algebraic lines ("a1 c2 e1 ..."), Phadke's compact lines and his
// connection-number lines. No allocation per line once warmed up, so
// `knights dedupe` can read millions of tours a second; other formats
// (grids, JSON) go through the shared format module.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/board.h"
#include "core/tour.h"

namespace kt {

enum class TourLineFormat { Unknown, Algebraic, Compact, Connections };
const char* to_string(TourLineFormat format);

class TourLineParser {
public:
    explicit TourLineParser(const Board& board);

    // Which format a line looks like (Unknown when none fits).
    TourLineFormat detect(std::string_view line) const;
    // Parses `line` in `format` into `out` (cleared first). On failure returns
    // false and sets `error` to what is wrong and where in the line.
    // Only the text is checked here; whether it is a tour is the caller's test.
    bool parse(std::string_view line, TourLineFormat format, std::vector<Square>& out, std::string& error) const;

private:
    bool parse_algebraic(std::string_view line, std::vector<Square>& out, std::string& error) const;
    Board board_;
    std::size_t squares_;
    std::size_t forced_;
};

// A line with nothing to read: blank, or a comment starting with '#'.
bool is_blank_or_comment(std::string_view line);

}  // namespace kt
