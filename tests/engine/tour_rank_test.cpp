// Tour numbers: the ranker's counts agree with the frontier counter, every
// index unranks to a valid tour of the kind and ranks back, all tours appear
// exactly once (against the backtracking enumerator), the order is the
// documented one, and random tours are uniform (chi-square).
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <map>
#include <numeric>
#include <set>

#include "engine.h"
#include "count/frontier_counter.h"
#include "rank/number_walk.h"
#include "rank/rank_plan.h"
#include "rank/tour_rank.h"
#include "rank/tour_table.h"
#include "rank/wide_table.h"
#include "solve/backtrack.h"

namespace kt {
namespace {

using Links = std::vector<std::array<Square, 2>>;

// Every tour the backtracking enumerator finds: closed tours once each
// (undirected), paths once per direction. A solution is counted in the step
// that reaches it, which then retreats one square: the tour is the path left
// plus the one square not on it.
std::vector<Tour> enumerate(const Board& board, bool closed) {
    SolverOptions o;
    o.closed = closed;
    o.enumerate_all = true;
    BacktrackSolver solver(board, o);
    std::vector<Tour> tours;
    std::int64_t seen = 0;
    while (!is_finished(solver.step())) {
        if (solver.solutions() == seen) continue;
        seen = solver.solutions();
        Tour t{solver.snapshot().path};
        for (Square s = 0; s < board.cell_count(); ++s)
            if (std::find(t.squares.begin(), t.squares.end(), s) == t.squares.end()) t.squares.push_back(s);
        tours.push_back(t);
    }
    return tours;
}

// A closed tour as its set of links, whatever its start and direction.
std::set<std::pair<Square, Square>> link_set(const Tour& t) {
    std::set<std::pair<Square, Square>> links;
    for (std::size_t i = 0; i < t.size(); ++i) {
        const Square a = t.squares[i], b = t.squares[(i + 1) % t.size()];
        links.insert({std::min(a, b), std::max(a, b)});
    }
    return links;
}

// Checks that indices 1..N give N distinct valid tours of the kind, each
// ranking back to its index, and returns them.
std::vector<Tour> unrank_all(const TourRanker& ranker, bool closed) {
    std::vector<Tour> tours;
    for (u128 k = 1; k <= ranker.count(); ++k) {
        const Tour t = ranker.unrank(k);
        const TourVerdict v = validate_tour(ranker.board(), t);
        EXPECT_TRUE(v.valid()) << v.reason;
        if (closed) EXPECT_EQ(v.kind, TourKind::Closed);
        EXPECT_TRUE(ranker.rank(t) == k) << "index " << to_decimal(k);
        tours.push_back(t);
    }
    return tours;
}

TEST(TourRank, CountsAgreeWithTheFrontierCounter) {
    const std::pair<int, int> boards[] = {{3, 4}, {3, 7}, {4, 5}, {5, 5}, {5, 6}, {6, 5}, {3, 10}, {4, 6}};
    for (const auto& [r, c] : boards)
        for (CountKind kind : {CountKind::Closed, CountKind::Paths})
            for (bool directed : {false, true}) {
                const Board board(r, c);
                CountOptions o;
                o.kind = kind;
                o.directed = directed;
                const CountResult want = FrontierCounter(board, o).run();
                const TourRanker ranker(board, kind, directed);
                EXPECT_TRUE(ranker.count() == want.count) << r << "x" << c << " " << to_string(kind) << directed;
            }
}

// With a front end that reads the process's resident size, the budget
// bounds that too, not only the build's account.
TEST(TourRank, TheBudgetBoundsWhatTheProcessHolds) {
    TableLimits limits;
    limits.max_memory_bytes = std::uint64_t(1) << 30;  // far above 6x6's account
    std::uint64_t resident = limits.max_memory_bytes + 1;
    limits.resident_bytes = [&resident] { return resident; };
    try {
        TourRanker(Board(6, 6), CountKind::Paths, false, limits);
        ADD_FAILURE() << "a build past its budget finished";
    } catch (const RankError& e) {
        EXPECT_NE(std::string(e.what()).find("memory budget"), std::string::npos) << e.what();
    }
    resident = std::uint64_t(1) << 20;
    EXPECT_EQ(to_decimal(TourRanker(Board(6, 6), CountKind::Paths, false, limits).count()), "3318960");
}

// It stops before a layer's successors take more than the process has room
// for, not after: a process 4 KB under its budget cannot build 6x6's layers.
TEST(TourRank, TheBudgetStopsALayerBeforeItIsTaken) {
    TableLimits limits;
    limits.max_memory_bytes = std::uint64_t(1) << 30;
    limits.resident_bytes = [&limits] { return limits.max_memory_bytes - 4096; };
    EXPECT_THROW(TourRanker(Board(6, 6), CountKind::Paths, false, limits), RankError);
}

// The backward pass asks before it takes its counts and maps, too: a
// process that reaches its budget as the forward pass ends stops there.
TEST(TourRank, TheBudgetStopsTheBackwardPassBeforeItTakesMore) {
    TableLimits limits;
    limits.max_memory_bytes = std::uint64_t(1) << 30;
    bool backward = false;
    limits.progress = [&backward](const TableProgress& p) { backward = backward || !p.forward; };
    limits.resident_bytes = [&] { return backward ? limits.max_memory_bytes : 0; };
    try {
        TourRanker(Board(6, 6), CountKind::Paths, false, limits);
        ADD_FAILURE() << "a backward pass past its budget finished";
    } catch (const RankError& e) {
        EXPECT_NE(std::string(e.what()).find("memory budget"), std::string::npos) << e.what();
    }
    EXPECT_TRUE(backward);
}

// The in-memory build tells its progress: each layer once forward, in
// order, then once backward, along a periodic stretch too.
TEST(TourRank, TheBuildReportsEachLayerOnceEachWay) {
    for (const auto& [board, kind] : {std::pair{Board(6, 6), CountKind::Paths}, std::pair{Board(3, 40), CountKind::Closed}}) {
        std::vector<std::size_t> forward, backward;
        std::size_t layers = 0;
        std::uint64_t first_states = 0;
        TableLimits limits;
        limits.progress = [&](const TableProgress& p) {
            if (forward.empty()) first_states = p.states;
            (p.forward ? forward : backward).push_back(p.layer);
            layers = p.layers;
        };
        TourRanker(board, kind, false, limits);
        std::vector<std::size_t> up(layers);
        std::iota(up.begin(), up.end(), std::size_t(0));
        EXPECT_GT(layers, 0u) << board.rows() << "x" << board.cols();
        EXPECT_EQ(forward, up) << board.rows() << "x" << board.cols();
        EXPECT_EQ(backward, std::vector<std::size_t>(up.rbegin(), up.rend())) << board.rows() << "x" << board.cols();
        EXPECT_EQ(first_states, 1u);
    }
}

// The progress reports carry the build's account, which gives back what
// the backward pass lets go: as it reaches the first layer, all it holds
// besides the table is that layer and its last counts (5x20 closed, with
// no periodic stretch, goes on in 128-bit counts on its way down).
TEST(TourRank, TheAccountEndsAtWhatTheTableKeeps) {
    for (const auto& [board, kind] : {std::pair{Board(6, 6), CountKind::Paths}, std::pair{Board(5, 20), CountKind::Closed}}) {
        TableLimits limits;
        limits.periodic = false;
        std::uint64_t widest = 0, last = 0;
        limits.progress = [&](const TableProgress& p) {
            widest = std::max(widest, p.memory_bytes);
            if (!p.forward) last = p.memory_bytes;
        };
        const TourRanker ranker(board, kind, false, limits);
        const std::uint64_t kept = ranker.stats().bytes;
        EXPECT_GT(widest, kept) << board.rows() << "x" << board.cols();
        EXPECT_GE(last, kept) << board.rows() << "x" << board.cols();
        EXPECT_LE(last, kept + 4096) << board.rows() << "x" << board.cols();
    }
}

// So does the table of wide counts, each layer once each way, with what it holds.
TEST(TourRank, TheWideTableReportsEachLayerOnceEachWay) {
    std::vector<std::size_t> forward, backward;
    std::uint64_t held = 0;
    TableLimits limits;
    limits.progress = [&](const TableProgress& p) {
        (p.forward ? forward : backward).push_back(p.layer);
        held = std::max(held, p.memory_bytes);
    };
    const WideTable wide(Board(3, 100), false, limits);
    std::vector<std::size_t> up(wide.steps());
    std::iota(up.begin(), up.end(), std::size_t(0));
    EXPECT_EQ(forward, up);
    EXPECT_EQ(backward, std::vector<std::size_t>(up.rbegin(), up.rend()));
    EXPECT_GE(held, wide.stats().bytes / 2);
}

TEST(TourRank, PublishedCounts) {
    EXPECT_TRUE(TourRanker(Board(5, 6), CountKind::Closed, false).count() == 8);
    EXPECT_TRUE(TourRanker(Board(3, 10), CountKind::Closed, false).count() == 16);
    EXPECT_TRUE(TourRanker(Board(6, 6), CountKind::Closed, false).count() == 9862);
    EXPECT_TRUE(TourRanker(Board(5, 5), CountKind::Paths, true).count() == 1728);
    EXPECT_TRUE(TourRanker(Board(5, 5), CountKind::Paths, false).count() == 864);
}

TEST(TourRank, ClosedToursAppearOnceEachAsTheEnumeratorFindsThem) {
    for (const auto& [r, c] : {std::pair{5, 6}, std::pair{3, 10}, std::pair{6, 5}, std::pair{3, 12}}) {
        const Board board(r, c);
        const TourRanker ranker(board, CountKind::Closed, false);
        std::set<std::set<std::pair<Square, Square>>> mine, theirs;
        for (const Tour& t : unrank_all(ranker, true)) mine.insert(link_set(t));
        for (const Tour& t : enumerate(board, true)) theirs.insert(link_set(t));
        EXPECT_TRUE(mine.size() == ranker.count()) << r << "x" << c;
        EXPECT_EQ(mine, theirs) << r << "x" << c;
    }
}

TEST(TourRank, DirectedPathsAppearOnceEachAsTheEnumeratorFindsThem) {
    for (const auto& [r, c] : {std::pair{3, 4}, std::pair{5, 5}, std::pair{3, 7}, std::pair{4, 5}}) {
        const Board board(r, c);
        const TourRanker ranker(board, CountKind::Paths, true);
        std::set<std::vector<Square>> mine, theirs;
        for (const Tour& t : unrank_all(ranker, false)) mine.insert(t.squares);
        for (const Tour& t : enumerate(board, false)) theirs.insert(t.squares);
        EXPECT_TRUE(mine.size() == ranker.count()) << r << "x" << c;
        EXPECT_EQ(mine, theirs) << r << "x" << c;
    }
}

TEST(TourRank, UndirectedPathsStartAtTheirLowerEnd) {
    const TourRanker undirected(Board(4, 5), CountKind::Paths, false);
    const TourRanker directed(Board(4, 5), CountKind::Paths, true);
    ASSERT_TRUE(directed.count() == undirected.count() + undirected.count());
    for (u128 k = 1; k <= undirected.count(); ++k) {
        const Tour t = undirected.unrank(k);
        EXPECT_LT(t.squares.front(), t.squares.back());
        EXPECT_EQ(directed.unrank(2 * k - 1), t);
        Tour back = t;
        std::reverse(back.squares.begin(), back.squares.end());
        EXPECT_EQ(directed.unrank(2 * k), back);
        EXPECT_TRUE(undirected.rank(back) == k);  // either direction names the same path
    }
}

TEST(TourRank, ClosedToursRankTheSameFromAnyStartAndDirection) {
    const TourRanker ranker(Board(6, 6), CountKind::Closed, false);
    const TourRanker directed(Board(6, 6), CountKind::Closed, true);
    const Tour t = ranker.unrank(4321);
    EXPECT_EQ(t.squares.front(), 0);
    Tour moved = t;
    std::rotate(moved.squares.begin(), moved.squares.begin() + 17, moved.squares.end());
    EXPECT_TRUE(ranker.rank(moved) == 4321);
    std::reverse(moved.squares.begin(), moved.squares.end());
    EXPECT_TRUE(ranker.rank(moved) == 4321);
    EXPECT_TRUE(directed.rank(directed.unrank(8642)) == 8642);
    EXPECT_TRUE(directed.rank(t) == 8641);
    EXPECT_EQ(link_set(directed.unrank(8642)), link_set(t));
}

// The documented order: the links of the board listed by their later square
// in the sweep order, then their earlier one; a tour is read as a string of
// 0/1 over that list, and strings compare lexicographically.
TEST(TourRank, TheOrderIsTheDocumentedOne) {
    for (const auto& [r, c] : {std::pair{5, 6}, std::pair{6, 6}, std::pair{3, 10}}) {
        const Board board(r, c);
        const std::vector<Square> order = rank_sweep_order(board);
        std::vector<int> index(static_cast<std::size_t>(board.cell_count()));
        for (std::size_t i = 0; i < order.size(); ++i) index[static_cast<std::size_t>(order[i])] = static_cast<int>(i);
        std::vector<std::pair<int, int>> all;  // (later, earlier) sweep indices
        for (Square s = 0; s < board.cell_count(); ++s)
            for (Square t : board.neighbours(s))
                if (index[t] < index[s]) all.push_back({index[s], index[t]});
        std::sort(all.begin(), all.end());
        const auto bits = [&](const Tour& t) {
            std::string b;
            const auto links = link_set(t);
            for (const auto& [later, earlier] : all) {
                const Square x = order[later], y = order[earlier];
                b += links.count({std::min(x, y), std::max(x, y)}) ? '1' : '0';
            }
            return b;
        };
        const TourRanker ranker(board, CountKind::Closed, false);
        const u128 n = ranker.count().low128(), step = n > 500 ? n / 500 : 1;
        std::string prev;
        for (u128 k = 1; k <= ranker.count(); k += step) {
            const std::string b = bits(ranker.unrank(k));
            EXPECT_LT(prev, b) << r << "x" << c << " index " << to_decimal(k);
            prev = b;
        }
    }
    EXPECT_EQ(rank_sweep_order(Board(3, 4)).at(1), Board(3, 4).square(1, 0));  // columns on wide boards
    EXPECT_EQ(rank_sweep_order(Board(4, 3)).at(1), Board(4, 3).square(0, 1));  // rows on tall ones
}

TEST(TourRank, RankOfUnrankOnRandomIndices) {
    SplitMix64 rng(18);
    for (const auto& [r, c, kind] : {std::tuple{6, 6, CountKind::Closed}, std::tuple{5, 6, CountKind::Paths},
                                     std::tuple{3, 16, CountKind::Closed}, std::tuple{4, 7, CountKind::Paths}}) {
        const TourRanker ranker(Board(r, c), kind, true);
        for (int i = 0; i < 200; ++i) {
            const BigUint k = 1 + uniform_below(rng, ranker.count());
            const Tour t = ranker.unrank(k);
            ASSERT_TRUE(validate_tour(ranker.board(), t).valid());
            EXPECT_TRUE(ranker.rank(t) == k) << r << "x" << c << " index " << to_decimal(k);
        }
    }
}

// The threads split each layer of the build; the table, and so every
// number, is the one a single thread builds. (5x20 closed passes 2^64: the
// backward pass stops in a thread and goes on with 128-bit counts.)
TEST(TourRank, TheNumbersAreTheSameWhateverTheThreads) {
    SplitMix64 rng(7);
    for (const auto& [r, c, kind] : {std::tuple{6, 8, CountKind::Closed}, std::tuple{6, 6, CountKind::Paths},
                                     std::tuple{5, 20, CountKind::Closed}}) {
        const TourRanker one(Board(r, c), kind, false);
        for (int threads : {2, 3}) {
            TableLimits limits;
            limits.threads = threads;
            const TourRanker more(Board(r, c), kind, false, limits);
            ASSERT_TRUE(more.count() == one.count()) << r << "x" << c << ", " << threads << " threads";
            EXPECT_EQ(more.stats().states, one.stats().states);
            for (int i = 0; i < 50; ++i) {
                const BigUint k = 1 + uniform_below(rng, one.count());
                EXPECT_EQ(more.unrank(k).squares, one.unrank(k).squares)
                    << r << "x" << c << ", " << threads << " threads, index " << to_decimal(k);
            }
        }
    }
}

// Along a long board's periodic stretch the build finds each phase's
// successors once and reuses them every period (its layers then hold a few
// states no tour reaches); the numbers are those of the build that expands
// every layer afresh, whatever the threads. (Closed 5x20 and 3x60 paths pass
// 2^64: their first layers go on in 128-bit counts.)
TEST(TourRank, ThePeriodicStretchGivesTheSameNumbers) {
    SplitMix64 rng(11);
    // 5x16 paths: the stretch starts at a layer without a map, wide enough
    // for two threads, whose states lie part by part with gaps between.
    for (const auto& [r, c, kind] : {std::tuple{3, 16, CountKind::Closed}, std::tuple{4, 14, CountKind::Paths},
                                     std::tuple{5, 20, CountKind::Closed}, std::tuple{3, 60, CountKind::Paths},
                                     std::tuple{5, 16, CountKind::Paths}}) {
        TableLimits plain, two;
        plain.periodic = false;
        two.threads = 2;
        const TourRanker periodic(Board(r, c), kind, false, two), layered(Board(r, c), kind, false, plain);
        EXPECT_GT(periodic.stats().periodic_layers, 0u) << r << "x" << c;
        EXPECT_EQ(layered.stats().periodic_layers, 0u) << r << "x" << c;
        ASSERT_TRUE(periodic.count() == layered.count()) << r << "x" << c;
        for (int i = 0; i < 50; ++i) {
            const BigUint k = 1 + uniform_below(rng, periodic.count());
            const Tour t = periodic.unrank(k);
            EXPECT_EQ(t.squares, layered.unrank(k).squares) << r << "x" << c << ", index " << to_decimal(k);
            EXPECT_TRUE(periodic.rank(t) == k) << r << "x" << c << ", index " << to_decimal(k);
        }
    }
}

// Chi-square statistic of `counts` against equal expectations.
double chi_square(const std::vector<int>& counts, int draws) {
    const double expected = static_cast<double>(draws) / static_cast<double>(counts.size());
    double chi = 0;
    for (int c : counts) chi += (c - expected) * (c - expected) / expected;
    return chi;
}

// The chi-square value a uniform draw exceeds with probability 0.001
// (Wilson-Hilferty approximation).
double chi_square_limit(int df) {
    const double k = 2.0 / (9.0 * df), z = 3.09;
    return df * std::pow(1 - k + z * std::sqrt(k), 3);
}

TEST(TourRank, RandomClosed5x6ToursAreUniform) {
    const TourRanker ranker(Board(5, 6), CountKind::Closed, false);
    SplitMix64 rng(5);
    std::map<std::set<std::pair<Square, Square>>, int> seen;
    const int draws = 8000;
    for (int i = 0; i < draws; ++i) ++seen[link_set(ranker.random(rng))];
    ASSERT_EQ(seen.size(), 8u);
    std::vector<int> counts;
    for (const auto& [tour, n] : seen) counts.push_back(n);
    EXPECT_LT(chi_square(counts, draws), chi_square_limit(7));
}

TEST(TourRank, RandomClosed6x6ToursAreUniform) {
    const TourRanker ranker(Board(6, 6), CountKind::Closed, false);
    SplitMix64 rng(6);
    // Tours bucketed by their third and second-to-last squares (every tour
    // starts a1 c2 ... b3): a skewed draw would favour some shapes.
    const auto bucket = [](const Tour& t) { return std::pair{t.squares[2], t.squares[t.size() - 2]}; };
    std::map<std::pair<Square, Square>, int> want;
    for (u128 k = 1; k <= ranker.count(); ++k) ++want[bucket(ranker.unrank(k))];
    const int draws = 40000;
    std::map<std::pair<Square, Square>, int> got;
    for (int i = 0; i < draws; ++i) ++got[bucket(ranker.random(rng))];
    double chi = 0;
    int buckets = 0;
    for (const auto& [b, n] : want) {
        const double expected = draws * static_cast<double>(n) / 9862.0;
        if (expected < 5) continue;
        chi += (got[b] - expected) * (got[b] - expected) / expected;
        ++buckets;
    }
    ASSERT_GE(buckets, 10);
    EXPECT_LT(chi, chi_square_limit(buckets - 1));
    std::vector<int> by_index(20, 0);
    for (int i = 0; i < draws; ++i)
        ++by_index[static_cast<std::size_t>((ranker.rank(ranker.random(rng)).low128() - 1) * 20 / ranker.count().low128())];
    EXPECT_LT(chi_square(by_index, draws), chi_square_limit(19));
}

TEST(TourRank, BadInputIsRefusedWithAReason) {
    const TourRanker ranker(Board(5, 6), CountKind::Closed, false);
    EXPECT_THROW(ranker.unrank(0), RankError);
    EXPECT_THROW(ranker.unrank(9), RankError);
    EXPECT_NO_THROW(ranker.unrank(8));
    try {
        ranker.unrank(9);
    } catch (const RankError& e) {
        EXPECT_NE(std::string(e.what()).find("there are 8 closed tours"), std::string::npos) << e.what();
    }
    Tour open = TourRanker(Board(5, 6), CountKind::Paths, false).unrank(1);
    EXPECT_THROW(ranker.rank(open), RankError);
    Tour broken = ranker.unrank(3);
    std::swap(broken.squares[4], broken.squares[9]);
    EXPECT_THROW(ranker.rank(broken), RankError);
    EXPECT_THROW(ranker.rank(Tour{{0, 13}}), RankError);
    EXPECT_THROW(TourRanker(Board(30, 30), CountKind::Closed, false), RankError);
    TableLimits tiny;
    tiny.max_memory_bytes = 1000;
    EXPECT_THROW(TourRanker(Board(6, 6), CountKind::Paths, false, tiny), RankError);
    std::atomic<bool> stop{true};
    TableLimits cancelled;
    cancelled.cancel = &stop;
    try {
        TourRanker(Board(6, 6), CountKind::Paths, false, cancelled);
        ADD_FAILURE() << "a cancelled build finished";
    } catch (const RankError& e) {
        EXPECT_NE(std::string(e.what()).find("cancelled"), std::string::npos);
    }
    EXPECT_THROW(TourRanker(Board(5, 5), CountKind::Open, false), BoardError);
    const TourRanker none(Board(5, 5), CountKind::Closed, false);
    EXPECT_TRUE(none.count() == 0);
    SplitMix64 rng(1);
    EXPECT_THROW(none.random(rng), RankError);
    EXPECT_THROW(none.unrank(1), RankError);
}

TEST(TourRank, CountsPast64Bits) {
    // 3x60 paths: about 5.2e30, so the first layers' counts are 128-bit.
    const Board board(3, 60);
    CountOptions o;
    o.kind = CountKind::Paths;
    const TourRanker ranker(board, CountKind::Paths, false);
    EXPECT_TRUE(ranker.count() == FrontierCounter(board, o).run().count);
    const u128 n = ranker.count().low128();
    for (u128 k : {u128(1), (u128(1) << 64) + 3, n / 3, n}) {
        const Tour t = ranker.unrank(k);
        EXPECT_TRUE(validate_path(board, t).valid());
        EXPECT_TRUE(ranker.rank(t) == k) << to_decimal(k);
    }
}

// Past 2^128 the table of any width takes over, in the same order: its
// numbers are the count's, and they round-trip.
TEST(TourRank, NumbersPast128Bits) {
    for (const auto& [board, kind] : {std::pair{Board(3, 100), CountKind::Closed}, std::pair{Board(3, 90), CountKind::Paths}}) {
        CountOptions o;
        o.kind = kind;
        const TourRanker ranker(board, kind, false);
        ASSERT_TRUE(ranker.wide());
        EXPECT_EQ(to_decimal(ranker.count()), to_decimal(exact_count(FrontierCounter(board, o).run())));
        ASSERT_GT(ranker.count().bit_length(), 128);
        SplitMix64 rng(7);
        std::vector<BigUint> ks{BigUint(1), BigUint(~u128(0)), ranker.count()};
        for (int i = 0; i < 20; ++i) ks.push_back(1 + uniform_below(rng, ranker.count()));
        for (const BigUint& k : ks) {
            const Tour t = ranker.unrank(k);
            const TourVerdict v = validate_tour(board, t);
            EXPECT_TRUE(v.valid() && (kind == CountKind::Paths || v.kind == TourKind::Closed)) << to_decimal(k);
            EXPECT_EQ(to_decimal(ranker.rank(t)), to_decimal(k));
        }
        EXPECT_THROW(ranker.unrank(ranker.count() + 1), RankError);
    }
    const TourRanker directed(Board(3, 100), CountKind::Closed, true);
    const BigUint k = BigUint(~u128(0)) + BigUint(~u128(0)) + 2;  // 2^129
    const Tour t = directed.unrank(k);
    EXPECT_EQ(to_decimal(directed.rank(t)), to_decimal(k));
    EXPECT_EQ(to_decimal(directed.rank(directed.unrank(k - 1))), to_decimal(k - 1));
}

// The table of any width gives the 128-bit table's numbers wherever both can:
// every tour of boards small enough to list, in both kinds.
TEST(TourRank, WideTableNumbersAsTheNarrowOne) {
    for (const auto& [board, paths] : {std::pair{Board(5, 6), false}, std::pair{Board(3, 10), false},
                                       std::pair{Board(4, 5), true}, std::pair{Board(3, 8), true}}) {
        const TourTable narrow(board, paths);
        const WideTable wide(board, paths);
        ASSERT_EQ(to_decimal(wide.total()), to_decimal(narrow.total())) << board.rows() << "x" << board.cols();
        for (u128 k = 1; k <= narrow.total(); ++k)
            EXPECT_EQ(number_walk::unrank_links(wide, BigUint(k)), number_walk::unrank_links(narrow, k))
                << board.rows() << "x" << board.cols() << " index " << to_decimal(k);
    }
}

TEST(TourRank, OneSquareIsOnePath) {
    const TourRanker one(Board(1, 1), CountKind::Paths, false);
    EXPECT_TRUE(one.count() == 1);
    EXPECT_EQ(one.unrank(1), Tour{{0}});
    EXPECT_TRUE(one.rank(Tour{{0}}) == 1);
    EXPECT_TRUE(TourRanker(Board(1, 1), CountKind::Closed, false).count() == 0);
}

// No table to build where the colour count rules every tour out: 9x9
// closed would otherwise spend its whole memory budget first.
TEST(TourRank, NoToursByTheColourCountAtOnce) {
    const TourRanker none(Board(9, 9), CountKind::Closed, false);
    EXPECT_TRUE(none.count() == 0);
    try {
        none.unrank(1);
        ADD_FAILURE() << "index 1 of no tours";
    } catch (const RankError& e) {
        EXPECT_NE(std::string(e.what()).find("there are no closed tours: the board has 41 squares"), std::string::npos)
            << e.what();
    }
    SplitMix64 rng(1);
    EXPECT_THROW(none.random(rng), RankError);
    const Tour path = TourRanker(Board(5, 5), CountKind::Paths, false).unrank(1);
    EXPECT_THROW(TourRanker(Board(5, 5), CountKind::Closed, false).rank(path), RankError);
}

TEST(IndexText, ReadsWholeNumbersOfAnySize) {
    EXPECT_TRUE(*parse_index("1").value == 1);
    EXPECT_TRUE(*parse_index(" 1,692,674,826,245 ").value == 1692674826245ULL);
    EXPECT_TRUE(*parse_index("13_267_364_410_532").value == 13267364410532ULL);
    EXPECT_EQ(to_decimal(*parse_index("340282366920938463463374607431768211455").value),
              "340282366920938463463374607431768211455");
    EXPECT_EQ(to_decimal(*parse_index("340282366920938463463374607431768211456").value),
              "340282366920938463463374607431768211456");
    EXPECT_EQ(to_decimal(*parse_index("1_000000000000000000_0000000000000000000_000000000000000000007").value),
              "10000000000000000000000000000000000000000000000000000000007");
    const std::string most(kMaxIndexDigits, '9');
    EXPECT_EQ(to_decimal(*parse_index("000" + most).value), most);
    EXPECT_NE(parse_index(most + "9").error.find("more than 10000 digits"), std::string::npos);
    EXPECT_FALSE(parse_index("").value);
    EXPECT_FALSE(parse_index("-3").value);
    EXPECT_FALSE(parse_index("12a").value);
    EXPECT_FALSE(parse_index("1,,2").value);
    EXPECT_FALSE(parse_index(",12").value);
    EXPECT_FALSE(parse_index("1e9").value);
    EXPECT_NE(parse_index("12a").error.find("'12a'"), std::string::npos);
}

}  // namespace

}  // namespace kt
