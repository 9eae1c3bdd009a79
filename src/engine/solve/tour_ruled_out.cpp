#include "solve/tour_ruled_out.h"

#include "theory/existence.h"

namespace kt::solve_detail {

std::optional<std::string> why_no_tour(const Board& board, bool closed) {
    const auto closed_answer = closed_tour_exists(board);
    if (closed_answer.answer == Existence::Unknown) return std::nullopt;
    const std::string where = " exists on " + format_board_size(board) + ": ";
    if (closed) {
        if (closed_answer.exists()) return std::nullopt;
        return "no closed tour" + where + closed_answer.reason;
    }
    // A solver without `closed` accepts any path; theory's "open" is strictly
    // open, so a closed tour also counts.
    const auto open_answer = open_tour_exists(board);
    if (open_answer.exists() || closed_answer.exists()) return std::nullopt;
    return "no tour" + where + open_answer.reason;
}

std::optional<std::string> why_no_tour_from(const Board& board, bool closed, Square start) {
    if (auto why = why_no_tour(board, closed)) return why;
    if (closed || closed_tour_exists(board).answer == Existence::Unknown) return std::nullopt;
    // Odd area: a tour alternates colours, so it starts and ends on the colour
    // of a1 (the majority); the other colour cannot start one.
    if (board.cell_count() % 2 == 1 && (board.row_of(start) + board.col_of(start)) % 2 == 1)
        return "no tour starts on " + board.name(start) + ": on a board with an odd number of squares every tour "
               "starts and ends on the colour of a1";
    return std::nullopt;
}

}  // namespace kt::solve_detail
