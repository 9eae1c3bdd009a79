// A play puzzle in a share link and back: the link keeps the board, the goal
// and the given part, never the player's moves.
#pragma once

#include "puzzle/puzzle.h"
#include "share/share_state.h"

namespace kt {

// The puzzle a share link describes: its board, puzzle_closed goal and its
// tour as the given part (ClosedTourFrom: the first square; Free: nothing).
// Throws PuzzleError if the tour is not a path on the board.
Puzzle puzzle_from_share(const ShareState& state);
// The link state for sharing a puzzle: the given part only, never the
// player's moves (the answer stays secret). Kind: Free without given squares,
// ClosedTourFrom for one given square with a closed goal, else CompleteTour.
ShareState share_puzzle(const Puzzle& puzzle);

}  // namespace kt
