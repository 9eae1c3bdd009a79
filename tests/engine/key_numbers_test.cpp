// KeyNumbers: numbers keys in the order they are first met, growing past
// its room; clear_for() forgets the keys but keeps the arrays for the next
// set (the tour table's build numbers one hash part after another with one).
// The periodic sweep's phases share one index (give_index) and number a few
// new keys with none (number_few), with the numbers number_all gives; the
// tour table numbers keys over their own array (number_into).
#include <gtest/gtest.h>

#include <cstdint>
#include <optional>
#include <unordered_map>
#include <utility>
#include <vector>

#include "count/frontier_slots.h"  // internal: hash_key
#include "count/key_numbers.h"     // internal: shared by the periodic sweep and the tour table

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

// Two keys whose hashes agree in the 32 bits a slot keeps and in the bits
// that pick the home slot of a 64-slot index: found by search, as a hash
// is made to be hard to run backwards.
std::pair<std::uint64_t, std::uint64_t> twins_in_64_slots() {
    std::unordered_map<std::uint64_t, std::uint64_t> seen;
    for (std::uint64_t k = 1;; ++k) {
        const std::uint64_t h = kt::frontier::hash_key(k);
        const auto [at, fresh] = seen.emplace((h >> 32) << 6 | (h & 63), k);
        if (!fresh) return {at->second, k};
    }
}

// A slot keeps a key's number and part of its hash, not the key: keys
// that agree in that part, and so probe the same slots, still get numbers
// of their own, where the keys are kept here and where they are written
// to an array of the caller's.
TEST(KeyNumbers, KeysAlikeInTheirSlotsBitsStillGetNumbersOfTheirOwn) {
    const auto [a, b] = twins_in_64_slots();
    ASSERT_NE(a, b);
    KeyNumbers<std::uint64_t> set;
    set.make_room(2);
    EXPECT_EQ(number(set, {a, b, a, b, 7}), (std::vector<std::uint32_t>{0, 1, 0, 1, 2}));
    EXPECT_EQ(set.number_of(b), std::optional<std::uint32_t>(1));
    KeyNumbers<std::uint64_t> into;
    into.clear_for(2, 2);
    std::vector<std::uint64_t> keys{b, a, b, a};
    std::vector<std::uint32_t> got(keys.size());
    EXPECT_EQ(into.number_into(keys.data(), keys.size(), got.data(), keys.data(), 0), 2u);
    EXPECT_EQ(got, (std::vector<std::uint32_t>{0, 1, 0, 1}));
}

TEST(KeyNumbers, ClearForForgetsTheKeysAndNumbersAfreshFromZero) {
    KeyNumbers<std::uint64_t> set;
    set.make_room(100);
    number(set, {5, 6, 7});
    set.clear_for(2, 100);
    EXPECT_EQ(set.size(), 0u);
    EXPECT_EQ(number(set, {7, 9, 7}), (std::vector<std::uint32_t>{0, 1, 0}));
    EXPECT_EQ(set.size(), 2u);
}

// Set after set, each numbered over its own array with too little room
// guessed: the numbers number_all gives, the table growing within the room
// clear_for keeps, in the same array.
TEST(KeyNumbers, ClearForGrowsWithinTheRoomItKeeps) {
    KeyNumbers<std::uint64_t> set;
    std::size_t bytes = 0;
    for (std::uint64_t round = 1; round <= 3; ++round) {
        std::vector<std::uint64_t> keys;
        for (std::uint64_t k = 0; k < 30000; ++k) keys.push_back(k * 2654435761u % (9000 * round) + round);
        KeyNumbers<std::uint64_t> all;
        const auto want = number(all, keys);
        set.clear_for(16, keys.size());
        std::vector<std::uint32_t> got(keys.size());
        const std::size_t made = set.number_into(keys.data(), keys.size(), got.data(), keys.data(), 0);
        EXPECT_EQ(got, want) << round;
        EXPECT_EQ(made, all.size()) << round;
        if (round == 1) bytes = set.bytes();
        EXPECT_EQ(set.bytes(), bytes) << round;
    }
}

// The tour table numbers a hash part over its own successors, in pieces,
// the table growing on the way: the same numbers as number_all, and the
// new keys at the array's start, in number order.
TEST(KeyNumbers, NumberIntoTheKeysOwnArrayGivesWhatNumberAllGives) {
    std::vector<std::uint64_t> keys;
    for (std::uint64_t k = 0; k < 50000; ++k) keys.push_back(k * 2654435761u % 20011);
    KeyNumbers<std::uint64_t> all, into;
    const auto want = number(all, keys);
    into.make_index_room(16);
    std::vector<std::uint32_t> got(keys.size());
    const std::size_t half = keys.size() / 2;
    std::size_t made = into.number_into(keys.data(), half, got.data(), keys.data(), 0);
    made = into.number_into(keys.data() + half, keys.size() - half, got.data() + half, keys.data(), made);
    EXPECT_EQ(got, want);
    ASSERT_EQ(made, all.size());
    EXPECT_EQ(std::vector<std::uint64_t>(keys.begin(), keys.begin() + static_cast<std::ptrdiff_t>(made)),
              std::vector<std::uint64_t>(all.keys(), all.keys() + all.size()));
}

TEST(KeyNumbers, NumberFewGivesWhatNumberAllGivesWithNoIndex) {
    const std::vector<std::uint64_t> held{40, 7, 12, 0, 99};
    const std::vector<std::uint64_t> asked{12, 5, 99, 5, 1000, 40, 1000};
    KeyNumbers<std::uint64_t> indexed, bare;
    number(indexed, held);
    number(bare, held);
    bare.release_index();
    ASSERT_FALSE(bare.indexed());
    std::vector<std::uint32_t> few(asked.size());
    bare.number_few(asked.data(), asked.size(), few.data());
    EXPECT_EQ(few, number(indexed, asked));
    EXPECT_EQ(few, (std::vector<std::uint32_t>{2, 5, 4, 5, 6, 0, 6}));
    EXPECT_EQ(std::vector<std::uint64_t>(bare.keys(), bare.keys() + bare.size()),
              std::vector<std::uint64_t>(indexed.keys(), indexed.keys() + indexed.size()));
}

TEST(KeyNumbers, AnIndexGivenAwayIsRebuiltForTheKeysOfItsNewHolder) {
    KeyNumbers<std::uint64_t> a, b;
    number(a, {1, 2, 3});
    number(b, {30, 20});
    b.release_index();
    a.give_index(b);
    EXPECT_FALSE(a.indexed());
    ASSERT_TRUE(b.indexed());
    EXPECT_EQ(number(b, {20, 10, 30}), (std::vector<std::uint32_t>{1, 2, 0}));  // keeps its keys' numbers
    std::vector<std::uint64_t> many;
    for (std::uint64_t k = 0; k < 1000; ++k) many.push_back(k + 100);
    b.give_index(a);  // a has room for 3 keys and then grows
    const auto numbers = number(a, many);
    EXPECT_EQ(numbers.front(), 3u);
    EXPECT_EQ(number(a, {3, 2, 1}), (std::vector<std::uint32_t>{2, 1, 0}));
    EXPECT_EQ(a.size(), 1003u);
}

}  // namespace
