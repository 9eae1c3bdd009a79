// The squares a board still has, numbered densely: searches that keep one bit
// per square index them this way instead of by board square.
#pragma once

#include <vector>

#include "core/board.h"

namespace kt {

struct ActiveSquares {
    std::vector<Square> squares;  // dense number -> board square
    std::vector<int> index;       // board square -> dense number, -1 for a hole
};

inline ActiveSquares active_squares(const Board& board) {
    ActiveSquares a;
    a.index.assign(static_cast<std::size_t>(board.cell_count()), -1);
    for (Square s = 0; s < board.cell_count(); ++s)
        if (board.is_active(s)) {
            a.index[static_cast<std::size_t>(s)] = static_cast<int>(a.squares.size());
            a.squares.push_back(s);
        }
    return a;
}

}  // namespace kt
