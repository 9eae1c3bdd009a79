#include "puzzle/clue_puzzle.h"

#include <algorithm>
#include <charconv>
#include <map>

namespace kt {

int CluePuzzle::clue_count() const {
    return static_cast<int>(std::count_if(clues.begin(), clues.end(), [](int c) { return c > 0; }));
}

CluePuzzle empty_clue_puzzle(const Board& board, bool closed) {
    return {board, closed, std::vector<int>(static_cast<std::size_t>(board.cell_count()), 0)};
}

CluePuzzle clues_from_tour(const Board& board, const Tour& tour, bool closed) {
    CluePuzzle p = empty_clue_puzzle(board, closed);
    for (std::size_t i = 0; i < tour.squares.size(); ++i) p.clues[static_cast<std::size_t>(tour.squares[i])] = static_cast<int>(i + 1);
    return p;
}

std::string move_words(const Board& board) {
    const Leaper l = board.leaper();
    if ((l.a == 1 && l.b == 2) || (l.a == 2 && l.b == 1)) return "a knight's move";
    return "a (" + std::to_string(l.a) + "," + std::to_string(l.b) + ") leap";
}

namespace {

std::string side_problem(const Board& b) {
    if (b.rows() < kMinClueSide || b.cols() < kMinClueSide || b.rows() > kMaxClueSide || b.cols() > kMaxClueSide)
        return "the board is " + std::to_string(b.rows()) + "x" + std::to_string(b.cols()) +
               ": clue puzzles take sides from " + std::to_string(kMinClueSide) + " to " + std::to_string(kMaxClueSide);
    return {};
}

std::string clue_text(const Board& b, int clue, Square s) { return std::to_string(clue) + " on " + b.name(s); }

}  // namespace

std::vector<std::string> clue_puzzle_problems(const CluePuzzle& p) {
    std::vector<std::string> out;
    const Board& b = p.board;
    if (std::string side = side_problem(b); !side.empty()) return {side};
    if (static_cast<std::int64_t>(p.clues.size()) != b.cell_count()) return {"the clue grid does not match the board"};
    const auto n = static_cast<int>(b.square_count());
    std::map<int, Square> where;
    for (Square s = 0; s < static_cast<Square>(b.cell_count()); ++s) {
        const int c = p.clue_at(s);
        if (c == 0) continue;
        if (!b.is_active(s)) {
            out.push_back("clue " + clue_text(b, c, s) + " is on a removed square");
        } else if (c < 1 || c > n) {
            out.push_back("clue " + clue_text(b, c, s) + " is out of range: moves are numbered 1 to " + std::to_string(n));
        } else if (auto [it, fresh] = where.emplace(c, s); !fresh) {
            out.push_back("clue " + std::to_string(c) + " appears twice: on " + b.name(it->second) + " and " + b.name(s));
        }
    }
    for (auto it = where.begin(); it != where.end(); ++it) {
        const int c = it->first;
        const int next = c == n ? (p.closed ? 1 : 0) : c + 1;
        const auto nx = where.find(next);
        if (next == 0 || nx == where.end() || next == c) continue;
        if (!b.is_move(it->second, nx->second))
            out.push_back("clues " + clue_text(b, c, it->second) + " and " + clue_text(b, next, nx->second) + " are not " +
                          move_words(b) + " apart");
    }
    return out;
}

void validate_clue_puzzle(const CluePuzzle& puzzle) {
    const auto problems = clue_puzzle_problems(puzzle);
    if (problems.empty()) return;
    std::string text;
    for (const auto& p : problems) text += (text.empty() ? "" : "; ") + p;
    throw PuzzleError(text);
}

namespace {

std::vector<std::string_view> tokens_of(std::string_view line) {
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r' || line[i] == ',')) ++i;
        std::size_t j = i;
        while (j < line.size() && !(line[j] == ' ' || line[j] == '\t' || line[j] == '\r' || line[j] == ',')) ++j;
        if (j > i) out.push_back(line.substr(i, j - i));
        i = j;
    }
    return out;
}

std::vector<std::pair<int, std::vector<std::string_view>>> grid_rows(std::string_view text) {
    std::vector<std::pair<int, std::vector<std::string_view>>> rows;
    int line_no = 0;
    while (!text.empty()) {
        const std::size_t end = text.find('\n');
        std::string_view line = text.substr(0, end);
        text = end == std::string_view::npos ? std::string_view{} : text.substr(end + 1);
        ++line_no;
        auto tokens = tokens_of(line);
        if (tokens.empty() || tokens.front().front() == '#') continue;
        rows.emplace_back(line_no, std::move(tokens));
    }
    return rows;
}

int parse_token(std::string_view token, int line, std::size_t column) {
    if (token == "." || token == "_") return 0;
    if (token == "x" || token == "X") return -1;
    int value = 0;
    const auto [ptr, ec] = std::from_chars(token.data(), token.data() + token.size(), value);
    if (ec != std::errc{} || ptr != token.data() + token.size() || value < 1 || token.size() > 6)
        throw PuzzleError("line " + std::to_string(line) + ", column " + std::to_string(column) + ": '" +
                          std::string(token.substr(0, 20)) + "' is not a move number, '.' (blank) or 'x' (hole)");
    return value;
}

}  // namespace

CluePuzzle parse_clue_grid(std::string_view text, const std::optional<Board>& board, bool closed) {
    const auto rows = grid_rows(text);
    if (rows.empty()) throw PuzzleError("no grid: expected lines of move numbers and '.' for blanks");
    const int r = static_cast<int>(rows.size()), c = static_cast<int>(rows.front().second.size());
    if (r > kMaxClueSide || c > kMaxClueSide || r < kMinClueSide || c < kMinClueSide)
        throw PuzzleError("the grid is " + std::to_string(r) + "x" + std::to_string(c) +
                          ": clue puzzles take sides from " + std::to_string(kMinClueSide) + " to " + std::to_string(kMaxClueSide));
    Board b = board ? *board : Board(r, c);
    if (b.rows() != r || b.cols() != c)
        throw PuzzleError("the grid is " + std::to_string(r) + "x" + std::to_string(c) + " but the board is " +
                          std::to_string(b.rows()) + "x" + std::to_string(b.cols()));
    std::vector<int> values(static_cast<std::size_t>(b.cell_count()), 0);
    for (int i = 0; i < r; ++i) {
        const auto& [line, tokens] = rows[static_cast<std::size_t>(i)];
        if (static_cast<int>(tokens.size()) != c)
            throw PuzzleError("line " + std::to_string(line) + ": " + std::to_string(tokens.size()) + " tokens, expected " +
                              std::to_string(c) + " like the first line");
        for (int col = 0; col < c; ++col) {
            const int v = parse_token(tokens[static_cast<std::size_t>(col)], line, static_cast<std::size_t>(col + 1));
            const Square s = b.square(r - 1 - i, col);
            if (v < 0) b.set_removed(s, true);
            values[static_cast<std::size_t>(s)] = std::max(v, 0);
        }
    }
    return {b, closed, std::move(values)};
}

namespace {

std::string grid_text(const Board& b, const std::vector<int>& values) {
    const std::size_t width = std::to_string(b.square_count()).size();
    std::string out;
    for (int row = b.rows() - 1; row >= 0; --row) {
        for (int col = 0; col < b.cols(); ++col) {
            const Square s = b.square(row, col);
            const int v = values[static_cast<std::size_t>(s)];
            std::string token = !b.is_active(s) ? "x" : v > 0 ? std::to_string(v) : ".";
            if (col > 0) out += ' ';
            out += std::string(width - std::min(width, token.size()), ' ') + token;
        }
        out += '\n';
    }
    return out;
}

}  // namespace

std::string format_clue_grid(const CluePuzzle& p) { return grid_text(p.board, p.clues); }

std::string format_solution_grid(const Board& board, const Tour& tour) {
    return grid_text(board, clues_from_tour(board, tour, false).clues);
}

bool solves_clue_puzzle(const CluePuzzle& p, const Tour& tour) {
    const TourVerdict v = validate_tour(p.board, tour);
    if (!v.valid() || (p.closed && v.kind != TourKind::Closed)) return false;
    for (std::size_t i = 0; i < tour.squares.size(); ++i) {
        const int c = p.clue_at(tour.squares[i]);
        if (c != 0 && c != static_cast<int>(i + 1)) return false;
    }
    return true;
}

}  // namespace kt
