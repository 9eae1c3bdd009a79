// Walks: the keypad figures of Wikipedia's keypad puzzle, and the dynamic
// programme and the lister checked against brute-force enumeration on small
// irregular boards with several leapers.
#include <gtest/gtest.h>

#include <functional>
#include <map>
#include <random>

#include "engine.h"

namespace kt {
namespace {

WalkConditions keypad_conditions(const LabelledBoard& keypad, int length, int max_vowels) {
    WalkConditions c;
    c.length = length;
    c.marked = keypad.select("AEIO", "vowels");
    c.max_marked = max_vowels;
    c.order = keypad.order;
    return c;
}

TEST(KeypadWalks, TenKeysAtMostTwoVowelsMatchSeed003) {
    const LabelledBoard keypad = keypad_board();
    WalkCounter counter(keypad.board, keypad_conditions(keypad, 10, 2));
    ASSERT_TRUE(counter.run());
    EXPECT_EQ(counter.total().to_string(), "1013398");
    // Seed 003's per-start output, key by key.
    const std::map<std::string, std::string> expected{
        {"A", "30004"}, {"B", "49154"}, {"C", "73664"}, {"D", "48320"}, {"E", "32520"}, {"F", "64608"},
        {"G", "51053"}, {"H", "90089"}, {"I", "33308"}, {"J", "64021"}, {"K", "57937"}, {"L", "63155"},
        {"M", "63584"}, {"N", "70622"}, {"O", "37721"}, {"1", "64287"}, {"2", "56730"}, {"3", "62621"}};
    const auto per_start = counter.per_start();
    ASSERT_EQ(per_start.size(), 18u);
    std::string start_order;
    for (const auto& sc : per_start) {
        start_order += keypad.name(sc.start);
        EXPECT_EQ(sc.count.to_string(), expected.at(keypad.name(sc.start))) << keypad.name(sc.start);
    }
    EXPECT_EQ(start_order, "ABCDEFGHIJKLMNO123");
}

TEST(KeypadWalks, KeypadShapeAndMovesAsInTheSeed) {
    const LabelledBoard keypad = keypad_board();
    EXPECT_EQ(keypad.board.rows(), 4);
    EXPECT_EQ(keypad.board.cols(), 5);
    EXPECT_EQ(keypad.board.square_count(), 18);
    EXPECT_TRUE(keypad.connected());
    EXPECT_TRUE(keypad.labels_unique());
    // Wikipedia's move table: H (index 7) reaches A, E, K, O, 1, 3.
    const Square h = keypad.select("H", "t")[0];
    std::string reach;
    for (Square s : keypad.order)
        if (keypad.board.is_move(h, s)) reach += keypad.name(s);
    EXPECT_EQ(reach, "AEKO13");
    EXPECT_EQ(to_layout_text(keypad), keypad_layout_text());
}

TEST(KeypadWalks, ListingStreamsInKeypadOrderAndStopsAtLimit) {
    const LabelledBoard keypad = keypad_board();
    WalkLister lister(keypad.board, keypad_conditions(keypad, 10, 2));
    auto first = lister.next();
    ASSERT_TRUE(first);
    EXPECT_EQ(keypad.describe(*first), "AHAHKBKBKB");  // Wikipedia's own example comes first
    std::int64_t n = 1;
    while (lister.next()) ++n;
    EXPECT_EQ(n, 1013398);
    EXPECT_EQ(lister.listed(), 1013398);

    WalkLister limited(keypad.board, keypad_conditions(keypad, 10, 2));
    limited.set_limit(3);
    int seen = 0;
    while (limited.next()) ++seen;
    EXPECT_EQ(seen, 3);
    EXPECT_TRUE(limited.hit_limit());

    WalkLister cancelled(keypad.board, keypad_conditions(keypad, 10, 2));
    ASSERT_TRUE(cancelled.next());
    cancelled.cancel();
    EXPECT_FALSE(cancelled.next());
}

TEST(KeypadWalks, SeedExampleSequenceIsAWalkWithTwoVowels) {
    const LabelledBoard keypad = keypad_board();
    // AHAHKBKBKB: Wikipedia's example; it has two vowels (A twice).
    WalkConditions c = keypad_conditions(keypad, 10, 2);
    c.starts = keypad.select("A", "--start");
    WalkLister lister(keypad.board, c);
    bool found = false;
    while (auto w = lister.next()) found = found || keypad.describe(*w) == "AHAHKBKBKB";
    EXPECT_TRUE(found);
}

// ---- brute force ------------------------------------------------------------

struct Brute {
    std::map<Square, std::uint64_t> per_start;
    std::vector<std::vector<Square>> walks;
};

Brute brute_force(const Board& board, const WalkConditions& c, const std::vector<Square>& order) {
    std::vector<int> rank(static_cast<std::size_t>(board.cell_count()), 1 << 30);
    for (std::size_t i = 0; i < order.size(); ++i) rank[static_cast<std::size_t>(order[i])] = static_cast<int>(i);
    auto in = [](const std::vector<Square>& v, Square s) { return std::find(v.begin(), v.end(), s) != v.end(); };
    Brute out;
    std::vector<Square> path;
    std::function<void(Square)> extend = [&](Square s) {
        path.push_back(s);
        if (static_cast<int>(path.size()) == c.length) {
            bool ok = true;
            int marks = 0;
            for (Square q : path) {
                ok = ok && !in(c.forbidden, q);
                marks += in(c.marked, q);
            }
            if (ok && (c.max_marked < 0 || marks <= c.max_marked)) {
                ++out.per_start[path[0]];
                out.walks.push_back(path);
            }
        } else {
            auto next = board.neighbours(s);
            std::sort(next.begin(), next.end(), [&](Square x, Square y) { return rank[x] < rank[y]; });
            for (Square t : next) extend(t);
        }
        path.pop_back();
    };
    for (Square s : order)
        if (c.starts.empty() || in(c.starts, s)) extend(s);
    return out;
}

Board random_board(std::mt19937& rng, Leaper leaper) {
    std::uniform_int_distribution<int> side(1, 5);
    for (;;) {
        Board b(side(rng), side(rng), leaper);
        for (Square s = 0; s < b.cell_count(); ++s)
            if (rng() % 4 == 0) b.set_removed(s, true);
        if (b.square_count() > 0) return b;
    }
}

std::vector<Square> random_subset(std::mt19937& rng, const std::vector<Square>& from, int one_in) {
    std::vector<Square> out;
    for (Square s : from)
        if (rng() % one_in == 0) out.push_back(s);
    return out;
}

TEST(Walks, DynamicProgrammeAndListerMatchBruteForceOnIrregularBoards) {
    std::mt19937 rng(20261121);
    const Leaper leapers[] = {{1, 2}, {1, 3}, {2, 3}, {1, 4}, {0, 1}, {1, 1}, {2, 2}};
    int cases = 0;
    for (const Leaper& leaper : leapers) {
        for (int trial = 0; trial < 40; ++trial) {
            const Board board = random_board(rng, leaper);
            const LabelledBoard lb = labelled_board(board);
            // A shuffled order checks that listing and reporting follow it.
            std::vector<Square> order = lb.order;
            std::shuffle(order.begin(), order.end(), rng);
            WalkConditions c;
            c.length = 1 + static_cast<int>(rng() % 6);
            c.order = order;
            c.marked = random_subset(rng, order, 3);
            c.max_marked = static_cast<int>(rng() % 4) - 1;
            c.forbidden = random_subset(rng, order, 6);
            if (rng() % 2) c.starts = random_subset(rng, order, 2);
            if (!c.starts.empty() || rng() % 2 == 0) {
                const Brute expected = brute_force(board, c, order);
                WalkCounter counter(board, c);
                ASSERT_TRUE(counter.run());
                std::uint64_t total = 0;
                for (const auto& sc : counter.per_start()) {
                    ASSERT_FALSE(sc.count.overflow);
                    const auto it = expected.per_start.find(sc.start);
                    const std::uint64_t want = it == expected.per_start.end() ? 0 : it->second;
                    EXPECT_EQ(static_cast<std::uint64_t>(sc.count.value), want)
                        << "leaper " << leaper.a << "," << leaper.b << " board\n" << to_layout_text(lb) << "start " << board.name(sc.start);
                    total += want;
                }
                EXPECT_EQ(counter.total().to_string(), std::to_string(total));
                WalkLister lister(board, c);
                std::vector<std::vector<Square>> listed;
                while (auto w = lister.next()) listed.push_back(*w);
                EXPECT_EQ(listed, expected.walks) << "leaper " << leaper.a << "," << leaper.b << "\n" << to_layout_text(lb);
                ++cases;
            }
        }
    }
    EXPECT_GT(cases, 100);
}

TEST(Walks, LengthOneCountsAllowedStartsOnly) {
    const LabelledBoard keypad = keypad_board();
    WalkConditions c = keypad_conditions(keypad, 1, 0);
    EXPECT_EQ(count_walks(keypad.board, c).to_string(), "14");  // 18 keys minus 4 vowels
    c.forbidden = keypad.select("123", "--forbid");
    EXPECT_EQ(count_walks(keypad.board, c).to_string(), "11");
}

TEST(Walks, WideCountsAreExactUpTo128BitsAndOverflowIsReported) {
    // Knight on 3x3 without its centre: an 8-cycle, so 8 * 2^(L-1) = 2^(L+2) walks.
    Board ring(3, 3);
    ring.set_removed(ring.square(1, 1), true);
    WalkConditions c;
    c.length = 125;
    const CheckedCount fits = count_walks(ring, c);
    EXPECT_FALSE(fits.overflow);
    EXPECT_EQ(fits.to_string(), "170141183460469231731687303715884105728");  // 2^127
    c.length = 126;
    const CheckedCount over = count_walks(ring, c);
    EXPECT_TRUE(over.overflow);
    EXPECT_NE(over.to_string().find("overflow"), std::string::npos);
}

TEST(Walks, BadConditionsAreRefusedWithReasons) {
    const LabelledBoard keypad = keypad_board();
    WalkConditions c;
    c.length = 0;
    EXPECT_THROW(WalkCounter(keypad.board, c), WalkError);
    c.length = kMaxWalkLength + 1;
    EXPECT_THROW(WalkCounter(keypad.board, c), WalkError);
    c.length = 5;
    c.starts = {0};  // a1 is the keypad's bottom-left hole
    try {
        WalkCounter counter(keypad.board, c);
        ADD_FAILURE() << "accepted a hole as start";
    } catch (const WalkError& e) {
        EXPECT_NE(std::string(e.what()).find("a1 is a hole"), std::string::npos) << e.what();
    }
    c.starts = {999};
    EXPECT_THROW(WalkCounter(keypad.board, c), WalkError);
    // Too much work is refused up front instead of running for minutes.
    Board big(1000, 1000);
    WalkConditions long_walk;
    long_walk.length = 100000;
    EXPECT_THROW(WalkCounter(big, long_walk), WalkError);
    EXPECT_THROW(WalkLister(big, long_walk), WalkError);
}

TEST(Walks, CounterCanBeSteppedAndCancelled) {
    const LabelledBoard keypad = keypad_board();
    WalkCounter counter(keypad.board, keypad_conditions(keypad, 10, 2));
    EXPECT_EQ(counter.layers_done(), 1);
    EXPECT_TRUE(counter.step());
    EXPECT_EQ(counter.layers_done(), 2);
    counter.cancel();
    EXPECT_FALSE(counter.step());
    EXPECT_FALSE(counter.run());
    EXPECT_FALSE(counter.done());
}

}  // namespace
}  // namespace kt
