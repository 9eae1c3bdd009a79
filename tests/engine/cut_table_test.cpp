// The cut tour table (rank/cut_table.h), kept in a store: it numbers tours
// exactly as the table in memory does, opens what it built without
// building again, and refuses a damaged or foreign table with a message.
#include <gtest/gtest.h>

#include <atomic>

#include "engine.h"
#include "rank/tour_rank.h"
#include "rank/cut_manifest.h"

namespace kt {
namespace {

TableLimits in_store(MemoryTableStore& store, int threads = 2) {
    TableLimits limits;
    limits.store = &store;
    limits.threads = threads;
    return limits;
}

// Both tables give the same count and the same tour for each index, and
// the cut one ranks its tours back.
void expect_same_numbers(const Board& board, CountKind kind, int samples) {
    MemoryTableStore store;
    const TourRanker memory(board, kind, false);
    const TourRanker cut(board, kind, false, in_store(store));
    ASSERT_EQ(to_decimal(cut.count()), to_decimal(memory.count()));
    SplitMix64 rng(7);
    for (int i = 0; i < samples; ++i) {
        const BigUint k = i < 2 ? (i == 0 ? BigUint(1) : memory.count()) : 1 + uniform_below(rng, memory.count());
        const Tour t = cut.unrank(k);
        EXPECT_EQ(t.squares, memory.unrank(k).squares) << to_decimal(k);
        EXPECT_EQ(to_decimal(cut.rank(t)), to_decimal(k));
    }
    for (const auto& [name, blob] : store.blobs()) EXPECT_EQ(name.find(".tmp"), std::string::npos) << name;
}

// The cut table's build stops where the process is past its budget.
TEST(CutTable, TheBudgetBoundsWhatTheProcessHolds) {
    MemoryTableStore store;
    TableLimits limits = in_store(store);
    limits.max_memory_bytes = std::uint64_t(1) << 30;
    std::uint64_t resident = limits.max_memory_bytes + 1;
    limits.resident_bytes = [&resident] { return resident; };
    EXPECT_THROW(TourRanker(Board(6, 6), CountKind::Closed, false, limits), RankError);
    resident = std::uint64_t(1) << 20;
    EXPECT_EQ(to_decimal(TourRanker(Board(6, 6), CountKind::Closed, false, limits).count()), "9862");
}

// It stops before a layer takes more than the process has room for, not
// after: a process 4 KB under its budget cannot build 6x6's layers.
TEST(CutTable, TheBudgetStopsALayerBeforeItIsTaken) {
    MemoryTableStore store;
    TableLimits limits = in_store(store);
    limits.max_memory_bytes = std::uint64_t(1) << 30;
    limits.resident_bytes = [&limits] { return limits.max_memory_bytes - 4096; };
    EXPECT_THROW(TourRanker(Board(6, 6), CountKind::Closed, false, limits), RankError);
}

TEST(CutTable, NumbersAsTheTableInMemory) {
    expect_same_numbers(Board(5, 6), CountKind::Closed, 100);
    expect_same_numbers(Board(6, 6), CountKind::Closed, 200);
    expect_same_numbers(Board(6, 6), CountKind::Paths, 200);
    expect_same_numbers(Board(3, 10), CountKind::Paths, 100);  // lines are columns
    expect_same_numbers(Board(6, 8), CountKind::Closed, 100);
}

// Lines of 8, as on 8x8: frontiers of 17 and 18 slots, whose keys are
// stored in base 11 (and a name with the removed squares' fingerprint).
TEST(CutTable, NumbersWideFrontiersAsTheTableInMemory) {
    Board board(8, 8);
    for (Square s = 40; s < 64; ++s) board.set_removed(s, true);  // a 5x8 board swept by rows of 8
    expect_same_numbers(board, CountKind::Closed, 100);
}

// Another leaper on the same board gets a table of its own in the store.
TEST(CutTable, OtherLeapersKeepTablesOfTheirOwn) {
    MemoryTableStore store;
    const TourRanker knight(Board(5, 8), CountKind::Paths, false, in_store(store));
    const Board giraffe_board(5, 8, Leaper{1, 4});
    const TourRanker memory(giraffe_board, CountKind::Paths, false);
    const TourRanker giraffe(giraffe_board, CountKind::Paths, false, in_store(store));
    EXPECT_EQ(to_decimal(giraffe.count()), "8");  // knights count --board 5x8 --paths --leaper 1,4
    for (u128 k = 1; k <= 8; ++k) EXPECT_EQ(giraffe.unrank(k).squares, memory.unrank(k).squares);
    EXPECT_EQ(to_decimal(knight.count()), to_decimal(TourRanker(Board(5, 8), CountKind::Paths, false).count()));
}

TEST(CutTable, OneThreadBuildsTheSameCuts) {
    MemoryTableStore one, two;
    const TourRanker a(Board(6, 6), CountKind::Closed, false, in_store(one, 1));
    const TourRanker b(Board(6, 6), CountKind::Closed, false, in_store(two, 2));
    EXPECT_EQ(one.blobs(), two.blobs());
}

TEST(CutTable, OpensWhatItBuilt) {
    MemoryTableStore store;
    const TourRanker first(Board(6, 6), CountKind::Paths, false, in_store(store));
    const auto built = store.blobs();
    std::atomic<bool> cancel{true};  // a second build would stop at once
    TableLimits limits = in_store(store);
    limits.cancel = &cancel;
    const TourRanker again(Board(6, 6), CountKind::Paths, false, limits);
    EXPECT_EQ(store.blobs(), built);
    EXPECT_EQ(to_decimal(again.count()), "3318960");
    EXPECT_EQ(again.unrank(123456).squares, first.unrank(123456).squares);
}

TEST(CutTable, ACancelledBuildLeavesNoTable) {
    MemoryTableStore store;
    std::atomic<bool> cancel{true};
    TableLimits limits = in_store(store);
    limits.cancel = &cancel;
    try {
        const TourRanker r(Board(6, 6), CountKind::Closed, false, limits);
        FAIL() << "not cancelled";
    } catch (const RankError& e) {
        EXPECT_STREQ(e.what(), "cancelled");
    }
    EXPECT_FALSE(store.read("6x6-closed.table"));
    EXPECT_TRUE(store.blobs().empty());  // the spilled layer 0 was removed
    const TourRanker r(Board(6, 6), CountKind::Closed, false, in_store(store));  // builds anew
    EXPECT_EQ(to_decimal(r.count()), "9862");
}

// 3x60 paths number 5.2e30: past the 64-bit counts a table on disk keeps.
// The overflow is found by a worker thread; the ranker then numbers them with
// the table of any width, in memory, and leaves nothing in the store.
TEST(CutTable, NumbersCountsPast64BitsInMemory) {
    MemoryTableStore store;
    const TourRanker r(Board(3, 60), CountKind::Paths, false, in_store(store));
    EXPECT_TRUE(r.wide());
    EXPECT_EQ(to_decimal(r.count()), to_decimal(TourRanker(Board(3, 60), CountKind::Paths, false).count()));
    const BigUint k = r.count() - 12345;
    EXPECT_EQ(to_decimal(r.rank(r.unrank(k))), to_decimal(k));
    EXPECT_TRUE(store.blobs().empty());
}

std::string error_opening(MemoryTableStore& store) {
    try {
        const TourRanker r(Board(6, 6), CountKind::Closed, false, in_store(store));
    } catch (const RankError& e) {
        return e.what();
    }
    return "";
}

TEST(CutTable, RefusesADamagedTable) {
    MemoryTableStore store;
    { const TourRanker r(Board(6, 6), CountKind::Closed, false, in_store(store)); }
    const auto good = store.blobs();

    store.blobs()["6x6-closed.table"][30] ^= 1;
    EXPECT_NE(error_opening(store).find("is unreadable: damaged: the checksum does not match: remove its files (6x6-closed.*)"),
              std::string::npos) << error_opening(store);

    store.blobs() = good;
    store.blobs()["6x6-closed.cut24"].pop_back();
    EXPECT_NE(error_opening(store).find("misses 6x6-closed.cut24 or it has the wrong size"), std::string::npos);

    store.blobs() = good;
    CutManifest m;
    ASSERT_EQ(parse_cut_manifest(good.at("6x6-closed.table"), m), "");
    // Any one of the fingerprint, the key size and the number of steps differing.
    for (int field = 0; field < 3; ++field) {
        CutManifest other = m;
        if (field == 0) other.fingerprint ^= 1;
        if (field == 1) other.key_bytes = 24 - other.key_bytes;  // 8 <-> 16
        if (field == 2) ++other.steps;
        store.blobs()["6x6-closed.table"] = write_cut_manifest(other);
        EXPECT_NE(error_opening(store).find("was built for another board, sweep or version"), std::string::npos)
            << "field " << field << ": " << error_opening(store);
    }
}

TEST(CutManifest, ReadsBackWhatItWrites) {
    CutManifest m;
    m.fingerprint = 0x1234;
    m.key_bytes = 16;
    m.steps = 64;
    m.total = (u128(5) << 64) | 7;
    m.cuts = {{8, 1}, {16, 528}, {56, 25068302}};
    CutManifest back;
    ASSERT_EQ(parse_cut_manifest(write_cut_manifest(m), back), "");
    EXPECT_EQ(write_cut_manifest(back), write_cut_manifest(m));
    EXPECT_NE(parse_cut_manifest("knights cut tour table 1\n", back), "");
    EXPECT_NE(parse_cut_manifest(write_cut_manifest(m).substr(0, 40), back), "");
}

}  // namespace
}  // namespace kt
