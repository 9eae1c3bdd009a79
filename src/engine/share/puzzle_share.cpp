#include "share/puzzle_share.h"

#include <utility>

namespace kt {

Puzzle puzzle_from_share(const ShareState& state) {
    Tour given;
    if (state.puzzle == PuzzleKind::ClosedTourFrom && !state.tour.empty())
        given.squares.push_back(state.tour.squares.front());
    else if (state.puzzle != PuzzleKind::Free)
        given = state.tour;
    const bool closed = state.puzzle_closed || state.puzzle == PuzzleKind::ClosedTourFrom;
    return Puzzle(state.board, closed, std::move(given));
}

ShareState share_puzzle(const Puzzle& puzzle) {
    ShareState state;
    state.board = puzzle.board();
    state.mode = ShareMode::Puzzle;
    state.tour = puzzle.given();
    state.puzzle_closed = puzzle.closed_goal();
    if (puzzle.given().empty())
        state.puzzle = PuzzleKind::Free;
    else if (puzzle.given().size() == 1 && puzzle.closed_goal())
        state.puzzle = PuzzleKind::ClosedTourFrom;
    else
        state.puzzle = PuzzleKind::CompleteTour;
    return state;
}

}  // namespace kt
