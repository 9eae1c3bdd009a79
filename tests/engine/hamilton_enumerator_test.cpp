// The closed-tour enumerator against published counts and the frontier counter.
#include <gtest/gtest.h>

#include "engine.h"
#include "count/frontier_counter.h"
#include "solve/hamilton_enumerator.h"

namespace kt {
namespace {

std::int64_t enumerate(const Board& board) {
    HamiltonEnumerator e(board);
    EXPECT_TRUE(is_finished(e.run()));
    return e.solutions();
}

std::int64_t frontier_closed(const Board& board) {
    CountOptions o;
    FrontierCounter counter(board, o);
    const CountResult r = counter.run();
    EXPECT_EQ(r.state, CountState::Done);
    return static_cast<std::int64_t>(r.count);
}

TEST(HamiltonEnumerator, PublishedClosedCounts) {
    EXPECT_EQ(enumerate(Board(6, 6)), 9862);  // OEIS A001230
    EXPECT_EQ(enumerate(Board(3, 10)), 16);
    EXPECT_EQ(enumerate(Board(5, 6)), 8);
    EXPECT_EQ(enumerate(Board(4, 4)), 0);
    EXPECT_EQ(enumerate(Board(5, 5)), 0);
}

TEST(HamiltonEnumerator, AgreesWithTheFrontierCounter) {
    for (int r = 1; r <= 5; ++r)
        for (int c = r; c <= 8; ++c)
            if (r * c <= 40) EXPECT_EQ(enumerate(Board(r, c)), frontier_closed(Board(r, c))) << r << "x" << c;
    for (const Leaper& lp : {Leaper{1, 1}, Leaper{0, 1}, Leaper{1, 3}, Leaper{2, 3}})
        for (int r = 2; r <= 5; ++r)
            EXPECT_EQ(enumerate(Board(r, 6, lp)), frontier_closed(Board(r, 6, lp))) << r << "x6 (" << lp.a << "," << lp.b << ")";
    Board holed(6, 6);
    holed.set_removed(holed.square(2, 2), true);
    holed.set_removed(holed.square(3, 3), true);
    EXPECT_EQ(enumerate(holed), frontier_closed(holed));
}

TEST(HamiltonEnumerator, BacktrackAllUsesItForClosedTours) {
    SolverOptions o;
    o.closed = true;
    o.enumerate_all = true;
    auto solver = make_solver("backtrack", Board(6, 6), o);
    EXPECT_EQ(solver->run(), SolverState::Found);
    EXPECT_EQ(solver->snapshot().solutions, 9862);
    auto none = make_solver("backtrack", Board(4, 4), o);
    EXPECT_EQ(none->run(), SolverState::NoTour);
}

TEST(HamiltonEnumerator, TooLargeBoardIsRefused) { EXPECT_THROW(HamiltonEnumerator(Board(9, 9)), BoardError); }

}  // namespace
}  // namespace kt
