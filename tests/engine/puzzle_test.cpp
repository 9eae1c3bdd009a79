// Puzzle play: placing and moving, undo/redo, win and closed detection, dead
// ends (checked against brute force), and the bounded completion search.
#include <gtest/gtest.h>

#include <atomic>
#include <random>
#include <thread>

#include "engine.h"

namespace kt {
namespace {

Square sq(const Board& board, const char* name) { return board.parse_square_or_throw(name); }

// Plain exhaustive search, no pruning: the reference the clever parts must agree with.
bool brute_completable(const Board& board, std::vector<Square>& path, std::vector<std::uint8_t>& seen, bool closed) {
    if (static_cast<std::int64_t>(path.size()) == board.square_count())
        return !closed || (path.size() > 1 && board.is_move(path.back(), path.front()));
    for (Square t : board.neighbours(path.back())) {
        if (seen[static_cast<std::size_t>(t)]) continue;
        seen[static_cast<std::size_t>(t)] = 1;
        path.push_back(t);
        const bool ok = brute_completable(board, path, seen, closed);
        path.pop_back();
        seen[static_cast<std::size_t>(t)] = 0;
        if (ok) return true;
    }
    return false;
}

bool brute_completable(const Board& board, std::vector<Square> path, bool closed) {
    std::vector<std::uint8_t> seen(static_cast<std::size_t>(board.cell_count()), 0);
    for (Square s : path) seen[static_cast<std::size_t>(s)] = 1;
    return brute_completable(board, path, seen, closed);
}

TEST(Puzzle, PlaceMoveUndoRedoRestart) {
    Puzzle puzzle(Board(8, 8));
    EXPECT_EQ(puzzle.status(), PuzzleStatus::Empty);
    EXPECT_EQ(puzzle.legal_moves().size(), 64u);
    EXPECT_FALSE(puzzle.hint());
    EXPECT_TRUE(puzzle.play(sq(puzzle.board(), "a1")));
    EXPECT_EQ(puzzle.status(), PuzzleStatus::Playing);
    auto moves = puzzle.legal_moves();
    ASSERT_EQ(moves.size(), 2u);
    EXPECT_FALSE(puzzle.play(sq(puzzle.board(), "a2")));  // not a knight move
    EXPECT_FALSE(puzzle.play(sq(puzzle.board(), "a1")));  // visited
    EXPECT_FALSE(puzzle.play(-1));
    EXPECT_FALSE(puzzle.play(64));
    EXPECT_TRUE(puzzle.play(sq(puzzle.board(), "c2")));
    EXPECT_TRUE(puzzle.play(sq(puzzle.board(), "e3")));
    EXPECT_EQ(puzzle.move_count(), 2);
    EXPECT_EQ(puzzle.visit_number(sq(puzzle.board(), "e3")), 3);
    EXPECT_TRUE(puzzle.undo());
    EXPECT_TRUE(puzzle.undo());
    EXPECT_EQ(puzzle.visit_number(sq(puzzle.board(), "c2")), 0);
    EXPECT_TRUE(puzzle.can_redo());
    // Replaying the undone move keeps the redo list.
    EXPECT_TRUE(puzzle.play(sq(puzzle.board(), "c2")));
    EXPECT_TRUE(puzzle.redo());
    EXPECT_EQ(*puzzle.knight(), sq(puzzle.board(), "e3"));
    EXPECT_FALSE(puzzle.redo());
    // A different move clears it.
    EXPECT_TRUE(puzzle.undo());
    EXPECT_TRUE(puzzle.play(sq(puzzle.board(), "a3")));
    EXPECT_FALSE(puzzle.can_redo());
    EXPECT_TRUE(puzzle.undo());
    EXPECT_TRUE(puzzle.undo());
    EXPECT_TRUE(puzzle.undo());  // removes the knight itself
    EXPECT_EQ(puzzle.status(), PuzzleStatus::Empty);
    EXPECT_FALSE(puzzle.undo());
    puzzle.play(0);
    puzzle.play(10);
    puzzle.restart();
    EXPECT_FALSE(puzzle.placed());
    EXPECT_FALSE(puzzle.can_redo());
}

TEST(Puzzle, GivenSquaresCannotBeUndone) {
    Board board(8, 8);
    Puzzle puzzle(board, false, Tour{{sq(board, "a1"), sq(board, "c2"), sq(board, "e3")}});
    EXPECT_EQ(puzzle.player_moves(), 0);
    EXPECT_FALSE(puzzle.undo());
    EXPECT_TRUE(puzzle.play(sq(board, "g4")));
    EXPECT_EQ(puzzle.player_moves(), 1);
    EXPECT_TRUE(puzzle.undo());
    EXPECT_FALSE(puzzle.undo());
    EXPECT_EQ(puzzle.path().size(), 3u);
    EXPECT_THROW(Puzzle(board, false, Tour{{0, 1}}), PuzzleError);
}

TEST(Puzzle, WinsOpenAndClosedAndSaysWhichItIs) {
    // Open goal on 5x5: any tour wins.
    Board five(5, 5);
    CompletionSearch open_search(five, {0}, false);
    ASSERT_EQ(open_search.run(-1), Completion::Possible);
    Puzzle open(five);
    for (Square s : open_search.completion()->squares) ASSERT_TRUE(open.play(s));
    EXPECT_EQ(open.status(), PuzzleStatus::Won);
    EXPECT_FALSE(open.closed());  // 5x5 has no closed tour
    // Closed goal on 6x6, played to the end.
    Board six(6, 6);
    CompletionSearch closed_search(six, {0}, true);
    ASSERT_EQ(closed_search.run(-1), Completion::Possible);
    const Tour& closed_tour = *closed_search.completion();
    EXPECT_EQ(validate_tour(six, closed_tour).kind, TourKind::Closed);
    Puzzle closed(six, true);
    for (Square s : closed_tour.squares) ASSERT_TRUE(closed.play(s));
    EXPECT_EQ(closed.status(), PuzzleStatus::Won);
    EXPECT_TRUE(closed.closed());
    EXPECT_NE(tour_svg(six, closed_tour).find("<polygon"), std::string::npos);
    // The same tour started one square later and stopped one short of the
    // start is complete but open... find an open tour of 6x6 to show it.
    CompletionSearch any(six, {0}, false);
    any.run(-1);
    Puzzle strict(six, true);
    for (Square s : any.completion()->squares) strict.play(s);
    EXPECT_EQ(strict.status(), strict.closed() ? PuzzleStatus::Won : PuzzleStatus::CompleteOpen);
}

TEST(Puzzle, StuckWhenNoMoveIsLeft) {
    Board board(3, 3);
    Puzzle puzzle(board);
    puzzle.play(sq(board, "b2"));  // the centre of 3x3 has no knight moves
    EXPECT_EQ(puzzle.status(), PuzzleStatus::Stuck);
    EXPECT_TRUE(puzzle.dead_end().found);
    EXPECT_FALSE(puzzle.hint());
}

TEST(Puzzle, HintIsWarnsdorff) {
    Board board(8, 8);
    Puzzle puzzle(board);
    puzzle.play(sq(board, "d4"));
    auto hint = puzzle.hint();
    ASSERT_TRUE(hint);
    EXPECT_TRUE(puzzle.is_legal(*hint));
    auto onward = [&](Square s) {
        int n = 0;
        for (Square t : board.neighbours(s)) n += puzzle.visit_number(t) == 0;
        return n;
    };
    for (Square s : puzzle.legal_moves()) EXPECT_LE(onward(*hint), onward(s));
}

TEST(DeadEnd, CornerCutOff) {
    Board board(8, 8);
    // b3 d4 c2 e1 uses both of a1's neighbours: a1 can never be reached.
    Puzzle puzzle(board, false, Tour{{sq(board, "b3"), sq(board, "d4"), sq(board, "c2"), sq(board, "e1")}});
    DeadEnd dead = puzzle.dead_end();
    ASSERT_TRUE(dead.found);
    EXPECT_NE(dead.reason.find("a1 is cut off"), std::string::npos) << dead.reason;
    EXPECT_EQ(dead.squares, std::vector<Square>{0});
    EXPECT_EQ(puzzle.completion_search()->run(10), Completion::Impossible);
}

TEST(DeadEnd, TwoSquaresWithOneWayLeft) {
    Board board(8, 8);
    // a1 keeps only c2 and h8 keeps only f7: both would have to be the last square.
    Tour given{{sq(board, "b3"), sq(board, "d4"), sq(board, "e6"), sq(board, "g5"), sq(board, "e4"), sq(board, "f6"),
                sq(board, "g8"), sq(board, "e7"), sq(board, "g6"), sq(board, "e5")}};
    ASSERT_TRUE(validate_path(board, given).valid()) << validate_path(board, given).reason;
    DeadEnd dead = find_dead_end(board, given.squares, false);
    ASSERT_TRUE(dead.found);
    EXPECT_NE(dead.reason.find("one way"), std::string::npos) << dead.reason;
}

TEST(DeadEnd, ClosedGoalNeedsEvenBoardAndTwoWays) {
    Board five(5, 5);
    DeadEnd dead = find_dead_end(five, {0}, true);  // 25 squares: no closed tour
    EXPECT_TRUE(dead.found) << "5x5 closed";
    EXPECT_NE(dead.reason.find("cannot close"), std::string::npos) << dead.reason;
    EXPECT_FALSE(find_dead_end(Board(6, 6), {0}, true).found);
    EXPECT_FALSE(find_dead_end(Board(8, 8), {0}, false).found);
}

// Every "dead end" must be a real one, and the search must agree with brute
// force, on many random positions of small boards.
TEST(DeadEnd, AgreesWithBruteForceOnSmallBoards) {
    std::mt19937 rng(2024);
    int dead_ends = 0, possible = 0, impossible = 0;
    for (auto [rows, cols] : {std::pair{5, 5}, {4, 5}, {3, 7}, {4, 4}, {3, 4}, {5, 4}, {4, 6}}) {
        Board board(rows, cols);
        for (int trial = 0; trial < 60; ++trial) {
            const bool closed = trial % 2;
            std::vector<Square> path{static_cast<Square>(rng() % board.cell_count())};
            const std::size_t length = 1 + static_cast<std::size_t>(rng() % static_cast<unsigned>(board.cell_count()));
            std::vector<std::uint8_t> seen(static_cast<std::size_t>(board.cell_count()), 0);
            seen[static_cast<std::size_t>(path[0])] = 1;
            while (path.size() < length) {
                std::vector<Square> next;
                for (Square t : board.neighbours(path.back()))
                    if (!seen[static_cast<std::size_t>(t)]) next.push_back(t);
                if (next.empty()) break;
                path.push_back(next[rng() % next.size()]);
                seen[static_cast<std::size_t>(path.back())] = 1;
            }
            if (board.cell_count() - static_cast<std::int64_t>(path.size()) > 19) continue;  // keep brute force quick
            const bool truth = brute_completable(board, path, closed);
            DeadEnd dead = find_dead_end(board, path, closed);
            if (dead.found) {
                ++dead_ends;
                EXPECT_FALSE(truth) << rows << "x" << cols << " " << dead.reason;
            }
            CompletionSearch search(board, path, closed);
            const Completion answer = search.run(-1);
            EXPECT_EQ(answer, truth ? Completion::Possible : Completion::Impossible) << rows << "x" << cols;
            if (answer == Completion::Possible) {
                ++possible;
                const Tour& done = *search.completion();
                const TourVerdict verdict = validate_tour(board, done);
                EXPECT_TRUE(verdict.valid()) << verdict.reason;
                if (closed) EXPECT_EQ(verdict.kind, TourKind::Closed);
                EXPECT_TRUE(std::equal(path.begin(), path.end(), done.squares.begin()));
            } else {
                ++impossible;
            }
        }
    }
    EXPECT_GT(dead_ends, 20);
    EXPECT_GT(possible, 5);
    EXPECT_GT(impossible, 20);
}

TEST(CompletionSearch, UnknownWhenTheBudgetRunsOutThenContinues) {
    Board board(8, 8);
    CompletionSearch search(board, {0}, true);
    EXPECT_EQ(search.run(10), Completion::Unknown);
    EXPECT_EQ(search.nodes(), 10);
    EXPECT_EQ(search.run(-1), Completion::Possible);
    EXPECT_EQ(validate_tour(board, *search.completion()).kind, TourKind::Closed);
}

TEST(CompletionSearch, UnknownOnAHardImpossiblePositionWithASmallBudget) {
    // 4x4 has no knight's tour at all, but no quick test proves it from a1.
    Board board(4, 4);
    CompletionSearch search(board, {0}, false);
    EXPECT_FALSE(search.decided());
    EXPECT_EQ(search.run(3), Completion::Unknown);
    EXPECT_EQ(search.run(-1), Completion::Impossible);
}

TEST(CompletionSearch, CancelFromAnotherThread) {
    Board board(4, 4);
    std::vector<Square> path{0};
    CompletionSearch search(board, path, false);
    search.cancel();
    EXPECT_EQ(search.run(-1), Completion::Unknown);
    // A search that runs for hours on a worker thread, cancelled from here
    // once it has started: 4xn boards have no closed tour (Schwenk 1991),
    // which no quick test of the search proves.
    Board big(4, 20);
    CompletionSearch slow(big, {0}, true);
    std::atomic<bool> returned{false};
    Completion answer = Completion::Possible;
    std::thread worker([&] {
        answer = slow.run(-1);
        returned = true;
    });
    while (slow.nodes() < 100000 && !returned) std::this_thread::yield();
    slow.cancel();
    worker.join();
    EXPECT_EQ(answer, Completion::Unknown);
    EXPECT_FALSE(slow.decided());
    // Cancelled stays cancelled: a later run returns at once.
    const std::int64_t stopped = slow.nodes();
    EXPECT_GE(stopped, 100000);
    EXPECT_EQ(slow.run(-1), Completion::Unknown);
    EXPECT_EQ(slow.nodes(), stopped);
}

TEST(CompletionSearch, EmptyAndCompletePositions) {
    Board board(5, 5);
    EXPECT_EQ(CompletionSearch(board, {}, false).run(-1), Completion::Unknown);
    CompletionSearch first(board, {0}, false);
    ASSERT_EQ(first.run(-1), Completion::Possible);
    CompletionSearch done(board, first.completion()->squares, false);
    EXPECT_EQ(done.run(0), Completion::Possible);
    CompletionSearch done_closed(board, first.completion()->squares, true);
    EXPECT_EQ(done_closed.run(0), Completion::Impossible);
}

TEST(PuzzleLink, ShareCarriesThePuzzleNotTheAnswer) {
    Board board(6, 6);
    Puzzle puzzle(board, true, Tour{{0}});
    puzzle.play(sq(board, "b3"));
    ShareState state = share_puzzle(puzzle);
    EXPECT_EQ(state.tour.size(), 1u);
    EXPECT_EQ(state.puzzle, PuzzleKind::ClosedTourFrom);
    EXPECT_EQ(encode_share_link(state), "v1.6x6.a1.mode=puzzle.puzzle=closed-from.goal=closed");
    Puzzle again = puzzle_from_share(decode_share_link(encode_share_link(state)).state);
    EXPECT_TRUE(again.closed_goal());
    EXPECT_EQ(again.path(), std::vector<Square>{0});
    EXPECT_FALSE(again.can_undo());

    ShareDecodeResult complete = decode_share_link("v1.8x8.a1~3~Bw.mode=puzzle.puzzle=complete");
    ASSERT_TRUE(complete.ok()) << complete.summary();
    Puzzle from_link = puzzle_from_share(complete.state);
    EXPECT_EQ(from_link.given().size(), 3u);
    EXPECT_FALSE(from_link.closed_goal());
}

}  // namespace
}  // namespace kt
