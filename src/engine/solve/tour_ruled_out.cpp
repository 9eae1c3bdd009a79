#include "solve/tour_ruled_out.h"

#include "theory/colour_balance.h"
#include "theory/existence.h"

namespace kt::solve_detail {

std::optional<std::string> why_no_tour(const Board& board, bool closed) {
    const auto closed_answer = closed_tour_exists(board);
    const std::string where = " exists on " + format_board_size(board) + ": ";
    if (closed) {
        if (closed_answer.answer != Existence::No) return std::nullopt;
        return "no closed tour" + where + closed_answer.reason;
    }
    // A solver without `closed` accepts any path; theory's "open" is strictly
    // open, so a closed tour also counts.
    const auto open_answer = open_tour_exists(board);
    if (open_answer.answer != Existence::No || closed_answer.answer != Existence::No) return std::nullopt;
    return "no tour" + where + open_answer.reason;
}

std::optional<std::string> why_no_tour_from(const Board& board, bool closed, Square start) {
    if (auto why = why_no_tour(board, closed)) return why;
    if (closed) return std::nullopt;
    // One square more of one colour: a tour alternates colours, so it starts
    // and ends on that one (on an odd-area rectangle, the colour of a1).
    const std::optional<int> ends = colour_counts(board).ends_colour();
    if (!ends || board.colour(start) == *ends) return std::nullopt;
    const std::string more = *ends == 0 ? "more" : "fewer", on = *ends == 0 ? "the colour of a1" : "the other colour";
    return "no tour starts on " + board.name(start) + ": the board has one square " + more + " of the colour of a1 "
           "than of the other, and a tour alternates colours, so every tour starts and ends on " + on;
}

}  // namespace kt::solve_detail
