// What a front end that teaches reads from each step: a reason in words and
// an honest progress figure that says what it measures.
#include <gtest/gtest.h>

#include <algorithm>

#include "engine.h"
#include "solve/backtrack.h"
#include "solve/divide.h"
#include "solve/neural.h"
#include "solve/warnsdorff.h"

namespace kt {
namespace {

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

TEST(SolverTeaching, WarnsdorffNamesTheSquareAndItsOnwardMoves) {
    Board board(8, 8);
    SolverOptions o;
    o.start = board.parse_square_or_throw("a1");
    WarnsdorffSolver solver(board, o);
    solver.step();
    SolverSnapshot snap = solver.snapshot();
    const Candidate* chosen = nullptr;
    for (const auto& c : snap.candidates)
        if (c.chosen) chosen = &c;
    ASSERT_NE(chosen, nullptr);
    // From a1 both b3 and c2 have 5 onward moves: a tie, broken in move order.
    EXPECT_EQ(snap.reason, "Warnsdorff: " + board.name(chosen->square) + " has " + std::to_string(chosen->score) +
                               " onward moves, the fewest; 2 tie, first in move order");
    EXPECT_DOUBLE_EQ(snap.progress, 2.0 / 64);
    EXPECT_EQ(snap.progress_of, "squares in the path");
    solver.run();
    snap = solver.snapshot();
    EXPECT_EQ(snap.state, SolverState::Found);
    EXPECT_DOUBLE_EQ(snap.progress, 1.0);
    EXPECT_TRUE(contains(snap.reason, "is the last unvisited square")) << snap.reason;
}

TEST(SolverTeaching, WarnsdorffReasonsNameEveryRuleOnTheWay) {
    Board board(8, 8);
    SolverOptions o;
    o.start = board.parse_square_or_throw("d4");
    o.closed = true;
    o.tie_break = TieBreak::Pohl;
    WarnsdorffSolver solver(board, o);
    bool kept_home = false, pohl = false;
    while (!is_finished(solver.step())) {
        const std::string reason = solver.snapshot().reason;
        EXPECT_TRUE(reason.rfind("Warnsdorff: ", 0) == 0) << reason;
        kept_home |= contains(reason, "kept free so the tour can close");
        pohl |= contains(reason, "Pohl");
    }
    EXPECT_TRUE(pohl);
    EXPECT_TRUE(kept_home);
}

// "What if": a forced move replaces the rule's choice at that step only,
// the reason says so, and the rule takes over again after it.
TEST(SolverTeaching, WarnsdorffTakesAForcedMoveThenFollowsTheRule) {
    Board board(8, 8);
    SolverOptions o;
    o.start = board.parse_square_or_throw("a1");
    WarnsdorffSolver plain(board, o);
    plain.step();
    const SolverSnapshot first = plain.snapshot();
    ASSERT_EQ(first.candidates.size(), 2u);  // b3 and c2
    const Candidate other = first.candidates[0].chosen ? first.candidates[1] : first.candidates[0];
    const Square rule = first.path[1];

    o.forced_moves = {{1, other.square}};
    WarnsdorffSolver forced(board, o);
    forced.step();
    SolverSnapshot snap = forced.snapshot();
    ASSERT_EQ(snap.path.size(), 2u);
    EXPECT_EQ(snap.path[1], other.square);
    EXPECT_EQ(snap.reason, "What if: " + board.name(other.square) + " (" + std::to_string(other.score) +
                               " onward moves) instead of the rule's " + board.name(rule));
    for (const auto& c : snap.candidates) EXPECT_EQ(c.chosen, c.square == other.square);
    forced.step();  // the rule again, from the forced square
    snap = forced.snapshot();
    EXPECT_EQ(snap.reason.rfind("Warnsdorff: ", 0), 0u) << snap.reason;
    int fewest = 99;
    for (const auto& c : snap.candidates) fewest = std::min(fewest, c.score == 0 ? 99 : c.score);
    for (const auto& c : snap.candidates)
        if (c.chosen) EXPECT_EQ(c.score, fewest);
    EXPECT_EQ(forced.run(), SolverState::Found);
    EXPECT_TRUE(validate_tour(board, *forced.tour()).kind != TourKind::Invalid);
}

TEST(SolverTeaching, WarnsdorffRefusesAForcedMoveOutOfReach) {
    Board board(8, 8);
    SolverOptions o;
    o.start = board.parse_square_or_throw("a1");
    WarnsdorffSolver plain(board, o);
    plain.step();
    o.forced_moves = {{1, board.parse_square_or_throw("h8")}};
    WarnsdorffSolver forced(board, o);
    forced.step();
    EXPECT_EQ(forced.snapshot().path, plain.snapshot().path);
    EXPECT_NE(forced.snapshot().reason.find("what if h8: not an unvisited square in reach"), std::string::npos)
        << forced.snapshot().reason;
}

// On 5x5 from a1 in plain move order with pruning, the search backtracks
// (the page's default for teaching it), and each pruned move is marked: the
// move taken back and the square it would cut off, both named in the reason.
TEST(SolverTeaching, BacktrackMarksTheRejectedMoveAndTheStrandedSquare) {
    Board board(5, 5);
    SolverOptions o;
    o.start = board.parse_square_or_throw("a1");
    o.prune = true;
    o.warnsdorff_order = false;
    BacktrackSolver solver(board, o);
    int marked = 0;
    while (!is_finished(solver.step())) {
        const SolverSnapshot snap = solver.snapshot();
        if (snap.reason.find("would strand") == std::string::npos) {
            EXPECT_EQ(snap.stranded, kNoSquare) << snap.reason;
            continue;
        }
        ++marked;
        ASSERT_NE(snap.rejected, kNoSquare);
        ASSERT_NE(snap.stranded, kNoSquare);
        EXPECT_EQ(snap.reason.rfind("backtracking: " + board.name(snap.rejected) + " would strand", 0), 0u) << snap.reason;
        // The rejected move is taken back, and the stranded square is unvisited.
        EXPECT_EQ(std::count(snap.path.begin(), snap.path.end(), snap.rejected), 0);
        EXPECT_EQ(std::count(snap.path.begin(), snap.path.end(), snap.stranded), 0);
        // It is cut off: with the rejected square taken, it had at most one way in left.
        int free = 0;
        Square around[8];
        for (int i = 0, n = board.neighbours(snap.stranded, around); i < n; ++i)
            free += around[i] != snap.rejected && std::count(snap.path.begin(), snap.path.end(), around[i]) == 0;
        EXPECT_LE(free, 1) << board.name(snap.stranded);
    }
    EXPECT_EQ(solver.state(), SolverState::Found);
    EXPECT_GT(solver.snapshot().backtracks, 0);
    EXPECT_GT(marked, 0);
}

TEST(SolverTeaching, BacktrackSaysWhereItRetreats) {
    Board board(5, 5);
    SolverOptions o;
    o.start = board.parse_square_or_throw("a1");
    o.prune = false;
    o.warnsdorff_order = false;  // plain move order meets many dead ends first
    BacktrackSolver solver(board, o);
    bool tried = false, retreated = false;
    double last_progress = -1;
    while (!is_finished(solver.step())) {
        const SolverSnapshot snap = solver.snapshot();
        tried |= contains(snap.reason, "backtracking: try ");
        if (contains(snap.reason, "backtracking: dead end at ")) {
            retreated = true;
            EXPECT_TRUE(contains(snap.reason, ", back to ")) << snap.reason;
        }
        EXPECT_GE(snap.progress, 0.0);
        EXPECT_LE(snap.progress, 1.0);
        last_progress = snap.progress;
    }
    EXPECT_TRUE(tried);
    EXPECT_TRUE(retreated);
    EXPECT_GE(last_progress, 0.0);
    EXPECT_EQ(solver.state(), SolverState::Found);
    EXPECT_DOUBLE_EQ(solver.snapshot().progress, 1.0);
}

TEST(SolverTeaching, EnumerationProgressIsTheExploredShareAndNeverGoesBack) {
    Board board(5, 5);
    SolverOptions o;
    o.enumerate_all = true;
    o.start = board.parse_square_or_throw("a1");
    BacktrackSolver solver(board, o);
    double last = 0;
    while (!is_finished(solver.step())) {
        const SolverSnapshot snap = solver.snapshot();
        EXPECT_GE(snap.progress + 1e-12, last) << "step " << snap.steps;
        last = snap.progress;
    }
    EXPECT_EQ(solver.snapshot().progress_of, "search tree explored (Knuth's estimate)");
    EXPECT_DOUBLE_EQ(solver.snapshot().progress, 1.0);
    EXPECT_EQ(solver.solutions(), 304);  // directed open tours of 5x5 from a corner
}

TEST(SolverTeaching, NetworkProgressCountsSettledSquares) {
    Board board(6, 6);
    SolverOptions o;
    o.seed = 3;
    NeuralSolver solver(board, o);
    double best = 0;
    for (int i = 0; i < 20 && !is_finished(solver.step()); ++i) {
        const SolverSnapshot snap = solver.snapshot();
        // "network sweep S: ... ; K of 36 squares have exactly two": the
        // progress is that K over 36 (an attempt's end says "network: ...").
        const std::size_t of = snap.reason.rfind(" of 36 squares have exactly two");
        if (of == std::string::npos) {
            EXPECT_EQ(snap.reason.rfind("network: ", 0), 0u) << snap.reason;
            continue;
        }
        EXPECT_EQ(snap.reason.rfind("network sweep ", 0), 0u) << snap.reason;
        const std::size_t from = snap.reason.rfind(' ', of - 1) + 1;
        const int settled = std::stoi(snap.reason.substr(from, of - from));
        EXPECT_DOUBLE_EQ(snap.progress, settled / 36.0) << snap.reason;
        best = std::max(best, snap.progress);
    }
    EXPECT_GT(best, 0.2);  // most squares reach two links within a few sweeps
    solver.run();
    ASSERT_EQ(solver.state(), SolverState::Found);
    EXPECT_DOUBLE_EQ(solver.snapshot().progress, 1.0);
    ASSERT_TRUE(solver.tour().has_value());
    EXPECT_EQ(validate_tour(board, *solver.tour()).kind, TourKind::Closed);
}

TEST(SolverTeaching, DivideProgressClimbsToOneWithoutRetries) {
    for (auto [r, c] : {std::pair{200, 200}, {3, 40}, {37, 53}}) {
        Board board(r, c);
        DivideSolver solver(board, SolverOptions{});
        double last = 0;
        while (!is_finished(solver.step())) {
            const SolverSnapshot snap = solver.snapshot();
            EXPECT_GT(snap.progress, last) << r << "x" << c << ": " << snap.reason;
            EXPECT_LT(snap.progress, 1.0);
            EXPECT_TRUE(snap.reason.rfind("divide: ", 0) == 0) << snap.reason;
            last = snap.progress;
        }
        const SolverSnapshot snap = solver.snapshot();
        EXPECT_EQ(snap.state, SolverState::Found) << r << "x" << c;
        EXPECT_DOUBLE_EQ(snap.progress, 1.0);
        EXPECT_EQ(snap.retries, 0);
        if (r > 4 && c > 4) EXPECT_GT(snap.joins, 0);
        EXPECT_TRUE(validate_tour(board, *solver.tour()).valid());
    }
}

}  // namespace
}  // namespace kt
