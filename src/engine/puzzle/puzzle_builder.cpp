#include "puzzle/puzzle_builder.h"

#include <algorithm>

#include "solve/rng.h"

namespace kt {
namespace {

constexpr std::int64_t kHalfTourBudget = 200'000;  // search nodes for the tour to halve

Square random_square(const Board& board, std::uint64_t seed) {
    std::vector<Square> active;
    for (Square s = 0; s < static_cast<Square>(board.cell_count()); ++s)
        if (board.is_active(s)) active.push_back(s);
    if (active.empty()) throw PuzzleError("the board has no squares");
    SplitMix64 rng(seed);
    return active[rng.below(static_cast<std::uint32_t>(active.size()))];
}

// The first half of a tour found from `start`; empty when none is found quickly.
Tour half_tour(const Board& board, Square start, bool closed) {
    if (board.square_count() > kMaxBuiltPuzzleSquares) return {};
    CompletionSearch search(board, {start}, closed);
    if (search.run(kHalfTourBudget) != Completion::Possible || !search.completion()) return {};
    Tour tour = *search.completion();
    tour.squares.resize(std::max<std::size_t>(2, tour.squares.size() / 2));
    return tour;
}

}  // namespace

BuiltPuzzle build_puzzle(const Board& board, PuzzleKind kind, bool closed, Square start, std::uint64_t seed) {
    if (kind == PuzzleKind::Free) return {Puzzle(board, closed), kind, {}};
    if (start < 0 || start >= board.cell_count() || !board.is_active(start)) start = random_square(board, seed);
    if (kind == PuzzleKind::CompleteTour) {
        Tour given = half_tour(board, start, closed);
        if (!given.empty()) return {Puzzle(board, closed, given), kind, {}};
        return {Puzzle(board, true, Tour{{start}}), PuzzleKind::ClosedTourFrom,
                "No tour found quickly from " + board.name(start) + " to build a puzzle from."};
    }
    return {Puzzle(board, true, Tour{{start}}), PuzzleKind::ClosedTourFrom, {}};
}

}  // namespace kt
