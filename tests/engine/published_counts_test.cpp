// The published counts table: every row the frontier counter can reach in a
// test's time is counted again, and lookups find rows in either orientation.
#include <gtest/gtest.h>

#include "engine.h"
#include "count/frontier_counter.h"

namespace kt {

TEST(PublishedCounts, SmallRowsAreCountedAgain) {
    int checked = 0;
    for (const PublishedCount& p : kPublishedCounts) {
        if (p.rows * p.cols > 36) continue;
        CountOptions o;
        o.kind = p.kind;
        o.directed = p.directed;
        FrontierCounter counter(Board(p.rows, p.cols), o);
        const CountResult r = counter.run();
        ASSERT_EQ(r.state, CountState::Done) << r.message;
        EXPECT_EQ(to_decimal(r.count), p.decimal) << p.rows << "x" << p.cols << " " << to_string(p.kind);
        ++checked;
    }
    EXPECT_GE(checked, 5);
}

TEST(PublishedCounts, LookupTakesEitherOrientationAndTheKind) {
    ASSERT_TRUE(published_count(8, 8, CountKind::Closed, false).has_value());
    EXPECT_EQ(published_count(8, 8, CountKind::Closed, false)->decimal, "13267364410532");
    EXPECT_EQ(published_count(10, 3, CountKind::Closed, false)->decimal, "16");
    EXPECT_EQ(published_count(6, 6, CountKind::Paths, true)->decimal, "6637920");
    EXPECT_FALSE(published_count(6, 6, CountKind::Paths, false).has_value());
    EXPECT_FALSE(published_count(7, 7, CountKind::Closed, false).has_value());
}

}  // namespace kt
