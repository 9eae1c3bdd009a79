#include "solve/tour_existence.h"

#include <algorithm>

namespace kt::solve_detail {

ExistenceAnswer closed_tour_exists(int rows, int cols) {
    const int m = std::min(rows, cols), n = std::max(rows, cols);
    if (m == 1 && n == 1) return {false, "a single square has no move to close the tour"};
    if (m % 2 == 1 && n % 2 == 1) return {false, "both sides are odd, so the squares of the two colours differ in number (Schwenk)"};
    if (m == 1 || m == 2) return {false, "a side of 1 or 2 leaves squares the knight cannot reach twice (Schwenk)"};
    if (m == 4) return {false, "a side of 4 never has a closed tour (Schwenk's colouring argument)"};
    if (m == 3 && (n == 4 || n == 6 || n == 8)) return {false, "3x4, 3x6 and 3x8 have no closed tour (Schwenk)"};
    if (m == 3 && n < 10 && n % 2 == 1) return {false, "both sides are odd (Schwenk)"};
    return {true, ""};
}

ExistenceAnswer open_tour_exists(int rows, int cols) {
    const int m = std::min(rows, cols), n = std::max(rows, cols);
    if (m == 1 && n == 1) return {true, ""};
    if (m == 1 || m == 2) return {false, "a side of 1 or 2 leaves the knight unable to visit every square"};
    if (m == 3 && (n == 3 || n == 5 || n == 6)) return {false, "3x3, 3x5 and 3x6 have no tour"};
    if (m == 4 && n == 4) return {false, "4x4 has no tour"};
    return {true, ""};
}

bool theorems_apply(const Board& board) { return !board.has_mask() && board.leaper() == Leaper{1, 2}; }

ExistenceAnswer tour_exists(const Board& board, bool closed) {
    if (!theorems_apply(board)) return {true, ""};  // unknown: the search decides
    auto answer = closed ? closed_tour_exists(board.rows(), board.cols()) : open_tour_exists(board.rows(), board.cols());
    if (!answer.exists)
        answer.reason = std::string("no ") + (closed ? "closed " : "") + "tour exists on " + std::to_string(board.rows()) +
                        "x" + std::to_string(board.cols()) + ": " + answer.reason;
    return answer;
}

ExistenceAnswer tour_exists_from(const Board& board, bool closed, Square start) {
    auto answer = tour_exists(board, closed);
    if (!answer.exists || closed || !theorems_apply(board)) return answer;
    // Odd area: a tour alternates colours, so it starts and ends on the colour
    // of a1 (the majority); the other colour cannot start one.
    if (board.cell_count() % 2 == 1 && (board.row_of(start) + board.col_of(start)) % 2 == 1)
        return {false, "no tour starts on " + board.name(start) + ": on a board with an odd number of squares every tour "
                       "starts and ends on the colour of a1"};
    return answer;
}

}  // namespace kt::solve_detail
