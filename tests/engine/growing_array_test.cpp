// GrowingArray: the tour table's per-thread successors, grown in place.
// Items survive every growth, reserve keeps them, clear keeps the room,
// release gives it back, a move hands the items over, and room() takes
// items written in place; natively it never moves.
#include <gtest/gtest.h>

#include <cstdint>
#include <utility>

#include "core/growing_array.h"

namespace {

TEST(GrowingArray, ItemsSurviveEveryGrowth) {
    kt::GrowingArray<std::uint64_t> a;
    constexpr std::size_t n = 3'000'000;  // past a dozen growths from the first 1,024
    for (std::size_t i = 0; i < n; ++i) a.push_back(i * 0x9E3779B97F4A7C15ULL);
    ASSERT_EQ(a.size(), n);
    EXPECT_GE(a.capacity(), n);
    for (std::size_t i = 0; i < n; ++i) ASSERT_EQ(a[i], i * 0x9E3779B97F4A7C15ULL) << i;
    std::size_t seen = 0;
    for (std::uint64_t v : a) seen += v == seen * 0x9E3779B97F4A7C15ULL;
    EXPECT_EQ(seen, n);
}

#ifndef __EMSCRIPTEN__
// Natively it grows where it is: its pages keep their addresses, so none
// is written afresh (growing_array.h).
TEST(GrowingArray, GrowsWhereItIs) {
    kt::GrowingArray<std::uint64_t> a;
    a.push_back(1);
    const std::uint64_t* at = a.data();
    a.reserve(std::size_t(1) << 27);  // 1 GB, no page of it written
    EXPECT_EQ(a.data(), at);
    for (std::size_t i = 1; i < 5'000'000; ++i) a.push_back(i);
    EXPECT_EQ(a.data(), at);
    EXPECT_EQ(a[4'999'999], 4'999'999u);
}

// Past its first 32 MB it asks for huge pages when populated (what the
// system grants is its own affair): the items are the same either side of
// that line, a moved array keeps them and what was asked, and a released
// one asks again for its next run.
TEST(GrowingArray, PopulatedPastItsSmallPages) {
    constexpr std::size_t n = std::size_t(48) << 17;  // 48 MB of items
    kt::GrowingArray<std::uint64_t> a;
    a.reserve(n);
    a.populate(n);
    for (std::size_t i = 0; i < n; ++i) a.push_back(i ^ 0x5555);
    kt::GrowingArray<std::uint64_t> b(std::move(a));
    b.populate(n);
    for (std::size_t i = 0; i < n; i += 4099) ASSERT_EQ(b[i], i ^ 0x5555) << i;
    EXPECT_EQ(b[n - 1], (n - 1) ^ 0x5555);
    b.release();
    b.reserve(1000);
    b.populate(1000);
    b.push_back(3);
    EXPECT_EQ(b[0], 3u);
}
#endif

TEST(GrowingArray, ReserveKeepsTheItemsAndClearKeepsTheRoom) {
    kt::GrowingArray<std::uint32_t> a;
    for (std::uint32_t i = 0; i < 5000; ++i) a.push_back(i);
    a.reserve(1'000'000);
    EXPECT_GE(a.capacity(), 1'000'000u);
    for (std::uint32_t i = 0; i < 5000; ++i) ASSERT_EQ(a[i], i);
    a.reserve(10);  // never shrinks
    EXPECT_GE(a.capacity(), 1'000'000u);
    a.clear();
    EXPECT_EQ(a.size(), 0u);
    EXPECT_GE(a.capacity(), 1'000'000u);
    a.push_back(7);
    EXPECT_EQ(a[0], 7u);
}

TEST(GrowingArray, RoomIsWrittenThenAdded) {
    kt::GrowingArray<std::uint64_t> a;
    for (std::uint64_t i = 0; i < 5000; ++i) a.push_back(i);
    std::uint64_t* room = a.room(3000);  // past the capacity: grows, keeping the items
    EXPECT_GE(a.capacity(), 8000u);
    EXPECT_EQ(a.size(), 5000u);
    for (std::uint64_t i = 0; i < 2000; ++i) room[i] = 5000 + i;  // fewer than the room asked for
    a.add(2000);
    a.populate(1'000'000);  // no more than it holds
    ASSERT_EQ(a.size(), 7000u);
    for (std::uint64_t i = 0; i < 7000; ++i) ASSERT_EQ(a[i], i) << i;
}

TEST(GrowingArray, ReleaseAndMove) {
    kt::GrowingArray<std::uint64_t> a;
    for (std::uint64_t i = 0; i < 2000; ++i) a.push_back(i);
    kt::GrowingArray<std::uint64_t> b(std::move(a));
    EXPECT_EQ(a.size(), 0u);
    EXPECT_EQ(a.capacity(), 0u);
    ASSERT_EQ(b.size(), 2000u);
    EXPECT_EQ(b[1999], 1999u);
    a = std::move(b);
    EXPECT_EQ(a[1000], 1000u);
    a.release();
    EXPECT_EQ(a.size(), 0u);
    EXPECT_EQ(a.capacity(), 0u);
    a.push_back(3);  // usable again
    EXPECT_EQ(a[0], 3u);
}

}  // namespace
