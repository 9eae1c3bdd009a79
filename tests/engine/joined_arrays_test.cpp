// JoinedArrays: a few arrays read and written as one list, item by item
// and in pieces, empty arrays among them.
#include <gtest/gtest.h>

#include <cstddef>
#include <utility>
#include <vector>

#include "core/joined_arrays.h"  // internal: the tour table's forward pass

namespace {

TEST(JoinedArrays, ItemsAreTheArraysEndToEnd) {
    std::vector<int> a{0, 1, 2}, b, c{3}, d{4, 5, 6, 7};
    kt::JoinedArrays<int> all;
    for (auto* v : {&a, &b, &c, &d}) all.add(v->data(), v->size());
    ASSERT_EQ(all.size(), 8u);
    for (std::size_t i = 0; i < all.size(); ++i) EXPECT_EQ(all[i], static_cast<int>(i));
    all[4] = 40;
    EXPECT_EQ(d[0], 40);
}

TEST(JoinedArrays, PiecesCoverARangeArrayByArray) {
    std::vector<int> a{0, 1, 2}, b, c{3}, d{4, 5, 6, 7};
    kt::JoinedArrays<int> all;
    for (auto* v : {&a, &b, &c, &d}) all.add(v->data(), v->size());
    std::vector<std::pair<std::size_t, std::size_t>> pieces;
    std::vector<int> seen;
    all.pieces(1, 6, [&](int* items, std::size_t first, std::size_t n) {
        pieces.emplace_back(first, n);
        seen.insert(seen.end(), items, items + n);
    });
    EXPECT_EQ(pieces, (std::vector<std::pair<std::size_t, std::size_t>>{{1, 2}, {3, 1}, {4, 2}}));
    EXPECT_EQ(seen, (std::vector<int>{1, 2, 3, 4, 5}));
    int calls = 0;
    all.pieces(5, 5, [&](int*, std::size_t, std::size_t) { ++calls; });
    EXPECT_EQ(calls, 0);
}

}  // namespace
