// Playing a clue puzzle: undo and redo, pencil marks, hints counted only when
// new, Reveal, the solved check (against the generator's unique solution and
// an independent tour validator), and what is still missing.
#include "puzzle/clue_play.h"

#include <gtest/gtest.h>

#include "core/tour.h"
#include "puzzle/clue_generator.h"

namespace kt {
namespace {

CluePlay six_by_six() {
    GeneratedCluePuzzle g = generate_clue_puzzle(Board(6, 6), false, ClueLevel::Easy, 7);
    return CluePlay(std::move(g.puzzle), std::move(g.solution));
}

// The first square of the solution without a clue, and its number.
std::pair<Square, int> first_blank(const CluePlay& p) {
    for (std::size_t k = 0; k < p.solution().squares.size(); ++k)
        if (!p.puzzle().clue_at(p.solution().squares[k])) return {p.solution().squares[k], static_cast<int>(k) + 1};
    return {kNoSquare, 0};
}

TEST(CluePlay, UndoAndRedoAreUnlimitedAndANewEditDropsTheRedo) {
    CluePlay p = six_by_six();
    const auto [s, k] = first_blank(p);
    EXPECT_FALSE(p.can_undo());
    ASSERT_TRUE(p.set(s, k));
    ASSERT_TRUE(p.set(s, k % 36 + 1));
    ASSERT_TRUE(p.set(s, 0));
    EXPECT_EQ(p.number_at(s), 0);
    EXPECT_TRUE(p.undo());
    EXPECT_TRUE(p.undo());
    EXPECT_EQ(p.number_at(s), k);
    EXPECT_TRUE(p.undo());
    EXPECT_FALSE(p.undo());
    EXPECT_TRUE(p.redo());
    EXPECT_EQ(p.number_at(s), k);
    EXPECT_TRUE(p.can_redo());
    EXPECT_FALSE(p.toggle_mark(s, 5));  // a numbered square takes no marks
    EXPECT_TRUE(p.set(s, 0));
    EXPECT_FALSE(p.can_redo());
    EXPECT_FALSE(p.set(s, 0));  // already blank: nothing recorded
}

TEST(CluePlay, PencilMarksToggleUndoAndGiveWayToANumber) {
    CluePlay p = six_by_six();
    const auto [s, k] = first_blank(p);
    ASSERT_TRUE(p.toggle_mark(s, 9));
    ASSERT_TRUE(p.toggle_mark(s, 3));
    EXPECT_EQ(p.marks(s), (std::vector<int>{3, 9}));
    ASSERT_TRUE(p.toggle_mark(s, 9));
    EXPECT_EQ(p.marks(s), (std::vector<int>{3}));
    EXPECT_TRUE(p.undo());
    EXPECT_EQ(p.marks(s), (std::vector<int>{3, 9}));
    ASSERT_TRUE(p.set(s, k));
    EXPECT_TRUE(p.marks(s).empty());
    EXPECT_TRUE(p.undo());
    EXPECT_EQ(p.marks(s), (std::vector<int>{3, 9}));
    EXPECT_FALSE(p.toggle_mark(s, 0));
    EXPECT_FALSE(p.toggle_mark(s, 37));
}

TEST(CluePlay, AHintCountsOnlyWhenItSaysSomethingNew) {
    CluePlay p = six_by_six();
    const ClueHint first = p.ask_hint();
    EXPECT_EQ(p.hints(), 1);
    EXPECT_EQ(p.ask_hint().text, first.text);
    p.ask_hint();
    EXPECT_EQ(p.hints(), 1);  // the same sentence three times is one hint
    ASSERT_EQ(first.kind, ClueHint::Kind::Place);
    ASSERT_TRUE(p.set(first.square, first.number));
    const ClueHint second = p.ask_hint();
    EXPECT_NE(second.text, first.text);
    EXPECT_EQ(p.hints(), 2);
}

TEST(CluePlay, SolvedByTheSolutionAndRevealEndsTheRunUnsolved) {
    CluePlay p = six_by_six();
    EXPECT_EQ(p.next_number(), p.missing().front());
    EXPECT_EQ(static_cast<int>(p.missing().size()), 36 - p.puzzle().clue_count());
    for (std::size_t k = 0; k < p.solution().squares.size(); ++k) p.set(p.solution().squares[k], static_cast<int>(k) + 1);
    EXPECT_TRUE(p.solved());
    EXPECT_TRUE(validate_tour(p.puzzle().board, p.solution()).valid());
    EXPECT_EQ(p.next_number(), 0);
    EXPECT_EQ(p.links().size(), 35u);  // the whole path is drawn
    EXPECT_FALSE(p.can_undo());        // a solved run is over

    CluePlay q = six_by_six();
    const auto [s, k] = first_blank(q);
    q.set(s, k == 1 ? 2 : 1);  // wrong
    q.reveal();
    EXPECT_TRUE(q.revealed());
    EXPECT_FALSE(q.solved());
    EXPECT_EQ(q.number_at(s), k);
    EXPECT_FALSE(q.set(s, 0));
    EXPECT_TRUE(q.missing().empty());
}

TEST(CluePlay, WrongEntriesAreConflictsAndNotSolved) {
    CluePlay p = six_by_six();
    const auto& sol = p.solution().squares;
    for (std::size_t k = 0; k < sol.size(); ++k) p.set(sol[k], static_cast<int>(k) + 1);
    ASSERT_TRUE(p.solved());
    CluePlay q = six_by_six();
    // Two blanks swapped: the board is full but the path breaks.
    std::vector<std::size_t> blanks;
    for (std::size_t k = 0; k < sol.size(); ++k)
        if (!q.puzzle().clue_at(sol[k])) blanks.push_back(k);
    ASSERT_GE(blanks.size(), 2u);
    for (std::size_t k = 0; k < sol.size(); ++k) q.set(sol[k], static_cast<int>(k) + 1);
    EXPECT_TRUE(q.solved());
    CluePlay r = six_by_six();
    for (std::size_t k = 0; k < sol.size(); ++k) {
        std::size_t at = k == blanks[0] ? blanks[1] : k == blanks[1] ? blanks[0] : k;
        r.set(sol[at], static_cast<int>(k) + 1);
    }
    EXPECT_FALSE(r.solved());
    EXPECT_FALSE(r.conflicts().empty());
}

TEST(CluePlay, RestoreKeepsNumbersMarksAndHintsButNotClues) {
    CluePlay p = six_by_six();
    const auto [s, k] = first_blank(p);
    std::vector<int> entries(36, 0);
    entries[static_cast<std::size_t>(s)] = k;
    std::vector<std::vector<int>> marks(36);
    const Square other = p.solution().squares.back() == s ? p.solution().squares.front() : p.solution().squares.back();
    if (!p.puzzle().clue_at(other)) marks[static_cast<std::size_t>(other)] = {4, 2, 4, 99};
    p.restore(entries, marks, 3, false);
    EXPECT_EQ(p.number_at(s), k);
    EXPECT_EQ(p.hints(), 3);
    if (!p.puzzle().clue_at(other)) EXPECT_EQ(p.marks(other), (std::vector<int>{2, 4}));
    EXPECT_FALSE(p.can_undo());
}

}  // namespace
}  // namespace kt
