// PagePool: big arrays freed into a pool give their pages to the next ones
// made from it, moved whole, rather than fresh zeroed pages (the tour
// table's build: its backward maps reuse the forward layers' pages). A
// vector made from the pool still holds exactly what it was made with.
#include <gtest/gtest.h>

#include <cstdint>
#include <numeric>

#include "core/big_vector.h"  // internal: the tour table's build and the counter's big arrays

namespace {

using kt::BigVector;
using kt::PagePool;

constexpr std::size_t kWords = (std::size_t(9) << 20) / sizeof(std::uint64_t);  // 9 MB: mapped, 4 whole 2 MB pages

TEST(PagePool, AFreedArraysPagesGoToTheNextArray) {
    PagePool pool;
    {
        BigVector<std::uint64_t> a(kWords, 7, &pool);
        EXPECT_EQ(a[kWords - 1], 7u);
    }
#ifndef __EMSCRIPTEN__
    EXPECT_EQ(pool.held(), std::size_t(8) << 20);
#endif
    BigVector<std::uint32_t> small(kWords, 3, &pool);  // 4.5 MB: under kMapFrom, from the heap
    EXPECT_EQ(std::accumulate(small.begin(), small.end(), std::uint64_t(0)), 3 * std::uint64_t(kWords));
#ifndef __EMSCRIPTEN__
    EXPECT_EQ(pool.held(), std::size_t(8) << 20);
#endif
    BigVector<std::uint64_t> d(kWords * 2, 5, &pool);  // 18 MB: takes the 8 MB held, faults in the rest
#ifndef __EMSCRIPTEN__
    EXPECT_EQ(pool.held(), 0u);
#endif
    EXPECT_EQ(std::accumulate(d.begin(), d.end(), std::uint64_t(0)), 5 * 2 * std::uint64_t(kWords));
}

TEST(PagePool, MovesPagesWithTheirContents) {
    PagePool pool;
    constexpr std::size_t kBytes = std::size_t(16) << 20;
    auto* from = static_cast<std::uint8_t*>(kt::map_bytes(kBytes));
    for (std::size_t i = 0; i < kBytes; i += 4096) from[i] = static_cast<std::uint8_t>(i >> 12);
    kt::unmap_bytes(from, kBytes, &pool);
    auto* to = static_cast<std::uint8_t*>(kt::map_bytes(kBytes, &pool));
#ifndef __EMSCRIPTEN__
    EXPECT_EQ(pool.held(), 0u);
    std::size_t same = 0;  // one run, moved whole
    for (std::size_t i = 0; i < kBytes; i += 4096) same += to[i] == static_cast<std::uint8_t>(i >> 12);
    EXPECT_EQ(same, kBytes / 4096);
#endif
    kt::unmap_bytes(to, kBytes);
}

// The tour table's build has its threads fault in its arrays' fresh pages:
// the pool's hook is given each array's pages, mapped or from the heap
// (from 256 KB), and the array holds what it was made with.
TEST(PagePool, FreshPagesGoThroughTheHookSet) {
    PagePool pool;
    struct Seen {
        std::size_t calls = 0, bytes = 0;
    } seen;
    pool.fault_in_by(
        [](void* context, void* at, std::size_t length) {
            auto& s = *static_cast<Seen*>(context);
            ++s.calls;
            s.bytes += length;
            EXPECT_EQ(reinterpret_cast<std::uintptr_t>(at) % 4096, 0u);
            kt::fault_in_pages(at, length);
        },
        &seen);
    {
        BigVector<std::uint64_t> mapped(kWords, 2, &pool);  // 9 MB
        EXPECT_EQ(std::accumulate(mapped.begin(), mapped.end(), std::uint64_t(0)), 2 * std::uint64_t(kWords));
    }
    BigVector<std::uint32_t> small(kWords / 8, 3, &pool);  // 576 KB from the heap: its whole pages
    EXPECT_EQ(std::accumulate(small.begin(), small.end(), std::uint64_t(0)), 3 * std::uint64_t(kWords / 8));
    BigVector<std::uint32_t> tiny(1000, 4, &pool);  // 4 KB: left to fault in as written
    EXPECT_EQ(tiny[999], 4u);
#ifndef __EMSCRIPTEN__
    EXPECT_EQ(seen.calls, 2u);
    EXPECT_GE(seen.bytes, (std::size_t(9) << 20) + (std::size_t(512) << 10));
#else
    EXPECT_EQ(seen.calls, 0u);  // the heap alone: nothing to fault in
#endif
}

TEST(PagePool, AVectorMovedIntoTakesItsPool) {
    PagePool pool;
    BigVector<std::uint64_t> a;
    a = BigVector<std::uint64_t>(kWords, 1, &pool);
    EXPECT_EQ(a.get_allocator().pool, &pool);
    a = BigVector<std::uint64_t>();  // frees into the pool, then has none
    EXPECT_EQ(a.get_allocator().pool, nullptr);
#ifndef __EMSCRIPTEN__
    EXPECT_EQ(pool.held(), std::size_t(8) << 20);
#endif
    pool.release();
    EXPECT_EQ(pool.held(), 0u);
}

}  // namespace
