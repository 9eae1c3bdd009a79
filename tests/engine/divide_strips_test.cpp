// Divide and conquer on boards 3 and 4 wide: a stored base tour plus spliced
// extension blocks. Every tour goes through the validator; closed wherever
// Schwenk's theorem allows one, open wherever only an open one exists.
#include <gtest/gtest.h>

#include <chrono>

#include "engine.h"
#include "solve/divide.h"
#include "solve/strip_plan.h"

namespace kt {
namespace {

#ifdef __EMSCRIPTEN__
constexpr int kLongest = 120;  // Node is slower: a shorter sweep
#else
constexpr int kLongest = 200;
#endif

bool has_closed_tour(int rows, int cols) { return closed_tour_exists(Board(rows, cols)).exists(); }
bool has_any_tour(int rows, int cols) { return has_closed_tour(rows, cols) || open_tour_exists(Board(rows, cols)).exists(); }

SolverOptions options(bool closed) {
    SolverOptions o;
    o.closed = closed;
    return o;
}

// Runs divide to the end on rows x cols; returns the state, and checks any
// tour with the validator: closed exactly when the board has a closed tour.
SolverState solve_checked(int rows, int cols, bool demand_closed = false) {
    const Board board(rows, cols);
    DivideSolver solver(board, options(demand_closed));
    const SolverState state = solver.run();
    const std::string where = std::to_string(rows) + "x" + std::to_string(cols);
    if (auto tour = solver.tour()) {
        const auto verdict = validate_tour(board, *tour);
        EXPECT_TRUE(verdict.valid()) << where << ": " << verdict.reason;
        EXPECT_EQ(verdict.kind, has_closed_tour(rows, cols) ? TourKind::Closed : TourKind::Open) << where;
    } else {
        EXPECT_NE(state, SolverState::Found) << where;
        EXPECT_FALSE(solver.snapshot().message.empty()) << where;
    }
    return state;
}

TEST(DivideStrips, ThreeWideClosedOnEveryEvenLengthFromTen) {
    for (int n = 10; n <= kLongest; n += 2) {
        EXPECT_EQ(solve_checked(3, n, true), SolverState::Found) << "3x" << n;
        EXPECT_EQ(solve_checked(n, 3, true), SolverState::Found) << n << "x3";
    }
}

TEST(DivideStrips, EveryThreeAndFourWideBoardUpToSixty) {
    for (int h : {3, 4})
        for (int n = 1; n <= 60; ++n)
            for (auto [r, c] : {std::pair{h, n}, std::pair{n, h}}) {
                const SolverState want = has_any_tour(r, c) ? SolverState::Found : SolverState::NoTour;
                EXPECT_EQ(solve_checked(r, c), want) << r << "x" << c;
            }
}

TEST(DivideStrips, LongStrips) {
#ifdef __EMSCRIPTEN__
    const int n = 20'000;
#else
    const int n = 100'000;  // the longest side a board may have
#endif
    for (auto [r, c] : {std::pair{3, n}, {n, 3}, {3, n - 1}, {4, n - 1}, {n, 4}, {4, n - 2}})
        EXPECT_EQ(solve_checked(r, c), SolverState::Found) << r << "x" << c;
    EXPECT_EQ(solve_checked(3, n, true), SolverState::Found);
}

TEST(DivideStrips, BoardsWithoutTheTourSaySoFast) {
    const auto t0 = std::chrono::steady_clock::now();
    for (auto [r, c, closed] : {std::tuple{1, 5, false}, {2, 1000, false}, {1000, 2, false}, {3, 3, false}, {3, 5, false},
                                {6, 3, false}, {4, 4, false}, {3, 4, true}, {3, 6, true}, {8, 3, true}, {3, 1001, true},
                                {4, 1000, true}, {1001, 4, true}, {2, 2, true}}) {
        DivideSolver solver(Board(r, c), options(closed));
        EXPECT_EQ(solver.run(), SolverState::NoTour) << r << "x" << c;
        EXPECT_NE(solver.snapshot().message.find("no "), std::string::npos) << solver.snapshot().message;
        EXPECT_FALSE(solver.tour());
    }
    EXPECT_LT(std::chrono::steady_clock::now() - t0, std::chrono::seconds(1));
}

TEST(DivideStrips, OddByOddBoardsGetAnOpenTour) {
    for (auto [r, c] : {std::pair{5, 5}, {5, 7}, {7, 5}, {9, 31}, {33, 11}, {101, 51}})
        EXPECT_EQ(solve_checked(r, c), SolverState::Found) << r << "x" << c;
}

TEST(DivideStrips, PlanIsABaseAndEqualBlocks) {
    for (int h : {3, 4})
        for (bool closed : {false, true})
            for (int n = h; n <= 300; ++n) {  // the solver passes the shorter side as the height
                const auto plan = divide_detail::plan_strip(h, n, closed);
                // Closed plans wherever a closed tour exists; open ones wherever
                // only an open tour does.
                const bool expected = closed ? has_closed_tour(h, n) : !has_closed_tour(h, n) && has_any_tour(h, n);
                ASSERT_EQ(plan.has_value(), expected) << h << "x" << n << (closed ? " closed" : "");
                if (!plan) continue;
                EXPECT_EQ(plan->base_width + plan->blocks * plan->block_width, n);
                EXPECT_EQ(plan->base.size(), static_cast<std::size_t>(h * plan->base_width));
                EXPECT_LE(plan->base_width, 12);
            }
}

TEST(DivideStrips, StepByStepShowsTheBlocksBeingSpliced) {
    const Board board(3, 30);  // base 3x10 and five 3x4 blocks
    DivideSolver solver(board, options(true));
    std::vector<std::size_t> edges;
    while (solver.step() == SolverState::Running) {
        const auto snap = solver.snapshot();
        for (auto [a, b] : snap.edges) EXPECT_TRUE(board.is_move(a, b));
        edges.push_back(snap.edges.size());
    }
    ASSERT_EQ(solver.state(), SolverState::Found);
    EXPECT_EQ(solver.snapshot().joins, 5);  // one splice per block
    EXPECT_EQ(solver.snapshot().retries, 0);
    // After the pieces are checked: the base cycle (30 links), then 12 more per block.
    const std::vector<std::size_t> want{0, 30, 42, 54, 66, 78, 90};
    EXPECT_EQ(edges, want);
    const auto validated = validate_tour(board, *solver.tour());
    EXPECT_EQ(validated.kind, TourKind::Closed);
}

TEST(DivideStrips, StepByStepShowsSeedPiecesBeingStrung) {
    const Board board(15, 3);  // Bhutada and Meshram: a 3x7 piece, then two 3x4 pieces
    DivideSolver solver(board, options(false));
    std::vector<std::size_t> edges;
    while (solver.step() == SolverState::Running) edges.push_back(solver.snapshot().edges.size());
    ASSERT_EQ(solver.state(), SolverState::Found);
    const std::vector<std::size_t> want{0, 20, 32, 44};
    EXPECT_EQ(edges, want);
    EXPECT_EQ(solver.tour()->squares.front(), 0);  // from a1
    EXPECT_EQ(validate_tour(board, *solver.tour()).kind, TourKind::Open);
}

TEST(DivideStrips, FourWideToursOneColourClassThenTheOther) {
    // Seed 004: rows 1-2 of every other file form one class with rows 3-4 of
    // the files between; the tour covers that class first, then the rest.
    for (int n = 5; n <= 60; ++n)
        for (bool across : {false, true}) {
            const Board board(across ? n : 4, across ? 4 : n);
            DivideSolver solver(board, options(false));
            ASSERT_EQ(solver.run(), SolverState::Found);
            const std::vector<Square> squares = solver.tour()->squares;
            auto colour = [&](Square s) {
                const int r = across ? board.col_of(s) : board.row_of(s), c = across ? board.row_of(s) : board.col_of(s);
                return (r < 2) == (c % 2 == 0);
            };
            for (std::size_t i = 0; i < squares.size(); ++i)
                ASSERT_EQ(colour(squares[i]), colour(squares[0]) == (i < squares.size() / 2)) << board.rows() << "x" << board.cols() << " at " << i;
        }
}

TEST(DivideStrips, StartSquares) {
    {
        const Board board(3, 40);
        SolverOptions o = options(true);
        o.start = board.parse_square_or_throw("t2");
        DivideSolver solver(board, o);
        ASSERT_EQ(solver.run(), SolverState::Found);
        EXPECT_EQ(solver.tour()->squares.front(), *o.start);
        EXPECT_EQ(validate_tour(board, *solver.tour()).kind, TourKind::Closed);
    }
    for (auto [r, c] : {std::pair{4, 50}, {50, 4}, {3, 51}, {51, 3}}) {
        const Board board(r, c);
        DivideSolver first(board, options(false));
        ASSERT_EQ(first.run(), SolverState::Found);
        const Square other_end = first.tour()->squares.back();
        SolverOptions o;
        o.start = other_end;
        DivideSolver from_end(board, o);
        ASSERT_EQ(from_end.run(), SolverState::Found) << r << "x" << c;
        EXPECT_EQ(from_end.tour()->squares.front(), other_end);
        EXPECT_TRUE(validate_tour(board, *from_end.tour()).valid());
    }
}

TEST(DivideStrips, TakeTourMovesTheSameTourOut) {
    DivideSolver solver(Board(4, 77), options(false));
    ASSERT_EQ(solver.run(), SolverState::Found);
    const Tour copy = *solver.tour();
    const auto taken = solver.take_tour();
    ASSERT_TRUE(taken);
    EXPECT_EQ(*taken, copy);
}

}  // namespace
}  // namespace kt
