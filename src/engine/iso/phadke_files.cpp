#include "iso/phadke_files.h"

#include <algorithm>

namespace kt {
namespace {

// Phadke's two-digit cell name: row from the top, column from the left.
int cell_code(const Board& board, Square s) { return (board.rows() - board.row_of(s)) * 10 + board.col_of(s) + 1; }

Square cell_from_code(const Board& board, int row_from_top, int col) {
    if (row_from_top < 1 || row_from_top > board.rows() || col < 1 || col > board.cols()) return kNoSquare;
    const Square s = board.square(board.rows() - row_from_top, col - 1);
    return board.is_active(s) ? s : kNoSquare;
}

void require_supported(const Board& board) {
    if (!phadke_board_supported(board))
        throw PhadkeFormatError("Phadke's formats need a board of at most 9x9 (one digit per co-ordinate)");
}

int link_number(const Board& board, Square a, Square b) {
    const int x = cell_code(board, a), y = cell_code(board, b);
    return std::min(x, y) * 100 + std::max(x, y);
}

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.back() == '\r' || s.back() == '\n' || s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
    return s;
}

}  // namespace

bool phadke_board_supported(const Board& board) { return board.rows() <= 9 && board.cols() <= 9; }

std::string write_compact_line(const Board& board, const Tour& tour) {
    require_supported(board);
    std::string rows = "  ", cols = "  ";
    for (Square s : tour.squares) {
        rows += static_cast<char>('0' + (board.rows() - board.row_of(s)));
        cols += static_cast<char>('0' + board.col_of(s) + 1);
    }
    return rows + cols;
}

Tour parse_compact_line(const Board& board, std::string_view line) {
    require_supported(board);
    line = trim(line);
    std::size_t pos = 0;
    auto digits = [&](const char* what) {
        while (pos < line.size() && (line[pos] == ' ' || line[pos] == '\t')) ++pos;
        const std::size_t begin = pos;
        while (pos < line.size() && line[pos] >= '0' && line[pos] <= '9') ++pos;
        if (pos < line.size() && line[pos] != ' ' && line[pos] != '\t')
            throw PhadkeFormatError(std::string("compact line: unexpected '") + line[pos] + "' at character " +
                                    std::to_string(pos + 1) + " in the " + what);
        return line.substr(begin, pos - begin);
    };
    const std::string_view rows = digits("row digits");
    const std::string_view cols = digits("column digits");
    const auto want = static_cast<std::size_t>(board.square_count());
    if (pos != line.size()) throw PhadkeFormatError("compact line: text after the column digits");
    if (rows.size() != want || cols.size() != want)
        throw PhadkeFormatError("compact line: " + std::to_string(rows.size()) + " row digits and " +
                                std::to_string(cols.size()) + " column digits, want " + std::to_string(want) + " each");
    Tour tour;
    tour.squares.reserve(want);
    for (std::size_t i = 0; i < want; ++i) {
        const Square s = cell_from_code(board, rows[i] - '0', cols[i] - '0');
        if (s == kNoSquare)
            throw PhadkeFormatError("compact line: square " + std::to_string(i + 1) + " (" + rows[i] + cols[i] +
                                    ") is not on the board");
        tour.squares.push_back(s);
    }
    return tour;
}

std::vector<std::pair<Square, Square>> forced_links(const Board& board) {
    std::vector<std::pair<Square, Square>> out;
    for (Square s = 0; s < board.cell_count(); ++s) {
        if (!board.is_active(s) || board.degree(s) != 2) continue;
        for (Square t : board.neighbours(s)) {
            const auto link = std::make_pair(std::min(s, t), std::max(s, t));
            if (std::find(out.begin(), out.end(), link) == out.end()) out.push_back(link);
        }
    }
    return out;
}

std::vector<int> connection_numbers(const Board& board, const Tour& tour, bool omit_forced) {
    require_supported(board);
    std::vector<int> out;
    const std::size_t n = tour.size();
    if (n < 2) return out;
    const bool closed = closes(board, tour);
    for (std::size_t i = 0; i < n; ++i) out.push_back(link_number(board, tour.squares[i], tour.squares[(i + 1) % n]));
    if (omit_forced && closed)
        for (const auto& [a, b] : forced_links(board)) {
            const auto it = std::find(out.begin(), out.end(), link_number(board, a, b));
            if (it != out.end()) out.erase(it);
        }
    std::sort(out.begin(), out.end());
    return out;
}

std::string write_connection_line(const Board& board, const Tour& tour, bool omit_forced) {
    std::string line = " ";
    for (int number : connection_numbers(board, tour, omit_forced)) {
        const std::string digits = std::to_string(number);
        line += std::string(4 - std::min<std::size_t>(4, digits.size()), '0') + digits;
    }
    return line;
}

namespace {

// The links a connection line names, as (lower, higher) square pairs, with the
// forced links put back when the line leaves them out.
std::vector<std::pair<Square, Square>> connection_links(const Board& board, std::string_view line) {
    std::string digits;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (c >= '0' && c <= '9') digits += c;
        else if (c != ' ' && c != '\t' && c != ',')
            throw PhadkeFormatError(std::string("connection line: unexpected '") + c + "' at character " +
                                    std::to_string(i + 1));
    }
    if (digits.size() % 4 != 0)
        throw PhadkeFormatError("connection line: " + std::to_string(digits.size()) +
                                " digits is not a whole number of four-digit links (truncated?)");
    std::vector<std::pair<Square, Square>> pairs;
    for (std::size_t i = 0; i < digits.size(); i += 4) {
        const Square a = cell_from_code(board, digits[i] - '0', digits[i + 1] - '0');
        const Square b = cell_from_code(board, digits[i + 2] - '0', digits[i + 3] - '0');
        if (a == kNoSquare || b == kNoSquare || a == b)
            throw PhadkeFormatError("connection line: link " + digits.substr(i, 4) + " is not between two squares of the board");
        pairs.emplace_back(std::min(a, b), std::max(a, b));
    }
    const auto squares = static_cast<std::size_t>(board.square_count());
    const auto forced = forced_links(board);
    if (pairs.size() + forced.size() == squares)
        for (const auto& link : forced)
            if (std::find(pairs.begin(), pairs.end(), link) == pairs.end()) pairs.push_back(link);
    if (pairs.size() != squares)
        throw PhadkeFormatError("connection line: " + std::to_string(pairs.size()) + " links, a tour of this board has " +
                                std::to_string(squares));
    return pairs;
}

// Walks the links (two at every square, at most one not a leaper move) into
// one tour. Start: the lowest active square of a closed tour, or the lower
// end of the fictitious link of an open one.
Tour walk_links(const Board& board, const std::vector<std::pair<Square, Square>>& pairs) {
    std::vector<std::vector<Square>> links(static_cast<std::size_t>(board.cell_count()));
    int fictitious = 0;
    for (const auto& [a, b] : pairs) {
        links[static_cast<std::size_t>(a)].push_back(b);
        links[static_cast<std::size_t>(b)].push_back(a);
        if (!board.is_move(a, b)) ++fictitious;
    }
    for (Square s = 0; s < board.cell_count(); ++s)
        if (board.is_active(s) && links[static_cast<std::size_t>(s)].size() != 2)
            throw PhadkeFormatError("connection line: square " + board.name(s) + " has " +
                                    std::to_string(links[static_cast<std::size_t>(s)].size()) + " links, want 2");
    if (fictitious > 1) throw PhadkeFormatError("connection line: more than one link is not a leaper move");
    Square start = kNoSquare, next = kNoSquare;
    for (const auto& [a, b] : pairs)
        if (!board.is_move(a, b)) {
            start = a;
            const auto& l = links[static_cast<std::size_t>(a)];
            next = l[0] == b ? l[1] : l[0];
        }
    if (start == kNoSquare) {
        for (Square s = 0; s < board.cell_count() && start == kNoSquare; ++s)
            if (board.is_active(s)) start = s;
        const auto& l = links[static_cast<std::size_t>(start)];
        next = std::min(l[0], l[1]);
    }
    const auto squares = static_cast<std::size_t>(board.square_count());
    Tour tour;
    tour.squares.push_back(start);
    Square prev = start, at = next;
    while (at != start && tour.size() < squares) {
        tour.squares.push_back(at);
        const auto& l = links[static_cast<std::size_t>(at)];
        const Square step = l[0] == prev ? l[1] : l[0];
        prev = at;
        at = step;
    }
    if (tour.size() != squares || at != start)
        throw PhadkeFormatError("connection line: the links make more than one loop, not one tour");
    return tour;
}

}  // namespace

Tour parse_connection_line(const Board& board, std::string_view line) {
    require_supported(board);
    return walk_links(board, connection_links(board, trim(line)));
}

}  // namespace kt
