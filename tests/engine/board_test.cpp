#include <gtest/gtest.h>

#include "engine.h"

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

TEST(Warnsdorff, FindsAn8x8TourFromA1) {
    Board board(8, 8);
    WarnsdorffSolver solver(board, 0);
    EXPECT_EQ(solver.run(), SolverState::Found);
    EXPECT_TRUE(validate_tour(board, *solver.tour()).valid());
}

}  // namespace kt
