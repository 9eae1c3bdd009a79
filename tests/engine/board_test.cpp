#include <gtest/gtest.h>

#include "engine.h"
#include "solve/warnsdorff.h"

namespace kt {

TEST(Board, NamesSquaresAlgebraically) {
    Board board(8, 8);
    EXPECT_EQ(board.name(0), "a1");
    EXPECT_EQ(board.name(7), "h1");
    EXPECT_EQ(board.name(8), "a2");
    EXPECT_EQ(board.name(63), "h8");
    EXPECT_EQ(board.parse_square("c2"), board.square(1, 2));
    EXPECT_EQ(board.parse_square("i1"), std::nullopt);
    EXPECT_EQ(board.parse_square("a9"), std::nullopt);
    EXPECT_EQ(board.parse_square("a0"), std::nullopt);
}

TEST(Board, FilesPastZUseTwoLetters) {
    EXPECT_EQ(file_letters(0), "a");
    EXPECT_EQ(file_letters(25), "z");
    EXPECT_EQ(file_letters(26), "aa");
    EXPECT_EQ(file_letters(27), "ab");
    EXPECT_EQ(file_letters(26 + 26 * 26), "aaa");
    Board wide(3, 40);
    for (Square s = 0; s < wide.cell_count(); ++s) EXPECT_EQ(wide.parse_square(wide.name(s)), s);
}

TEST(Board, KnightDegreesOn8x8) {
    Board board(8, 8);
    EXPECT_EQ(board.degree(board.square(0, 0)), 2);
    EXPECT_EQ(board.degree(board.square(0, 1)), 3);
    EXPECT_EQ(board.degree(board.square(3, 3)), 8);
    int total = 0;
    for (Square s = 0; s < 64; ++s) total += board.degree(s);
    EXPECT_EQ(total, 2 * 168);  // the 8x8 knight graph has 168 edges
}

TEST(Board, ParseRejectsBadSizesWithReasons) {
    for (const char* bad : {"0x0", "-3x4", "8x", "100000x100000", "axb", "", "8x8x", "8*8"}) {
        try {
            Board::parse(bad);
            ADD_FAILURE() << "accepted " << bad;
        } catch (const BoardError& e) {
            EXPECT_NE(std::string(e.what()).find("board"), std::string::npos) << e.what();
        }
    }
    EXPECT_EQ(Board::parse("6x8").rows(), 6);
    EXPECT_EQ(Board::parse("6x8").cols(), 8);
}

TEST(Board, MaskRemovesSquares) {
    Board board(3, 3);
    board.set_removed(board.square(1, 1), true);
    EXPECT_EQ(board.square_count(), 8);
    EXPECT_FALSE(board.is_active(board.square(1, 1)));
}

TEST(Tour, ValidatorNamesTheProblem) {
    Board board(3, 4);
    // Seed 004's 3x4 tour, top line = top rank.
    const int grid[3][4] = {{1, 4, 7, 10}, {8, 11, 2, 5}, {3, 6, 9, 12}};
    Tour tour;
    tour.squares.resize(12);
    for (int line = 0; line < 3; ++line)
        for (int c = 0; c < 4; ++c) tour.squares[grid[line][c] - 1] = board.square(2 - line, c);
    EXPECT_EQ(validate_tour(board, tour).kind, TourKind::Open);

    Tour repeated = tour;
    repeated.squares[5] = repeated.squares[3];
    auto verdict = validate_tour(board, repeated);
    EXPECT_EQ(verdict.kind, TourKind::Invalid);
    EXPECT_FALSE(verdict.reason.empty());

    Tour short_tour = tour;
    short_tour.squares.pop_back();
    EXPECT_NE(validate_tour(board, short_tour).reason.find("never visited"), std::string::npos);
}

TEST(Tour, SeedThreeRowGridsAreOpenTours) {
    // Seed 004's 3x7, 3x9 and 3x10 tours (top line = top rank).
    const char* grids[][2] = {
        {"3x7", "1 14 17 20 11 8 5\n16 19 12 3 6 21 10\n13 2 15 18 9 4 7"},
        {"3x9", "1 14 17 10 7 4 19 22 25\n16 9 12 3 18 23 26 5 20\n13 2 15 8 11 6 21 24 27"},
        {"3x10", "1 4 7 22 15 20 13 26 29 18\n8 23 2 5 10 25 16 19 12 27\n3 6 9 24 21 14 11 28 17 30"},
    };
    for (auto& [size, grid] : grids) {
        Board board = Board::parse(size);
        ParsedTour parsed = parse_tour(grid, board);
        ASSERT_TRUE(parsed.ok()) << size << ": " << parsed.error;
        EXPECT_EQ(verdict_line(validate_tour(board, *parsed.tour)), "open") << size;
    }
}

TEST(Tour, VerdictsAndReasons) {
    Board board(6, 6);
    const char* closed = "b1 a3 b5 d6 f5 e3 f1 d2 f3 e1 c2 a1 b3 a5 c6 d4 e6 f4 e2 c1 a2 b4 a6 c5 a4 b6 c4 e5 d3 b2 d1 f2 e4 f6 d5 c3";
    Tour tour = *parse_tour(closed, board).tour;
    EXPECT_EQ(verdict_line(validate_tour(board, tour)), "closed");
    Tour reversed{std::vector<Square>(tour.squares.rbegin(), tour.squares.rend())};
    EXPECT_EQ(validate_tour(board, reversed).kind, TourKind::Closed);

    Tour jump = tour;
    std::swap(jump.squares[3], jump.squares[4]);
    TourVerdict v = validate_tour(board, jump);
    EXPECT_EQ(v.kind, TourKind::Invalid);
    EXPECT_EQ(v.step, 4);
    EXPECT_NE(v.reason.find("move 4 b5-f5 is not a leaper move"), std::string::npos) << v.reason;
    EXPECT_EQ(verdict_line(v).rfind("invalid: ", 0), 0u);

    Tour twice = tour;
    twice.squares[10] = twice.squares[2];
    v = validate_tour(board, twice);
    EXPECT_NE(v.reason.find("square b5 is visited twice (moves 3 and 11)"), std::string::npos) << v.reason;

    EXPECT_NE(validate_tour(board, Tour{{99}}).reason.find("off the board"), std::string::npos);
    EXPECT_EQ(validate_tour(board, Tour{}).reason, "empty tour");
    EXPECT_EQ(validate_tour(Board(1, 1), Tour{{0}}).kind, TourKind::Open);
    EXPECT_TRUE(validate_path(board, Tour{{0, 13}}).valid());
}

TEST(Board, ParseSquareRejectsMalformedNames) {
    Board board(8, 8);
    for (const char* bad : {"", "a", "1", "1a", "a1b", "a-1", "a 1", "aa1", "a18446744073709551617", "zzzzzzzz1"})
        EXPECT_EQ(board.parse_square(bad), std::nullopt) << bad;
    EXPECT_EQ(board.parse_square("H8"), 63);
    EXPECT_THROW(board.parse_square_or_throw("i9"), BoardError);
}

TEST(Board, LargestBoardsAndOtherLeapers) {
    Board big = Board::parse("10000x10000");
    EXPECT_EQ(big.square_count(), 100'000'000);
    EXPECT_EQ(big.name(big.cell_count() - 1), "ntp10000");
    EXPECT_EQ(big.parse_square("ntp10000"), big.cell_count() - 1);
    EXPECT_THROW(Board(0, 5), BoardError);
    Board wazir(3, 3, Leaper{0, 1});
    EXPECT_EQ(wazir.offsets().size(), 4u);
    EXPECT_EQ(wazir.degree(wazir.square(1, 1)), 4);
    EXPECT_THROW(Board(3, 3, Leaper{0, 0}), BoardError);
    EXPECT_TRUE((Leaper{1, 2}.is_knight()));
    EXPECT_TRUE((Leaper{2, 1}.is_knight()));
    EXPECT_FALSE((Leaper{1, 3}.is_knight()));
    EXPECT_FALSE((Leaper{0, 1}.is_knight()));
}

TEST(Warnsdorff, FindsAn8x8TourFromA1) {
    Board board(8, 8);
    WarnsdorffSolver solver(board, 0);
    EXPECT_EQ(solver.run(), SolverState::Found);
    EXPECT_TRUE(validate_tour(board, *solver.tour()).valid());
}

}  // namespace kt
