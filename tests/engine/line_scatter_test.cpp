// The tour table's scatter a cache line at a time: the same split and the
// same places as the scatter one key at a time, where parts begin and end
// inside a line, where two threads share a part's lines, with the places
// written over the keys, and for 128-bit keys (four to a line).
#include <gtest/gtest.h>

#include <cstdint>
#include <new>
#include <random>
#include <utility>
#include <vector>

#include "core/in_threads.h"
#include "rank/line_scatter.h"  // internal: the tour table's forward pass
#include "rank/table_hash.h"

namespace {

template <class W>
struct Aligned {  // an array on a 64-byte boundary, as the build's split is
    explicit Aligned(std::size_t n) : data(static_cast<W*>(::operator new(n * sizeof(W) + 1, std::align_val_t(64)))) {}
    ~Aligned() { ::operator delete(data, std::align_val_t(64)); }
    W* data;
};

// Two threads' keys, in_part set as the build sets it (the parts in turn,
// within a part thread 0's first), scattered by lines and one by one.
template <class W>
void expect_same_split(const std::vector<std::vector<W>>& keys, int bits) {
    const std::size_t parts = std::size_t(1) << bits, threads = keys.size();
    std::vector<std::vector<std::uint32_t>> in_part(threads, std::vector<std::uint32_t>(parts, 0));
    for (std::size_t t = 0; t < threads; ++t)
        for (W k : keys[t]) ++in_part[t][kt::table_part(k, bits)];
    std::size_t total = 0;
    for (std::size_t p = 0; p < parts; ++p)
        for (std::size_t t = 0; t < threads; ++t) total += std::exchange(in_part[t][p], static_cast<std::uint32_t>(total));

    // One key at a time (the build's scatter below 1,024 parts) and by
    // lines, each with the places written over each thread's own keys, the
    // threads side by side.
    const auto scatter = [&](auto write, W* into, std::vector<std::vector<W>>& work) {
        work = keys;
        kt::in_threads(static_cast<int>(threads), [&](int t) {
            std::vector<W>& mine = work[static_cast<std::size_t>(t)];
            std::vector<std::uint32_t> next = in_part[static_cast<std::size_t>(t)];
            write(mine.data(), mine.size(), bits, next.data(), into, reinterpret_cast<std::uint32_t*>(mine.data()));
        });
    };
    Aligned<W> want(total), split(total);
    std::vector<std::vector<W>> want_went, went;
    scatter(kt::scatter_keys<W>, want.data, want_went);
    scatter(kt::scatter_lines<W>, split.data, went);
    for (std::size_t i = 0; i < total; ++i) ASSERT_TRUE(split.data[i] == want.data[i]) << "place " << i;
    for (std::size_t t = 0; t < threads; ++t) {
        const auto* got = reinterpret_cast<const std::uint32_t*>(went[t].data());
        const auto* expected = reinterpret_cast<const std::uint32_t*>(want_went[t].data());
        for (std::size_t j = 0; j < keys[t].size(); ++j) ASSERT_EQ(got[j], expected[j]) << "thread " << t << " key " << j;
    }
}

template <class W>
std::vector<std::vector<W>> random_keys(std::size_t n0, std::size_t n1, unsigned seed) {
    std::mt19937_64 random(seed);
    std::vector<std::vector<W>> keys(2);
    for (std::size_t t = 0; t < 2; ++t) {
        for (std::size_t j = 0; j < (t ? n1 : n0); ++j) {
            W k = random();
            if constexpr (sizeof(W) > 8) k = (k << 64) | random();
            keys[t].push_back(j % 5 == 4 ? keys[t].back() : k);  // some twice, as successors are
        }
    }
    return keys;
}

TEST(LineScatter, SameSplitAsKeyByKey64) {
    for (int bits : {0, 3, 10}) {
        expect_same_split(random_keys<std::uint64_t>(0, 0, 1), bits);
        expect_same_split(random_keys<std::uint64_t>(7, 0, 2), bits);          // no line whole
        expect_same_split(random_keys<std::uint64_t>(1000, 3, 3), bits);       // parts of a few keys
        expect_same_split(random_keys<std::uint64_t>(40000, 37777, 4), bits);  // parts of many lines
    }
}

TEST(LineScatter, SameSplitAsKeyByKey128) {
    using u128 = unsigned __int128;
    for (int bits : {0, 4, 11}) {
        expect_same_split(random_keys<u128>(5, 2, 5), bits);
        expect_same_split(random_keys<u128>(20000, 19999, 6), bits);
    }
}

}  // namespace
