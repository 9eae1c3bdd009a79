// The memo's order (--order subchains): Jaeger's classes, then search order.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "count/subchain_counter.h"
#include "engine.h"
#include "rank/subchain_order.h"
#include "rank/chain_tours.h"

namespace kt {
namespace {

// A closed tour as its set of links, whatever its start and direction.
std::vector<std::pair<Square, Square>> links_of(const Tour& t) {
    std::vector<std::pair<Square, Square>> links;
    for (std::size_t i = 0; i < t.size(); ++i) {
        const Square a = t.squares[i], b = t.squares[(i + 1) % t.size()];
        links.emplace_back(std::min(a, b), std::max(a, b));
    }
    std::sort(links.begin(), links.end());
    return links;
}

TEST(SubchainOrder, SearchOrderCountsAgreeWithTheSubchainCounter) {
    const subchains::SubchainClasses classes(Board(6, 6));
    for (std::size_t i = 0; i < classes.class_count(); ++i) {
        const std::uint64_t found = ChainTours(Board(6, 6), classes.representative(i)).each([](const auto&) { return true; });
        EXPECT_EQ(found, subchains::count_class(classes, i).result.count) << "class " << i;
    }
}

TEST(SubchainOrder, EveryIndexOn6x6GivesEveryTourOnce) {
    const Board board(6, 6);
    const SubchainOrder order(board);
    ASSERT_TRUE(order.count() == 9862);
    std::set<std::vector<std::pair<Square, Square>>> seen;
    for (u128 k = 1; k <= order.count(); ++k) {
        const Tour t = order.unrank(k);
        const TourVerdict v = validate_tour(board, t);
        ASSERT_TRUE(v.valid() && v.kind == TourKind::Closed) << "index " << to_decimal(k);
        EXPECT_TRUE(seen.insert(links_of(t)).second) << "index " << to_decimal(k) << " repeats a tour";
        if (k % 7 == 0) {  // rank from another start and direction
            Tour turned = t;
            std::rotate(turned.squares.begin(), turned.squares.begin() + 5, turned.squares.end());
            std::reverse(turned.squares.begin(), turned.squares.end());
            EXPECT_TRUE(order.rank(turned) == k) << "index " << to_decimal(k);
        }
    }
    EXPECT_EQ(seen.size(), 9862u);
}

TEST(SubchainOrder, ClassesComeInIndexOrder) {
    const SubchainOrder order(Board(6, 6));
    u128 first = 1;  // of class i
    for (std::size_t i = 0; i < order.class_count(); ++i) {
        const u128 n = order.class_tours(i);
        if (n > 0 && i % 13 == 0) {
            EXPECT_EQ(order.class_of(order.unrank(first)), i);
            EXPECT_EQ(order.class_of(order.unrank(first + n - 1)), i);
        }
        first += n;
    }
    EXPECT_TRUE(first == order.count() + 1);
}

TEST(SubchainOrder, BadInputIsRefusedWithAReason) {
    EXPECT_THROW(SubchainOrder(Board(4, 8)), RankError);  // no corner chains on a side of 4
    EXPECT_THROW(SubchainOrder(Board(8, 8)), RankError);  // every class counted first: days
    const SubchainOrder order(Board(6, 6));
    EXPECT_THROW(order.unrank(0), RankError);
    EXPECT_THROW(order.unrank(9863), RankError);
    EXPECT_THROW(order.unrank(BigUint(~u128(0)) + 2), RankError);  // its low 128 bits are 1, a tour's number
    EXPECT_THROW(order.rank(Tour{{0, 13}}), RankError);
    Tour open = order.unrank(1);  // cut open between two squares that are not a move apart
    std::rotate(open.squares.begin(), open.squares.begin() + 1, open.squares.end());
    std::swap(open.squares[0], open.squares[1]);
    EXPECT_THROW(order.rank(open), RankError);
}

}  // namespace
}  // namespace kt
