// Tour text formats: every writer/reader round trip, auto-detection, the
// multi-tour reader, and malformed input with its messages.
#include <gtest/gtest.h>

#include <string>

#include "engine.h"
#include "solve/warnsdorff.h"

namespace kt {
namespace {

Tour warnsdorff_tour(const Board& board, Square start = 0) {
    WarnsdorffSolver solver(board, start);
    solver.run();
    auto tour = solver.tour();
    EXPECT_TRUE(tour.has_value()) << board.rows() << "x" << board.cols();
    return tour.value_or(Tour{});
}

const TourFormat kAllFormats[] = {TourFormat::Algebraic, TourFormat::Grid, TourFormat::Compact, TourFormat::Json};

// Bhutada and Meshram's 3x4 tour as its move-number grid (tabs as they print it).
const char* kSeed3x4 = "1\t4\t7\t10\n8\t11\t2\t5\n3\t6\t9\t12\n";

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST(Format, NamesRoundTrip) {
    for (TourFormat f : kAllFormats) EXPECT_EQ(parse_format_name(format_name(f)), f);
    EXPECT_EQ(parse_format_name("GRID"), TourFormat::Grid);
    EXPECT_EQ(parse_format_name("xml"), std::nullopt);
}

TEST(Format, RoundTripsEveryFormatOnSeveralBoards) {
    for (auto [r, c] : {std::pair{8, 8}, {5, 5}, {3, 4}, {6, 8}, {7, 9}, {1, 1}, {9, 9}}) {
        Board board(r, c);
        Tour tour = warnsdorff_tour(board);
        if (tour.empty()) continue;
        for (TourFormat f : kAllFormats) {
            const std::string text = format_tour(board, tour, f);
            ParsedTour back = parse_tour(text, board);
            ASSERT_TRUE(back.ok()) << format_name(f) << " on " << r << "x" << c << ": " << back.error << "\n" << text;
            EXPECT_EQ(*back.tour, tour) << format_name(f);
            EXPECT_EQ(back.format, f) << text;
            EXPECT_EQ(detect_format(text, board), f);
        }
    }
}

TEST(Format, RoundTripsOnWideBoardsWithoutCompact) {
    Board board(8, 30);
    Tour tour = warnsdorff_tour(board);
    ASSERT_FALSE(tour.empty());
    for (TourFormat f : {TourFormat::Algebraic, TourFormat::Grid, TourFormat::Json}) {
        ParsedTour back = parse_tour(format_tour(board, tour, f), board);
        ASSERT_TRUE(back.ok()) << back.error;
        EXPECT_EQ(*back.tour, tour);
    }
    EXPECT_THROW(format_tour(board, tour, TourFormat::Compact), FormatError);
}

TEST(Format, WritesTheDocumentedShapes) {
    Board board(3, 4);
    ParsedTour seed = parse_tour(kSeed3x4, board);
    ASSERT_TRUE(seed.ok()) << seed.error;
    EXPECT_EQ(seed.format, TourFormat::Grid);
    // Top line is the top rank: 1 sits at a3, 2 at c2, 3 at a1.
    EXPECT_EQ(format_tour(board, *seed.tour, TourFormat::Algebraic).substr(0, 8), "a3 c2 a1");
    EXPECT_EQ(format_tour(board, *seed.tour, TourFormat::Grid), " 1  4  7 10\n 8 11  2  5\n 3  6  9 12");
    EXPECT_EQ(format_tour(board, *seed.tour, TourFormat::Compact), "  123123123123  131242313424");
    EXPECT_EQ(format_tour(board, Tour{{0, 6}}, TourFormat::Json), R"({"board":"3x4","tour":["a1","c2"]})");
    EXPECT_EQ(verdict_line(validate_tour(board, *seed.tour)), "open");
}

TEST(Format, ReadsTheSeedCompactLineWithCrLf) {
    Board board(8, 8);
    Tour tour = warnsdorff_tour(board);
    const std::string line = format_tour(board, tour, TourFormat::Compact);
    ASSERT_EQ(line.size(), 132u);  // + CR LF = Phadke's 134 bytes
    EXPECT_EQ(line.substr(0, 2), "  ");
    EXPECT_EQ(line.substr(66, 2), "  ");
    // a1 is row 8 (counted from the top), column 1.
    EXPECT_EQ(line[2], '8');
    EXPECT_EQ(line[68], '1');
    ParsedTour back = parse_tour(line + "\r\n", board);
    ASSERT_TRUE(back.ok()) << back.error;
    EXPECT_EQ(*back.tour, tour);
}

TEST(Format, AcceptsLenientAlgebraic) {
    Board board(8, 8);
    ParsedTour t = parse_tour("  A1, c2 - E1;G2\t  ", board);
    ASSERT_TRUE(t.ok()) << t.error;
    EXPECT_EQ(t.tour->squares, (std::vector<Square>{0, 10, 4, 14}));
}

TEST(Format, JsonVariants) {
    Board board(3, 4);
    for (const char* text : {R"({"board":"3x4","tour":["a1","c2"]})", R"({"tour":[0,6]})", R"(["a1","c2"])",
                             "{\n  \"board\": \"3x4\",\n  \"tour\": [\"a1\",\n \"c2\"]\n}\n"}) {
        ParsedTour t = parse_tour(text, board);
        ASSERT_TRUE(t.ok()) << text << ": " << t.error;
        EXPECT_EQ(t.tour->squares, (std::vector<Square>{0, 6}));
        EXPECT_EQ(t.format, TourFormat::Json);
    }
}

TEST(Format, ReadsManyToursWithLineNumbers) {
    Board board(3, 4);
    const std::string grid = kSeed3x4;
    const std::string algebraic = format_tour(board, *parse_tour(grid, board).tour, TourFormat::Algebraic);
    const std::string text = "# a comment\n" + algebraic + "\n\n" + grid + "\n" + grid + "a1 z9\n" +
                             R"({"tour":["a1"]})" + "\n" + "  123123123123  131242313424\r\n";
    auto tours = read_tours(text, board);
    ASSERT_EQ(tours.size(), 6u);
    EXPECT_EQ(tours[0].line, 2);
    EXPECT_EQ(tours[1].line, 4);
    EXPECT_EQ(tours[1].format, TourFormat::Grid);
    EXPECT_EQ(tours[2].line, 8);
    EXPECT_EQ(tours[3].line, 11);
    EXPECT_FALSE(tours[3].ok());
    EXPECT_TRUE(contains(tours[3].error, "line 11, column 4: square 2 'z9' is off the 3x4 board")) << tours[3].error;
    EXPECT_EQ(tours[4].line, 12);
    EXPECT_EQ(tours[5].format, TourFormat::Compact);
    for (int i : {0, 1, 2, 5}) EXPECT_EQ(*tours[i].tour, *tours[0].tour) << i;
}

TEST(Format, ReadsAJsonArrayOfTours) {
    Board board(3, 4);
    const std::string text = "[\n  {\"tour\":[\"a1\",\"c2\"]},\n  [\"b1\"],\n  {\"tour\":[\"q7\"]},\n  {\"tour\": tru}\n]\n";
    auto tours = read_tours(text, board);
    ASSERT_EQ(tours.size(), 4u);
    EXPECT_TRUE(tours[0].ok());
    EXPECT_EQ(tours[0].line, 2);
    EXPECT_TRUE(tours[1].ok());
    EXPECT_EQ(tours[1].line, 3);
    EXPECT_FALSE(tours[2].ok());
    EXPECT_TRUE(contains(tours[2].error, "line 4")) << tours[2].error;
    EXPECT_FALSE(tours[3].ok());
    EXPECT_TRUE(contains(tours[3].error, "line 5, column")) << tours[3].error;
    EXPECT_TRUE(contains(tours[3].error, "invalid JSON")) << tours[3].error;
}

TEST(Format, MalformedInputSaysWhatAndWhere) {
    Board board(3, 4);
    struct Case {
        std::string text;
        std::string expect;
    };
    const Case cases[] = {
        {"", "no tour"},
        {"a1 c2\nb1 d2\n", "line 2, column 1: a second tour starts here"},
        {"a1 xx c2", "line 1, column 4: square 2 'xx' is not a square name"},
        {"a1 a0", "'a0' is not a square name"},
        {"1 4 7 10\n8 11 2\n3 6 9 12\n", "line 2, column 1: grid row 2 has 3 numbers"},
        {"1 4 7 10\n8 11 2 5\n", "grid has 2 rows; the 3x4 board has 3"},
        {"1 4 7 10\n8 11 2 5\n3 6 9 99\n", "line 3, column 7: move number '99' is larger than the 12 squares"},
        {"1 4 7 10\n8 11 2 5\n3 6 9 1\n", "move number 1 appears twice (a3 and d1)"},
        {"1 4 7 10\n8 11 2 5\n3 6 . 13\n", "larger than"},
        {"1 4 7 10\n8 11 2 5\n3 6 . 12\n", "move number 9 is missing"},
        {"\n. . . .\n. . . .\n. . . .\n", "line 2, column 1: grid holds no move numbers"},
        {"1 4 7 10\n8 x 2 5\n3 6 9 12\n", "line 2, column 3: 'x' is not a move number"},
        {"  123123123123  13124231342", "compact line has 12 row and 11 column digits"},
        {"  123123123124  131242313424", "line 1, column 14: row digit 4 of square 12 is off the 3-row board"},
        {"  123123123123  131242313425", "column digit 5 of square 12 is off the 4-column board"},
        {"!a1", "line 1, column 1: unexpected '!'"},
        {"{\"tour\": [\"a1\"", "not closed"},
        {"{\"tour\": [\"a1\"]} x", "invalid JSON"},
        {"{\"board\":\"8x8\",\"tour\":[\"a1\"]}", "for board '8x8', not 3x4"},
        {"{\"tour\":[12]}", "number 12, off the 3x4 board"},
        {"{\"tour\":[1.5]}", "must be a square name"},
        {"{\"squares\":[]}", "no \"tour\" array"},
        {"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]",
         "nested deeper"},
    };
    for (const Case& c : cases) {
        ParsedTour t = parse_tour(c.text, board);
        EXPECT_FALSE(t.ok()) << c.text;
        EXPECT_TRUE(contains(t.error, c.expect)) << "input: " << c.text << "\n got: " << t.error << "\nwant: " << c.expect;
    }
}

// Two all-digit tokens read as a compact line from ten digits each, and as
// a grid row below that, whatever the board's square count.
TEST(Format, CompactNeedsTenDigitsPerString) {
    Board board(8, 8);
    EXPECT_EQ(detect_format("1234567812 1234567812", board), TourFormat::Compact);
    EXPECT_EQ(detect_format("123456781 123456781", board), TourFormat::Grid);
    EXPECT_EQ(detect_format("1234567812 123456781", board), TourFormat::Grid);
}

// Nineteen nines overflow a 64-bit integer: the reader must refuse them as
// too large rather than wrap them into a negative move number.
TEST(Format, HugeMoveNumbersAreRefusedNotWrapped) {
    Board board(3, 4);
    for (const std::string huge : {"999999999999999999", "9999999999999999999", "99999999999999999999"}) {
        const ParsedTour t = parse_tour("1 4 7 10\n8 11 2 5\n3 6 9 " + huge + "\n", board);
        EXPECT_FALSE(t.ok()) << huge;
        EXPECT_TRUE(contains(t.error, "line 3, column 7: move number '" + huge.substr(0, 12))) << t.error;
        EXPECT_TRUE(contains(t.error, "is larger than the 12 squares")) << t.error;
    }
}

TEST(Format, GarbageNeverCrashes) {
    Board board(8, 8);
    std::string junk;
    std::uint32_t x = 12345;
    for (int i = 0; i < 200000; ++i) {
        x = x * 1103515245u + 12345u;
        junk += static_cast<char>((x >> 16) & 0xff);
    }
    // Random bytes hold no tour: each stretch read is an error that says
    // where ("line L: ..." or "line L, column C: ...").
    auto tours = read_tours(junk, board);
    ASSERT_FALSE(tours.empty());
    for (const auto& t : tours) {
        EXPECT_FALSE(t.ok()) << "line " << t.line;
        const std::string where = "line " + std::to_string(t.line);
        EXPECT_TRUE(t.error.rfind(where + ": ", 0) == 0 || t.error.rfind(where + ", column ", 0) == 0) << t.error;
    }
}

TEST(Format, StreamReaderMatchesWholeTextReader) {
    Board board(5, 5);
    Tour tour = warnsdorff_tour(board);
    std::string text;
    for (TourFormat f : kAllFormats) text += format_tour(board, tour, f) + "\n";
    std::vector<ParsedTour> streamed;
    TourStreamReader reader(board, [&](ParsedTour&& t) { streamed.push_back(std::move(t)); });
    std::size_t pos = 0;
    while (pos < text.size()) {
        const std::size_t nl = text.find('\n', pos);
        reader.add_line(std::string_view(text).substr(pos, nl - pos));
        pos = nl + 1;
    }
    reader.finish();
    auto whole = read_tours(text, board);
    ASSERT_EQ(streamed.size(), 4u);
    ASSERT_EQ(whole.size(), 4u);
    for (std::size_t i = 0; i < 4; ++i) {
        ASSERT_TRUE(streamed[i].ok()) << streamed[i].error;
        EXPECT_EQ(*streamed[i].tour, tour);
        EXPECT_EQ(streamed[i].line, whole[i].line);
    }
}

TEST(Format, ManyToursInLinearTime) {
    Board board(8, 8);
    const std::string line = format_tour(board, warnsdorff_tour(board), TourFormat::Algebraic) + "\n";
    std::string text;
    for (int i = 0; i < 20000; ++i) text += line;  // ~3.8 MB
    std::int64_t count = 0;
    for_each_tour(text, board, [&](ParsedTour&& t) { count += t.ok(); });
    EXPECT_EQ(count, 20000);
}

TEST(Format, PartialToursAndMaskedSquaresPrintDots) {
    Board board(3, 3);
    board.set_removed(board.square(1, 1), true);
    Tour partial{{0, 5}};
    EXPECT_EQ(format_tour(board, partial, TourFormat::Grid), ". . .\n. . 2\n1 . .");
    ParsedTour back = parse_tour(". . .\n. . 2\n1 . .", board);
    ASSERT_TRUE(back.ok()) << back.error;
    EXPECT_EQ(*back.tour, partial);
    EXPECT_THROW(format_tour(board, Tour{{99}}, TourFormat::Algebraic), FormatError);
}

}  // namespace kt
