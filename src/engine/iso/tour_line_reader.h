// Mass data read one tour per line, the rule of `knights dedupe`, `canon`,
// `scramble` and `iso`: algebraic, compact and connection-number lines go through
// the fast TourLineParser, which allocates nothing per line; the first tour
// fixes the format, so a line in another one is reported as mixed input
// rather than guessed at. When the first tour is in a format the fast parser
// does not know (a move-number grid, JSON), all the input goes through the
// format module's TourStreamReader instead.
#pragma once

#include <cstdint>
#include <deque>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/board.h"
#include "core/tour.h"
#include "format/tour_format.h"

namespace kt {

// The fast one-line parser (iso/tour_line_parser.h) stays private: the
// reader holds it by pointer, so front ends need not see it.
class TourLineParser;
enum class TourLineFormat;

// One record of the input: a tour's squares, or an error beside it.
struct TourLine {
    std::vector<Square> squares;
    std::string_view text;  // the tour's own text (into the line given, for a one-line tour) till the next call
    std::int64_t line = 0;  // 1-based line where the tour's text starts
};

// Fed line by line like TourStreamReader; after each add_line (and after
// finish) take what it completed with next() until that returns false.
class TourLineReader {
public:
    explicit TourLineReader(const Board& board);
    ~TourLineReader();
    TourLineReader(const TourLineReader&) = delete;
    TourLineReader& operator=(const TourLineReader&) = delete;

    // One line without its '\n'; a one-line tour's text points into it.
    void add_line(std::string_view line);
    void finish();  // flushes a grid or JSON value still open at end of input

    // The next record read: true with `out` filled, or with `error` set when
    // it is bad (no line number in it unless it starts "line "); false when
    // there is none until more lines come.
    bool next(TourLine& out, std::string& error);

private:
    void hand_over(std::string_view line);
    void read_one_line(std::string_view line, TourLineFormat format);
    bool next_shared(TourLine& out, std::string& error);

    Board board_;
    std::unique_ptr<TourLineParser> parser_;
    TourLineFormat format_;  // Unknown till the first one-line tour
    std::int64_t line_no_ = 0;
    // The one-line record add_line read, until next() hands it out.
    TourLine current_;
    std::string current_error_;
    bool pending_ = false;
    // After hand_over: the format module's reader and the tours it completed.
    std::unique_ptr<TourStreamReader> shared_;
    std::deque<ParsedTour> queue_;
    std::string text_;
};

}  // namespace kt
