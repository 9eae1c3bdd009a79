#include "core/board.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>

#include "core/square_name.h"

namespace kt {
namespace {

std::string quoted(std::string_view text) {
    std::string out = "'";
    for (char c : text.substr(0, 40)) out += std::isprint(static_cast<unsigned char>(c)) ? c : '?';
    if (text.size() > 40) out += "...";
    return out + "'";
}

// Parses a run of decimal digits starting at pos; nullopt if none or too large.
std::optional<std::int64_t> parse_count(std::string_view text, std::size_t& pos) {
    std::size_t start = pos;
    std::int64_t value = 0;
    while (pos < text.size() && std::isdigit(static_cast<unsigned char>(text[pos]))) {
        if (value > 1'000'000'000'000LL) return std::nullopt;
        value = value * 10 + (text[pos] - '0');
        ++pos;
    }
    if (pos == start) return std::nullopt;
    return value;
}

}  // namespace

std::string file_letters(int col) {
    std::string letters;
    for (int n = col + 1; n > 0; n = (n - 1) / 26) letters.insert(letters.begin(), static_cast<char>('a' + (n - 1) % 26));
    return letters;
}

Board::Board(int rows, int cols, Leaper leaper) : rows_(rows), cols_(cols), leaper_(leaper) {
    if (rows < 1 || cols < 1)
        throw BoardError("board " + format_board_size(rows, cols) + ": both sides must be at least 1");
    if (rows > kMaxBoardSide || cols > kMaxBoardSide)
        throw BoardError("board " + format_board_size(rows, cols) + ": a side may be at most " +
                         std::to_string(kMaxBoardSide));
    if (cell_count() > kMaxBoardSquares)
        throw BoardError("board " + format_board_size(rows, cols) + " has " +
                         std::to_string(cell_count()) + " squares; at most " + std::to_string(kMaxBoardSquares) +
                         " are supported");
    if (leaper.a < 0 || leaper.b < 0 || (leaper.a == 0 && leaper.b == 0))
        throw BoardError("leaper (" + std::to_string(leaper.a) + "," + std::to_string(leaper.b) +
                         "): steps must be non-negative and not both zero");
    if (leaper.a > kMaxBoardSide || leaper.b > kMaxBoardSide)
        throw BoardError("leaper (" + std::to_string(leaper.a) + "," + std::to_string(leaper.b) + "): step too long");
    active_count_ = cell_count();
    const int a = leaper.a, b = leaper.b;
    const std::array<std::array<int, 2>, 8> all{{{a, b}, {b, a}, {b, -a}, {a, -b}, {-a, -b}, {-b, -a}, {-b, a}, {-a, b}}};
    for (const auto& off : all)
        if (std::find(offsets_.begin(), offsets_.end(), off) == offsets_.end()) offsets_.push_back(off);
}

std::string format_board_size(int rows, int cols) { return std::to_string(rows) + "x" + std::to_string(cols); }

std::string format_board_size(const Board& board) { return format_board_size(board.rows(), board.cols()); }

BoardSize parse_board_size(std::string_view text) {
    std::size_t pos = 0;
    auto fail = [&](const std::string& why) -> BoardSize {
        throw BoardError("board " + quoted(text) + ": " + why + " (expected ROWSxCOLS, e.g. 8x8)");
    };
    if (text.empty()) return fail("empty");
    if (text[0] == '-') return fail("sides must be positive");
    auto rows = parse_count(text, pos);
    if (!rows) return fail("rows must be a whole number at character 1");
    if (pos >= text.size() || (text[pos] != 'x' && text[pos] != 'X'))
        return fail("missing 'x' after the rows at character " + std::to_string(pos + 1));
    ++pos;
    if (pos < text.size() && text[pos] == '-') return fail("sides must be positive");
    auto cols = parse_count(text, pos);
    if (!cols) return fail("columns must be a whole number at character " + std::to_string(pos + 1));
    if (pos != text.size()) return fail("unexpected " + quoted(text.substr(pos)) + " at character " + std::to_string(pos + 1));
    if (*rows > kMaxBoardSide || *cols > kMaxBoardSide) return fail("a side may be at most " + std::to_string(kMaxBoardSide));
    if (*rows * *cols > kMaxBoardSquares)
        return fail(std::to_string(*rows * *cols) + " squares; at most " + std::to_string(kMaxBoardSquares) + " are supported");
    if (*rows < 1 || *cols < 1)  // worded as the Board constructor says it
        throw BoardError("board " + format_board_size(static_cast<int>(*rows), static_cast<int>(*cols)) +
                         ": both sides must be at least 1");
    return BoardSize{static_cast<int>(*rows), static_cast<int>(*cols)};
}

Board Board::parse(std::string_view text, Leaper leaper) {
    const BoardSize size = parse_board_size(text);
    return Board(size.rows, size.cols, leaper);
}

void Board::set_removed(Square s, bool removed) {
    if (removed_.empty()) {
        if (!removed) return;
        removed_.assign(static_cast<std::size_t>(cell_count()), 0);
    }
    auto& cell = removed_[static_cast<std::size_t>(s)];
    if (cell == static_cast<std::uint8_t>(removed)) return;
    cell = removed;
    active_count_ += removed ? -1 : 1;
}

std::string Board::name(Square s) const { return file_letters(col_of(s)) + std::to_string(row_of(s) + 1); }

namespace {
// Letters then a rank without a leading zero ("c2", "AB10"; not "a01", "a0").
bool well_formed_square(std::string_view text) {
    std::size_t letters = 0;
    while (letters < text.size() && is_ascii_letter(text[letters])) ++letters;
    if (letters == 0 || letters == text.size() || text[letters] == '0') return false;
    for (std::size_t i = letters; i < text.size(); ++i)
        if (!is_ascii_digit(text[i])) return false;
    return true;
}
}  // namespace

std::optional<Square> Board::parse_square(std::string_view text) const { return parse_square_name(text, rows_, cols_); }

std::string Board::square_problem(std::string_view text) const {
    if (!well_formed_square(text)) return quoted(text) + " is not a square name (file letters then rank, e.g. c2)";
    if (parse_square(text)) return {};
    return quoted(text) + " is off the " + format_board_size(rows_, cols_) + " board (files a-" + file_letters(cols_ - 1) +
           ", ranks 1-" + std::to_string(rows_) + ")";
}

Square Board::parse_square_or_throw(std::string_view text) const {
    if (auto s = parse_square(text)) return *s;
    throw BoardError("square " + square_problem(text));
}

bool Board::is_move(Square from, Square to) const {
    const int dr = std::abs(row_of(to) - row_of(from)), dc = std::abs(col_of(to) - col_of(from));
    return ((dr == leaper_.a && dc == leaper_.b) || (dr == leaper_.b && dc == leaper_.a)) && is_active(from) &&
           is_active(to);
}

int Board::neighbours(Square s, Square* out) const {
    const int r = row_of(s), c = col_of(s);
    int n = 0;
    for (const auto& off : offsets_) {
        const int nr = r + off[0], nc = c + off[1];
        if (!on_grid(nr, nc)) continue;
        const Square t = square(nr, nc);
        if (is_active(t)) out[n++] = t;
    }
    return n;
}

std::vector<Square> Board::neighbours(Square s) const {
    Square buf[8];
    return std::vector<Square>(buf, buf + neighbours(s, buf));
}

int Board::degree(Square s) const {
    Square buf[8];
    return neighbours(s, buf);
}

bool Board::operator==(const Board& other) const {
    return rows_ == other.rows_ && cols_ == other.cols_ && leaper_ == other.leaper_ && removed_ == other.removed_;
}

}  // namespace kt
