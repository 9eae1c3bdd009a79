// The existence theorems against exhaustive search on every board up to 6x6.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "engine.h"

namespace kt {
namespace {

// Exhaustive depth-first search over a bitmask of visited squares (<= 64).
// Moves are tried fewest-onward-first (Warnsdorff order) so that tours are
// found fast; the search is still complete because every move is tried.
class BruteForce {
public:
    explicit BruteForce(const Board& board) : n_(static_cast<int>(board.cell_count())), adj_(n_, 0) {
        for (Square s = 0; s < n_; ++s)
            for (Square t : board.neighbours(s)) adj_[s] |= bit(t);
        full_ = n_ == 64 ? ~0ULL : (bit(n_) - 1);
    }

    // A cycle through every square? (Any cycle passes through square 0.)
    bool closed_tour() {
        if (n_ < 3) return false;
        want_closed_ = true;
        start_ = 0;
        return extend(0, bit(0));
    }

    // A path through every square whose ends are not one move apart?
    bool open_tour() {
        if (n_ == 1) return true;
        want_closed_ = false;
        for (start_ = 0; start_ < n_; ++start_)
            if (extend(start_, bit(start_))) return true;
        return false;
    }

private:
    static std::uint64_t bit(int s) { return 1ULL << s; }

    bool extend(int at, std::uint64_t visited) {
        if (visited == full_) {
            const bool ends_adjacent = (adj_[at] & bit(start_)) != 0;
            return want_closed_ ? ends_adjacent : !ends_adjacent;
        }
        const std::uint64_t unvisited = full_ & ~visited;
        // Prune (soundly): in a cycle every unvisited square still needs two
        // links (to unvisited squares, the current square or the start); in a
        // path it needs one, and only the path's far end may have just one.
        int ends = 0;
        for (std::uint64_t rest = unvisited; rest; rest &= rest - 1) {
            const int s = __builtin_ctzll(rest);
            const int free = __builtin_popcountll(adj_[s] & unvisited) + static_cast<int>((adj_[s] >> at) & 1) +
                             (want_closed_ ? static_cast<int>((adj_[s] >> start_) & 1) : 0);
            if (free == 0 || (want_closed_ && free == 1)) return false;
            if (free == 1 && ++ends > 1) return false;
        }
        int order[8], degree[8], k = 0;
        for (std::uint64_t next = adj_[at] & unvisited; next; next &= next - 1) {
            const int s = __builtin_ctzll(next);
            const int d = __builtin_popcountll(adj_[s] & unvisited);
            int j = k++;
            while (j > 0 && degree[j - 1] > d) {
                order[j] = order[j - 1];
                degree[j] = degree[j - 1];
                --j;
            }
            order[j] = s;
            degree[j] = d;
        }
        for (int i = 0; i < k; ++i)
            if (extend(order[i], visited | bit(order[i]))) return true;
        return false;
    }

    int n_;
    std::vector<std::uint64_t> adj_;
    std::uint64_t full_ = 0;
    int start_ = 0;
    bool want_closed_ = true;
};

}  // namespace

TEST(Existence, TheoremsMatchExhaustiveSearchUpTo6x6) {
    for (int r = 1; r <= 6; ++r) {
        for (int c = 1; c <= 6; ++c) {
            Board board(r, c);
            BruteForce search(board);
            const ExistenceAnswer closed = closed_tour_exists(board);
            const ExistenceAnswer open = open_tour_exists(board);
            EXPECT_EQ(closed.exists(), search.closed_tour()) << r << "x" << c << ": " << closed.reason;
            EXPECT_EQ(open.exists(), search.open_tour()) << r << "x" << c << ": " << open.reason;
            EXPECT_FALSE(closed.reason.empty());
            EXPECT_FALSE(open.reason.empty());
            EXPECT_NE(closed.answer, Existence::Unknown);
        }
    }
}

TEST(Existence, KnownLargerBoards) {
    EXPECT_TRUE(closed_tour_exists(Board(8, 8)).exists());
    EXPECT_TRUE(closed_tour_exists(Board(3, 10)).exists());
    EXPECT_FALSE(closed_tour_exists(Board(3, 8)).exists());
    EXPECT_FALSE(closed_tour_exists(Board(4, 100)).exists());
    EXPECT_FALSE(closed_tour_exists(Board(7, 9)).exists());
    EXPECT_TRUE(open_tour_exists(Board(3, 7)).exists());
    EXPECT_TRUE(open_tour_exists(Board(4, 5)).exists());
    EXPECT_TRUE(open_tour_exists(Board(10000, 10000)).exists());
    EXPECT_FALSE(open_tour_exists(Board(2, 9)).exists());
}

TEST(Existence, ReasonsNameTheRule) {
    EXPECT_NE(closed_tour_exists(Board(5, 7)).reason.find("odd"), std::string::npos);
    EXPECT_NE(closed_tour_exists(Board(3, 6)).reason.find("Schwenk"), std::string::npos);
    EXPECT_NE(closed_tour_exists(Board(8, 8)).reason.find("Schwenk"), std::string::npos);
    EXPECT_NE(open_tour_exists(Board(3, 3)).reason.find("centre"), std::string::npos);
    EXPECT_EQ(std::string(existence_word(Existence::No)), "no");
}

TEST(Existence, OutsideTheTheoremsIsUnknown) {
    Board camel(8, 8, Leaper{1, 3});
    EXPECT_EQ(closed_tour_exists(camel).answer, Existence::Unknown);
    Board holed(8, 8);
    holed.set_removed(0, true);
    EXPECT_EQ(open_tour_exists(holed).answer, Existence::Unknown);
    EXPECT_NE(open_tour_exists(holed).reason.find("removed"), std::string::npos);
}

// Outside the theorems, the colour count alone can still say no: any
// board, any leaper whose steps add up to an odd number.
TEST(Existence, TheColourCountRulesOutWhereTheTheoremsDoNot) {
    Board one_corner(8, 8);
    one_corner.set_removed(one_corner.square(0, 0), true);  // 31 squares of a1's colour, 32 of the other
    EXPECT_EQ(closed_tour_exists(one_corner).answer, Existence::No);
    EXPECT_NE(closed_tour_exists(one_corner).reason.find("as many of each"), std::string::npos);
    EXPECT_EQ(open_tour_exists(one_corner).answer, Existence::Unknown);
    Board two_corners = one_corner;
    two_corners.set_removed(two_corners.square(7, 7), true);  // h8 has a1's colour: 30 and 32
    EXPECT_EQ(open_tour_exists(two_corners).answer, Existence::No);
    EXPECT_NE(open_tour_exists(two_corners).reason.find("at most one more"), std::string::npos);
    Board opposite = one_corner;
    opposite.set_removed(opposite.square(0, 7), true);  // h1 has the other colour: 31 and 31
    EXPECT_EQ(closed_tour_exists(opposite).answer, Existence::Unknown);
    const Board giraffe(5, 5, Leaper{1, 4});  // 1 + 4 odd: 13 and 12
    EXPECT_EQ(closed_tour_exists(giraffe).answer, Existence::No);
    EXPECT_EQ(open_tour_exists(giraffe).answer, Existence::Unknown);
    EXPECT_EQ(closed_tour_exists(Board(5, 5, Leaper{1, 3})).answer, Existence::Unknown);  // the camel keeps its colour
    EXPECT_EQ(colour_counts(two_corners).of, (std::array<int, 2>{30, 32}));
    EXPECT_FALSE(colour_counts(two_corners).ends_colour());
    EXPECT_EQ(colour_counts(one_corner).ends_colour(), 1);
    EXPECT_EQ(colour_counts(Board(5, 5)).ends_colour(), 0);
}

}  // namespace kt
