// Tours from a file or standard input, one per line, for iso, canon, dedupe
// and scramble: the file read in chunks (LineStream) and the lines read by
// the engine's TourLineReader, whose rule says what a line in another
// format means.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "common.h"
#include "line_stream.h"

namespace kt::cli {

class TourReader {
public:
    TourReader(const Board& board, const std::string& path) : lines_(path), reader_(board) {}

    // Next tour: true with `out` filled, or with `error` non-empty when the
    // record is bad (the caller reports it, see located(), and goes on).
    bool next(TourLine& out, std::string& error);
    const std::string& name() const { return lines_.name(); }

private:
    LineStream lines_;
    TourLineReader reader_;
    bool finished_ = false;
};

// "line N: what", unless the message already says where.
std::string located(const TourLine& tl, const std::string& error);

// For a record read without `error`, checks its squares make a tour of the
// board (filling `codes`); returns what is wrong, located on its line, or "".
std::string tour_line_problem(const Canonicalizer& canon, const Board& board, const TourLine& tl, std::string error,
                              std::vector<std::uint8_t>& codes);

// Hands every tour of `reader` to `use`; each bad record is reported on
// standard error as "knights <command>: line N: what" and makes the exit code 1.
void for_each_tour_line(TourReader& reader, const Canonicalizer& canon, const Board& board, const char* command,
                        Context& ctx, const std::function<void(const TourLine&)>& use);

}  // namespace kt::cli
