// Frontier DP counter: the published figures (OEIS A001230, A165134), and agreement with the
// independent depth-first search on many small boards, masks and leapers.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <map>
#include <memory>
#include <string>

#include "core/byte_fields.h"      // internal: a version-1 snapshot made by hand
#include "core/checksum.h"
#include "core/heap_held.h"
#include "count/frontier_plan.h"   // internal: the periodic stretch
#include "count/frontier_round_buffer.h"  // internal: round buffers
#include "count/frontier_store.h"         // internal: when pages go back
#include "count/frontier_table.h"         // internal: the overflow check
#include "engine.h"
#include "count/frontier_counter.h"
#include "count/frontier_search.h"

namespace kt {
namespace {

std::string frontier_count(const Board& board, CountKind kind, bool directed = false, int threads = 1,
                           CountOptions base = {}) {
    base.kind = kind;
    base.directed = directed;
    base.threads = threads;
    FrontierCounter counter(board, base);
    const CountResult r = counter.run();
    EXPECT_EQ(r.state, CountState::Done) << r.message;
    return to_decimal(r.count);
}

std::string search_count(const Board& board, CountKind kind, bool directed = false, CountOptions base = {}) {
    base.kind = kind;
    base.directed = directed;
    SearchCounter counter(board, base);
    const CountResult r = counter.run();
    EXPECT_EQ(r.state, CountState::Done) << r.message;
    return to_decimal(r.count);
}

TEST(FrontierCount, SpecClosedFigures) {
    EXPECT_EQ(frontier_count(Board(6, 6), CountKind::Closed), "9862");
    EXPECT_EQ(frontier_count(Board(3, 10), CountKind::Closed), "16");
    EXPECT_EQ(frontier_count(Board(5, 6), CountKind::Closed), "8");
    EXPECT_EQ(frontier_count(Board(6, 5), CountKind::Closed), "8");
}

TEST(FrontierCount, SpecDirectedPathFigures) {
    EXPECT_EQ(frontier_count(Board(5, 5), CountKind::Paths, true), "1728");
}

// About a second natively (see BM Frontier_6x6_paths_directed).
TEST(FrontierCount, SixBySixDirectedPaths) {
    EXPECT_EQ(frontier_count(Board(6, 6), CountKind::Paths, true, 2), "6637920");
}

// Paths between two given ends (a virtual link, frontier_plan.cpp): over
// every pair of squares they add up to all paths, and each pair's count is
// the search's. 5x5 has 13 squares of one colour and 12 of the other, so
// paths join squares of the same colour (the colour pruning must be off).
TEST(FrontierCount, PathsBetweenEndsAddUpToAllPaths) {
    for (const Board& board : {Board(5, 5), Board(5, 6), Board(3, 8)}) {
        WideCount sum = 0;
        for (Square a = 0; a < board.cell_count(); ++a)
            for (Square b = a + 1; b < board.cell_count(); ++b) {
                CountOptions o;
                o.kind = CountKind::Paths;
                o.ends = {{a, b}};
                FrontierCounter counter(board, o);
                const CountResult r = counter.run();
                ASSERT_EQ(r.state, CountState::Done) << r.message;
                sum += r.count;
                if ((a * 7 + b) % 23 == 0 || board.is_move(a, b))  // a sample, and every pair a move apart
                    EXPECT_EQ(to_decimal(r.count), search_count(board, CountKind::Paths, false, o))
                        << board.name(a) << "-" << board.name(b);
            }
        EXPECT_EQ(to_decimal(sum), frontier_count(board, CountKind::Paths)) << board.rows() << "x" << board.cols();
    }
    CountOptions o;
    o.ends = {{0, 7}};  // a1 and c3 on 5x5: one colour
    EXPECT_EQ(frontier_count(Board(5, 5), CountKind::Paths, true, 1, o), search_count(Board(5, 5), CountKind::Paths, true, o));
    o.kind = CountKind::Closed;
    FrontierCounter closed(Board(5, 5), o);
    EXPECT_EQ(closed.run().state, CountState::Failed);  // ends are for paths
}

// The mirror-pair reduction (symmetric boards, no constraints) against plain
// sweeps (constraints turn it off): all tours = those without a link + those with it.
TEST(FrontierCount, MirrorPairsAgreeWithThePlainSweep) {
    for (const auto& [r, c] : {std::pair{5, 5}, {5, 6}, {6, 5}, {4, 7}, {6, 6}}) {
        const Board b(r, c);
        const std::pair<Square, Square> link{b.square(0, 0), b.square(1, 2)};
        CountOptions without, with;
        without.forbidden = {link};
        with.forced = {link};
        for (CountKind kind : {CountKind::Closed, CountKind::Paths}) {
            if (kind == CountKind::Paths && r * c > 30) continue;  // seconds, and 6x6 paths is checked above
            const std::uint64_t all = std::stoull(frontier_count(b, kind));
            const std::uint64_t split = std::stoull(frontier_count(b, kind, false, 1, without)) +
                                        std::stoull(frontier_count(b, kind, false, 1, with));
            EXPECT_EQ(all, split) << r << "x" << c << " " << to_string(kind);
        }
    }
}

// Forced links count one corner-subchain class at a time: the frontier must
// agree with the subchain search on every class of 6x6.
TEST(FrontierCount, SubchainClassesAgreeWithTheSearch) {
    const Board board(6, 6);
    const subchains::SubchainClasses classes(board);
    std::uint64_t total = 0;
    for (std::size_t i = 0; i < classes.class_count(); ++i) {
        CountOptions o;
        for (const subchains::Chain& ch : classes.representative(i)) {
            o.forced.push_back({ch.x, ch.n1});
            o.forced.push_back({ch.n1, ch.corner});
            o.forced.push_back({ch.corner, ch.n2});
            o.forced.push_back({ch.n2, ch.y});
        }
        const subchains::ClassResult search = subchains::count_class(classes, i);
        EXPECT_EQ(frontier_count(board, CountKind::Closed, false, 1, o), std::to_string(search.result.count))
            << "class " << i << ": " << classes.notation(classes.representative(i));
        total += search.result.count * static_cast<std::uint64_t>(search.size);
    }
    EXPECT_EQ(total, 9862u);
}

// The 8x8 frontier (18 squares) needs the base-11 packing and 17 squares the
// base-12 one; here they must agree with plain 4-bit fields on smaller boards.
TEST(FrontierCount, KeyPackingsAgree) {
    for (KeyLayout layout : {KeyLayout::Wide16, KeyLayout::Base12, KeyLayout::Base11}) {
        CountOptions o;
        o.key_layout = layout;
        EXPECT_EQ(frontier_count(Board(5, 6), CountKind::Closed, false, 1, o), "8");
        EXPECT_EQ(frontier_count(Board(3, 10), CountKind::Closed, false, 2, o), "16");
        EXPECT_EQ(frontier_count(Board(5, 5), CountKind::Paths, true, 1, o), "1728");
        EXPECT_EQ(frontier_count(Board(4, 5, Leaper{1, 3}), CountKind::Paths, true, 1, o),
                  search_count(Board(4, 5, Leaper{1, 3}), CountKind::Paths, true));
    }
}

// Counts are 64-bit until a bound on them outgrows 64 bits, then 128-bit.
TEST(FrontierCount, WideCountsAgreeAndWrapsAreSeen) {
    for (const Board& b : {Board(5, 6), Board(5, 5), Board(4, 5, Leaper{1, 3})}) {
        for (CountKind kind : {CountKind::Closed, CountKind::Paths}) {
            CountOptions wide;
            wide.wide_counts = true;
            EXPECT_EQ(frontier_count(b, kind, false, 1, wide), frontier_count(b, kind)) << to_string(kind);
        }
    }
    // 3x60 has 8.4e25 closed tours: the sweep widens its counts part way.
    CountOptions from_the_start;
    from_the_start.wide_counts = true;
    EXPECT_EQ(frontier_count(Board(3, 60), CountKind::Closed),
              frontier_count(Board(3, 60), CountKind::Closed, false, 1, from_the_start));
    // 3x100 has more than 2^128: counted past them (count_past_128_test.cpp), never a wrapped count.
    FrontierCounter past(Board(3, 100), CountOptions{});
    const CountResult r = past.run();
    EXPECT_EQ(r.state, CountState::Done) << r.message;
    EXPECT_TRUE(r.past_128);

    frontier::Table<std::uint64_t, std::uint64_t> narrow;
    frontier::Table<std::uint64_t, u128> wide;
    narrow.reserve(4);
    wide.reserve(4);
    const std::vector<frontier::Entry<std::uint64_t, std::uint64_t>> twice{{7, 1ull << 63}, {7, 1ull << 63}};
    narrow.add_all(twice);
    wide.add_all({{7, u128(1) << 63}, {7, u128(1) << 63}});
    EXPECT_TRUE(narrow.overflowed());
    EXPECT_FALSE(wide.overflowed());
    EXPECT_EQ(to_decimal(wide.take_entries().count(0)), "18446744073709551616");
}

// 64-bit keys and counts take 10-byte slots while counts are small: a count
// from 2^16 - 1 on is kept whole beside the table, through the table's
// growth and its packing; also when freed arrays give their pages back.
TEST(FrontierCount, CompactSlotsKeepCountsPastSixteenBits) {
    static_assert(sizeof(frontier::Slots<std::uint64_t, std::uint64_t, true>::Slot) == 10);
    const auto first = [](std::uint64_t k) {
        return k % 4 == 0 ? 0xFFFEull : k % 4 == 1 ? 0xFFFFull : k % 4 == 2 ? (1ull << 40) + k : k;
    };
    constexpr std::uint64_t n = 200000;  // the table's arrays span many pages
    std::vector<frontier::Entry<std::uint64_t, std::uint64_t>> batch;
    for (std::uint64_t k = 0; k < n; ++k) batch.push_back({k * 0x9E3779B97F4A7C15ULL, first(k)});
    for (const bool give_back : {false, true}) {
        frontier::Table<std::uint64_t, std::uint64_t, true> table;
        table.set_give_back(give_back);
        table.reserve(10);
        table.grow_for(n / 2);
        table.add_all(std::vector(batch.begin(), batch.begin() + n / 2));
        table.grow_for(n / 2);
        table.add_all(std::vector(batch.begin() + n / 2, batch.end()));
        table.add_all(batch);  // every count doubles: a quarter of them only now pass 16 bits
        EXPECT_FALSE(table.overflowed());
        auto part = table.take_entries();
        ASSERT_EQ(part.size(), n);
        for (std::size_t i = 0; i < part.size(); ++i) {
            const std::uint64_t k = part.key(i) * 0xF1DE83E19937733DULL;  // the inverse of the factor mod 2^64
            ASSERT_EQ(part.count(i), 2 * first(k)) << "state " << k << (give_back ? ", pages given back" : "");
        }
        part.free(give_back);
        EXPECT_EQ(part.size(), 0u);
    }
}

// Freed pages go back to the system only on big steps, and there only
// where what the heap holds could pass the memory budget within the step;
// with no budget, always; never where the resident size is watched.
TEST(FrontierCount, PagesGoBackOnlyWhereTheBudgetNeedsThem) {
    constexpr std::uint64_t GB = std::uint64_t(1) << 30, big = frontier::kGiveBackFrom;
    int asked = 0;
    const auto holds = [&asked](std::uint64_t bytes) {
        return [&asked, bytes] {
            ++asked;
            return bytes;
        };
    };
    EXPECT_FALSE(frontier::gives_back(big - 1, 0, false, holds(0)));
    EXPECT_FALSE(frontier::gives_back(big - 1, GB, false, holds(4 * GB)));
    EXPECT_TRUE(frontier::gives_back(big, 0, false, holds(0)));
    EXPECT_EQ(asked, 0) << "the heap is asked only where the budget decides";
    EXPECT_FALSE(frontier::gives_back(big, 20 * GB, false, holds(2 * GB)));
    EXPECT_FALSE(frontier::gives_back(2 * GB, 8 * GB, false, holds(4 * GB)));  // 4 + 2 x 2 GB: just fits
    EXPECT_TRUE(frontier::gives_back(2 * GB, 8 * GB, false, holds(4 * GB + 1)));
    EXPECT_TRUE(frontier::gives_back(5 * GB, 8 * GB, false, holds(0)));
    EXPECT_EQ(asked, 4);
    // Where the resident size is watched, the limit trims the heap instead.
    EXPECT_FALSE(frontier::gives_back(5 * GB, 8 * GB, true, holds(8 * GB)));
    EXPECT_EQ(asked, 4) << "nor is the heap asked";
}

// The heap's holding, which that choice reads, grows with a block held.
TEST(FrontierCount, HeapHoldingCountsABlockHeld) {
    if (kt::heap_held_bytes() == 0) GTEST_SKIP() << "the C library does not report its heap";
    const std::size_t before = kt::heap_held_bytes(), bytes = std::size_t(64) << 20;
    auto block = std::make_unique<char[]>(bytes);
    std::memset(block.get(), 1, bytes);
    EXPECT_GE(kt::heap_held_bytes(), before + bytes);
    EXPECT_EQ(block[bytes - 1], 1);
}

// A merge round's buffer for compact frontiers keeps counts below 2^16 - 1
// in 10 bytes and the others whole; the table gets each count, and another
// rank gets every entry whole.
TEST(FrontierCount, RoundBuffersKeepSmallCountsCompact) {
    using E = frontier::Entry<std::uint64_t, std::uint64_t>;
    const std::vector<E> entries{{1, 5}, {2, 0xFFFE}, {3, 0xFFFF}, {4, 1ull << 50}, {1, 7}};
    frontier::RoundBuffer<std::uint64_t, std::uint64_t, true> buffer;
    buffer.reserve(4);
    for (const E& e : entries) buffer.push_back(e);
    EXPECT_EQ(buffer.size(), entries.size());
    EXPECT_EQ(buffer.small().size(), 3u);
    EXPECT_EQ(buffer.whole().size(), 2u);
    frontier::Table<std::uint64_t, std::uint64_t, true> table;
    table.reserve(8);
    table.add_all(buffer.whole());
    table.add_all(buffer.small());
    const auto part = table.take_entries();
    std::map<std::uint64_t, std::uint64_t> got;
    for (std::size_t i = 0; i < part.size(); ++i) got[part.key(i)] = part.count(i);
    EXPECT_EQ(got, (std::map<std::uint64_t, std::uint64_t>{{1, 12}, {2, 0xFFFE}, {3, 0xFFFF}, {4, 1ull << 50}}));
    std::string bytes;
    buffer.append_whole(bytes);
    ASSERT_EQ(bytes.size(), entries.size() * sizeof(E));
    std::map<std::uint64_t, std::uint64_t> sent;
    for (std::size_t at = 0; at < bytes.size(); at += sizeof(E)) {
        E e;
        std::memcpy(static_cast<void*>(&e), bytes.data() + at, sizeof(E));
        sent[e.key] += e.count;
    }
    EXPECT_EQ(sent, got);
    buffer.clear();
    EXPECT_TRUE(buffer.empty());
}

// The sweep keeps big frontiers in compact slots (small ones too, here),
// switching to whole entries once many counts outgrow them (5x20 closed,
// 6x6 paths) and to 128-bit ones past 2^64 (5x20, 3x60): the same counts,
// on one thread and on two, and from every third snapshot.
TEST(FrontierCount, CompactSlotsAgree) {
    CountOptions compact;
    compact.compact_from_states = 0;
    using Case = std::pair<Board, CountKind>;
    for (const auto& [board, kind] : {Case{Board(6, 6), CountKind::Closed}, Case{Board(6, 6), CountKind::Paths},
                                      Case{Board(5, 20), CountKind::Closed}, Case{Board(3, 60), CountKind::Closed},
                                      Case{Board(5, 6), CountKind::Open}, Case{Board(6, 7), CountKind::Closed}}) {
        const std::string plain = frontier_count(board, kind);
        EXPECT_EQ(frontier_count(board, kind, false, 1, compact), plain) << to_string(kind);
        EXPECT_EQ(frontier_count(board, kind, false, 2, compact), plain) << to_string(kind);
    }
    CountOptions o = compact;
    o.kind = CountKind::Paths;
    std::vector<std::string> all;
    FrontierCounter counter(Board(5, 6), o);
    counter.set_checkpoint({nullptr, [&](const FrontierSnapshot& s) {
                                all.push_back(frontier_snapshot_bytes(s));
                            }});
    const std::string total = to_decimal(counter.run().count);
    ASSERT_GT(all.size(), 10u);
    for (std::size_t i = 0; i < all.size(); i += 3) {
        FrontierCounter again(Board(5, 6), o);
        ASSERT_EQ(again.resume_from(all[i]), "");
        EXPECT_EQ(to_decimal(again.run().count), total) << "snapshot " << i;
    }
}

// Counts past 2^64 in one sweep, against Knuth's DYNAHAM / DYNAHAMP (and
// the earlier two-sweep counter) on the same boards.
TEST(FrontierCount, CountsPastSixtyFourBits) {
    EXPECT_EQ(frontier_count(Board(5, 20), CountKind::Closed), "53034853662012222798");
    EXPECT_EQ(frontier_count(Board(3, 60), CountKind::Closed, false, 2), "83842346389750721268361216");
    EXPECT_EQ(frontier_count(Board(4, 30), CountKind::Paths), "159369001447556818932");
}

// A count stopped after any step and resumed from its snapshot gives the
// same total, whether the snapshot holds 64- or 128-bit counts.
TEST(FrontierCount, ResumesFromEverySnapshot) {
    const auto snapshots = [](const Board& b, CountOptions o) {
        std::vector<std::string> all;
        FrontierCounter counter(b, o);
        counter.set_checkpoint({nullptr, [&](const FrontierSnapshot& s) {
                                    all.push_back(frontier_snapshot_bytes(s));
                                }});
        const CountResult r = counter.run();
        EXPECT_EQ(r.state, CountState::Done);
        return std::pair{all, to_decimal(r.count)};
    };
    using Case = std::tuple<Board, CountKind, int>;
    for (const auto& [board, kind, threads] : {Case{Board(5, 6), CountKind::Open, 1}, Case{Board(3, 60), CountKind::Closed, 2},
                                               Case{Board(5, 5), CountKind::Paths, 1}}) {
        CountOptions o;
        o.kind = kind;
        o.threads = threads;
        const auto [all, total] = snapshots(board, o);
        ASSERT_GT(all.size(), 10u);
        for (std::size_t i = 0; i < all.size(); i += 3) {
            FrontierCounter again(board, o);
            ASSERT_EQ(again.resume_from(all[i]), "");
            const CountResult r = again.run();
            EXPECT_EQ(r.state, CountState::Done) << r.message;
            EXPECT_EQ(to_decimal(r.count), total) << "snapshot " << i;
        }
    }
}

TEST(FrontierCount, BadSnapshotsAreRefused) {
    std::string snap;
    CountOptions o;
    FrontierCounter counter(Board(5, 6), o);
    counter.set_checkpoint({[](const CountProgress& p) { return p.square == 12; }, [&](const FrontierSnapshot& s) {
                                snap = frontier_snapshot_bytes(s);
                            }});
    ASSERT_EQ(counter.run().state, CountState::Done);
    ASSERT_FALSE(snap.empty());
    const auto refused = [&](const Board& b, CountOptions opt, const std::string& bytes, const std::string& why) {
        FrontierCounter c(b, opt);
        const std::string error = c.resume_from(bytes);
        EXPECT_NE(error.find(why), std::string::npos) << error;
    };
    refused(Board(6, 5), o, snap, "is for 5x6 closed, not 6x5 closed");
    CountOptions paths;
    paths.kind = CountKind::Paths;
    refused(Board(5, 6), paths, snap, "not 5x6 paths");
    refused(Board(5, 6), o, snap.substr(0, snap.size() - 20), "truncated");
    refused(Board(5, 6), o, snap.substr(0, 40), "truncated");
    refused(Board(5, 6), o, "{\"kind\": \"knights-subchains\"}\n", "not a frontier count checkpoint");
    std::string flipped = snap;
    flipped[flipped.size() / 2] ^= 0x10;
    refused(Board(5, 6), o, flipped, "checksum");
}

// Version-1 files (no sweeps after the description), version-2 files (no
// rank) and version-3 files (no second prime) still resume: ones made from
// a version-4 snapshot of the first sweep give the same total. Other
// versions are refused by name.
TEST(FrontierCount, ReadsVersionOneToThreeSnapshots) {
    std::string snap;
    FrontierCounter counter(Board(5, 6), CountOptions{});
    counter.set_checkpoint({[](const CountProgress& p) { return p.square == 12; }, [&](const FrontierSnapshot& s) {
                                snap = frontier_snapshot_bytes(s);
                            }});
    const std::string total = to_decimal(counter.run().count);
    ASSERT_FALSE(snap.empty());
    // The magic line (28 bytes), the fixed fields (52), the description's
    // length and text; then the sweeps: 45 bytes, no residues, "0" (5
    // bytes); then the rank, the ranks and the serial (16); then the second
    // prime (8).
    std::string_view length = std::string_view(snap).substr(80, 4);
    const std::size_t sweeps = 84 + take_field<std::uint32_t>(length), ranks = sweeps + 50, second = ranks + 16,
                      entries = second + 8;
    const auto older = [&](char version, std::size_t kept) {
        std::string old = std::string("knights frontier snapshot ") + version + "\n" + snap.substr(28, kept - 28) +
                          snap.substr(entries, snap.size() - 8 - entries);
        Checksum sum;
        sum.add(old.data(), old.size());
        put_field(old, sum.value());
        return old;
    };
    for (const auto& [version, kept] : {std::pair{'1', sweeps}, std::pair{'2', ranks}, std::pair{'3', second}}) {
        FrontierCounter again(Board(5, 6), CountOptions{});
        ASSERT_EQ(again.resume_from(older(version, kept)), "") << "version " << version;
        EXPECT_EQ(to_decimal(again.run().count), total) << "version " << version;
    }
    std::string v5 = snap;
    v5[26] = '5';
    FrontierCounter other(Board(5, 6), CountOptions{});
    EXPECT_NE(other.resume_from(v5).find("version other than 1 to 4"), std::string::npos);
}

TEST(FrontierCount, OpenIsPathsMinusCutCycles) {
    // 5x6: 18,784 undirected paths (search agrees), 8 tours cut at any of 30 links.
    EXPECT_EQ(frontier_count(Board(5, 6), CountKind::Paths), "18784");
    EXPECT_EQ(frontier_count(Board(5, 6), CountKind::Open), std::to_string(18784 - 30 * 8));
}

TEST(FrontierCount, AgreesWithSearchOnSmallBoards) {
    for (int r = 1; r <= 5; ++r) {
        for (int c = 1; c <= 6; ++c) {
            if (r * c > 24) continue;
            const Board b(r, c);
            for (CountKind kind : {CountKind::Closed, CountKind::Paths, CountKind::Open}) {
                EXPECT_EQ(frontier_count(b, kind), search_count(b, kind))
                    << r << "x" << c << " " << to_string(kind);
            }
        }
    }
}

TEST(FrontierCount, AgreesWithSearchOnOtherLeapers) {
    const Leaper leapers[] = {{1, 3}, {2, 3}, {0, 1}, {1, 1}, {0, 2}};
    for (const Leaper& lp : leapers) {
        for (int r = 2; r <= 4; ++r) {
            for (int c = r; c <= 5; ++c) {
                const Board b(r, c, lp);
                for (CountKind kind : {CountKind::Closed, CountKind::Paths, CountKind::Open}) {
                    EXPECT_EQ(frontier_count(b, kind, true), search_count(b, kind, true))
                        << r << "x" << c << " (" << lp.a << "," << lp.b << ") " << to_string(kind);
                }
            }
        }
    }
}

TEST(FrontierCount, AgreesWithSearchOnMaskedBoards) {
    Board plus(5, 5);
    for (Square s : {0, 4, 20, 24}) plus.set_removed(s, true);  // corners removed
    Board holed(4, 6);
    holed.set_removed(holed.square(1, 2), true);
    holed.set_removed(holed.square(2, 3), true);
    Board king_holed(4, 4, Leaper{1, 1});
    king_holed.set_removed(5, true);
    for (const Board* b : {&plus, &holed, &king_holed}) {
        for (CountKind kind : {CountKind::Closed, CountKind::Paths, CountKind::Open}) {
            EXPECT_EQ(frontier_count(*b, kind), search_count(*b, kind)) << to_string(kind);
        }
    }
}

TEST(FrontierCount, ForcedAndForbiddenLinksAgreeWithSearch) {
    const auto check = [](const Board& b, CountKind kind, std::vector<std::pair<Square, Square>> forced,
                          std::vector<std::pair<Square, Square>> forbidden) {
        CountOptions o;
        o.forced = std::move(forced);
        o.forbidden = std::move(forbidden);
        EXPECT_EQ(frontier_count(b, kind, false, 1, o), search_count(b, kind, false, o)) << to_string(kind);
    };
    const Board b(5, 6);
    check(b, CountKind::Closed, {{b.square(0, 0), b.square(1, 2)}, {b.square(2, 2), b.square(0, 3)}}, {});
    check(b, CountKind::Closed, {}, {{b.square(2, 2), b.square(0, 3)}, {b.square(4, 5), b.square(3, 3)}});
    const Board p(5, 5);
    check(p, CountKind::Paths, {{p.square(0, 0), p.square(2, 1)}, {p.square(2, 2), p.square(0, 3)}}, {});
    check(p, CountKind::Paths, {}, {{p.square(2, 2), p.square(0, 3)}, {p.square(4, 4), p.square(3, 2)}});
    check(p, CountKind::Open, {{p.square(2, 2), p.square(4, 3)}}, {{p.square(0, 0), p.square(1, 2)}});
    // Forcing each of a square's possible links, in turn, partitions the tours.
    const Board six(6, 6);
    const Square sq = six.square(2, 2);
    long long sum = 0;
    for (Square t : six.neighbours(sq)) {
        CountOptions o;
        o.forced = {{sq, t}};
        sum += std::stoll(frontier_count(six, CountKind::Closed, false, 1, o));
    }
    EXPECT_EQ(sum, 2 * 9862);  // every tour uses exactly two of them
}

// Where the colour count rules tours out, the count is 0 at once, with the
// reason: 9x9 closed would otherwise sweep for hours to find nothing.
TEST(FrontierCount, TheColourCountGivesZeroWithoutASweep) {
    CountOptions o;
    const CountResult closed = FrontierCounter(Board(9, 9), o).run();
    EXPECT_EQ(closed.state, CountState::Done);
    EXPECT_TRUE(closed.count == 0);
    EXPECT_EQ(closed.peak_states, 0u);
    EXPECT_NE(closed.message.find("as many of each"), std::string::npos);
    Board holed(5, 6);
    holed.set_removed(holed.square(0, 0), true);
    holed.set_removed(holed.square(0, 2), true);  // two fewer of a1's colour
    o.kind = CountKind::Paths;
    EXPECT_TRUE(FrontierCounter(holed, o).run().count == 0);
    EXPECT_TRUE(SearchCounter(holed, o).run().count == 0);
    holed.set_removed(holed.square(0, 2), false);  // one fewer: paths, but no closed tour
    EXPECT_EQ(frontier_count(holed, CountKind::Paths), search_count(holed, CountKind::Paths));
    EXPECT_NE(frontier_count(holed, CountKind::Paths), "0");
    EXPECT_EQ(frontier_count(holed, CountKind::Closed), "0");
}

TEST(FrontierCount, BadConstraintsAreReported) {
    CountOptions o;
    o.forced = {{0, 1}};  // a1-b1 is no knight move
    FrontierCounter counter(Board(5, 5), o);
    const CountResult r = counter.run();
    EXPECT_EQ(r.state, CountState::Failed);
    EXPECT_NE(r.message.find("not a leaper move"), std::string::npos);
}

// The squares of a line join by halves (odd places, then even ones), which
// lets the squares two lines back leave sooner: one slot less than along the
// line (2R + 2 with the joining square) on boards of 3 to 9 rows, rows or
// columns alike, and no square twice or left out.
TEST(FrontierCount, LinesJoinByHalvesForANarrowerFrontier) {
    for (int rows = 3; rows <= 9; ++rows)
        for (const Board& b : {Board(rows, rows + 3), Board(rows + 3, rows)}) {
            const FrontierPlan plan = make_frontier_plan(b, CountOptions{});
            EXPECT_EQ(plan.max_width, 2 * rows + 1) << b.rows() << "x" << b.cols();
            std::vector<Square> order = plan.order;
            std::sort(order.begin(), order.end());
            EXPECT_EQ(std::adjacent_find(order.begin(), order.end()), order.end());
            EXPECT_EQ(order.size(), static_cast<std::size_t>(b.cell_count()));
        }
    // Without a measured order, the narrowest of the halves: 5x8 starts on
    // the second square of its first column, then every other one.
    const Board five(5, 8);
    const FrontierPlan halves = make_frontier_plan(five, CountOptions{});
    EXPECT_EQ(halves.order[0], five.square(1, 0));
    EXPECT_EQ(halves.order[1], five.square(3, 0));
}

// A knight's lines of 6 to 8 squares join in the order measured to hold the
// fewest states, as narrow as the halves: the squares next to the edges
// first, the edges last.
TEST(FrontierCount, KnightLinesJoinInTheMeasuredOrder) {
    const auto first_line = [](const Board& b) {
        const FrontierPlan plan = make_frontier_plan(b, CountOptions{});
        std::vector<int> rows;
        for (int i = 0; i < b.rows(); ++i) rows.push_back(b.row_of(plan.order[static_cast<std::size_t>(i)]));
        return rows;
    };
    EXPECT_EQ(first_line(Board(6, 10)), (std::vector<int>{1, 4, 3, 2, 0, 5}));
    EXPECT_EQ(first_line(Board(7, 8)), (std::vector<int>{1, 5, 3, 2, 4, 0, 6}));
    EXPECT_EQ(first_line(Board(8, 8)), (std::vector<int>{1, 6, 3, 4, 2, 5, 0, 7}));
    // By halves, 6x12 closed peaked at 427,723 states.
    CountOptions closed;
    closed.kind = CountKind::Closed;
    const CountResult r = FrontierCounter(Board(6, 12), closed).run();
    EXPECT_EQ(to_decimal(r.count), "964730606632516");
    EXPECT_EQ(r.peak_states, 277573u);
}

// Once both path ends are spent, what is left is a closed count, so
// frontiers that differ only in which path leads to the spent ends are one
// state: 6x6 paths peak at 400,485 states, where keeping that path apart
// held 467,149. The count is A306281(6), undirected.
TEST(FrontierCount, PathsWithBothEndsSpentMeetAsClosedStates) {
    CountOptions paths;
    paths.kind = CountKind::Paths;
    const CountResult r = FrontierCounter(Board(6, 6), paths).run();
    EXPECT_EQ(to_decimal(r.count), "3318960");
    EXPECT_EQ(r.peak_states, 400485u);
}

// Away from the ends of a long board the sweep's steps repeat, a line (or
// two, where the colours alternate) later.
TEST(FrontierCount, LongBoardsHaveAPeriodicStretch) {
    const auto stretch = [](const Board& b, CountKind kind) {
        CountOptions o;
        o.kind = kind;
        return find_periodic_stretch(make_frontier_plan(b, o));
    };
    EXPECT_EQ(stretch(Board(6, 16), CountKind::Closed).period, 6u);   // even lines: the colours swap
    EXPECT_EQ(stretch(Board(5, 20), CountKind::Closed).period, 10u);  // odd lines
    EXPECT_EQ(stretch(Board(5, 20), CountKind::Paths).period, 10u);
    EXPECT_GE(stretch(Board(5, 20), CountKind::Closed).periods(), 7u);
    EXPECT_LT(stretch(Board(6, 6), CountKind::Closed).periods(), 3u);
    const PeriodicStretch s = stretch(Board(3, 40), CountKind::Paths);
    const FrontierPlan plan = make_frontier_plan(Board(3, 40), CountOptions{});
    EXPECT_LT(s.end, plan.steps.size());  // never the closing step
    // Near the far end the steps prune more (fewer squares to come), and
    // the stretch goes on through them, to the last two lines, where squares
    // leave the frontier sooner.
    CountOptions paths;
    paths.kind = CountKind::Paths;
    EXPECT_EQ(stretch(Board(5, 20), CountKind::Paths).end, make_frontier_plan(Board(5, 20), paths).steps.size() - 5);
    // Its pure part, where the steps repeat exactly, ends before those
    // (closed 6x8: at step 30, the stretch at 42).
    const PeriodicStretch six = stretch(Board(6, 8), CountKind::Closed);
    EXPECT_EQ(six.pure_end, 30u);
    EXPECT_EQ(six.end, 42u);
    const PeriodicStretch five = stretch(Board(5, 20), CountKind::Paths);
    EXPECT_LT(five.pure_end, five.end);
    EXPECT_GT(five.pure_end, five.begin + 3 * five.period);
}

// Along that stretch the counter adds counts along successor lists found
// once (frontier_periodic.h): the same counts as the plain sweep, closed,
// paths, open and directed, past 2^64, on one thread and
// two, and from snapshots taken inside the stretch (128-bit counts there,
// which is how the test knows the stretch was used).
TEST(FrontierCount, PeriodicSweepAgreesWithThePlainSweep) {
    CountOptions plain;
    plain.periodic = false;
    using Case = std::tuple<Board, CountKind, bool>;
    for (const auto& [board, kind, directed] :
         {Case{Board(3, 40), CountKind::Closed, false}, Case{Board(4, 30), CountKind::Paths, false},
          Case{Board(5, 20), CountKind::Closed, false}, Case{Board(4, 20), CountKind::Paths, true},
          Case{Board(4, 24), CountKind::Open, false}, Case{Board(3, 60), CountKind::Closed, false},
          Case{Board(5, 16), CountKind::Closed, false}}) {
        const std::string expected = frontier_count(board, kind, directed, 1, plain);
        EXPECT_EQ(frontier_count(board, kind, directed), expected) << board.rows() << "x" << board.cols();
        EXPECT_EQ(frontier_count(board, kind, directed, 2), expected) << board.rows() << "x" << board.cols();
    }
    CountOptions o;
    o.kind = CountKind::Closed;
    std::vector<std::string> all;
    int wide = 0;
    FrontierCounter counter(Board(3, 30), o);
    counter.set_checkpoint({nullptr, [&](const FrontierSnapshot& s) {
                                wide += s.count_bytes == 16;
                                all.push_back(frontier_snapshot_bytes(s));
                            }});
    const CountResult r = counter.run();
    ASSERT_EQ(r.state, CountState::Done);
    EXPECT_EQ(to_decimal(r.count), frontier_count(Board(3, 30), CountKind::Closed, false, 1, plain));
    EXPECT_GT(wide, 10);  // the count fits 64 bits: only the periodic sweep writes 16-byte counts
    for (std::size_t i = 0; i < all.size(); i += 5) {
        FrontierCounter again(Board(3, 30), o);
        ASSERT_EQ(again.resume_from(all[i]), "");
        EXPECT_EQ(to_decimal(again.run().count), to_decimal(r.count)) << "snapshot " << i;
    }
}

TEST(FrontierCount, MemoryBudgetStopsCleanly) {
    CountOptions o;
    o.kind = CountKind::Paths;
    o.max_memory_bytes = 1 << 16;
    FrontierCounter counter(Board(5, 6), o);
    const CountResult r = counter.run();
    EXPECT_EQ(r.state, CountState::Failed);
    EXPECT_NE(r.message.find("memory budget"), std::string::npos);
}

// With a front end that reads the process's resident size, the budget
// bounds that too: the counter's account leaves out the heap's free blocks.
TEST(FrontierCount, MemoryBudgetBoundsWhatTheProcessHolds) {
    CountOptions o;
    o.kind = CountKind::Paths;
    o.max_memory_bytes = std::uint64_t(1) << 30;  // far above 6x6's account
    std::uint64_t resident = o.max_memory_bytes - 4096;
    o.resident_bytes = [&resident] { return resident; };
    const CountResult near = FrontierCounter(Board(6, 6), o).run();
    EXPECT_EQ(near.state, CountState::Failed);
    EXPECT_NE(near.message.find("memory budget"), std::string::npos) << near.message;
    resident = std::uint64_t(1) << 20;
    EXPECT_EQ(frontier_count(Board(6, 6), CountKind::Paths, false, 2, o), "3318960");
}

TEST(FrontierCount, ProgressAndCancel) {
    CountOptions o;
    o.kind = CountKind::Paths;
    FrontierCounter counter(Board(5, 6), o);
    std::int64_t last = 0;
    std::uint64_t peak = 0;
    counter.set_progress([&](const CountProgress& p) {
        last = p.square;
        peak = std::max(peak, p.states);
        if (p.square == 10) counter.cancel();
    });
    const CountResult r = counter.run();
    EXPECT_EQ(r.state, CountState::Cancelled);
    EXPECT_GE(last, 10);
    EXPECT_GT(peak, 0u);
}

}  // namespace
}  // namespace kt
