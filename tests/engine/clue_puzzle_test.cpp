// Clue puzzles: the square-set geometry against the board, the grid text,
// the messages for bad puzzles, the solver against a plain enumeration,
// generated puzzles at every level (unique, graded, reproducible), hints,
// and "tours still possible" (search against the frontier counter).
#include <gtest/gtest.h>

#include "engine.h"
#include "count/frontier_counter.h"
#include "puzzle/clue_domains.h"
#include "puzzle/square_set.h"

namespace kt {
namespace {

// Plain enumeration, independent of the solver's propagation: every path of
// the right kind that agrees with the clues, counted up to `cap`. Its only
// pruning is that the next clue must be within reach (breadth-first distance).
struct Brute {
    const CluePuzzle& p;
    int cap;
    int count = 0;
    std::vector<std::uint8_t> seen = std::vector<std::uint8_t>(static_cast<std::size_t>(p.board.cell_count()), 0);
    std::vector<std::vector<int>> dist;
    std::vector<std::pair<int, Square>> next_clue;  // per move number: the next clue at or after it

    void walk(Square s, int number, Square start) {
        if (count >= cap) return;
        const int clue = p.clue_at(s);
        if (clue != 0 && clue != number) return;
        if (number == static_cast<int>(p.board.square_count())) {
            if (!p.closed || p.board.is_move(s, start)) ++count;
            return;
        }
        const auto [c, at] = next_clue[static_cast<std::size_t>(number + 1)];
        if (c != 0 && dist[static_cast<std::size_t>(s)][static_cast<std::size_t>(at)] > c - number) return;
        seen[static_cast<std::size_t>(s)] = 1;
        for (Square t : p.board.neighbours(s))
            if (!seen[static_cast<std::size_t>(t)]) walk(t, number + 1, start);
        seen[static_cast<std::size_t>(s)] = 0;
    }
    void prepare() {
        const auto cells = static_cast<std::size_t>(p.board.cell_count());
        dist.assign(cells, std::vector<int>(cells, 1 << 20));
        for (Square from = 0; from < static_cast<Square>(cells); ++from) {
            std::vector<Square> queue{from};
            dist[static_cast<std::size_t>(from)][static_cast<std::size_t>(from)] = 0;
            for (std::size_t i = 0; i < queue.size(); ++i)
                for (Square t : p.board.neighbours(queue[i]))
                    if (dist[static_cast<std::size_t>(from)][static_cast<std::size_t>(t)] > cells) {
                        dist[static_cast<std::size_t>(from)][static_cast<std::size_t>(t)] = dist[static_cast<std::size_t>(from)][static_cast<std::size_t>(queue[i])] + 1;
                        queue.push_back(t);
                    }
        }
        const auto n = static_cast<std::size_t>(p.board.square_count());
        next_clue.assign(n + 2, {0, kNoSquare});
        std::vector<Square> where(n + 1, kNoSquare);
        for (Square s = 0; s < static_cast<Square>(cells); ++s)
            if (p.clue_at(s) > 0) where[static_cast<std::size_t>(p.clue_at(s))] = s;
        for (std::size_t k = n; k >= 1; --k)
            next_clue[k] = where[k] != kNoSquare ? std::pair{static_cast<int>(k), where[k]} : next_clue[k + 1];
    }
    int run() {
        prepare();
        for (Square s = 0; s < static_cast<Square>(p.board.cell_count()); ++s)
            if (p.board.is_active(s)) walk(s, 1, s);
        return count;
    }
};

TEST(SquareSet, NeighboursMatchTheBoard) {
    Board holed(9, 11, Leaper{1, 3});
    holed.set_removed(holed.square(4, 4), true);
    for (const Board& b : {Board(8, 8), Board(12, 12), Board(5, 7), holed}) {
        const SquareSetGeometry g(b);
        for (Square s = 0; s < static_cast<Square>(b.cell_count()); ++s) {
            if (!b.is_active(s)) continue;
            SquareSet expect;
            for (Square t : b.neighbours(s)) expect.set(t);
            ASSERT_EQ(g.neighbours(SquareSet::single(s)), expect) << b.name(s);
        }
    }
    EXPECT_THROW(SquareSetGeometry(Board(13, 15)), BoardError);
}

TEST(CluePuzzle, GridRoundTripAndHoles) {
    const std::string text = " 1  .  .  .  .\n .  .  . 10  .\n .  .  x  .  .\n .  .  .  .  .\n .  .  .  . 24\n";
    const CluePuzzle p = parse_clue_grid(text, std::nullopt, false);
    EXPECT_EQ(p.board.rows(), 5);
    EXPECT_EQ(p.board.square_count(), 24);
    EXPECT_EQ(p.clue_at(p.board.parse_square_or_throw("a5")), 1);
    EXPECT_EQ(p.clue_at(p.board.parse_square_or_throw("d4")), 10);
    EXPECT_FALSE(p.board.is_active(p.board.parse_square_or_throw("c3")));
    EXPECT_EQ(format_clue_grid(p), text);
    EXPECT_TRUE(clue_puzzle_problems(p).empty());
}

TEST(CluePuzzle, BadPuzzlesNameTheSquares) {
    auto problems = [](const std::string& text) {
        std::string all;
        for (const auto& p : clue_puzzle_problems(parse_clue_grid(text, std::nullopt, false))) all += p + "\n";
        return all;
    };
    EXPECT_NE(problems("30 . . . .\n. . . . .\n. . . . .\n. . . . .\n. . . . .\n").find("clue 30 on a5 is out of range: moves are numbered 1 to 25"), std::string::npos);
    EXPECT_NE(problems("7 . . . .\n. . . . .\n. . 7 . .\n. . . . .\n. . . . .\n").find("clue 7 appears twice: on c3 and a5"), std::string::npos);
    EXPECT_NE(problems("7 8 . . .\n. . . . .\n. . . . .\n. . . . .\n. . . . .\n").find("clues 7 on a5 and 8 on b5 are not a knight's move apart"), std::string::npos);
    try {
        parse_clue_grid("1 . .\n. q .\n", std::nullopt, false);
        FAIL();
    } catch (const PuzzleError& e) {
        EXPECT_NE(std::string(e.what()).find("2x3"), std::string::npos);
    }
    try {
        parse_clue_grid(". . . . .\n. . q . .\n. . . . .\n. . . . .\n. . . . .\n", std::nullopt, false);
        FAIL();
    } catch (const PuzzleError& e) {
        EXPECT_NE(std::string(e.what()).find("line 2, column 3: 'q'"), std::string::npos);
    }
    EXPECT_THROW(parse_clue_grid(". . . . .\n. . . .\n. . . . .\n. . . . .\n. . . . .\n", std::nullopt, false), PuzzleError);
    EXPECT_THROW(parse_clue_grid("", std::nullopt, false), PuzzleError);
}

TEST(ClueSolver, AgreesWithPlainEnumeration) {
    // Every third number of a tour given: the solver and the enumeration agree.
    const Board b(5, 5);
    const Tour tour = random_tour(b, false, 7);
    for (int every : {2, 3, 5}) {
        CluePuzzle p = clues_from_tour(b, tour, false);
        for (std::size_t i = 0; i < tour.size(); ++i)
            if (i % static_cast<std::size_t>(every) != 0) p.clues[static_cast<std::size_t>(tour.squares[i])] = 0;
        const ClueSolveResult r = solve_clue_puzzle(p, 50);
        Brute brute{p, 50};
        EXPECT_EQ(r.count, brute.run()) << "every " << every;
        ASSERT_TRUE(r.first);
        EXPECT_TRUE(solves_clue_puzzle(p, *r.first));
    }
    const CluePuzzle bad = parse_clue_grid("1 . . . .\n. . . . .\n. . . . .\n. . . . .\n. . . . 2\n", std::nullopt, false);
    EXPECT_FALSE(clue_puzzle_problems(bad).empty());
    const CluePuzzle none = parse_clue_grid("1 . . . .\n. . . . .\n. . . . .\n. . . . .\n. . . . 3\n", std::nullopt, false);
    EXPECT_EQ(solve_clue_puzzle(none).count, 0);
    EXPECT_EQ(solve_clue_puzzle(empty_clue_puzzle(b, false)).count, 2);
}

TEST(ClueGenerator, EveryLevelIsUniqueOnSixBySix) {
    for (bool closed : {false, true})
        for (ClueLevel level : {ClueLevel::Easy, ClueLevel::Medium, ClueLevel::Hard, ClueLevel::Expert})
            for (std::uint64_t seed : {1u}) {
                const GeneratedCluePuzzle g = generate_clue_puzzle(Board(6, 6), closed, level, seed);
                SCOPED_TRACE(std::string(to_string(level)) + (closed ? " closed" : " open") + " seed " + std::to_string(seed));
                EXPECT_TRUE(clue_puzzle_problems(g.puzzle).empty());
                EXPECT_TRUE(solves_clue_puzzle(g.puzzle, g.solution));
                const ClueSolveResult r = solve_clue_puzzle(g.puzzle, 2);
                EXPECT_TRUE(r.unique());
                EXPECT_EQ(*r.first, g.solution);
                Brute brute{g.puzzle, 2};
                EXPECT_EQ(brute.run(), 1);
                EXPECT_EQ(grade_clue_puzzle(g.puzzle), g.level);
                EXPECT_LE(g.level, level);
            }
}

TEST(ClueGenerator, LevelsDifferOnEightByEight) {
    int easy_clues = 0, hard_clues = 0;
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        std::vector<int> counts;  // expert is left out here to keep the test quick (6x6 covers it)
        for (ClueLevel level : {ClueLevel::Easy, ClueLevel::Medium, ClueLevel::Hard}) {
            const GeneratedCluePuzzle g = generate_clue_puzzle(Board(8, 8), false, level, seed);
            EXPECT_TRUE(solve_clue_puzzle(g.puzzle, 2).unique());
            EXPECT_TRUE(solves_clue_puzzle(g.puzzle, g.solution));
            counts.push_back(g.puzzle.clue_count());
        }
        EXPECT_LT(counts[2], counts[0]) << "seed " << seed;
        easy_clues += counts[0];
        hard_clues += counts[2];
    }
    EXPECT_LT(hard_clues, easy_clues);
}

TEST(ClueGenerator, ReproducibleFromTheSeedAndRejectsImpossibleBoards) {
    const auto a = generate_clue_puzzle(Board(7, 7), false, ClueLevel::Medium, 42);
    const auto b = generate_clue_puzzle(Board(7, 7), false, ClueLevel::Medium, 42);
    EXPECT_EQ(a.puzzle, b.puzzle);
    EXPECT_EQ(a.solution, b.solution);
    EXPECT_NE(generate_clue_puzzle(Board(7, 7), false, ClueLevel::Medium, 43).puzzle, a.puzzle);
    EXPECT_THROW(generate_clue_puzzle(Board(5, 5), true, ClueLevel::Easy, 1), PuzzleError);
    EXPECT_THROW(generate_clue_puzzle(Board(4, 4), false, ClueLevel::Easy, 1), PuzzleError);
    // A corner gone: 17 squares of one colour and 18 of the other, so no
    // closed tour; the message says so at once rather than after a search.
    Board holed(6, 6);
    holed.set_removed(holed.parse_square_or_throw("a1"), true);
    try {
        generate_clue_puzzle(holed, true, ClueLevel::Easy, 1);
        ADD_FAILURE() << "a closed puzzle on a board whose colours cannot balance";
    } catch (const PuzzleError& e) {
        EXPECT_NE(std::string(e.what()).find("as many of each"), std::string::npos) << e.what();
    }
    EXPECT_NO_THROW(generate_clue_puzzle(holed, false, ClueLevel::Easy, 1));
}

TEST(ClueHint, NamesTheDeduction) {
    const Board b(6, 6);
    const Tour tour = random_tour(b, false, 3);
    CluePuzzle p = clues_from_tour(b, tour, false);
    p.clues[static_cast<std::size_t>(tour.squares[10])] = 0;  // 11 between 10 and 12
    const std::vector<int> none(static_cast<std::size_t>(b.cell_count()), 0);
    const ClueHint h = clue_hint(p, none, tour);
    EXPECT_EQ(h.kind, ClueHint::Kind::Place);
    EXPECT_EQ(h.number, 11);
    EXPECT_EQ(h.square, tour.squares[10]);
    EXPECT_EQ(h.text, "11 must be on " + b.name(tour.squares[10]) + ": it is the only free square a knight's move from both 10 on " +
                          b.name(tour.squares[9]) + " and 12 on " + b.name(tour.squares[11]));
    std::vector<int> wrong = none;
    wrong[static_cast<std::size_t>(tour.squares[10])] = 12;
    EXPECT_EQ(clue_hint(p, wrong, tour).kind, ClueHint::Kind::Wrong);
}

// Follows the hints on a generated puzzle until solved or an exclusion
// (which places nothing): every hint must agree with the unique solution.
void follow_hints(const GeneratedCluePuzzle& g, const std::string& what) {
    std::vector<int> entries(g.puzzle.clues.size(), 0);
    for (std::size_t step = 0; step < entries.size(); ++step) {
        const ClueHint next = clue_hint(g.puzzle, entries, g.solution);
        if (next.kind == ClueHint::Kind::Solved) break;
        ASSERT_NE(next.kind, ClueHint::Kind::Wrong) << what;
        const Square truth = g.solution.squares[static_cast<std::size_t>(next.number - 1)];
        if (next.kind == ClueHint::Kind::Exclude) {
            EXPECT_NE(truth, next.square) << what << ": " << next.text;
            break;
        }
        ASSERT_EQ(truth, next.square) << what << ": " << next.text;
        entries[static_cast<std::size_t>(next.square)] = next.number;
    }
}

TEST(ClueHint, EveryHintOnGeneratedPuzzlesIsTrue) {
    int without_first = 0;  // puzzles whose move 1 is not a clue: hints must weigh it too
    for (const bool closed : {false, true})
        for (const ClueLevel level : {ClueLevel::Medium, ClueLevel::Hard, ClueLevel::Expert})
            for (std::uint64_t seed = 1; seed <= 6; ++seed) {
                const GeneratedCluePuzzle g = generate_clue_puzzle(Board(6, 6), closed, level, seed);
                without_first += g.puzzle.clue_at(g.solution.squares[0]) == 0;
                follow_hints(g, (closed ? "closed, seed " : "open, seed ") + std::to_string(seed));
            }
    EXPECT_GT(without_first, 0);
}

TEST(ToursLeft, SearchAgreesWithTheFrontierCounter) {
    for (const Board& b : {Board(5, 5), Board(5, 6)})
        for (bool closed : {false, true}) {
            if (closed && b.square_count() % 2) continue;
            const Tour tour = random_tour(b, closed, 11);
            for (std::size_t len : {1u, 3u, 8u}) {
                const std::vector<Square> path(tour.squares.begin(), tour.squares.begin() + static_cast<long>(len));
                const ToursLeft searched = count_tours_left(b, path, closed, -1);
                const ToursLeft counted = count_tours_left(b, path, closed, 0);
                ASSERT_TRUE(searched.exact);
                EXPECT_EQ(counted.method, "frontier");
                EXPECT_EQ(to_decimal(searched.count), to_decimal(counted.count)) << len << (closed ? " closed" : " open");
                EXPECT_GE(searched.count, 1u);
            }
        }
    const Tour tour = random_tour(Board(8, 8), false, 5);
    const std::vector<Square> late(tour.squares.begin(), tour.squares.begin() + 50);
    EXPECT_TRUE(count_tours_left(Board(8, 8), late, false).exact);
    const ToursLeft early = count_tours_left(Board(8, 8), {tour.squares.front()}, false, 1000);
    EXPECT_FALSE(early.exact);
    EXPECT_EQ(early.text().rfind("many", 0), 0u);
}

TEST(PuzzleBuilder, BuildsEachKind) {
    const Board b(6, 6);
    EXPECT_TRUE(build_puzzle(b, PuzzleKind::Free, false, kNoSquare, 1).puzzle.given().empty());
    const BuiltPuzzle half = build_puzzle(b, PuzzleKind::CompleteTour, false, b.square(0, 0), 1);
    EXPECT_EQ(half.kind, PuzzleKind::CompleteTour);
    EXPECT_EQ(half.puzzle.given().size(), 18u);
    const BuiltPuzzle from = build_puzzle(b, PuzzleKind::ClosedTourFrom, false, kNoSquare, 9);
    EXPECT_TRUE(from.puzzle.closed_goal());
    EXPECT_EQ(from.puzzle.given().size(), 1u);
}

}  // namespace
}  // namespace kt
