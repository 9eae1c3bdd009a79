// A clue puzzle being played: the player's numbers and pencil marks beside
// the clues, unlimited undo and redo, hints counted only when they tell
// something new, Reveal (the run ends unsolved), the solved check, and what
// the player still needs (the next number, the numbers missing, the links
// already laid between consecutive numbers). No clock and no UI: the page
// keeps those.
#pragma once

#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "core/tour.h"
#include "puzzle/clue_hint.h"
#include "puzzle/clue_puzzle.h"

namespace kt {

class CluePlay {
public:
    CluePlay(CluePuzzle puzzle, Tour solution);

    const CluePuzzle& puzzle() const { return puzzle_; }
    const Tour& solution() const { return solution_; }
    const std::vector<int>& entries() const { return entries_; }
    int number_at(Square s) const;  // clue or entry, 0 blank
    Square square_of(int number) const;
    int filled() const;
    const std::vector<int>& marks(Square s) const { return marks_[static_cast<std::size_t>(s)]; }

    // Puts `value` (0 clears) on an empty or entered square; false (nothing
    // recorded) on a clue, the same value, or once the run is over. Clears
    // the square's pencil marks.
    bool set(Square s, int value);
    // Adds or removes a pencil mark (1..squares) on a square without a number.
    bool toggle_mark(Square s, int value);
    bool can_undo() const { return done_ > 0 && !over(); }
    bool can_redo() const { return done_ < history_.size() && !over(); }
    bool undo();
    bool redo();

    // The hint for the position now. It counts only when it says something
    // not said before in this run (the same hint asked again is free).
    const ClueHint& ask_hint();
    const std::optional<ClueHint>& last_hint() const { return hint_; }
    int hints() const { return hints_; }

    // Shows the solution and ends the run: not solved, never counted as solved.
    void reveal();
    bool revealed() const { return revealed_; }
    bool solved() const { return solved_; }
    bool over() const { return solved_ || revealed_; }

    // Squares whose number breaks a rule: a number twice, or a neighbour number not a move away.
    std::vector<Square> conflicts() const;
    // The smallest number not on the board (0 when all are), and all of them.
    int next_number() const;
    std::vector<int> missing() const;
    // Pairs of squares holding k and k+1 a move apart: the path laid so far.
    std::vector<std::pair<Square, Square>> links() const;

    // Restores saved numbers, marks and the hint count (after a reload);
    // entries on clues or out of range are skipped.
    void restore(const std::vector<int>& entries, const std::vector<std::vector<int>>& marks, int hints, bool revealed);

private:
    struct Edit {
        Square square = kNoSquare;
        int before = 0, after = 0;
        std::vector<int> marks_before, marks_after;
    };
    void apply(const Edit& e, bool forward);
    void record(Edit e);
    void check_solved();

    CluePuzzle puzzle_;
    Tour solution_;
    std::vector<int> entries_;
    std::vector<std::vector<int>> marks_;
    std::vector<Edit> history_;
    std::size_t done_ = 0;  // edits applied; the rest can be redone
    std::optional<ClueHint> hint_;
    std::set<std::string> told_;  // the hints already counted, by what they said
    int hints_ = 0;
    bool solved_ = false;
    bool revealed_ = false;
};

}  // namespace kt
