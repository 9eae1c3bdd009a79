// The front door for tour numbers: either order through one call, with the
// subchain order's rule (closed tours, undirected), indices past 2^128, and
// seeded uniform draws in range.
#include <gtest/gtest.h>

#include "engine.h"
#include "rank/subchain_order.h"
#include "rank/tour_rank.h"

namespace kt {
namespace {

TEST(TourNumbering, CanonicalOrderIsTheRankers) {
    const TourNumbering numbering(Board(6, 6), CountKind::Closed, false);
    const TourRanker ranker(Board(6, 6), CountKind::Closed, false);
    ASSERT_EQ(to_decimal(numbering.count()), "9862");
    for (u128 k : {u128(1), u128(4321), u128(9862)}) {
        EXPECT_EQ(numbering.unrank(k).squares, ranker.unrank(k).squares);
        EXPECT_TRUE(numbering.rank(ranker.unrank(k)) == k);
    }
    EXPECT_GT(numbering.stats().states, 0u);
}

TEST(TourNumbering, SubchainOrderIsTheMemos) {
    const TourNumbering numbering(Board(6, 6), CountKind::Closed, false, NumberOrder::Subchains);
    const SubchainOrder memo(Board(6, 6));
    ASSERT_EQ(to_decimal(numbering.count()), "9862");
    const Tour t = numbering.unrank(4321);
    EXPECT_EQ(t.squares, memo.unrank(4321).squares);
    EXPECT_EQ(to_decimal(numbering.rank(t)), "4321");
    // A canonical tour of another number: the two orders differ.
    EXPECT_NE(t.squares, TourNumbering(Board(6, 6), CountKind::Closed, false).unrank(4321).squares);
    try {
        numbering.unrank(BigUint(~u128(0)) + 2);
        FAIL() << "an index past 2^128 was taken";
    } catch (const RankError& e) {
        EXPECT_NE(std::string(e.what()).find("index 340282366920938463463374607431768211457 is out of range"),
                  std::string::npos) << e.what();
    }
}

TEST(TourNumbering, SubchainOrderTakesClosedUndirectedToursOnly) {
    for (const auto& [kind, directed] : {std::pair{CountKind::Paths, false}, std::pair{CountKind::Closed, true}}) {
        try {
            TourNumbering(Board(6, 6), kind, directed, NumberOrder::Subchains);
            FAIL() << "the subchain order took " << to_string(kind) << (directed ? " directed" : "");
        } catch (const RankError& e) {
            EXPECT_NE(std::string(e.what()).find("closed tours, undirected"), std::string::npos) << e.what();
        }
    }
}

TEST(TourNumbering, DrawsAreSeededAndInRange) {
    const TourNumbering wide(Board(3, 100), CountKind::Closed, false);
    SplitMix64 a(11), b(11);
    bool past_128 = false;
    for (int i = 0; i < 50; ++i) {
        const BigUint k = wide.draw(a);
        EXPECT_TRUE(k == wide.draw(b));
        EXPECT_TRUE(BigUint(1) <= k && k <= wide.count()) << to_decimal(k);
        past_128 |= !k.fits128();
    }
    EXPECT_TRUE(past_128);  // N is about 2^152: nearly every draw is past 2^128
    const TourNumbering none(Board(3, 3), CountKind::Closed, false);
    SplitMix64 rng(1);
    EXPECT_THROW(none.draw(rng), RankError);
}

TEST(TourNumbering, OrdersByName) {
    EXPECT_EQ(number_order_named("canonical"), NumberOrder::Canonical);
    EXPECT_EQ(number_order_named("subchains"), NumberOrder::Subchains);
    EXPECT_FALSE(number_order_named("jaeger"));
}

}  // namespace
}  // namespace kt
