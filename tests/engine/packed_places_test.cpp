// PackedPlaces: the tour table's places in 3 bytes below 2^24, else 4,
// each read back as set, the last one too, when threads set them together.
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "core/in_threads.h"
#include "rank/packed_places.h"  // internal: the tour table's forward pass

namespace {

void expect_round_trip(std::size_t limit, std::size_t expected_bytes) {
    constexpr std::size_t n = 100000;
    kt::PackedPlaces places;
    places.resize(n, limit);
    ASSERT_EQ(places.size(), n);
    EXPECT_EQ(places.bytes(), expected_bytes);
    const auto value = [&](std::size_t j) { return static_cast<std::uint32_t>((j * 2654435761u) % limit); };
    kt::in_threads(3, [&](int t) {
        for (std::size_t j = static_cast<std::size_t>(t); j < n; j += 3) places.set(j, value(j));
    });
    for (std::size_t j = 0; j < n; ++j) ASSERT_EQ(places[j], value(j)) << j;
}

TEST(PackedPlaces, ThreeBytesBelowTwoToThe24) { expect_round_trip(std::size_t(1) << 24, 100000 * 3 + 1); }

TEST(PackedPlaces, FourBytesFromThere) { expect_round_trip((std::size_t(1) << 24) + 1, 100000 * 4 + 1); }

TEST(PackedPlaces, LargestPlaceOfEachWidth) {
    kt::PackedPlaces places;
    places.resize(2, std::size_t(1) << 24);
    places.set(0, 0xFFFFFF);
    places.set(1, 0xFFFFFF);
    EXPECT_EQ(places[0], 0xFFFFFFu);
    EXPECT_EQ(places[1], 0xFFFFFFu);
    places.resize(1, (std::size_t(1) << 24) + 1);  // 4 bytes
    places.set(0, 0xFFFFFFFF);
    EXPECT_EQ(places[0], 0xFFFFFFFFu);
}

}  // namespace
