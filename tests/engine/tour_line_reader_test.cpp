// The one-tour-a-line reader of mass data: the first tour fixes the format,
// a line in another is an error, grids and JSON go to the shared reader, and
// every record keeps its line number and text.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "engine.h"

namespace kt {
namespace {

struct Record {
    std::vector<Square> squares;
    std::string text;
    std::int64_t line = 0;
    std::string error;
};

// Feeds `lines` the way the CLI does and collects every record.
std::vector<Record> read_all(const Board& board, const std::vector<std::string>& lines) {
    TourLineReader reader(board);
    std::vector<Record> records;
    TourLine tl;
    std::string error;
    auto take = [&] {
        while (reader.next(tl, error)) records.push_back({tl.squares, std::string(tl.text), tl.line, error});
    };
    for (const std::string& line : lines) {
        reader.add_line(line);
        take();
    }
    reader.finish();
    take();
    return records;
}

// Two different tours of the 5x5 board, from Warnsdorff's rule.
std::vector<Tour> two_tours(const Board& board) {
    WarnsdorffEnumerator search(board, board.square(0, 0), {false, 2});
    std::vector<Tour> tours;
    while (search.next()) tours.push_back(search.tour());
    return tours;
}

std::string algebraic(const Board& board, const Tour& tour) { return format_tour(board, tour, TourFormat::Algebraic); }

}  // namespace

TEST(TourLineReader, OneLineToursWithTheirLinesAndText) {
    const Board board(5, 5);
    const auto tours = two_tours(board);
    ASSERT_EQ(tours.size(), 2u);
    const std::string a = algebraic(board, tours[0]), b = algebraic(board, tours[1]);
    const auto records = read_all(board, {"# comment", a, "", b + "\r"});
    ASSERT_EQ(records.size(), 2u);
    EXPECT_EQ(records[0].line, 2);
    EXPECT_EQ(records[0].text, a);
    EXPECT_EQ(records[0].squares, tours[0].squares);
    EXPECT_EQ(records[0].error, "");
    EXPECT_EQ(records[1].line, 4);
    EXPECT_EQ(records[1].text, b);  // without the '\r'
    EXPECT_EQ(records[1].squares, tours[1].squares);
}

TEST(TourLineReader, TheFirstTourFixesTheFormat) {
    const Board board(5, 5);
    const auto tours = two_tours(board);
    const std::string compact = write_compact_line(board, tours[1]);
    const auto records = read_all(board, {algebraic(board, tours[0]), compact, "1 2 3 4 5", "a1 z9"});
    ASSERT_EQ(records.size(), 4u);
    EXPECT_EQ(records[1].error, "mixed formats: a compact line in algebraic input");
    EXPECT_EQ(records[1].line, 2);
    EXPECT_EQ(records[2].error, "not a algebraic tour line");
    EXPECT_NE(records[3].error.find("character 4: square 'z9'"), std::string::npos) << records[3].error;
}

TEST(TourLineReader, PhadkesLinesReadBack) {
    const Board board(5, 5);
    const auto tours = two_tours(board);
    const auto compact = read_all(board, {write_compact_line(board, tours[0])});
    ASSERT_EQ(compact.size(), 1u);
    EXPECT_EQ(compact[0].squares, tours[0].squares);
    const auto links = read_all(board, {write_connection_line(board, tours[0])});
    ASSERT_EQ(links.size(), 1u);
    EXPECT_EQ(links[0].error, "");
    EXPECT_EQ(validate_tour(board, Tour{links[0].squares}).valid(), true);
}

TEST(TourLineReader, AGridFirstHandsAllToTheSharedReader) {
    const Board board(5, 5);
    const auto tours = two_tours(board);
    std::vector<std::string> lines = {"# grids", ""};
    const std::string grid = format_tour(board, tours[0], TourFormat::Grid);
    std::size_t start = 0;
    for (std::size_t nl; (nl = grid.find('\n', start)) != std::string::npos; start = nl + 1)
        lines.push_back(grid.substr(start, nl - start));
    lines.push_back(grid.substr(start));
    const std::string a = algebraic(board, tours[1]);
    lines.push_back(a);  // other formats are read too once the shared reader has it
    lines.push_back("{\"tour\":[0]}");
    const auto records = read_all(board, lines);
    ASSERT_EQ(records.size(), 3u);
    EXPECT_EQ(records[0].line, 3);
    EXPECT_EQ(records[0].squares, tours[0].squares);
    EXPECT_EQ(records[0].text, grid);  // written again in the format it was read in
    EXPECT_EQ(records[1].line, 8);
    EXPECT_EQ(records[1].text, a);
    EXPECT_EQ(records[2].line, 9);
    EXPECT_EQ(records[2].squares, std::vector<Square>{board.square(0, 0)});
}

TEST(TourLineReader, SharedReaderErrorsSayTheirLine) {
    const Board board(5, 5);
    const auto records = read_all(board, {"", "1 2 3"});
    ASSERT_EQ(records.size(), 1u);
    EXPECT_EQ(records[0].error.rfind("line 2, column 1: grid row 1 has 3 numbers", 0), 0u) << records[0].error;
    EXPECT_TRUE(records[0].squares.empty());
    EXPECT_EQ(records[0].text, "");
}

}  // namespace kt
