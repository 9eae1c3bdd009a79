// The leaper's graph on a board (mask and leaper included): its connected
// components. A tour needs one component; walks simply stay in theirs.
#pragma once

#include <vector>

#include "core/board.h"

namespace kt {

struct Components {
    int count = 0;                  // components among the active squares
    std::vector<int> component_of;  // per cell; -1 for removed cells
    std::vector<int> sizes;         // squares per component
};

// Breadth-first search over active squares: linear in the board size.
Components connected_components(const Board& board);

// True when every active square is reachable from every other (an empty board
// counts as not connected).
bool is_connected(const Board& board);

}  // namespace kt
