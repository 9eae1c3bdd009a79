// Hints for a clue puzzle in play: the first wrong entry if there is one,
// else the easiest next deduction, named in words ("11 must be on c3: it is
// the only free square a knight's move from both 10 on b1 and 12 on e2").
#pragma once

#include <string>
#include <vector>

#include "core/tour.h"
#include "puzzle/clue_levels.h"
#include "puzzle/clue_puzzle.h"

namespace kt {

struct ClueHint {
    enum class Kind { Wrong, Place, Exclude, Solved };
    Kind kind = Kind::Solved;
    int number = 0;             // 1-based move number the hint is about
    Square square = kNoSquare;  // where it goes (Place), must not go (Exclude), or the wrong entry
    ClueLevel level = ClueLevel::Easy;
    std::string text;
};

// `entries`: the player's numbers per cell (0 blank), beside the clues;
// `solution`: the puzzle's (unique) solution.
ClueHint clue_hint(const CluePuzzle& puzzle, const std::vector<int>& entries, const Tour& solution);

// The easiest deduction from a position (clues and correct entries as clues),
// without looking at the solution; nullopt when the rules up to hard find none.
std::optional<ClueHint> next_deduction(const CluePuzzle& position);

}  // namespace kt
