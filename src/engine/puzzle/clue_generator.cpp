#include "puzzle/clue_generator.h"

#include <algorithm>

#include "puzzle/clue_solver.h"
#include "puzzle/completion_search.h"
#include "solve/rng.h"
#include "solve/warnsdorff.h"
#include "theory/existence.h"

namespace kt {
namespace {

constexpr int kTourAttempts = 200;
constexpr int kGradeAttempts = 4;                  // fresh tours when a puzzle grades below the level asked
constexpr std::int64_t kUniqueNodeBudget = 600;  // per removal tried in expert: past it the clue stays

std::vector<Square> active_squares(const Board& board) {
    std::vector<Square> out;
    for (Square s = 0; s < static_cast<Square>(board.cell_count()); ++s)
        if (board.is_active(s)) out.push_back(s);
    return out;
}

template <class T>
void shuffle(std::vector<T>& v, SplitMix64& rng) {
    for (std::size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[rng.below(static_cast<std::uint32_t>(i))]);
}

// The share of squares each level keeps as clues at least, so the levels
// also look different: easy boards are well filled, expert ones sparse.
int clue_floor(const Board& board, ClueLevel level) {
    static constexpr double kShare[] = {0.40, 0.28, 0.16, 0.0};
    return static_cast<int>(static_cast<double>(board.square_count()) * kShare[static_cast<int>(level)]);
}

// Removes each clue (in `order`) that `still_ok` accepts without it, down to `floor` clues.
template <class Ok>
void remove_clues(CluePuzzle& p, const std::vector<Square>& order, int floor, Ok still_ok) {
    int left = p.clue_count();
    for (Square s : order) {
        const int c = p.clue_at(s);
        if (c == 0) continue;
        if (left <= floor) return;
        --left;
        p.clues[static_cast<std::size_t>(s)] = 0;
        if (!still_ok(p)) p.clues[static_cast<std::size_t>(s)] = c, ++left;
    }
}

GeneratedCluePuzzle one_attempt(const Board& board, bool closed, ClueLevel level, SplitMix64& rng) {
    const Tour tour = random_tour(board, closed, rng.next());
    CluePuzzle p = clues_from_tour(board, tour, closed);
    std::vector<Square> order = active_squares(board);
    shuffle(order, rng);
    const ClueLevel logic = std::min(level, ClueLevel::Hard);
    const int floor = clue_floor(board, level);
    remove_clues(p, order, floor, [&](const CluePuzzle& q) { return solvable_by_logic(q, logic); });
    if (level == ClueLevel::Expert)
        remove_clues(p, order, floor, [](const CluePuzzle& q) { return solve_clue_puzzle(q, 2, kUniqueNodeBudget).unique(); });
    return {p, tour, grade_clue_puzzle(p)};
}

}  // namespace

Tour random_tour(const Board& board, bool closed, std::uint64_t seed) {
    const ExistenceAnswer exists = closed ? closed_tour_exists(board) : open_tour_exists(board);
    // A "no" is a proof on any board (with removed squares, the colour count's).
    if (exists.answer == Existence::No) throw PuzzleError(exists.reason);
    SplitMix64 rng(seed);
    const std::vector<Square> squares = active_squares(board);
    if (squares.empty()) throw PuzzleError("the board has no squares");
    for (int attempt = 0; attempt < kTourAttempts; ++attempt) {
        SolverOptions options;
        options.closed = closed;
        options.start = squares[rng.below(static_cast<std::uint32_t>(squares.size()))];
        options.tie_break = TieBreak::Random;
        options.seed = rng.next();
        options.max_retries = 20;
        WarnsdorffSolver solver(board, options);
        if (solver.run() == SolverState::Found && solver.tour()) return *solver.tour();
    }
    CompletionSearch search(board, {squares[rng.below(static_cast<std::uint32_t>(squares.size()))]}, closed);
    if (search.run(2'000'000) == Completion::Possible && search.completion()) return *search.completion();
    throw PuzzleError("no " + std::string(closed ? "closed" : "open") + " tour found on this board to build a puzzle from");
}

GeneratedCluePuzzle generate_clue_puzzle(const Board& board, bool closed, ClueLevel level, std::uint64_t seed) {
    validate_clue_puzzle(empty_clue_puzzle(board, closed));
    SplitMix64 rng(seed);
    GeneratedCluePuzzle best = one_attempt(board, closed, level, rng);
    for (int attempt = 1; attempt < kGradeAttempts && best.level < level; ++attempt) {
        GeneratedCluePuzzle next = one_attempt(board, closed, level, rng);
        if (next.level > best.level) best = std::move(next);
    }
    return best;
}

}  // namespace kt
