// Dead-end detection for a partial tour: cheap tests that prove a position
// can no longer be completed. Each test is a necessary condition for a
// completion, so "dead end" is always true; passing them all proves nothing
// (CompletionSearch decides the rest).
#pragma once

#include <string>
#include <vector>

#include "core/board.h"

namespace kt {

struct DeadEnd {
    bool found = false;          // true: the position cannot be completed to the goal
    std::string reason;          // one line, squares named
    std::vector<Square> squares; // squares to highlight (the cut-off ones, ...)
};

// `path` is a valid partial tour (validate_path) of at least one square;
// `closed_goal` asks for a closed tour. Linear in the board size. Tests, in order:
// complete but open when closed was asked; no move left; unvisited squares
// split into separate groups (a path from the knight covers one group only);
// more than one square with one way in or out (open; it must be the last),
// or any such square (closed); no unvisited square next to the start (closed);
// colour counts (for leapers that alternate colours, like the knight).
DeadEnd find_dead_end(const Board& board, const std::vector<Square>& path, bool closed_goal);

}  // namespace kt
