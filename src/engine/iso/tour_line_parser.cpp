#include "iso/tour_line_parser.h"

#include "core/square_name.h"
#include "iso/phadke_files.h"

namespace kt {
namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool is_separator(char c) { return is_space(c) || c == ',' || c == '-' || c == ';'; }

}  // namespace

const char* to_string(TourLineFormat format) {
    switch (format) {
        case TourLineFormat::Unknown: return "unknown";
        case TourLineFormat::Algebraic: return "algebraic";
        case TourLineFormat::Compact: return "compact";
        case TourLineFormat::Connections: return "connection-number";
    }
    return "unknown";
}

bool is_blank_or_comment(std::string_view line) {
    for (char c : line) {
        if (c == '#') return true;
        if (!is_space(c)) return false;
    }
    return true;
}

TourLineParser::TourLineParser(const Board& board)
    : board_(board),
      squares_(static_cast<std::size_t>(board.square_count())),
      forced_(phadke_board_supported(board) ? forced_links(board).size() : 0) {}

TourLineFormat TourLineParser::detect(std::string_view line) const {
    std::size_t i = 0;
    while (i < line.size() && is_space(line[i])) ++i;
    if (i == line.size()) return TourLineFormat::Unknown;
    if (is_letter(line[i])) return TourLineFormat::Algebraic;
    if (!is_digit(line[i])) return TourLineFormat::Unknown;
    // Only digits and blanks: Phadke's. Two groups of one digit per square
    // are a compact line; otherwise four digits per link.
    std::size_t groups = 0, digits = 0, first = 0, second = 0;
    bool in_group = false;
    for (; i < line.size(); ++i) {
        const char c = line[i];
        if (is_digit(c)) {
            if (!in_group) ++groups;
            in_group = true;
            ++digits;
            if (groups == 1) ++first;
            if (groups == 2) ++second;
        } else if (is_space(c) || c == ',') {
            in_group = false;
        } else {
            return TourLineFormat::Unknown;
        }
    }
    (void)digits, (void)first, (void)second;
    if (!phadke_board_supported(board_)) return TourLineFormat::Unknown;
    // Two groups: compact (its parser checks the lengths). One long group, or
    // one group per link: connection numbers. Anything else (a row of a
    // move-number grid, say) is not a one-line format.
    if (groups == 2) return TourLineFormat::Compact;
    if (groups == 1 && digits > squares_) return TourLineFormat::Connections;
    if (groups + forced_ >= squares_ && groups <= squares_) return TourLineFormat::Connections;
    return TourLineFormat::Unknown;
}

// Reads each square with the board's own reader (its inline core, in one
// pass over the line), so a square means here what it means everywhere else.
bool TourLineParser::parse_algebraic(std::string_view line, std::vector<Square>& out, std::string& error) const {
    std::size_t i = 0;
    const std::size_t n = line.size();
    while (true) {
        while (i < n && is_separator(line[i])) ++i;
        if (i == n) return true;
        const std::size_t begin = i;
        std::size_t length = 0;
        const auto square = read_square_name(line.substr(begin), board_.rows(), board_.cols(), length);
        i = begin + length;
        if (!square || (i < n && !is_separator(line[i]))) {
            while (i < n && !is_separator(line[i])) ++i;
            const std::string_view token = line.substr(begin, i - begin);
            error = "character " + std::to_string(begin + 1) + ": square " + board_.square_problem(token);
            return false;
        }
        out.push_back(*square);
        if (out.size() > squares_ + 1) {
            error = "more squares than the board has (" + std::to_string(squares_) + ")";
            return false;
        }
    }
}

bool TourLineParser::parse(std::string_view line, TourLineFormat format, std::vector<Square>& out,
                           std::string& error) const {
    out.clear();
    try {
        switch (format) {
            case TourLineFormat::Algebraic: return parse_algebraic(line, out, error);
            case TourLineFormat::Compact: out = parse_compact_line(board_, line).squares; return true;
            case TourLineFormat::Connections: out = parse_connection_line(board_, line).squares; return true;
            case TourLineFormat::Unknown: break;
        }
    } catch (const PhadkeFormatError& e) {
        error = e.what();
        return false;
    }
    error = "not a tour line (algebraic squares, compact or connection numbers)";
    return false;
}

}  // namespace kt
