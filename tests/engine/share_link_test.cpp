// Share links: round trips over boards, leapers, masks, modes and compare
// lists; truncated, tampered and future-version links; link size.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "engine.h"
#include "solve/warnsdorff.h"

namespace kt {
namespace {

Tour warnsdorff_tour(const Board& board, Square start) {
    WarnsdorffSolver solver(board, start);
    solver.run();
    auto tour = solver.tour();
    return tour ? *tour : Tour{};
}

// A random leaper walk until stuck or `max_len` squares.
Tour random_walk(const Board& board, std::mt19937& rng, std::size_t max_len) {
    Tour walk;
    std::vector<Square> active;
    for (Square s = 0; s < board.cell_count(); ++s)
        if (board.is_active(s)) active.push_back(s);
    if (active.empty()) return walk;
    std::vector<std::uint8_t> seen(static_cast<std::size_t>(board.cell_count()), 0);
    Square at = active[rng() % active.size()];
    walk.squares.push_back(at);
    seen[static_cast<std::size_t>(at)] = 1;
    while (walk.size() < max_len) {
        std::vector<Square> next;
        for (Square t : board.neighbours(at))
            if (!seen[static_cast<std::size_t>(t)]) next.push_back(t);
        if (next.empty()) break;
        at = next[rng() % next.size()];
        seen[static_cast<std::size_t>(at)] = 1;
        walk.squares.push_back(at);
    }
    return walk;
}

void expect_round_trip(const ShareState& state) {
    const std::string link = encode_share_link(state);
    ShareDecodeResult decoded = decode_share_link(link);
    EXPECT_TRUE(decoded.ok()) << link << "\n" << decoded.summary();
    EXPECT_EQ(decoded.state, state) << link;
    EXPECT_EQ(encode_share_link(decoded.state), link);
}

TEST(ShareLink, KnightOnA1IsHumanReadable) {
    ShareState state;
    state.tour.squares = {0};
    EXPECT_EQ(encode_share_link(state), "v1.8x8.a1");
    ShareDecodeResult decoded = decode_share_link("v1.8x8.a1");
    EXPECT_TRUE(decoded.ok()) << decoded.summary();
    EXPECT_EQ(decoded.state.board.rows(), 8);
    ASSERT_EQ(decoded.state.tour.size(), 1u);
    EXPECT_EQ(decoded.state.tour.squares[0], 0);
    EXPECT_EQ(decoded.state.mode, ShareMode::View);
}

TEST(ShareLink, Full8x8TourIsAbout33Characters) {
    Board board(8, 8);
    Tour tour = warnsdorff_tour(board, 0);
    ASSERT_EQ(tour.size(), 64u);
    const std::string field = encode_tour_field(board, tour);
    // "a1~" + 63 moves x 3 bits = 189 bits = 32 base64url characters.
    EXPECT_EQ(field.size(), 35u) << field;
    ShareState state;
    state.tour = tour;
    const std::string link = encode_share_link(state);
    EXPECT_EQ(link.size(), 7u + 35u) << link;
    expect_round_trip(state);
}

TEST(ShareLink, RoundTripsManyBoardsLeapersAndModes) {
    std::mt19937 rng(12345);
    const Leaper leapers[] = {{1, 2}, {2, 1}, {1, 3}, {2, 3}, {0, 1}, {1, 1}, {2, 2}, {1, 4}, {3, 4}, {0, 2}};
    int cases = 0;
    for (const Leaper& leaper : leapers)
        for (int rows = 1; rows <= 11; rows += 2)
            for (int cols = 1; cols <= 12; cols += 3) {
                ShareState state;
                state.board = Board(rows, cols, leaper);
                if (rng() % 3 == 0)
                    for (int k = 0; k < 3; ++k) state.board.set_removed(static_cast<Square>(rng() % state.board.cell_count()), true);
                if (state.board.square_count() == 0) continue;
                state.tour = random_walk(state.board, rng, 1 + rng() % 60);
                state.mode = static_cast<ShareMode>(rng() % 4);
                if (state.mode == ShareMode::Solver) {
                    state.solver.algorithm = "warnsdorff";
                    state.solver.closed = rng() % 2;
                    state.solver.tiebreak = "pohl";
                    state.solver.seed = rng();
                }
                if (state.mode == ShareMode::Puzzle) {
                    state.puzzle = static_cast<PuzzleKind>(rng() % 3);
                    state.puzzle_closed = rng() % 2;
                }
                if (state.mode == ShareMode::Compare)
                    for (int k = 0; k < 3; ++k) state.compare.push_back(random_walk(state.board, rng, 80));
                if (rng() % 4 == 0) state.options["zoom"] = "2";
                SCOPED_TRACE(std::to_string(rows) + "x" + std::to_string(cols) + " leaper " + std::to_string(leaper.a) +
                             "," + std::to_string(leaper.b));
                expect_round_trip(state);
                ++cases;
            }
    EXPECT_GT(cases, 150);
}

TEST(ShareLink, FullToursOfOtherBoardsRoundTrip) {
    for (auto [rows, cols] : {std::pair{5, 5}, {6, 6}, {3, 4}, {5, 8}, {12, 12}, {30, 40}}) {
        ShareState state;
        state.board = Board(rows, cols);
        state.tour = warnsdorff_tour(state.board, 0);
        if (state.tour.size() != static_cast<std::size_t>(rows * cols)) continue;
        state.compare.push_back(warnsdorff_tour(state.board, state.board.cell_count() - 1));
        if (state.compare.back().empty()) state.compare.pop_back();
        expect_round_trip(state);
    }
}

TEST(ShareLink, NonKnightLeapersUseFewerOrMoreBits) {
    // (1,1) has 4 offsets: 2 bits a move, so 3 moves per character.
    Board board(4, 4, Leaper{1, 1});
    Tour walk{{0, 5, 10, 15}};  // a1 b2 c3 d4
    EXPECT_EQ(encode_tour_field(board, walk), "a1~4~A");
    ShareState state;
    state.board = board;
    state.tour = walk;
    EXPECT_EQ(encode_share_link(state), "v1.4x4.leaper=1,1.a1~4~A");
    expect_round_trip(state);
}

TEST(ShareLink, MaskUsesNamesOrBitmapWhicheverIsShorter) {
    ShareState few;
    few.board = Board(8, 8);
    few.board.set_removed(0, true);
    few.board.set_removed(63, true);
    EXPECT_EQ(encode_share_link(few), "v1.8x8.mask=a1,h8");
    expect_round_trip(few);
    ShareState many;
    many.board = Board(10, 10);
    for (Square s = 0; s < 100; s += 3) many.board.set_removed(s, true);
    EXPECT_NE(encode_share_link(many).find("maskbits="), std::string::npos);
    expect_round_trip(many);
}

TEST(ShareLink, PuzzleLinksAreReadable) {
    ShareState state;
    state.tour.squares = {0};
    state.mode = ShareMode::Puzzle;
    state.puzzle = PuzzleKind::ClosedTourFrom;
    state.puzzle_closed = true;
    EXPECT_EQ(encode_share_link(state), "v1.8x8.a1.mode=puzzle.puzzle=closed-from.goal=closed");
    expect_round_trip(state);
}

TEST(ShareLink, FieldOrderDoesNotMatter) {
    auto a = decode_share_link("v1.5x5.mode=puzzle.leaper=1,3.a1.mask=e5");
    auto b = decode_share_link("v1.5x5.a1.mask=e5.leaper=1,3.mode=puzzle");
    EXPECT_TRUE(a.ok()) << a.summary();
    EXPECT_EQ(a.state, b.state);
    EXPECT_EQ(a.state.board.leaper(), (Leaper{1, 3}));
    EXPECT_FALSE(a.state.board.is_active(24));
}

TEST(ShareLink, TruncatedTourKeepsItsValidPrefix) {
    ShareState state;
    state.tour = warnsdorff_tour(Board(8, 8), 0);
    const std::string link = encode_share_link(state);
    for (std::size_t cut = 10; cut < link.size(); ++cut) {  // from "v1.8x8.a1~" on
        ShareDecodeResult decoded = decode_share_link(link.substr(0, cut));
        EXPECT_FALSE(decoded.ok()) << cut;
        const auto& got = decoded.state.tour.squares;
        ASSERT_LE(got.size(), state.tour.size());
        EXPECT_TRUE(std::equal(got.begin(), got.end(), state.tour.squares.begin())) << cut;
    }
    // 10 characters of moves hold 20 moves.
    ShareDecodeResult decoded = decode_share_link(link.substr(0, 7 + 3 + 10));
    EXPECT_EQ(decoded.state.tour.size(), 21u);
    EXPECT_NE(decoded.summary().find("truncated after move 20"), std::string::npos) << decoded.summary();
    // A character that is not base64url, the sixth of the moves: the five before it hold 10 moves.
    std::string bad = link;
    bad[7 + 3 + 5] = '*';
    decoded = decode_share_link(bad);
    EXPECT_EQ(decoded.state.tour.size(), 11u);
    EXPECT_NE(decoded.summary().find("character '*' at position 6 of the moves is not base64url; tour cut after move 10"),
              std::string::npos)
        << decoded.summary();
}

TEST(ShareLink, TamperedLinksNeverGiveAnInvalidTour) {
    ShareState state;
    state.tour = warnsdorff_tour(Board(8, 8), 0);
    state.compare.push_back(warnsdorff_tour(Board(8, 8), 63));
    const std::string link = encode_share_link(state);
    std::mt19937 rng(7);
    const std::string alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.~=,#%x";
    for (int trial = 0; trial < 2000; ++trial) {
        std::string bad = link;
        for (int k = 0, n = 1 + static_cast<int>(rng() % 3); k < n; ++k)
            bad[rng() % bad.size()] = alphabet[rng() % alphabet.size()];
        ShareDecodeResult decoded = decode_share_link(bad);
        EXPECT_TRUE(validate_path(decoded.state.board, decoded.state.tour).valid()) << bad;
        for (const Tour& t : decoded.state.compare) EXPECT_TRUE(validate_path(decoded.state.board, t).valid()) << bad;
        if (decoded.ok()) {
            EXPECT_EQ(decode_share_link(encode_share_link(decoded.state)).state, decoded.state) << bad;
        }
    }
}

TEST(ShareLink, FutureVersionKeepsWhatItCan) {
    ShareDecodeResult decoded = decode_share_link("v9.6x6.b2.mode=compare.sparkle=3");
    EXPECT_FALSE(decoded.ok());
    EXPECT_NE(decoded.summary().find("unknown version 'v9'"), std::string::npos) << decoded.summary();
    EXPECT_EQ(decoded.state.board.rows(), 6);
    EXPECT_EQ(decoded.state.tour.squares, std::vector<Square>{7});
    EXPECT_EQ(decoded.state.mode, ShareMode::Compare);
    EXPECT_EQ(decoded.state.options.at("sparkle"), "3");
}

TEST(ShareLink, HugeBoardsAreRefusedBeforeAllocating) {
    for (const char* link : {"v1.100000x100000.a1", "v1.99999999999x2", "v1.1001x1000.mask=a1", "v1.0x5.a1",
                             "v1.2000x2000.maskbits=AAAA"}) {
        ShareDecodeResult decoded = decode_share_link(link);
        EXPECT_FALSE(decoded.ok()) << link;
        EXPECT_EQ(decoded.state.board.rows(), 8) << link;
        EXPECT_TRUE(decoded.state.tour.empty()) << link;
    }
    ShareState big;
    big.board = Board(2000, 2000);
    EXPECT_THROW(encode_share_link(big), ShareError);
}

TEST(ShareLink, GarbageNeverCrashes) {
    for (const char* link : {"", "#", "v1", "v1.", "...", "v1.8x8.", "v1.8x8.zz99", "v1.8x8.a1~", "v1.8x8.a1~~",
                             "v1.8x8.a1~5~", "v1.8x8.a1~0~AAAA", "v1.8x8.a1~99999999999~A", "v1.8x8.a1~!!!",
                             "v1.8x8.leaper=0,0", "v1.8x8.leaper=99999,1", "v1.8x8.seed=99999999999999999999",
                             "v1.8x8.mode=", "v1.8x8.=", "v1.8x8.a1.b2", "v1.8x8.mask=,,,", "x", "v1.3x3.a1~AAAAAAAAAAAA",
                             "v1.8x8.mode=puzzle.mode=view", "v1.8x8.BAD KEY=1", "https://example.org/page#v1.8x8.c2"}) {
        ShareDecodeResult decoded = decode_share_link(link);
        EXPECT_TRUE(validate_path(decoded.state.board, decoded.state.tour).valid()) << link;
        (void)decoded.summary();
    }
    // Long hostile links: bounded work and memory, a message, no crash.
    EXPECT_FALSE(decode_share_link(std::string(kMaxLinkLength + 10, '.')).ok());
    {  // what lies past the limit is not read: here a whole tour
        ShareState state;
        state.tour = warnsdorff_tour(Board(8, 8), 0);
        const std::string link = encode_share_link(state);
        ASSERT_EQ(link.substr(0, 7), "v1.8x8.");
        const std::string padded = "v1.8x8.pad=" + std::string(kMaxLinkLength, 'z') + "." + link.substr(7);
        const ShareDecodeResult cut = decode_share_link(padded);
        EXPECT_TRUE(cut.state.tour.squares.empty()) << cut.state.tour.size() << " squares read past the limit";
        EXPECT_NE(cut.summary().find("only the first 1048576 are read"), std::string::npos) << cut.summary();
    }
    std::string many_names = "v1.1000x1000.mask=";
    for (int i = 0; i < 100000; ++i) many_names += "zz9,";
    ShareDecodeResult names = decode_share_link(many_names);
    EXPECT_FALSE(names.ok());
    EXPECT_LE(names.issues.size(), 41u);
    std::string long_tour = "v1.1000x1000.a1~" + std::string(500000, 'A');
    EXPECT_FALSE(decode_share_link(long_tour).ok());
    EXPECT_TRUE(decode_share_link("https://example.org/page#v1.8x8.c2").ok());
    EXPECT_TRUE(decode_share_link("#v1.8x8.c2").ok());
    EXPECT_FALSE(decode_share_link("v1.8x8.a1~!!!").ok());
    // A tour on a board too small to leave a1 keeps just its start.
    ShareDecodeResult tiny = decode_share_link("v1.3x3.a1~AAAAAAAAAAAA");
    EXPECT_FALSE(tiny.ok());
    EXPECT_EQ(tiny.state.tour.size(), 2u) << tiny.summary();  // a1-b3 (code 0), then b3+(1,2) leaves the board
}

TEST(ShareLink, ExtraCharactersAreAWarning) {
    ShareState state;
    state.board = Board(5, 5);
    state.tour = Tour{{0, 7, 14}};  // a1 c2 e3
    std::string link = encode_share_link(state) + "AAAA";
    ShareDecodeResult decoded = decode_share_link(link);
    EXPECT_TRUE(decoded.ok()) << decoded.summary();
    EXPECT_FALSE(decoded.issues.empty());
    EXPECT_EQ(decoded.state, state);
}

TEST(ShareLink, EncoderRefusesWhatNoLinkCanCarry) {
    ShareState state;
    state.tour = Tour{{0, 1}};  // a1-b1 is no knight move
    EXPECT_THROW(encode_share_link(state), ShareError);
    state.tour = Tour{};
    state.options["mode"] = "x";
    EXPECT_THROW(encode_share_link(state), ShareError);
    state.options.clear();
    state.options["ok"] = "has.dot";
    EXPECT_THROW(encode_share_link(state), ShareError);
    state.options.clear();
    state.solver.algorithm = "Bad Name";
    EXPECT_THROW(encode_share_link(state), ShareError);
}

TEST(ShareLink, JsonNamesTheState) {
    ShareDecodeResult decoded = decode_share_link("v1.8x8.a1.mode=puzzle.puzzle=closed-from.goal=closed.mask=h8");
    const std::string json = share_state_json(decoded.state);
    for (const char* part : {"\"board\":\"8x8\"", "\"mode\":\"puzzle\"", "\"tour\":[\"a1\"]", "\"removed\":[\"h8\"]",
                             "\"kind\":\"closed-from\"", "\"tour_kind\":\"partial\""})
        EXPECT_NE(json.find(part), std::string::npos) << part << " in " << json;
}

TEST(TourSvg, DrawsBoardAndTour) {
    Board board(5, 5);
    Tour tour = warnsdorff_tour(board, 0);
    SvgOptions options;
    options.numbers = true;
    const std::string svg = tour_svg(board, tour, options);
    EXPECT_EQ(svg.rfind("<svg", 0), 0u);
    EXPECT_NE(svg.find("<polyline"), std::string::npos);
    EXPECT_NE(svg.find(">25</text>"), std::string::npos);
    EXPECT_NE(svg.find("</svg>"), std::string::npos);
    Board six(6, 6);
    // A closed tour is drawn as a polygon (the closing move included): one
    // closed 6x6 tour, as `knights solve --board 6x6 --closed` prints them.
    Tour closed{{0, 13, 24, 32, 21, 34, 23, 10, 2, 6, 19, 30, 26, 15, 28, 20, 31, 18,
                 7, 3, 11, 22, 35, 27, 14, 1, 12, 25, 33, 29, 16, 5, 9, 17, 4, 8}};
    ASSERT_EQ(validate_tour(six, closed).kind, TourKind::Closed);
    const std::string loop = tour_svg(six, closed);
    EXPECT_EQ(loop.find("<polyline"), std::string::npos);
    const std::string opening = "<polygon points=\"";
    const std::size_t polygon = loop.find(opening);
    ASSERT_NE(polygon, std::string::npos);
    const std::size_t from = polygon + opening.size();
    const std::string points = loop.substr(from, loop.find('"', from) - from);
    EXPECT_EQ(std::count(points.begin(), points.end(), ','), 36) << points;  // every square once, not repeated
    // Asked not to close the loop, the same tour is an open line.
    SvgOptions open_line;
    open_line.close_loop = false;
    EXPECT_EQ(tour_svg(six, closed, open_line).find("<polygon"), std::string::npos);
    // A tour of every square whose ends are not a move apart stays open.
    Tour open = warnsdorff_tour(board, 0);
    ASSERT_EQ(validate_tour(board, open).kind, TourKind::Open);
    EXPECT_EQ(tour_svg(board, open).find("<polygon"), std::string::npos);
    EXPECT_EQ(tour_svg(board, Tour{}).find("<polyline"), std::string::npos);
}

TEST(ShareLink, EveryTabsChoicesRoundTrip) {
    ShareState state;
    state.board = Board(8, 8);
    state.tour = Tour{{state.board.parse_square_or_throw("d4")}};
    state.mode = ShareMode::Solver;
    state.solver = {"warnsdorff", true, "pohl", 7, 250, 33};
    const std::string link = encode_share_link(state);
    EXPECT_EQ(link, "v1.8x8.d4.mode=solver.algo=warnsdorff.closed=1.tie=pohl.seed=7.speed=250.step=33");
    const ShareDecodeResult back = decode_share_link(link);
    EXPECT_TRUE(back.issues.empty()) << back.summary();
    EXPECT_EQ(back.state, state);

    ShareState compare;
    compare.mode = ShareMode::Compare;
    compare.tour = warnsdorff_tour(compare.board, 0);
    compare.compare = {warnsdorff_tour(compare.board, 9)};
    compare.compare_a = 2;
    compare.compare_b = 1;
    ShareState count;
    count.mode = ShareMode::Count;
    count.count = "8x8~range~3~9";
    ShareState puzzle;
    puzzle.mode = ShareMode::Puzzle;
    puzzle.options["play"] = "a1~3~Ag";
    for (const ShareState& s : {compare, count, puzzle}) {
        const ShareDecodeResult r = decode_share_link(encode_share_link(s));
        EXPECT_TRUE(r.issues.empty()) << r.summary();  // the page's own keys are no news
        EXPECT_EQ(r.state, s) << encode_share_link(s);
    }
    EXPECT_EQ(decode_share_link("v1.8x8.mode=board").state.mode, ShareMode::Board);
}

TEST(ShareLink, BadChoicesAreReportedAndDropped) {
    const ShareDecodeResult r = decode_share_link("v1.8x8.speed=fast.step=-3.pair=0,2.count=a b.mode=dance");
    EXPECT_FALSE(r.ok());
    EXPECT_FALSE(r.state.solver.speed);
    EXPECT_FALSE(r.state.solver.step);
    EXPECT_EQ(r.state.compare_a, 0u);
    EXPECT_EQ(r.state.compare_b, 0u);
    EXPECT_TRUE(r.state.count.empty());
    EXPECT_EQ(r.issues.size(), 5u) << r.summary();
}

TEST(ShareLink, LeaperNamesAreReadByTheEnginesLeaperParser) {
    const ShareDecodeResult camel = decode_share_link("v1.8x8.leaper=camel");
    EXPECT_TRUE(camel.ok()) << camel.summary();
    EXPECT_EQ(camel.state.board.leaper(), (Leaper{1, 3}));
    EXPECT_EQ(encode_share_link(camel.state), "v1.8x8.leaper=1,3");
    const ShareDecodeResult bad = decode_share_link("v1.8x8.leaper=0,0");
    EXPECT_FALSE(bad.ok());
    EXPECT_NE(bad.summary().find("leaper: "), std::string::npos) << bad.summary();
    EXPECT_EQ(bad.state.board.leaper(), Leaper{});
}

TEST(ShareLink, AClueResultIsKnownAndCheckedNotWarnedAbout) {
    const std::string link = "v1.8x8.mode=puzzle.clue=medium~53779883458082361~o~d.result=136~1~20261201";
    const ShareDecodeResult r = decode_share_link(link);
    EXPECT_TRUE(r.issues.empty()) << r.summary();
    EXPECT_EQ(r.state.options.at("result"), "136~1~20261201");
    EXPECT_EQ(encode_share_link(r.state), link);
    const ShareDecodeResult old = decode_share_link("v1.8x8.mode=puzzle.clue=medium~1~o.result=136~1");
    EXPECT_TRUE(old.issues.empty()) << old.summary();
    const ShareDecodeResult bad = decode_share_link("v1.8x8.mode=puzzle.clue=medium~1~o.result=136~1~20261131");
    ASSERT_EQ(bad.issues.size(), 1u);
    EXPECT_EQ(bad.issues[0].severity, LinkSeverity::Warning);
    EXPECT_NE(bad.issues[0].message.find("result '136~1~20261131' ignored: the date"), std::string::npos) << bad.summary();
    EXPECT_EQ(bad.state.options.count("result"), 0u);
}

}  // namespace
// A puzzle's moves read back alone: the valid prefix, and why it stops.
TEST(ShareLink, TourFieldReadsBackAloneWithItsIssues) {
    Board board(5, 5);
    const Tour path{{board.square(0, 0), board.square(1, 2), board.square(2, 4), board.square(4, 3)}};
    const std::string field = encode_tour_field(board, path);
    const TourFieldResult good = decode_tour_field(board, field);
    EXPECT_EQ(good.tour.squares, path.squares);
    EXPECT_TRUE(good.issues.empty());
    const TourFieldResult cut = decode_tour_field(board, field.substr(0, field.size() - 1) + "*");
    EXPECT_LT(cut.tour.size(), path.size());
    ASSERT_FALSE(cut.issues.empty());
    EXPECT_EQ(cut.issues.front().severity, LinkSeverity::Error);
    EXPECT_NE(cut.issues.front().message.find("not base64url"), std::string::npos) << cut.issues.front().message;
    EXPECT_TRUE(decode_tour_field(board, "z9").tour.empty());
}

}  // namespace kt
