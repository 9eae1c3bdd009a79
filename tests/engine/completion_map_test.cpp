// CompletionMap::of_live: a layer's live states and their completion
// counts, placed by several threads, each in its own run of the slots. Every
// live key is found with its count and no dead or absent key is, whether
// the keys come in order of their hashes (as a layer lists them) or not
// (then most are placed after, by one thread), and for any number of threads.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <vector>

#include "core/thread_team.h"
#include "count/frontier_slots.h"
#include "rank/completion_map.h"  // internal: the tour table's layers

namespace {

using Map = kt::CompletionMap<std::uint64_t, std::uint64_t>;

struct Layer {
    std::vector<std::uint64_t> keys, counts;
};

// 200,000 distinct keys, every third dead (count 0).
Layer layer(bool by_hash) {
    Layer l;
    for (std::uint64_t i = 0; i < 200000; ++i) l.keys.push_back(i * 0x9E3779B97F4A7C15ULL + 12345);
    if (by_hash)
        std::sort(l.keys.begin(), l.keys.end(),
                  [](std::uint64_t a, std::uint64_t b) { return kt::frontier::hash_key(a) < kt::frontier::hash_key(b); });
    for (std::size_t i = 0; i < l.keys.size(); ++i) l.counts.push_back(i % 3 == 0 ? 0 : i + 1);
    return l;
}

void expect_exact(const Layer& l, const Map& map) {
    ASSERT_EQ(map.size(), l.keys.size() - (l.keys.size() + 2) / 3);
    for (std::size_t i = 0; i < l.keys.size(); ++i) {
        const auto found = map.find(l.keys[i]);
        if (l.counts[i] == 0) {
            ASSERT_FALSE(found) << i;
        } else {
            ASSERT_TRUE(found) << i;
            ASSERT_EQ(*found, l.counts[i]) << i;
        }
    }
    EXPECT_FALSE(map.find(7));  // not a key of the layer
}

TEST(CompletionMap, FindsEveryLiveStateWhateverTheThreads) {
    for (const bool by_hash : {true, false}) {
        const Layer l = layer(by_hash);
        for (const int threads : {1, 2, 3}) {  // within the WebAssembly tests' pool of 4 threads
            SCOPED_TRACE(testing::Message() << "by hash " << by_hash << ", threads " << threads);
            kt::ThreadTeam team(threads);
            expect_exact(l, Map::of_live(l.keys.data(), l.counts.data(), l.keys.size(), nullptr, team));
        }
    }
}

TEST(CompletionMap, EmptyAndAllDeadLayersFindNothing) {
    const std::vector<std::uint64_t> keys = {1, 2, 3}, zeros = {0, 0, 0};
    kt::ThreadTeam team(2);
    const Map none = Map::of_live(keys.data(), zeros.data(), 0, nullptr, team);
    EXPECT_EQ(none.size(), 0u);
    EXPECT_FALSE(none.find(1));
    const Map dead = Map::of_live(keys.data(), zeros.data(), keys.size(), nullptr, team);
    EXPECT_EQ(dead.size(), 0u);
    EXPECT_FALSE(dead.find(2));
}

}  // namespace
