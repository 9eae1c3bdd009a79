// Tour text formats, both directions, with auto-detection on input:
//
//   Algebraic  one line of square names:      a1 c2 e1 ...   (also "a1-c2", "a1,c2")
//   Grid       R lines of C move numbers (1..N), the top line is the top rank;
//              '.' (or '-', '*', '0') marks a removed or unvisited square
//   Compact    Phadke's one-line form: two spaces, N row digits, two spaces,
//              N column digits; rows counted 1.. from the TOP, columns 1.. from
//              the left (8x8: 134 bytes with CR LF). Boards up to 9x9 only.
//   Json       {"board":"8x8","tour":["a1","c2",...]}; "tour" may also hold square
//              numbers (0 = a1, row by row from rank 1), and a bare array of
//              squares is one tour. "board", when present, must match.
//
// Parsing turns text into squares; it does not check that the squares form a
// tour (use validate_tour for that), except what a format itself implies
// (a grid's numbers must be distinct and run 1..K without gaps).
// Parsing never throws and never crashes on garbage; it is linear in the input.
// Errors say what and where: "line 3, column 7: 'z9' is off the 8x8 board ...".
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "core/board.h"
#include "core/tour.h"

namespace kt {

enum class TourFormat { Algebraic, Grid, Compact, Json };

// "algebraic", "grid", "compact", "json".
std::string_view format_name(TourFormat format);
// Inverse of format_name (case-insensitive); nullopt for anything else.
std::optional<TourFormat> parse_format_name(std::string_view name);

// One tour read from text: either `tour` is set, or `error` says what is wrong.
struct ParsedTour {
    std::int64_t line = 0;          // 1-based line where the tour's text starts
    TourFormat format = TourFormat::Algebraic;  // the format it was read as
    std::optional<Tour> tour;       // the squares, when the text parsed
    std::string error;              // empty when parsed; else "line L, column C: what"
    bool ok() const { return tour.has_value(); }
};

// Reads exactly one tour from `text` (any format, detected). If the text holds
// no tour or more than one, the result is an error saying so.
ParsedTour parse_tour(std::string_view text, const Board& board);

// Reads every tour in `text`, in order: one algebraic, compact or JSON tour per
// line, grids as blocks of R lines (blank lines between them are optional),
// JSON lines or one JSON array of tours. Blank lines and lines starting with
// '#' are skipped. A malformed record becomes an error entry and reading goes on
// with the next line.
std::vector<ParsedTour> read_tours(std::string_view text, const Board& board);

// Same, but hands each tour to `sink` as soon as it is read: nothing is stored,
// so it suits millions of tours.
void for_each_tour(std::string_view text, const Board& board, const std::function<void(ParsedTour&&)>& sink);

// The streaming core of the readers above, for input that arrives line by line
// (a file read in chunks, stdin). Feed every line without its '\n' (a trailing
// '\r' is ignored), then call finish(). Completed tours go to the sink.
// The board must outlive the reader.
class TourStreamReader {
public:
    TourStreamReader(const Board& board, std::function<void(ParsedTour&&)> sink);
    void add_line(std::string_view line);
    void finish();  // flushes a grid or JSON value still open at end of input

private:
    void flush_grid();
    void flush_json();
    void emit(ParsedTour&& parsed);

    const Board& board_;
    std::function<void(ParsedTour&&)> sink_;
    std::int64_t line_no_ = 0;
    // A grid being collected: its first line and the numbers so far (0 = empty cell).
    std::int64_t grid_line_ = 0;
    int grid_rows_ = 0;
    std::vector<std::int64_t> grid_cells_;
    std::string grid_error_;
    // A JSON value spanning lines: its text so far and its bracket depth.
    std::int64_t json_line_ = 0;
    std::string json_text_;
    int json_depth_ = 0;
    bool json_in_string_ = false;
    bool json_escape_ = false;
};

// Raised by format_tour when a tour cannot be written in the asked format
// (compact on a board above 9x9, squares off the board).
class FormatError : public std::invalid_argument {
public:
    using std::invalid_argument::invalid_argument;
};

// Writes `tour` in `format`, without a trailing newline (a grid's lines are
// joined by '\n'). The tour need not be complete: grid cells it does not visit
// print as '.'. Throws FormatError as described above.
std::string format_tour(const Board& board, const Tour& tour, TourFormat format);

// The algebraic writer itself, for text built a piece at a time: appends the
// names of `squares` to `out`, separated by single spaces (nothing before the
// first one: a separator after earlier text is the caller's).
void append_algebraic(const Board& board, std::span<const Square> squares, std::string& out);

// The algebraic text of `tour` handed to `emit` in pieces of about
// `piece_bytes` (pieces split between squares): a huge tour's text is several
// times the size of the tour, too much to build whole.
void emit_algebraic(const Board& board, const Tour& tour, const std::function<void(const std::string&)>& emit,
                    std::size_t piece_bytes = std::size_t{1} << 20);

// The format a text looks like (by its first non-blank line), or nullopt.
std::optional<TourFormat> detect_format(std::string_view text, const Board& board);

}  // namespace kt
