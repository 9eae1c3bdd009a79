// PackedPlaces: the tour table's places in as many bits as their limit
// needs, each read back as set, the last one too, when threads set runs of
// them together.
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "core/in_threads.h"
#include "rank/packed_places.h"  // internal: the tour table's forward pass

namespace {

void expect_round_trip(std::size_t n, std::size_t limit, int width) {
    kt::PackedPlaces places;
    places.resize(n, limit);
    ASSERT_EQ(places.size(), n);
    ASSERT_EQ(places.width(), width);
    EXPECT_EQ(places.bytes(), ((n * static_cast<std::size_t>(width) + 63) / 64 + 1) * 8);
    const auto value = [&](std::size_t j) {
        return static_cast<std::uint32_t>(j % 7 == 0 ? limit - 1 : (j * 2654435761u) % limit);
    };
    // Three threads, each a run from a multiple of 64 to the next run's start.
    const std::size_t runs = 3, step = (n / runs + 63) / 64 * 64;
    kt::in_threads(static_cast<int>(runs), [&](int t) {
        const std::size_t from = std::min(n, step * static_cast<std::size_t>(t));
        const std::size_t to = t + 1 == static_cast<int>(runs) ? n : std::min(n, from + step);
        kt::PackedPlaces::Run run(places, from);
        for (std::size_t j = from; j < to; ++j) run.put(value(j));
    });
    for (std::size_t j = 0; j < n; ++j) ASSERT_EQ(places[j], value(j)) << j << " width " << width;
}

TEST(PackedPlaces, EachWidthFromOneBitToThirtyTwo) {
    for (int width = 1; width <= 32; ++width) {
        const std::uint64_t limit = std::uint64_t(1) << width;
        if (limit <= SIZE_MAX) expect_round_trip(10007, static_cast<std::size_t>(limit), width);  // (not 2^32 in WebAssembly)
        if (width > 1) expect_round_trip(1000, static_cast<std::size_t>(limit / 2 + 1), width);
    }
}

TEST(PackedPlaces, NoPlacesAndOnePossiblePlaceTakeOneBit) {
    expect_round_trip(0, 0, 1);
    expect_round_trip(130, 1, 1);
}

TEST(PackedPlaces, AFifthLessThanFourBytesForAHundredMillionStates) {
    kt::PackedPlaces places;
    places.resize(1000, 100'000'000);
    EXPECT_EQ(places.width(), 27);
    EXPECT_LT(places.bytes(), 1000 * 4 * 27 / 32 + 16);
}

}  // namespace
