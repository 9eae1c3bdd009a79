// Board geometry: an R x C grid, an optional mask of removed squares, and the
// leaper that moves on it. Squares are numbered row by row from rank 1:
// square = row * cols + col, row 0 is rank 1 (bottom), col 0 is file 'a'.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace kt {

using Square = std::int32_t;
inline constexpr Square kNoSquare = -1;

// An (a,b) leaper jumps a squares one way and b the other: the knight is (1,2).
struct Leaper {
    int a = 1;
    int b = 2;
    // Steps adding up to an odd number: every move lands on the other colour.
    bool changes_colour() const { return (a + b) % 2 != 0; }
    // (1,2) and (2,1) make the same moves.
    bool is_knight() const { return (a == 1 && b == 2) || (a == 2 && b == 1); }
    bool operator==(const Leaper&) const = default;
};

// Raised for anything a user could get wrong about a board: the message is
// meant to be shown as is.
class BoardError : public std::invalid_argument {
public:
    using std::invalid_argument::invalid_argument;
};

inline constexpr std::int64_t kMaxBoardSide = 100'000;
inline constexpr std::int64_t kMaxBoardSquares = 100'000'000;  // 10,000 x 10,000

class Board {
public:
    // Throws BoardError when a side is below 1, above kMaxBoardSide, the area is
    // above kMaxBoardSquares, or the leaper is (0,0) or too long to be stored.
    Board(int rows, int cols, Leaper leaper = {});

    // Parses "RxC" (rows x columns; docs/conventions.md). Throws BoardError
    // with a message that quotes the text and says what is wrong.
    static Board parse(std::string_view text, Leaper leaper = {});

    int rows() const { return rows_; }
    int cols() const { return cols_; }
    const Leaper& leaper() const { return leaper_; }
    bool is_square_board() const { return rows_ == cols_; }
    // Number of grid cells, removed ones included.
    std::int64_t cell_count() const { return static_cast<std::int64_t>(rows_) * cols_; }
    // Number of squares a tour must visit (cells not removed).
    std::int64_t square_count() const { return active_count_; }

    bool has_mask() const { return !removed_.empty(); }
    bool is_active(Square s) const { return removed_.empty() || !removed_[static_cast<std::size_t>(s)]; }
    void set_removed(Square s, bool removed);

    bool on_grid(int row, int col) const { return row >= 0 && row < rows_ && col >= 0 && col < cols_; }
    Square square(int row, int col) const { return row * cols_ + col; }
    int row_of(Square s) const { return s / cols_; }
    int col_of(Square s) const { return s % cols_; }
    // 0 for the colour of a1 (dark), 1 for the other.
    int colour(Square s) const { return (row_of(s) + col_of(s)) & 1; }

    // "a1", "h8", past 26 files "aa1", "ab1"... (spreadsheet columns).
    std::string name(Square s) const;
    // Parses a square name ("c2", "AB10"): ASCII file letters, then the rank
    // without leading zeros. nullopt when malformed or off the grid. Every
    // reader of square names (tour texts, options, links, dedupe's line
    // reader) goes through here or its inline core, core/square_name.h.
    std::optional<Square> parse_square(std::string_view text) const;
    // Why `text` is no square of this board, in words ("'a01' is not a square
    // name (...)", "'q9' is off the 3x4 board (...)"); empty when it is one.
    std::string square_problem(std::string_view text) const;
    // Same, but throws BoardError with a message naming the text and the reason.
    Square parse_square_or_throw(std::string_view text) const;

    // The leaper's distinct (drow, dcol) offsets: 8 for a knight, 4 when a==b or one is 0.
    const std::vector<std::array<int, 2>>& offsets() const { return offsets_; }
    bool is_move(Square from, Square to) const;
    // Active squares one leap from s, in offset order; returns how many were written.
    int neighbours(Square s, Square* out) const;
    std::vector<Square> neighbours(Square s) const;
    int degree(Square s) const;

    bool operator==(const Board& other) const;

private:
    int rows_;
    int cols_;
    Leaper leaper_;
    std::int64_t active_count_;
    std::vector<std::uint8_t> removed_;  // empty when nothing is removed
    std::vector<std::array<int, 2>> offsets_;
};

// Spreadsheet-style file letters: 0 -> "a", 25 -> "z", 26 -> "aa".
std::string file_letters(int col);

// A board's shape as written by people: "RxC", rows then columns.
struct BoardSize {
    int rows = 8;
    int cols = 8;
    bool operator==(const BoardSize&) const = default;
};

// The one writer of board shape text: "8x8", "3x10".
std::string format_board_size(int rows, int cols);
std::string format_board_size(const Board& board);
// The one reader: "RxC" ('x' or 'X'), both sides whole numbers 1 to
// kMaxBoardSide, at most kMaxBoardSquares squares. Throws BoardError that
// quotes the text and says what is wrong.
BoardSize parse_board_size(std::string_view text);

}  // namespace kt
