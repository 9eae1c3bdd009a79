// Clue puzzles: number-path puzzles in the style of Hidato and Numbrix, with
// leaper moves. Some squares carry their 1-based move number; a solution is a
// tour (open, or closed when asked) whose move numbers agree with every clue.
// Text form: R lines of C tokens, the top line the top rank, `.` a blank
// square, `x` a removed square (a hole) -- the move-number grid `knights
// check` reads, with blanks.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/board.h"
#include "core/tour.h"
#include "puzzle/puzzle.h"

namespace kt {

inline constexpr int kMinClueSide = 5;
inline constexpr int kMaxClueSide = 12;

struct CluePuzzle {
    Board board{8, 8};
    bool closed = false;     // the tour must close (the last square a move from the first)
    std::vector<int> clues;  // per cell: 0 blank, else the 1-based move number

    int clue_at(Square s) const { return clues[static_cast<std::size_t>(s)]; }
    int clue_count() const;
    bool operator==(const CluePuzzle&) const = default;
};

// A puzzle with no clues yet on `board`.
CluePuzzle empty_clue_puzzle(const Board& board, bool closed);
// Every square of `tour` carries its move number (the generator's start).
CluePuzzle clues_from_tour(const Board& board, const Tour& tour, bool closed);

// What is wrong with a puzzle, one line each, squares named: a board side
// outside 5..12, a clue on a hole, a clue out of range, two equal clues,
// consecutive clues not one move apart. Empty when the puzzle is well formed.
std::vector<std::string> clue_puzzle_problems(const CluePuzzle& puzzle);
// Throws PuzzleError with the problems joined by "; " when there are any.
void validate_clue_puzzle(const CluePuzzle& puzzle);

// Parses the grid text. Without `board` the size comes from the grid (rows =
// lines, columns = tokens of the first line) and the knight moves; with it the
// grid must match its size (its holes are kept, `x` adds more). Blank lines
// and lines starting with '#' are skipped. Throws PuzzleError naming the line
// and column; the result is not validated (see validate_clue_puzzle).
CluePuzzle parse_clue_grid(std::string_view text, const std::optional<Board>& board, bool closed);
// The grid text, one line per rank from the top, numbers right-aligned.
std::string format_clue_grid(const CluePuzzle& puzzle);
// A full tour as the same grid (every square numbered).
std::string format_solution_grid(const Board& board, const Tour& tour);

// True when `tour` is a valid tour of the puzzle's kind that agrees with every clue.
bool solves_clue_puzzle(const CluePuzzle& puzzle, const Tour& tour);

// "a knight's move" for the knight, else "a (a,b) leap": for messages.
std::string move_words(const Board& board);

}  // namespace kt
