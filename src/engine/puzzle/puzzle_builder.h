// A play puzzle of a given kind: a free board, "complete this tour" (the
// first half of a tour found from the start square), or "closed tour from
// here" (the start square alone, closed goal).
#pragma once

#include <cstdint>
#include <string>

#include "puzzle/puzzle.h"
#include "puzzle/puzzle_kind.h"

namespace kt {

struct BuiltPuzzle {
    Puzzle puzzle;
    PuzzleKind kind;    // the kind built: "complete" falls back to "closed from" when no tour is found quickly
    std::string note;   // why it fell back, else empty
};

// `start`: the square to start from, or kNoSquare (or a hole) for one chosen
// from `seed`. Boards above kMaxBuiltPuzzleSquares get no tour search.
// Throws PuzzleError when the board has no squares.
BuiltPuzzle build_puzzle(const Board& board, PuzzleKind kind, bool closed, Square start, std::uint64_t seed);

inline constexpr std::int64_t kMaxBuiltPuzzleSquares = 100'000;

}  // namespace kt
