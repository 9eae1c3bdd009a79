// The solver family: every tour any solver returns goes through the validator.
#include <gtest/gtest.h>

#include <chrono>
#include <thread>

#include "engine.h"
#include "solve/backtrack.h"
#include "solve/divide.h"
#include "solve/neural.h"
#include "solve/warnsdorff.h"
#include "solve/tour_ruled_out.h"

namespace kt {
namespace {

#ifdef __EMSCRIPTEN__
constexpr int kDivideSweep = 16;  // Node is slower: a smaller sweep of board sizes
#else
constexpr int kDivideSweep = 30;
#endif

bool has_closed_tour(int rows, int cols) { return closed_tour_exists(Board(rows, cols)).exists(); }
// Any tour, closed or not (theory's "open" means strictly open).
bool has_any_tour(int rows, int cols) {
    return has_closed_tour(rows, cols) || open_tour_exists(Board(rows, cols)).exists();
}

SolverOptions closed_options(bool closed = true) {
    SolverOptions o;
    o.closed = closed;
    return o;
}

// Runs to the end; if a tour comes back it must pass the validator.
SolverState run_checked(Solver& solver, const Board& board, bool want_closed) {
    const SolverState state = solver.run();
    if (auto tour = solver.tour()) {
        const auto verdict = validate_tour(board, *tour);
        EXPECT_TRUE(verdict.valid()) << solver.name() << " " << board.rows() << "x" << board.cols() << ": " << verdict.reason;
        if (want_closed) EXPECT_EQ(verdict.kind, TourKind::Closed) << solver.name() << " " << board.rows() << "x" << board.cols();
    } else {
        EXPECT_NE(state, SolverState::Found);
    }
    return state;
}

TEST(Existence, SchwenkAndOpenTheorem) {
    EXPECT_TRUE(has_closed_tour(6, 6));
    EXPECT_TRUE(has_closed_tour(3, 10));
    EXPECT_TRUE(has_closed_tour(5, 6));
    EXPECT_FALSE(has_closed_tour(5, 5));
    EXPECT_FALSE(has_closed_tour(4, 10));
    EXPECT_FALSE(has_closed_tour(3, 8));
    EXPECT_FALSE(has_closed_tour(2, 10));
    EXPECT_TRUE(has_any_tour(1, 1));
    EXPECT_TRUE(has_any_tour(3, 4));
    EXPECT_TRUE(has_any_tour(4, 5));
    EXPECT_FALSE(has_any_tour(3, 6));
    EXPECT_FALSE(has_any_tour(4, 4));
    EXPECT_FALSE(has_any_tour(2, 7));
    EXPECT_NE(solve_detail::why_no_tour(Board(5, 5), true).value_or("").find("no closed tour exists on 5x5"), std::string::npos);
    EXPECT_FALSE(solve_detail::why_no_tour(Board(5, 5), false));
    EXPECT_FALSE(solve_detail::why_no_tour(Board(3, 4), false));
    EXPECT_TRUE(solve_detail::why_no_tour(Board(3, 4), true));
    EXPECT_TRUE(solve_detail::why_no_tour_from(Board(5, 5), false, Board(5, 5).square(0, 1)));
    EXPECT_FALSE(solve_detail::why_no_tour_from(Board(5, 5), false, Board(5, 5).square(0, 0)));
    // Removed squares: the colour count decides, as on a whole board.
    Board holed(6, 6);
    holed.set_removed(holed.square(0, 0), true);  // one square fewer of a1's colour
    EXPECT_NE(solve_detail::why_no_tour(holed, true).value_or("").find("as many of each"), std::string::npos);
    EXPECT_FALSE(solve_detail::why_no_tour(holed, false));
    EXPECT_NE(solve_detail::why_no_tour_from(holed, false, holed.square(0, 2)).value_or("").find("the other colour"),
              std::string::npos);
    EXPECT_FALSE(solve_detail::why_no_tour_from(holed, false, holed.square(0, 1)));
    holed.set_removed(holed.square(2, 2), true);  // two fewer
    EXPECT_NE(solve_detail::why_no_tour(holed, false).value_or("").find("no tour exists"), std::string::npos);
    BacktrackSolver search(holed, SolverOptions{});
    EXPECT_EQ(search.run(), SolverState::NoTour);  // at once, with no search
}

TEST(Warnsdorff, PlainConstructorStillWorks) {
    Board board(8, 8);
    WarnsdorffSolver solver(board, board.parse_square_or_throw("a1"));
    EXPECT_EQ(run_checked(solver, board, false), SolverState::Found);
    EXPECT_EQ(solver.tour()->squares.front(), 0);
}

TEST(Warnsdorff, EveryTieBreakOnSquareAndRectangularBoards) {
    for (auto [r, c] : {std::pair{8, 8}, {5, 5}, {6, 9}, {7, 12}, {20, 20}, {3, 7}}) {
        Board board(r, c);
        for (TieBreak tie : {TieBreak::First, TieBreak::Random, TieBreak::Pohl, TieBreak::Roth}) {
            SolverOptions o;
            o.tie_break = tie;
            o.seed = 7;
            o.max_retries = 20;
            WarnsdorffSolver solver(board, o);
            EXPECT_EQ(run_checked(solver, board, false), SolverState::Found) << r << "x" << c << " " << to_string(tie);
        }
    }
}

// Pohl's rule breaks a tie by the onward degrees around each tied square:
// on 8x8 from a1 it goes otherwise than the first tied square. (Under
// WebAssembly it once did not: its first best sum was 1L << 40 in a 32-bit long.)
TEST(Warnsdorff, PohlBreaksTiesOtherwiseThanFirst) {
    Board board(8, 8);
    std::vector<std::vector<Square>> tours;
    for (TieBreak tie : {TieBreak::First, TieBreak::Pohl}) {
        SolverOptions o;
        o.tie_break = tie;
        o.start = 0;
        WarnsdorffSolver solver(board, o);
        ASSERT_EQ(run_checked(solver, board, false), SolverState::Found) << to_string(tie);
        tours.push_back(solver.tour()->squares);
    }
    EXPECT_NE(tours[0], tours[1]);
}

TEST(Warnsdorff, ClosedModeFromChosenStarts) {
    for (auto [r, c] : {std::pair{8, 8}, {6, 6}, {10, 12}, {6, 5}}) {
        Board board(r, c);
        for (Square start : {Square{0}, Square(board.cell_count() / 2)}) {
            SolverOptions o = closed_options();
            o.start = start;
            o.max_retries = 2000;
            WarnsdorffSolver solver(board, o);
            EXPECT_EQ(run_checked(solver, board, true), SolverState::Found) << r << "x" << c;
            EXPECT_EQ(solver.tour()->squares.front(), start);
        }
    }
}

TEST(Warnsdorff, SnapshotShowsCandidatesWithTheirNumbers) {
    Board board(8, 8);
    WarnsdorffSolver solver(board, 0);
    solver.step();
    const auto snap = solver.snapshot();
    ASSERT_EQ(snap.candidates.size(), 2u);  // b3 and c2
    int chosen = 0;
    for (const auto& c : snap.candidates) {
        EXPECT_EQ(c.score, board.degree(c.square) - 1);
        chosen += c.chosen;
    }
    EXPECT_EQ(chosen, 1);
    EXPECT_EQ(snap.path.size(), 2u);
}

TEST(Backtrack, SixBySixClosedToursNumber9862) {
    Board board(6, 6);
    SolverOptions o = closed_options();
    o.enumerate_all = true;
    BacktrackSolver solver(board, o);
    EXPECT_EQ(solver.run(), SolverState::Found);
    EXPECT_EQ(solver.solutions(), 9862);
    const auto verdict = validate_tour(board, *solver.tour());
    EXPECT_EQ(verdict.kind, TourKind::Closed);
}

TEST(Backtrack, SmallCountsMatchTheReferenceFigures) {
    auto count = [](int r, int c, bool closed, bool order, bool prune) {
        SolverOptions o = closed_options(closed);
        o.enumerate_all = true;
        o.warnsdorff_order = order;
        o.prune = prune;
        BacktrackSolver solver(Board(r, c), o);
        solver.run();
        return solver.solutions();
    };
    EXPECT_EQ(count(5, 6, true, true, true), 8);
    EXPECT_EQ(count(6, 5, true, true, true), 8);
    EXPECT_EQ(count(3, 10, true, true, true), 16);
    EXPECT_EQ(count(5, 6, true, false, false), 8);   // improvements off: same answer
    EXPECT_EQ(count(5, 5, false, true, true), 1728);  // directed paths, A165134
    // Improvements off on open boards: same count as with them on.
    EXPECT_EQ(count(3, 4, false, false, false), count(3, 4, false, true, true));
    SolverOptions from_a1;
    from_a1.start = 0;
    from_a1.enumerate_all = true;
    BacktrackSolver pruned(Board(5, 5), from_a1);
    pruned.run();
    from_a1.prune = false;
    from_a1.warnsdorff_order = false;
    BacktrackSolver plain(Board(5, 5), from_a1);
    plain.run();
    EXPECT_EQ(pruned.solutions(), plain.solutions());
    EXPECT_GT(pruned.solutions(), 0);
}

TEST(Backtrack, FindsToursOnRectangularBoardsFromAStart) {
    for (auto [r, c] : {std::pair{5, 5}, {6, 6}, {5, 8}, {8, 8}, {7, 10}, {12, 12}}) {
        Board board(r, c);
        SolverOptions o;
        o.start = board.square(r / 2, c / 2 - ((r / 2 + c / 2) % 2));  // majority colour on odd boards
        BacktrackSolver solver(board, o);
        EXPECT_EQ(run_checked(solver, board, false), SolverState::Found) << r << "x" << c;
        EXPECT_EQ(solver.tour()->squares.front(), *o.start);
        if (has_closed_tour(r, c)) {
            SolverOptions oc = closed_options();
            oc.start = o.start;
            BacktrackSolver closed(board, oc);
            EXPECT_EQ(run_checked(closed, board, true), SolverState::Found) << r << "x" << c;
            EXPECT_EQ(closed.tour()->squares.front(), *o.start);
        }
    }
}

TEST(Backtrack, SnapshotHasDepthBacktracksAndPath) {
    Board board(6, 6);
    BacktrackSolver solver(board, closed_options());
    for (int i = 0; i < 200 && !is_finished(solver.state()); ++i) solver.step();
    const auto snap = solver.snapshot();
    EXPECT_EQ(snap.depth, static_cast<std::int64_t>(snap.path.size()));
    EXPECT_TRUE(validate_path(board, Tour{snap.path}).valid());
    EXPECT_GE(snap.steps, 1);
}

TEST(Backtrack, ExhaustsSmallImpossibleStarts) {
    // 3x4 has open tours, but not from every square: the search proves it.
    Board board(3, 4);
    int found = 0, none = 0;
    for (Square s = 0; s < board.cell_count(); ++s) {
        SolverOptions o;
        o.start = s;
        BacktrackSolver solver(board, o);
        const auto state = run_checked(solver, board, false);
        found += state == SolverState::Found;
        none += state == SolverState::NoTour;
    }
    EXPECT_EQ(found + none, 12);
    EXPECT_GT(found, 0);
    EXPECT_GT(none, 0);
}

TEST(Neural, FindsClosedToursOnSeveralBoards) {
    for (auto [r, c] : {std::pair{8, 8}, {6, 6}, {6, 8}, {10, 10}}) {
        Board board(r, c);
        for (std::uint64_t seed : {1u, 2u, 3u}) {
            SolverOptions o;
            o.seed = seed;
            o.start = board.square(1, 2);
            NeuralSolver solver(board, o);
            EXPECT_EQ(run_checked(solver, board, true), SolverState::Found) << r << "x" << c << " seed " << seed;
            EXPECT_EQ(solver.tour()->squares.front(), *o.start);
        }
    }
}

TEST(Neural, SnapshotShowsActiveEdgesAndDegrees) {
    Board board(8, 8);
    SolverOptions o;
    NeuralSolver solver(board, o);
    solver.step();
    const auto snap = solver.snapshot();
    EXPECT_EQ(snap.iteration, 1);
    ASSERT_EQ(snap.degrees.size(), 64u);
    std::size_t ends = 0;
    for (auto d : snap.degrees) ends += d;
    EXPECT_EQ(ends, 2 * snap.edges.size());
    for (auto [a, b] : snap.edges) EXPECT_TRUE(board.is_move(a, b));
}

// On 5x6 the network seeded with 1 settles into disjoint cycles on each of
// its first four attempts: it restarts exactly max_retries times, then gives up.
TEST(Neural, GivesUpAfterExactlyMaxRetries) {
    Board board(5, 6);
    using Case = std::pair<std::int64_t, std::string>;
    for (const auto& [max_retries, said] : {Case{0, "gave up after 0 restarts"}, Case{1, "gave up after 1 restart;"},
                                            Case{3, "gave up after 3 restarts"}}) {
        SolverOptions o;
        o.seed = 1;
        o.max_retries = max_retries;
        NeuralSolver solver(board, o);
        EXPECT_EQ(solver.run(), SolverState::GaveUp) << max_retries;
        const auto snap = solver.snapshot();
        EXPECT_EQ(snap.retries, max_retries);
        EXPECT_NE((snap.message + ";").find(said), std::string::npos) << snap.message;
    }
}

TEST(Divide, EveryBoardUpToTheSweepSize) {
    for (int r = 1; r <= kDivideSweep; ++r)
        for (int c = 1; c <= kDivideSweep; ++c) {
            Board board(r, c);
            DivideSolver solver(board, SolverOptions{});
            const bool closed = has_closed_tour(r, c);
            const bool any = has_any_tour(r, c);
            const auto state = run_checked(solver, board, closed);
            EXPECT_EQ(state, any ? SolverState::Found : SolverState::NoTour) << r << "x" << c << ": " << solver.snapshot().message;
        }
}

TEST(Divide, LargerBoards) {
#ifdef __EMSCRIPTEN__
    const std::vector<std::pair<int, int>> sizes{{100, 100}, {101, 103}, {64, 250}, {4, 500}, {3, 501}, {300, 7}};
#else
    const std::vector<std::pair<int, int>> sizes{{100, 100}, {101, 103}, {64, 250}, {4, 1000}, {1001, 4}, {3, 1001},
                                                 {1000, 999}, {999, 999}, {500, 7}, {8, 3000}};
#endif
    for (auto [r, c] : sizes) {
        Board board(r, c);
        DivideSolver solver(board, SolverOptions{});
        EXPECT_EQ(run_checked(solver, board, has_closed_tour(r, c)), SolverState::Found)
            << r << "x" << c << ": " << solver.snapshot().message;
    }
}

TEST(Divide, ThreeWideBoardsGetClosedToursOnDemand) {
    // 3 x n, n even >= 10: a stored base cycle plus spliced 3x4 blocks.
    for (int n : {20, 30, 100, 1000}) {
        Board board(3, n);
        DivideSolver solver(board, closed_options());
        EXPECT_EQ(run_checked(solver, board, true), SolverState::Found) << "3x" << n;
    }
}

TEST(Divide, StartSquareAndClosedDemand) {
    Board board(20, 30);
    SolverOptions o = closed_options();
    o.start = board.parse_square_or_throw("m7");
    DivideSolver solver(board, o);
    EXPECT_EQ(run_checked(solver, board, true), SolverState::Found);
    EXPECT_EQ(solver.tour()->squares.front(), *o.start);
    DivideSolver odd(Board(9, 9), closed_options());
    EXPECT_EQ(odd.state(), SolverState::NoTour);
    EXPECT_NE(odd.snapshot().message.find("no closed tour"), std::string::npos);
}

TEST(AllSolvers, SayNoTourFastOnImpossibleBoards) {
    for (const auto& name : solver_names())
        for (auto [r, c, closed] : {std::tuple{4, 4, false}, {3, 6, false}, {2, 9, false}, {4, 8, true}, {5, 5, true},
                                    {3, 8, true}, {1, 7, false}}) {
            if (name == "neural" && !closed) continue;  // the network only looks for closed tours
            Board board(r, c);
            auto solver = make_solver(name, board, closed_options(closed));
            const auto t0 = std::chrono::steady_clock::now();
            EXPECT_EQ(solver->run(), SolverState::NoTour) << name << " " << r << "x" << c;
            EXPECT_FALSE(solver->snapshot().message.empty());
            EXPECT_LT(std::chrono::steady_clock::now() - t0, std::chrono::seconds(1));
        }
    // An odd board's tours start on a1's colour.
    SolverOptions o;
    o.start = Board(5, 5).parse_square_or_throw("b1");
    EXPECT_EQ(make_solver("backtrack", Board(5, 5), o)->run(), SolverState::NoTour);
    EXPECT_EQ(make_solver("warnsdorff", Board(5, 5), o)->run(), SolverState::NoTour);
}

TEST(Factory, BuildsEachSolverAndRejectsUnknownNames) {
    Board board(6, 6);
    for (const auto& name : solver_names()) {
        auto solver = make_solver(name, board, closed_options());
        EXPECT_EQ(solver->name(), name);
        EXPECT_EQ(run_checked(*solver, board, true), SolverState::Found) << name;
    }
    EXPECT_THROW(make_solver("genetic", board, {}), BoardError);
    SolverOptions off;
    off.start = 99;
    EXPECT_THROW(make_solver("warnsdorff", board, off), BoardError);
}

TEST(AllSolvers, CancelFromAnotherThread) {
    struct Case {
        std::string name;
        Board board;
        SolverOptions options;
    };
    SolverOptions enumerate = closed_options();
    enumerate.enumerate_all = true;  // 8x8 closed tours: never ends in a test
    SolverOptions forever;
    forever.max_retries = 1'000'000'000;
    forever.closed = true;
    std::vector<Case> cases{{"backtrack", Board(8, 8), enumerate},
                            {"neural", Board(40, 40), forever},
                            {"warnsdorff", Board(7, 7), forever}};  // 7x7 closed: none, but theorem says so at once
    for (auto& c : cases) {
        auto solver = make_solver(c.name, c.board, c.options);
        std::thread worker([&] { solver->run(); });
        std::this_thread::sleep_for(std::chrono::milliseconds(30));
        solver->cancel();
        worker.join();  // returns: nothing keeps running
        EXPECT_TRUE(is_finished(solver->state())) << c.name;
        if (c.name != "warnsdorff") EXPECT_EQ(solver->state(), SolverState::Cancelled) << c.name;
    }
}

}  // namespace
}  // namespace kt
