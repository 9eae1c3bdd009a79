#include "share/link_tour.h"

#include <optional>

#include "share/link_text.h"

namespace kt::share_codec {
namespace {

// Where move `code` from `at` lands, when that is an unvisited square of the
// board; else nullopt, and move_problem says why.
std::optional<Square> take_move(const Board& board, Square at, unsigned code, const std::vector<std::uint8_t>& visited) {
    const auto& offsets = board.offsets();
    if (code >= offsets.size()) return std::nullopt;
    const int row = board.row_of(at) + offsets[code][0], col = board.col_of(at) + offsets[code][1];
    if (!board.on_grid(row, col)) return std::nullopt;
    const Square next = board.square(row, col);
    if (!board.is_active(next) || visited[static_cast<std::size_t>(next)]) return std::nullopt;
    return next;
}

std::string move_problem(const Board& board, Square at, unsigned code, std::int64_t move) {
    const auto& offsets = board.offsets();
    const std::string what = "move " + std::to_string(move);
    if (code >= offsets.size())
        return what + " has code " + std::to_string(code) + " but the leaper has only " + std::to_string(offsets.size()) +
               " moves";
    const int row = board.row_of(at) + offsets[code][0], col = board.col_of(at) + offsets[code][1];
    if (!board.on_grid(row, col)) return what + " from " + board.name(at) + " leaves the board";
    const Square next = board.square(row, col);
    if (!board.is_active(next)) return what + " lands on removed square " + board.name(next);
    return what + " returns to " + board.name(next) + ", already visited";
}

// A complete tour: what is left of the moves text must be zero padding.
void check_after_last_move(const BitReader& reader, std::string_view moves_text, const std::string& label,
                           Issues& issues) {
    const std::size_t used = reader.position();
    if (used < moves_text.size())
        issues.warning(label + ": " + std::to_string(moves_text.size() - used) +
                       " extra character(s) after the last move ignored");
    else if (!reader.padding_is_zero())
        issues.warning(label + ": unused bits after the last move are not zero (the link was edited?)");
}

// How many moves a tour field says it holds: a full tour without a length
// ("start~moves"), else its length less one; -1 (as many as the text holds)
// when the length is unreadable.
std::int64_t expected_move_count(const Board& board, const std::vector<std::string_view>& parts, const std::string& label,
                                 Issues& issues) {
    const std::int64_t squares = board.square_count();
    if (parts.size() == 2) return squares - 1;
    if (auto n = parse_decimal(parts[1], 8); n && *n >= 2 && static_cast<std::int64_t>(*n) <= squares)
        return static_cast<std::int64_t>(*n) - 1;
    issues.error(label + ": length " + quoted(parts[1]) + " is not a number from 2 to " + std::to_string(squares) +
                 "; reading the moves that are there");
    return -1;
}

}  // namespace

int bits_per_move(const Board& board) {
    int bits = 0;
    while ((std::size_t{1} << bits) < board.offsets().size()) ++bits;
    return bits;
}

// Decodes one tour field; keeps the valid prefix and reports where it stops.
// `visited` is scratch space of cell_count() entries, all zero on entry and exit.
Tour decode_tour(const Board& board, std::string_view text, const std::string& label, Issues& issues,
                 std::vector<std::uint8_t>& visited) {
    Tour tour;
    std::vector<std::string_view> parts = split(text, '~', 3);
    if (parts.size() == 3 && parts[2].find('~') != std::string_view::npos) {
        issues.error(label + ": too many '~' in " + quoted(text) + "; the moves stop at the third");
        parts[2] = parts[2].substr(0, parts[2].find('~'));
    }
    std::optional<Square> start = board.parse_square(parts[0]);
    if (!start) {
        issues.error(label + ": " + quoted(parts[0]) + " is not a square of the " + format_board_size(board) +
                     " board; tour dropped");
        return tour;
    }
    if (!board.is_active(*start)) {
        issues.error(label + ": start square " + board.name(*start) + " is removed from the board; tour dropped");
        return tour;
    }
    tour.squares.push_back(*start);
    if (parts.size() == 1) return tour;

    const std::int64_t expected_moves = expected_move_count(board, parts, label, issues);
    const std::int64_t want_squares = expected_moves + 1;
    const std::string_view moves_text = parts.back();

    const int bits = bits_per_move(board);
    BitReader reader(moves_text);
    visited[static_cast<std::size_t>(*start)] = 1;
    Square at = *start;
    for (std::int64_t move = 1; expected_moves < 0 || move <= expected_moves; ++move) {
        std::optional<unsigned> code = reader.get(bits);
        if (!code) {
            if (reader.bad_character()) {
                const std::size_t p = reader.position();
                issues.error(label + ": character " + quoted(moves_text.substr(p, 1)) + " at position " +
                             std::to_string(p + 1) + " of the moves is not base64url; tour cut after move " +
                             std::to_string(move - 1));
            } else if (expected_moves >= 0) {
                issues.error(label + ": truncated after move " + std::to_string(move - 1) + " (" +
                             std::to_string(want_squares) + " squares expected, " + std::to_string(tour.size()) +
                             " read)");
            }
            break;
        }
        const std::optional<Square> next = take_move(board, at, *code, visited);
        if (!next) {
            issues.error(label + ": " + move_problem(board, at, *code, move) + "; tour cut there");
            break;
        }
        visited[static_cast<std::size_t>(*next)] = 1;
        tour.squares.push_back(*next);
        at = *next;
    }
    for (Square s : tour.squares) visited[static_cast<std::size_t>(s)] = 0;

    if (expected_moves >= 0 && static_cast<std::int64_t>(tour.size()) == want_squares)
        check_after_last_move(reader, moves_text, label, issues);
    return tour;
}

void encode_tour_moves(const Board& board, const Tour& tour, BitWriter& writer) {
    const int bits = bits_per_move(board);
    const auto& offsets = board.offsets();
    for (std::size_t i = 1; i < tour.size(); ++i) {
        const int dr = board.row_of(tour.squares[i]) - board.row_of(tour.squares[i - 1]);
        const int dc = board.col_of(tour.squares[i]) - board.col_of(tour.squares[i - 1]);
        unsigned code = 0;
        while (code < offsets.size() && !(offsets[code][0] == dr && offsets[code][1] == dc)) ++code;
        writer.put(code, bits);  // validate_path has made sure it exists
    }
}

}  // namespace kt::share_codec
