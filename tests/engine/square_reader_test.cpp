// One rule for square names: the board's reader, the shared tour-text reader
// and the fast one-line reader of `knights dedupe` agree on every token,
// odd ones included ("a01", "a0", "A1", "aa1" on narrow boards...).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "engine.h"
#include "iso/tour_line_parser.h"

namespace kt {
namespace {

const char* const kTokens[] = {"a1",  "A1",  "c2",   "h8",  "H8",  "a01", "a0",   "a00", "a",   "1",  "1a",
                               "a1b", "aa1", "AB10", "i1",  "a9",  "a10", "a 1",  "é1",  "a-1", "a+1", "a1.",
                               "z26", "ba1", "a99999999999999999999", "aaaaaaaaaaaaaaaaaaaaaa1"};

// What the fast line reader makes of a line holding just `token`.
std::optional<Square> fast_read(const Board& board, const std::string& token) {
    const TourLineParser parser(board);
    std::vector<Square> out;
    std::string error;
    if (!parser.parse(token, TourLineFormat::Algebraic, out, error)) return std::nullopt;
    if (out.size() != 1) return std::nullopt;
    return out[0];
}

// What the shared tour-text reader makes of it (a one-square tour).
std::optional<Square> text_read(const Board& board, const std::string& token) {
    const ParsedTour parsed = parse_tour(token, board);
    if (!parsed.ok() || parsed.tour->squares.size() != 1) return std::nullopt;
    return parsed.tour->squares[0];
}

}  // namespace

TEST(SquareReader, LeadingZerosAreRefused) {
    const Board board(8, 8);
    EXPECT_FALSE(board.parse_square("a01"));
    EXPECT_FALSE(board.parse_square("a0"));
    EXPECT_EQ(board.parse_square("A1"), board.parse_square("a1"));
    EXPECT_NE(board.square_problem("a01").find("is not a square name"), std::string::npos);
    EXPECT_NE(board.square_problem("a9").find("is off the 8x8 board"), std::string::npos);
    EXPECT_EQ(board.square_problem("h8"), "");
}

TEST(SquareReader, EveryReaderAgrees) {
    for (const Board& board : {Board(8, 8), Board(3, 4), Board(30, 30)}) {
        for (const char* token : kTokens) {
            const auto expected = board.parse_square(token);
            EXPECT_EQ(fast_read(board, token), expected) << token << " on " << format_board_size(board);
            // The shared reader splits at '-' and ' ': such tokens are two squares there.
            const std::string text = token;
            if (text.find_first_of(" -") == std::string::npos)
                EXPECT_EQ(text_read(board, token), expected) << token << " on " << format_board_size(board);
        }
    }
}

TEST(SquareReader, FastReaderNamesTheBadSquare) {
    const Board board(8, 8);
    const TourLineParser parser(board);
    std::vector<Square> out;
    std::string error;
    EXPECT_FALSE(parser.parse("a1 c2 a01", TourLineFormat::Algebraic, out, error));
    EXPECT_NE(error.find("character 7: square 'a01' is not a square name"), std::string::npos) << error;
    EXPECT_FALSE(parser.parse("a1 c2 i1", TourLineFormat::Algebraic, out, error));
    EXPECT_NE(error.find("character 7: square 'i1' is off the 8x8 board"), std::string::npos) << error;
}

}  // namespace kt
