// Tour text formats: the line-oriented reader (auto-detection, algebraic,
// grid, compact) and the writers. JSON parsing lives in tour_json.cpp.
#include "format/tour_format.h"

#include <algorithm>
#include <cstring>

#include "format/tour_text.h"

namespace kt {

using namespace format_detail;

std::string_view format_name(TourFormat format) {
    switch (format) {
        case TourFormat::Algebraic: return "algebraic";
        case TourFormat::Grid: return "grid";
        case TourFormat::Compact: return "compact";
        case TourFormat::Json: return "json";
    }
    return "algebraic";
}

std::optional<TourFormat> parse_format_name(std::string_view name) {
    std::string lower(name);
    for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    for (TourFormat f : {TourFormat::Algebraic, TourFormat::Grid, TourFormat::Compact, TourFormat::Json})
        if (lower == format_name(f)) return f;
    return std::nullopt;
}

namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_alpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool is_empty_cell_mark(std::string_view token) {
    return token == "." || token == "-" || token == "*" || token == "_" || token == "--" || token == "..";
}
bool all_digits(std::string_view t) {
    return !t.empty() && std::all_of(t.begin(), t.end(), [](char c) { return is_digit(c); });
}

// A whitespace-separated token and its 1-based column in the line.
struct Token {
    std::string_view text;
    std::size_t column;
};

// Splits a line at whitespace and the given extra separators. Stops after
// `limit` tokens (the caller only needs to know there are more).
std::vector<Token> split_tokens(std::string_view line, std::string_view extra_separators, std::size_t limit) {
    std::vector<Token> tokens;
    std::size_t i = 0;
    auto is_sep = [&](char c) {
        return c == ' ' || c == '\t' || c == '\v' || c == '\f' || c == '\r' ||
               extra_separators.find(c) != std::string_view::npos;
    };
    while (i < line.size() && tokens.size() < limit) {
        while (i < line.size() && is_sep(line[i])) ++i;
        if (i >= line.size()) break;
        const std::size_t start = i;
        while (i < line.size() && !is_sep(line[i])) ++i;
        tokens.push_back({line.substr(start, i - start), start + 1});
    }
    return tokens;
}

// Reads up to 18 digits; nullopt if longer (no real move number is that big).
std::optional<std::int64_t> small_number(std::string_view digits) {
    if (digits.empty() || digits.size() > 18) return std::nullopt;
    std::int64_t v = 0;
    for (char c : digits) v = v * 10 + (c - '0');
    return v;
}

ParsedTour parse_algebraic_line(std::string_view line, std::int64_t line_no, const Board& board) {
    ParsedTour out;
    out.line = line_no;
    out.format = TourFormat::Algebraic;
    Tour tour;
    tour.squares.reserve(static_cast<std::size_t>(std::min<std::int64_t>(board.square_count(), static_cast<std::int64_t>(line.size() / 2 + 1))));
    std::size_t i = 0, index = 0;
    auto is_sep = [](char c) { return c == ' ' || c == '\t' || c == '\v' || c == '\f' || c == ',' || c == ';' || c == '-'; };
    while (i < line.size()) {
        while (i < line.size() && is_sep(line[i])) ++i;
        if (i >= line.size()) break;
        const std::size_t start = i;
        while (i < line.size() && !is_sep(line[i])) ++i;
        const std::string_view token = line.substr(start, i - start);
        ++index;
        auto square = board.parse_square(token);
        if (!square) {
            out.error = where(line_no, start + 1) + "square " + std::to_string(index) + " " + board.square_problem(token);
            return out;
        }
        tour.squares.push_back(*square);
    }
    out.tour = std::move(tour);
    return out;
}

bool compact_possible(const Board& board) { return board.rows() <= 9 && board.cols() <= 9; }

// Phadke's compact line: row digits (1 = top rank) then column digits.
ParsedTour parse_compact_line(const std::vector<Token>& tokens, std::int64_t line_no, const Board& board) {
    ParsedTour out;
    out.line = line_no;
    out.format = TourFormat::Compact;
    const auto n = static_cast<std::size_t>(board.square_count());
    if (!compact_possible(board)) {
        out.error = where(line_no, tokens[0].column) + "the compact format needs a board of at most 9x9, not " +
                    format_board_size(board);
        return out;
    }
    const Token& rows = tokens[0];
    const Token& cols = tokens[1];
    if (rows.text.size() != n || cols.text.size() != n) {
        out.error = where(line_no, rows.column) + "compact line has " + std::to_string(rows.text.size()) + " row and " +
                    std::to_string(cols.text.size()) + " column digits; the " + format_board_size(board) + " board needs " +
                    std::to_string(n) + " of each";
        return out;
    }
    Tour tour;
    tour.squares.reserve(n);
    for (std::size_t k = 0; k < n; ++k) {
        const int r = rows.text[k] - '0', c = cols.text[k] - '0';
        if (r < 1 || r > board.rows()) {
            out.error = where(line_no, rows.column + k) + "row digit " + std::to_string(r) + " of square " +
                        std::to_string(k + 1) + " is off the " + std::to_string(board.rows()) + "-row board";
            return out;
        }
        if (c < 1 || c > board.cols()) {
            out.error = where(line_no, cols.column + k) + "column digit " + std::to_string(c) + " of square " +
                        std::to_string(k + 1) + " is off the " + std::to_string(board.cols()) + "-column board";
            return out;
        }
        tour.squares.push_back(board.square(board.rows() - r, c - 1));
    }
    out.tour = std::move(tour);
    return out;
}

// Two all-digit tokens that are long enough to be the row and column strings.
bool looks_compact(const std::vector<Token>& tokens, const Board& board) {
    if (tokens.size() != 2 || !all_digits(tokens[0].text) || !all_digits(tokens[1].text)) return false;
    const auto n = static_cast<std::size_t>(board.square_count());
    if (tokens[0].text.size() == n && tokens[1].text.size() == n) return true;
    return tokens[0].text.size() >= 10 && tokens[1].text.size() >= 10;
}

char first_visible(std::string_view line) {
    for (char c : line)
        if (c != ' ' && c != '\t' && c != '\v' && c != '\f' && c != '\r') return c;
    return '\0';
}

// One row of a move-number grid: appends its numbers to `cells` (0 for an
// empty square) and returns "", or returns what is wrong with it.
std::string read_grid_row(const std::vector<Token>& tokens, std::int64_t line_no, int row, const Board& board,
                          std::vector<std::int64_t>& cells) {
    const auto cols = static_cast<std::size_t>(board.cols());
    if (tokens.size() != cols)
        return where(line_no, 1) + "grid row " + std::to_string(row) + " has " +
               (tokens.size() > cols ? "more than " + std::to_string(cols) : std::to_string(tokens.size())) +
               " numbers; the " + format_board_size(board) + " board has " + std::to_string(cols) + " columns";
    const std::int64_t limit = board.cell_count();
    for (const Token& t : tokens) {
        std::int64_t value = 0;
        if (!is_empty_cell_mark(t.text)) {
            if (!all_digits(t.text))
                return where(line_no, t.column) + quote_text(t.text) +
                       " is not a move number (a grid holds numbers, '.' for an empty square)";
            auto v = small_number(t.text);
            if (!v || *v > limit)
                return where(line_no, t.column) + "move number " + quote_text(t.text) + " is larger than the " +
                       std::to_string(limit) + " squares of the " + format_board_size(board) + " board";
            value = *v;
        }
        cells.push_back(value);
    }
    return "";
}

}  // namespace

// ---- TourStreamReader ------------------------------------------------------

TourStreamReader::TourStreamReader(const Board& board, std::function<void(ParsedTour&&)> sink)
    : board_(board), sink_(std::move(sink)) {}

void TourStreamReader::emit(ParsedTour&& parsed) { sink_(std::move(parsed)); }

void TourStreamReader::add_line(std::string_view line) {
    ++line_no_;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);

    if (!json_text_.empty()) {
        json_text_ += '\n';
        json_text_.append(line);
        json_depth_ = scan_json_depth(line, json_depth_, json_in_string_, json_escape_);
        if (json_depth_ <= 0) flush_json();
        return;
    }

    const char first = first_visible(line);
    if (grid_rows_ > 0 && !(is_digit(first) || first == '.' || first == '-' || first == '*' || first == '_'))
        flush_grid();  // a grid cut short by a blank or foreign line: report it, then read this line
    if (first == '\0' || (first == '#' && grid_rows_ == 0)) return;

    if (grid_rows_ == 0 && (first == '{' || first == '[')) {
        json_line_ = line_no_;
        json_text_.assign(line);
        json_depth_ = scan_json_depth(line, 0, json_in_string_, json_escape_);
        if (json_depth_ <= 0) flush_json();
        return;
    }
    if (grid_rows_ == 0 && is_alpha(first)) {
        emit(parse_algebraic_line(line, line_no_, board_));
        return;
    }
    if (grid_rows_ == 0 && !(is_digit(first) || first == '.' || first == '-' || first == '*' || first == '_')) {
        ParsedTour bad;
        bad.line = line_no_;
        const std::size_t column = line.find(first) + 1;
        bad.error = where(line_no_, column) + "unexpected " + quote_text(std::string_view(&line[column - 1], 1)) +
                    " (expected square names, move numbers, a compact line or JSON)";
        emit(std::move(bad));
        return;
    }

    // Numbers: a compact line, or one row of a move-number grid.
    const auto cols = static_cast<std::size_t>(board_.cols());
    const auto tokens = split_tokens(line, ",;|", std::max<std::size_t>(cols, 2) + 1);
    if (grid_rows_ == 0 && looks_compact(tokens, board_)) {
        emit(parse_compact_line(tokens, line_no_, board_));
        return;
    }
    if (grid_rows_ == 0) {
        grid_line_ = line_no_;
        grid_cells_.clear();
        grid_error_.clear();
    }
    ++grid_rows_;
    if (grid_error_.empty()) grid_error_ = read_grid_row(tokens, line_no_, grid_rows_, board_, grid_cells_);
    if (grid_rows_ == board_.rows()) flush_grid();
}

namespace {

// A complete move-number grid (text row 0 = the top rank) as a tour: the
// square of each number 1..highest, every number once, none missing.
ParsedTour tour_from_grid(const std::vector<std::int64_t>& cells, std::int64_t first_line, const Board& board) {
    ParsedTour out;
    out.line = first_line;
    out.format = TourFormat::Grid;
    const int R = board.rows(), C = board.cols();
    // Numbers above the cell count were refused while reading the rows.
    std::vector<Square> at_number(cells.size() + 1, kNoSquare);
    std::int64_t highest = 0, count = 0;
    for (int k = 0; k < R; ++k) {
        for (int c = 0; c < C; ++c) {
            const std::int64_t n = cells[static_cast<std::size_t>(k) * C + c];
            if (n == 0 || n >= static_cast<std::int64_t>(at_number.size())) continue;
            const Square s = board.square(R - 1 - k, c);
            Square& seen = at_number[static_cast<std::size_t>(n)];
            if (seen != kNoSquare) {
                out.error = where(first_line + k, 1) + "move number " + std::to_string(n) + " appears twice (" +
                            board.name(seen) + " and " + board.name(s) + ")";
                return out;
            }
            seen = s;
            highest = std::max(highest, n);
            ++count;
        }
    }
    if (count == 0) {
        out.error = where(first_line, 1) + "grid holds no move numbers";
        return out;
    }
    Tour tour;
    tour.squares.reserve(static_cast<std::size_t>(count));
    for (std::int64_t n = 1; n <= highest; ++n) {
        const Square s = at_number[static_cast<std::size_t>(n)];
        if (s == kNoSquare) {
            out.error = where(first_line, 1) + "move number " + std::to_string(n) +
                        " is missing from the grid (numbers run to " + std::to_string(highest) + ")";
            return out;
        }
        tour.squares.push_back(s);
    }
    out.tour = std::move(tour);
    return out;
}

}  // namespace

void TourStreamReader::flush_grid() {
    if (grid_rows_ == 0) return;
    const int rows_read = grid_rows_;
    grid_rows_ = 0;
    if (grid_error_.empty() && rows_read == board_.rows()) return emit(tour_from_grid(grid_cells_, grid_line_, board_));
    ParsedTour out;
    out.line = grid_line_;
    out.format = TourFormat::Grid;
    if (!grid_error_.empty())
        out.error = std::move(grid_error_);
    else
        out.error = where(grid_line_, 1) + "grid has " + std::to_string(rows_read) + " row" + (rows_read == 1 ? "" : "s") +
                    "; the " + format_board_size(board_) + " board has " + std::to_string(board_.rows());
    grid_error_.clear();
    emit(std::move(out));
}

void TourStreamReader::flush_json() {
    std::string text;
    text.swap(json_text_);
    const bool unterminated = json_depth_ > 0;
    json_depth_ = 0;
    json_in_string_ = false;
    json_escape_ = false;
    parse_json_tours(text, json_line_, unterminated, board_, sink_);
}

void TourStreamReader::finish() {
    if (!json_text_.empty()) flush_json();
    flush_grid();
}

// ---- whole-text readers ------------------------------------------------------

void for_each_tour(std::string_view text, const Board& board, const std::function<void(ParsedTour&&)>& sink) {
    TourStreamReader reader(board, sink);
    std::size_t pos = 0;
    while (pos < text.size()) {
        const void* nl = std::memchr(text.data() + pos, '\n', text.size() - pos);
        const std::size_t end = nl ? static_cast<std::size_t>(static_cast<const char*>(nl) - text.data()) : text.size();
        reader.add_line(text.substr(pos, end - pos));
        pos = end + 1;
    }
    reader.finish();
}

std::vector<ParsedTour> read_tours(std::string_view text, const Board& board) {
    std::vector<ParsedTour> all;
    for_each_tour(text, board, [&](ParsedTour&& t) { all.push_back(std::move(t)); });
    return all;
}

ParsedTour parse_tour(std::string_view text, const Board& board) {
    std::optional<ParsedTour> first;
    std::int64_t extra_line = 0;
    for_each_tour(text, board, [&](ParsedTour&& t) {
        if (!first) first = std::move(t);
        else if (extra_line == 0) extra_line = t.line;
    });
    if (!first) {
        ParsedTour none;
        none.line = 1;
        none.error = "line 1: no tour in the text";
        return none;
    }
    if (extra_line != 0) {
        ParsedTour many;
        many.line = extra_line;
        many.format = first->format;
        many.error = where(extra_line, 1) + "a second tour starts here; expected exactly one";
        return many;
    }
    return std::move(*first);
}

std::optional<TourFormat> detect_format(std::string_view text, const Board& board) {
    std::size_t pos = 0;
    while (pos < text.size()) {
        std::size_t end = text.find('\n', pos);
        if (end == std::string_view::npos) end = text.size();
        const std::string_view line = text.substr(pos, end - pos);
        const char first = first_visible(line);
        pos = end + 1;
        if (first == '\0' || first == '#') continue;
        if (first == '{' || first == '[') return TourFormat::Json;
        if (is_alpha(first)) return TourFormat::Algebraic;
        if (is_digit(first) || first == '.' || first == '-' || first == '*' || first == '_') {
            const auto tokens = split_tokens(line, ",;|", 3);
            return looks_compact(tokens, board) ? TourFormat::Compact : TourFormat::Grid;
        }
        return std::nullopt;
    }
    return std::nullopt;
}

// ---- writers ---------------------------------------------------------------------

void append_algebraic(const Board& board, std::span<const Square> squares, std::string& out) {
    for (std::size_t i = 0; i < squares.size(); ++i) {
        if (i) out += ' ';
        out += board.name(squares[i]);
    }
}

void emit_algebraic(const Board& board, const Tour& tour, const std::function<void(const std::string&)>& emit,
                    std::size_t piece_bytes) {
    constexpr std::size_t kLongestName = 64;  // a square name with its separator is far shorter
    const std::size_t limit = std::max(piece_bytes, kLongestName + 1) - kLongestName;
    std::string piece;
    piece.reserve(std::min(piece_bytes, tour.size() * 4));
    for (std::size_t i = 0; i < tour.size(); ++i) {
        if (i) piece += ' ';
        piece += board.name(tour.squares[i]);
        if (piece.size() >= limit) emit(piece), piece.clear();
    }
    emit(piece);
}

std::string format_tour(const Board& board, const Tour& tour, TourFormat format) {
    for (std::size_t i = 0; i < tour.squares.size(); ++i)
        if (tour.squares[i] < 0 || tour.squares[i] >= board.cell_count())
            throw FormatError("square " + std::to_string(i + 1) + " of the tour (number " + std::to_string(tour.squares[i]) +
                              ") is off the " + format_board_size(board) + " board");
    std::string out;
    switch (format) {
        case TourFormat::Algebraic:
            out.reserve(tour.size() * 4);
            append_algebraic(board, tour.squares, out);
            return out;
        case TourFormat::Json:
            out = "{\"board\":\"" + format_board_size(board) + "\",\"tour\":[";
            for (std::size_t i = 0; i < tour.size(); ++i) {
                if (i) out += ',';
                out += '"';
                out += board.name(tour.squares[i]);
                out += '"';
            }
            return out + "]}";
        case TourFormat::Compact: {
            if (!compact_possible(board))
                throw FormatError("the compact format needs a board of at most 9x9, not " + format_board_size(board));
            std::string rows, cols;
            for (Square s : tour.squares) {
                rows += static_cast<char>('0' + board.rows() - board.row_of(s));
                cols += static_cast<char>('1' + board.col_of(s));
            }
            return "  " + rows + "  " + cols;
        }
        case TourFormat::Grid: {
            const auto cells = static_cast<std::size_t>(board.cell_count());
            std::vector<std::int64_t> number(cells, 0);
            for (std::size_t i = 0; i < tour.size(); ++i) number[static_cast<std::size_t>(tour.squares[i])] = static_cast<std::int64_t>(i + 1);
            const std::size_t width = std::to_string(tour.size()).size();
            for (int r = board.rows() - 1; r >= 0; --r) {
                for (int c = 0; c < board.cols(); ++c) {
                    const std::int64_t n = number[static_cast<std::size_t>(board.square(r, c))];
                    std::string cell = n ? std::to_string(n) : ".";
                    if (c) out += ' ';
                    out.append(width - std::min(width, cell.size()), ' ');
                    out += cell;
                }
                if (r) out += '\n';
            }
            return out;
        }
    }
    return out;
}

}  // namespace kt
