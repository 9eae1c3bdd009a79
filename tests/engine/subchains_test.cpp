// Corner subchains: class structure, agreement with an independent brute-force
// count of closed tours on small boards, class by class.
#include <gtest/gtest.h>

#include <map>
#include <thread>

#include "count/subchain_counter.h"
#include "count/subchain_runner.h"
#include "engine.h"

using namespace kt;
using namespace kt::subchains;

namespace {

// Independent check: every closed tour of a small board by plain backtracking
// from a1, each cycle once (second square below the last). Calls visit(cycle).
template <typename Visit>
void brute_force_cycles(const Board& board, Visit visit) {
    const int n = static_cast<int>(board.cell_count());
    std::vector<std::vector<Square>> adj(static_cast<std::size_t>(n));
    for (Square s = 0; s < n; ++s) adj[static_cast<std::size_t>(s)] = board.neighbours(s);
    std::vector<char> used(static_cast<std::size_t>(n), 0);
    std::vector<Square> path{0};
    used[0] = 1;
    auto free_degree = [&](Square s) {
        int d = 0;
        for (Square t : adj[static_cast<std::size_t>(s)]) d += !used[static_cast<std::size_t>(t)] || t == path.back() || t == 0;
        return d;
    };
    auto step = [&](auto&& self) -> void {
        const Square head = path.back();
        if (static_cast<int>(path.size()) == n) {
            if (board.is_move(head, 0) && path[1] < head) visit(path);
            return;
        }
        for (Square next : adj[static_cast<std::size_t>(head)]) {
            if (used[static_cast<std::size_t>(next)]) continue;
            used[static_cast<std::size_t>(next)] = 1;
            path.push_back(next);
            bool ok = true;  // every unused square keeps two ways in and out
            for (Square w : adj[static_cast<std::size_t>(head)])
                if (!used[static_cast<std::size_t>(w)] && free_degree(w) < 2) ok = false;
            if (ok) self(self);
            path.pop_back();
            used[static_cast<std::size_t>(next)] = 0;
        }
    };
    step(step);
}

// The combination a closed tour passes through.
Combination combination_of(const SubchainClasses& classes, const std::vector<Square>& cycle) {
    const std::size_t n = cycle.size();
    std::map<Square, std::size_t> where;
    for (std::size_t i = 0; i < n; ++i) where[cycle[i]] = i;
    Combination c;
    for (int k = 0; k < 4; ++k) {
        const Chain& model = classes.corner_chains(k)[0];
        const std::size_t i = where[model.corner];
        const Square before = cycle[(i + n - 1) % n], after = cycle[(i + 1) % n];
        const bool forward = before == model.n1;
        const Square x = forward ? cycle[(i + n - 2) % n] : cycle[(i + 2) % n];
        const Square y = forward ? cycle[(i + 2) % n] : cycle[(i + n - 2) % n];
        EXPECT_TRUE((before == model.n1 && after == model.n2) || (before == model.n2 && after == model.n1));
        c[static_cast<std::size_t>(k)] = {x, model.n1, model.corner, model.n2, y};
    }
    return c;
}

void expect_classes_match_brute_force(int rows, int cols, std::uint64_t expected_total) {
    const Board board(rows, cols);
    const SubchainClasses classes(board);
    std::map<std::int64_t, std::uint64_t> per_combination_class;
    std::uint64_t brute_total = 0;
    brute_force_cycles(board, [&](const std::vector<Square>& cycle) {
        ++brute_total;
        const std::int64_t cls = classes.class_of(combination_of(classes, cycle));
        ASSERT_GE(cls, 0);
        ++per_combination_class[cls];
    });
    EXPECT_EQ(brute_total, expected_total);
    std::uint64_t total = 0;
    for (std::size_t i = 0; i < classes.class_count(); ++i) {
        const ClassResult r = count_class(classes, i);
        ASSERT_TRUE(r.result.completed);
        total += r.result.count * static_cast<std::uint64_t>(r.size);
        // Tours through any one combination of the class: the brute force saw size x count of them.
        EXPECT_EQ(per_combination_class[static_cast<std::int64_t>(i)], r.result.count * static_cast<std::uint64_t>(r.size))
            << rows << "x" << cols << " class " << i << " " << classes.notation(classes.representative(i));
    }
    EXPECT_EQ(total, expected_total);
}

}  // namespace

TEST(SubchainClasses, EightByEightHasTheSeedsClasses) {
    const SubchainClasses classes(Board(8, 8));
    EXPECT_EQ(classes.class_count(), 41790u);
    EXPECT_EQ(classes.combination_count(), 331776);
    std::map<int, int> by_size;
    for (std::size_t i = 0; i < classes.class_count(); ++i) ++by_size[classes.info(i).size];
    EXPECT_EQ(by_size[8], 41170);
    EXPECT_EQ(by_size[4], 590);
    EXPECT_EQ(by_size[2], 26);
    EXPECT_EQ(by_size[1], 4);
}

TEST(SubchainClasses, NotationRoundTripsAndIndexesAreStable) {
    const SubchainClasses classes(Board(8, 8));
    const std::string example = "c1-b3-a1-c2-e1,b5-c7-a8-b6-d5,h4-g6-h8-f7-h6,d1-f2-h1-g3-e4";
    const Combination c = classes.parse(example);
    EXPECT_EQ(classes.notation(c), example);
    // Any order, either direction.
    EXPECT_EQ(classes.parse("e4-g3-h1-f2-d1, c1-b3-a1-c2-e1,h4-g6-h8-f7-h6,b5-c7-a8-b6-d5"), c);
    const std::int64_t cls = classes.class_of(c);
    ASSERT_GE(cls, 0);
    for (std::size_t i : {std::size_t{0}, static_cast<std::size_t>(cls), classes.class_count() - 1})
        EXPECT_EQ(classes.class_of(classes.representative(i)), static_cast<std::int64_t>(i));
    EXPECT_EQ(classes.notation(classes.representative(0)), SubchainClasses(Board(8, 8)).notation(classes.representative(0)));
}

TEST(SubchainClasses, BadChainsAreRejectedWithAReason) {
    const SubchainClasses classes(Board(8, 8));
    EXPECT_THROW(classes.parse(""), BoardError);
    EXPECT_THROW(classes.parse("c1-b3-a1-c2-e1"), BoardError);
    EXPECT_THROW(classes.parse("c1-b3-a1-c2-c1,b5-c7-a8-b6-d5,h4-g6-h8-f7-h6,d1-f2-h1-g3-e4"), BoardError);
    EXPECT_THROW(classes.parse("c1-b3-a1-c2-e1,c1-b3-a1-c2-e1,h4-g6-h8-f7-h6,d1-f2-h1-g3-e4"), BoardError);
    EXPECT_THROW(classes.parse("c1-b3-a1-c2-z9,b5-c7-a8-b6-d5,h4-g6-h8-f7-h6,d1-f2-h1-g3-e4"), BoardError);
    EXPECT_THROW(classes.parse("c1-b3-b1-c2-e1,b5-c7-a8-b6-d5,h4-g6-h8-f7-h6,d1-f2-h1-g3-e4"), BoardError);
    EXPECT_THROW(SubchainClasses(Board(4, 8)), BoardError);
}

TEST(SubchainCounter, SixBySixTotalIs9862) {
    const SubchainClasses classes(Board(6, 6));
    std::uint64_t total = 0, representatives = 0;
    for (std::size_t i = 0; i < classes.class_count(); ++i) {
        const ClassResult r = count_class(classes, i);
        total += r.result.count * static_cast<std::uint64_t>(r.size);
        representatives += r.result.count;
    }
    EXPECT_EQ(total, 9862u);
    EXPECT_GT(representatives, 0u);
}

TEST(SubchainCounter, FiveBySixAndSixByFiveHaveEightTours) {
    expect_classes_match_brute_force(5, 6, 8);
    expect_classes_match_brute_force(6, 5, 8);
}

TEST(SubchainCounter, SixBySixMatchesBruteForceClassByClass) { expect_classes_match_brute_force(6, 6, 9862); }

TEST(SubchainCounter, OddBoardsHaveNoClosedTours) {
    for (auto [r, c] : {std::pair{5, 5}, std::pair{5, 7}}) {
        const SubchainClasses classes{Board(r, c)};
        std::uint64_t total = 0;
        for (std::size_t i = 0; i < classes.class_count(); ++i) total += count_class(classes, i).result.count;
        EXPECT_EQ(total, 0u) << r << "x" << c;
    }
}

TEST(SubchainRunner, BoardsPastTheSearchAreRefusedUnlessTheirColoursCannotBalance) {
    EXPECT_FALSE(counting_refusal(Board(8, 8)));
    EXPECT_FALSE(counting_refusal(Board(6, 12)));  // 72 squares, 60 once linked
    EXPECT_FALSE(counting_refusal(Board(9, 9)));   // 81, but no closed tour
    const auto why = counting_refusal(Board(8, 10));
    ASSERT_TRUE(why);
    EXPECT_NE(why->find("8x10 has 80"), std::string::npos) << *why;
    const SubchainClasses wide(Board(8, 10));
    EXPECT_THROW(SubchainRunner(wide, {0}, 1, nullptr), BoardError);

    // 9x9: every class counts 0 without a search (the search alone would
    // need more than 64 squares and throw in a worker thread).
    const SubchainClasses odd(Board(9, 9));
    std::vector<std::size_t> all(odd.class_count());
    for (std::size_t i = 0; i < all.size(); ++i) all[i] = i;
    std::uint64_t total = 0;
    SubchainRunner runner(odd, all, 2, [&](const ClassResult& r) { total += r.result.count; });
    runner.start();
    runner.wait();
    EXPECT_EQ(runner.error(), "");
    EXPECT_EQ(runner.progress().classes_done, all.size());
    EXPECT_EQ(total, 0u);
}

TEST(SubchainCounter, ChainsThatDisagreeCountZero) {
    // On 5x6 a1 and a5 share b3: these chains give b3 three links.
    const SubchainClasses classes(Board(5, 6));
    const Board& board = classes.board();
    for (const Chain& a : classes.corner_chains(0))
        for (const Chain& b : classes.corner_chains(1)) {
            Combination c{a, b, classes.corner_chains(2)[0], classes.corner_chains(3)[0]};
            if (!classes.agrees(c)) {
                EXPECT_EQ(classes.class_of(c), -1);
                EXPECT_EQ(SubchainCounter(board, c).run().count, 0u);
                return;
            }
        }
    FAIL() << "expected a disagreeing combination on 5x6";
}

TEST(SubchainRunner, ThreadsGiveTheSameTotalsAndCancelStops) {
    const SubchainClasses classes(Board(6, 6));
    std::vector<std::size_t> all(classes.class_count());
    for (std::size_t i = 0; i < all.size(); ++i) all[i] = i;
    std::uint64_t total = 0;
    std::size_t reported = 0;
    SubchainRunner runner(classes, all, 2, [&](const ClassResult& r) {
        total += r.result.count * static_cast<std::uint64_t>(r.size);
        ++reported;
    });
    runner.start();
    runner.wait();
    EXPECT_EQ(total, 9862u);
    EXPECT_EQ(reported, all.size());
    EXPECT_EQ(runner.progress().classes_done, all.size());

    // Jaeger's example takes seconds: cancel it at once.
    const SubchainClasses big(Board(8, 8));
    SubchainCounter counter(big.board(), big.parse("c1-b3-a1-c2-e1,b5-c7-a8-b6-d5,h4-g6-h8-f7-h6,d1-f2-h1-g3-e4"));
    EXPECT_EQ(counter.reduced_squares(), 52);
    std::thread stopper([&] { counter.cancel(); });
    const SubchainResult r = counter.run();
    stopper.join();
    EXPECT_FALSE(r.completed);
}

TEST(SubchainCounter, CacheAndStartChoiceDoNotChangeCounts) {
    // The tail cache and the start choice only change the work, never the count.
    const SubchainClasses classes(Board(6, 8));
    std::uint64_t nodes_cached = 0, nodes_plain = 0;
    for (std::size_t i = 0; i < classes.class_count(); i += 97) {
        const Combination c = classes.representative(i);
        const SubchainResult cached = SubchainCounter(classes.board(), c).run();
        const SubchainResult plain = SubchainCounter(classes.board(), c, StartRule::FirstChain, 0).run();
        EXPECT_EQ(cached.count, plain.count) << "6x8 class " << i;
        nodes_cached += cached.nodes;
        nodes_plain += plain.nodes;
    }
    EXPECT_LT(nodes_cached, nodes_plain);
}
