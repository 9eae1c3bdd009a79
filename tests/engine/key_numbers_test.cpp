// KeyNumbers: numbers keys in the order they are first met, growing past
// its room; clear() forgets the keys but keeps the arrays for the next set
// (the tour table's build numbers one hash part after another with one).
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "count/key_numbers.h"  // internal: shared by the periodic sweep and the tour table

namespace {

using kt::frontier::KeyNumbers;

std::vector<std::uint32_t> number(KeyNumbers<std::uint64_t>& set, const std::vector<std::uint64_t>& keys) {
    std::vector<std::uint32_t> out(keys.size());
    set.number_all(keys.data(), keys.size(), out.data());
    return out;
}

TEST(KeyNumbers, NumbersKeysInTheOrderFirstMet) {
    KeyNumbers<std::uint64_t> set;
    set.make_room(2);
    EXPECT_EQ(number(set, {40, 7, 40, 12, 7, 7, 0}), (std::vector<std::uint32_t>{0, 1, 0, 2, 1, 1, 3}));
    ASSERT_EQ(set.size(), 4u);
    EXPECT_EQ(std::vector<std::uint64_t>(set.keys(), set.keys() + set.size()),
              (std::vector<std::uint64_t>{40, 7, 12, 0}));
}

TEST(KeyNumbers, GrowsPastItsRoomAndKeepsEveryNumber) {
    KeyNumbers<std::uint64_t> set;
    set.make_room(16);
    std::vector<std::uint64_t> keys;
    for (std::uint64_t k = 0; k < 50000; ++k) keys.push_back(k * 2654435761u % 20011);  // 20011 distinct, repeated
    const auto numbers = number(set, keys);
    ASSERT_EQ(set.size(), 20011u);
    for (std::size_t i = 0; i < keys.size(); ++i) ASSERT_EQ(set.key(numbers[i]), keys[i]) << i;
}

TEST(KeyNumbers, ClearForgetsTheKeysAndNumbersAfreshFromZero) {
    KeyNumbers<std::uint64_t> set;
    set.make_room(100);
    number(set, {5, 6, 7});
    set.clear();
    EXPECT_EQ(set.size(), 0u);
    EXPECT_EQ(number(set, {7, 9, 7}), (std::vector<std::uint32_t>{0, 1, 0}));
    EXPECT_EQ(set.size(), 2u);
}

}  // namespace
