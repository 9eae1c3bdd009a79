// Text layouts, labels, selections, leaper names and connectivity.
#include <gtest/gtest.h>

#include "engine.h"

namespace kt {
namespace {

std::string layout_error(const std::string& text, LayoutOptions options = {}) {
    try {
        parse_layout(text, options);
    } catch (const BoardError& e) {
        return e.what();
    }
    return "(accepted)";
}

bool contains(const std::string& haystack, const std::string& needle) { return haystack.find(needle) != std::string::npos; }

TEST(Layout, FirstLineIsTheTopRowAndHolesAreRemoved) {
    const LabelledBoard lb = parse_layout("AB.\n.CD\n");
    EXPECT_EQ(lb.board.rows(), 2);
    EXPECT_EQ(lb.board.cols(), 3);
    EXPECT_EQ(lb.board.square_count(), 4);
    EXPECT_EQ(lb.name(lb.board.square(1, 0)), "A");  // top row = rank 2
    EXPECT_EQ(lb.name(lb.board.square(0, 2)), "D");
    EXPECT_FALSE(lb.board.is_active(lb.board.square(1, 2)));
    EXPECT_EQ(lb.describe(lb.order), "ABCD");
    EXPECT_EQ(to_layout_text(lb), "AB.\n.CD\n");
}

TEST(Layout, EdgesWithoutSquaresAreTrimmedAndCrlfAccepted) {
    const LabelledBoard lb = parse_layout("\r\n  ..\r\n  AB\r\n  CD \r\n\r\n");
    EXPECT_EQ(lb.board.rows(), 2);
    EXPECT_EQ(lb.board.cols(), 2);
    EXPECT_EQ(to_layout_text(lb), "AB\nCD\n");
}

TEST(Layout, RaggedLinesArePaddedWithAWarningOrRejectedWhenStrict) {
    const LabelledBoard lb = parse_layout("ABCDE\nFGHIJ\nKLMNO\n.123");
    EXPECT_EQ(lb.board.square_count(), 18);
    ASSERT_EQ(lb.warnings.size(), 1u);
    EXPECT_TRUE(contains(lb.warnings[0], "padded")) << lb.warnings[0];
    // Same graph as the keypad: same counts.
    WalkConditions c;
    c.length = 10;
    c.marked = lb.select("AEIO", "v");
    c.max_marked = 2;
    EXPECT_EQ(count_walks(lb.board, c).to_string(), "1013398");

    LayoutOptions strict;
    strict.strict = true;
    const std::string e = layout_error("ABCDE\nFGHIJ\nKLMNO\n.123", strict);
    EXPECT_TRUE(contains(e, "line 4, column 5")) << e;
    EXPECT_TRUE(contains(e, "ragged")) << e;
}

TEST(Layout, EmptyLayoutsAreRefused) {
    for (const char* text : {"", "\n\n", "...\n. .\n", "   "}) {
        const std::string e = layout_error(text);
        EXPECT_TRUE(contains(e, "empty")) << "'" << text << "': " << e;
    }
}

TEST(Layout, TooLargeLayoutsNameLineAndColumn) {
    const std::string wide(kMaxLayoutSide + 1, 'x');
    std::string e = layout_error("ab\n" + wide);
    EXPECT_TRUE(contains(e, "line 2, column 1001")) << e;
    EXPECT_TRUE(contains(e, "too large")) << e;
    std::string tall;
    for (int i = 0; i <= kMaxLayoutSide; ++i) tall += "x\n";
    e = layout_error(tall);
    EXPECT_TRUE(contains(e, "line 1001, column 1")) << e;
    EXPECT_TRUE(contains(e, "rows")) << e;
    // Holes alone do not count: a big margin around a small board is fine.
    EXPECT_EQ(parse_layout(std::string(5000, '.') + "AB\n").board.cols(), 2);
}

TEST(Layout, TabsAndControlBytesAreRefusedWithTheirPlace) {
    std::string e = layout_error("AB\nC\tD");
    EXPECT_TRUE(contains(e, "line 2, column 2")) << e;
    EXPECT_TRUE(contains(e, "tab")) << e;
    e = layout_error("AB\n\xC3\xA9");
    EXPECT_TRUE(contains(e, "line 2, column 1")) << e;
    EXPECT_TRUE(contains(e, "0xC3")) << e;
}

TEST(Layout, DisconnectedLayoutsAreFlaggedOrRejectedWhenStrict) {
    // Two knight-isolated pieces: A is alone in a corner far from the rest.
    const LabelledBoard lb = parse_layout("A....\n.....\n...BC\n....D");
    EXPECT_FALSE(lb.connected());
    EXPECT_GE(lb.components, 2);
    ASSERT_FALSE(lb.warnings.empty());
    EXPECT_TRUE(contains(lb.warnings.back(), "disconnected")) << lb.warnings.back();
    LayoutOptions strict;
    strict.strict = true;
    const std::string e = layout_error("A....\n.....\n...BC\n....D", strict);
    EXPECT_TRUE(contains(e, "disconnected")) << e;
    EXPECT_TRUE(keypad_board().connected());
    // Connectivity depends on the leaper: the wazir (0,1) joins a solid block.
    LayoutOptions wazir;
    wazir.leaper = {0, 1};
    EXPECT_TRUE(parse_layout("AB\nCD", wazir).connected());
    EXPECT_FALSE(parse_layout("AB\nCD").connected());  // no knight move on 2x2
}

TEST(Layout, ZeroLeaperIsRefused) {
    LayoutOptions options;
    options.leaper = {0, 0};
    EXPECT_THROW(parse_layout("AB", options), BoardError);
    EXPECT_THROW(keypad_board({0, 0}), BoardError);
}

TEST(Layout, SelectionsByLabelsOrSquareNames) {
    const LabelledBoard keypad = keypad_board();
    EXPECT_EQ(keypad.describe(keypad.select("OIEA", "--vowels")), "AEIO");  // display order, no repeats
    EXPECT_EQ(keypad.describe(keypad.select("A,E, 3", "--start")), "AE3");
    EXPECT_EQ(keypad.describe(keypad.select("b1", "--start")), "1");  // square name: b1 is key 1
    std::string e;
    try {
        keypad.select("AZ", "--start");
    } catch (const LayoutError& err) {
        e = err.what();
    }
    EXPECT_TRUE(contains(e, "--start")) << e;
    EXPECT_TRUE(contains(e, "'Z'")) << e;
    EXPECT_THROW(keypad.select("a1", "--start"), LayoutError);  // the hole left of key 1
    EXPECT_THROW(keypad.select(",", "--start"), LayoutError);   // nothing given
    EXPECT_EQ(keypad.select_labels_present("AEIOU").size(), 4u);

    const LabelledBoard plain = labelled_board(Board(3, 4));
    EXPECT_EQ(plain.describe(plain.select("a1,c2", "--start")), "a1 c2");
    EXPECT_THROW(plain.select("A", "--start"), LayoutError);
}

TEST(Layout, RepeatedLabelsSelectEverySquareWithThatLabel) {
    const LabelledBoard lb = parse_layout("x#x\n#x#");
    EXPECT_FALSE(lb.labels_unique());
    EXPECT_EQ(lb.select("x", "v").size(), 3u);
    EXPECT_EQ(lb.describe({lb.board.square(1, 0), lb.board.square(0, 1)}), "x x");
}

TEST(Leapers, ParsedFromPairsAndNames) {
    EXPECT_EQ(parse_leaper("1,2"), (Leaper{1, 2}));
    EXPECT_EQ(parse_leaper(" (2, 3) "), (Leaper{2, 3}));
    EXPECT_EQ(parse_leaper("knight"), (Leaper{1, 2}));
    EXPECT_EQ(parse_leaper("Camel"), (Leaper{1, 3}));
    EXPECT_EQ(parse_leaper("camel(1,3)"), (Leaper{1, 3}));
    EXPECT_EQ(parse_leaper("zebra"), (Leaper{2, 3}));
    EXPECT_EQ(parse_leaper("giraffe"), (Leaper{1, 4}));
    EXPECT_EQ(leaper_name({3, 1}), "camel (3,1)");
    EXPECT_EQ(leaper_name({4, 5}), "(4,5)");
    // Bad text is quoted by its first 40 characters only.
    try {
        parse_leaper(std::string(40, 'q') + "TAIL");
        ADD_FAILURE() << "accepted a long unknown name";
    } catch (const BoardError& e) {
        EXPECT_TRUE(contains(e.what(), "leaper '" + std::string(40, 'q') + "'")) << e.what();
    }
    for (const char* bad : {"", "0,0", "1", "1,", "a,b", "-1,2", "1,2,3", "unicorn", "camel(1,2)", "1;2", "5000,1"}) {
        try {
            parse_leaper(bad);
            ADD_FAILURE() << "accepted '" << bad << "'";
        } catch (const BoardError& e) {
            EXPECT_TRUE(contains(e.what(), "leaper")) << e.what();
        }
    }
}

TEST(Connectivity, KnightGraphsOfSmallBoards) {
    EXPECT_EQ(connected_components(Board(3, 3)).count, 2);  // the centre is isolated
    EXPECT_TRUE(is_connected(Board(8, 8)));
    EXPECT_TRUE(is_connected(Board(8, 8, {1, 3})) == false);  // the camel keeps to one colour
    EXPECT_TRUE(is_connected(Board(8, 8, {2, 3})));
}

}  // namespace
}  // namespace kt
