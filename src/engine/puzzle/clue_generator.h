// Clue puzzles from a seed: a random tour (Warnsdorff's rule with seeded
// random ties from a random start), every square a clue, then clues removed
// in a seeded random order while the puzzle stays solvable by the reasoning
// of the asked level (clue_levels.h); expert removes further while the
// solver still proves the solution unique. The same board, goal, level and
// seed give the same puzzle on every platform.
#pragma once

#include <cstdint>

#include "core/tour.h"
#include "puzzle/clue_levels.h"
#include "puzzle/clue_puzzle.h"

namespace kt {

struct GeneratedCluePuzzle {
    CluePuzzle puzzle;
    Tour solution;
    ClueLevel level = ClueLevel::Easy;  // the graded level (the asked one unless no tour gave it)
};

// Throws PuzzleError when the board is out of range or has no tour of the
// kind (e.g. closed on 5x5, whose squares are odd in number).
GeneratedCluePuzzle generate_clue_puzzle(const Board& board, bool closed, ClueLevel level, std::uint64_t seed);

// A random tour of the board (open, or closed), reproducible from the seed;
// throws PuzzleError when none is found.
Tour random_tour(const Board& board, bool closed, std::uint64_t seed);

}  // namespace kt
