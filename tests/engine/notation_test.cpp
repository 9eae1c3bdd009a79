// Each notation people type has one reader and one writer in the engine; these
// check that every writer's text reads back to what was written.
#include <gtest/gtest.h>

#include "engine.h"

namespace kt {

TEST(Notation, BoardSizeRoundTrips) {
    for (const auto& [rows, cols] : std::vector<std::pair<int, int>>{{1, 1}, {8, 8}, {3, 10}, {10, 3}, {100000, 1000}}) {
        const std::string text = format_board_size(rows, cols);
        EXPECT_EQ(parse_board_size(text), (BoardSize{rows, cols})) << text;
        EXPECT_EQ(format_board_size(Board(rows, cols)), text);
    }
    EXPECT_EQ(format_board_size(8, 8), "8x8");
    EXPECT_EQ(parse_board_size("5X7"), (BoardSize{5, 7}));
}

TEST(Notation, BoardSizeReaderSaysWhatIsWrong) {
    auto message = [](std::string_view text) {
        try {
            parse_board_size(text);
        } catch (const BoardError& e) {
            return std::string(e.what());
        }
        return std::string("accepted");
    };
    EXPECT_NE(message("8y8").find("missing 'x'"), std::string::npos);
    EXPECT_NE(message("0x5").find("at least 1"), std::string::npos);
    EXPECT_NE(message("8x8 ").find("unexpected"), std::string::npos);
    EXPECT_NE(message("").find("empty"), std::string::npos);
    EXPECT_NE(message("100001x1").find("at most"), std::string::npos);
    // Board::parse is the same reader.
    EXPECT_EQ(Board::parse("6x7"), Board(6, 7));
}

TEST(Notation, JsonToursReadTheirBoardWithTheSameReader) {
    const Board board(3, 4);
    EXPECT_TRUE(parse_tour(R"({"board":"3x4","tour":["a1","c2"]})", board).ok());
    EXPECT_TRUE(parse_tour(R"({"board":"3 X 4","tour":["a1","c2"]})", board).ok());
    const ParsedTour other = parse_tour(R"({"board":"4x3","tour":["a1","c2"]})", board);
    ASSERT_FALSE(other.ok());
    EXPECT_NE(other.error.find("not 3x4"), std::string::npos) << other.error;
    EXPECT_FALSE(parse_tour(R"({"board":"three by four","tour":["a1","c2"]})", board).ok());
}

TEST(Notation, LeaperRoundTrips) {
    for (int a = 0; a <= 6; ++a)
        for (int b = a; b <= 6; ++b) {
            if (a == 0 && b == 0) continue;
            const Leaper leaper{a, b};
            EXPECT_EQ(parse_leaper(leaper_name(leaper)), leaper) << leaper_name(leaper);
        }
    EXPECT_EQ(parse_leaper(leaper_name({1, 3})), (Leaper{1, 3}));
    EXPECT_EQ(leaper_name(parse_leaper("camel")), "camel (1,3)");
}

TEST(Notation, SquareNamesRoundTrip) {
    for (const auto& [rows, cols] : std::vector<std::pair<int, int>>{{8, 8}, {1, 30}, {30, 1}, {3, 703}}) {
        const Board board(rows, cols);
        for (Square s = 0; s < board.cell_count(); ++s) {
            const std::string name = board.name(s);
            ASSERT_EQ(board.parse_square(name), s) << name;
            ASSERT_EQ(board.parse_square_or_throw(name), s) << name;
        }
    }
}

TEST(Notation, AlgebraicToursRoundTripWholeAndInPieces) {
    // The reader turns text into squares without asking for a tour, so every
    // square in a scrambled order (two-letter files included) will do.
    const Board board(5, 30);
    Tour tour;
    for (Square s = 0; s < board.cell_count(); ++s) tour.squares.push_back((s * 7) % static_cast<Square>(board.cell_count()));
    const std::string text = format_tour(board, tour, TourFormat::Algebraic);
    const ParsedTour back = parse_tour(text, board);
    ASSERT_TRUE(back.ok()) << back.error;
    EXPECT_EQ(*back.tour, tour);

    std::string appended;
    append_algebraic(board, tour.squares, appended);
    EXPECT_EQ(appended, text);
    for (std::size_t piece : {std::size_t{1}, std::size_t{70}, std::size_t{100}, std::size_t{1} << 20}) {
        std::string joined;
        std::size_t pieces = 0;
        emit_algebraic(board, tour, [&](const std::string& p) { joined += p, ++pieces; }, piece);
        EXPECT_EQ(joined, text) << "pieces of " << piece;
        if (piece == 100) {
            EXPECT_GT(pieces, 2u);
        }
    }
}

TEST(Notation, WideIntegersInDecimal) {
    EXPECT_EQ(to_decimal(0), "0");
    EXPECT_EQ(to_decimal(13'267'364'410'532ULL), "13267364410532");
    EXPECT_EQ(to_decimal(u128{1} << 64), "18446744073709551616");
    EXPECT_EQ(to_decimal(~u128{0}), "340282366920938463463374607431768211455");
}

}  // namespace kt
