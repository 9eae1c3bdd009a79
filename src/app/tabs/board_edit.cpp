#include "tabs/board_edit.h"

namespace kt::app {

Board with_leaper(const Board& board, Leaper leaper) {
    Board result(board.rows(), board.cols(), leaper);
    if (board.has_mask())
        for (Square s = 0; s < board.cell_count(); ++s)
            if (!board.is_active(s)) result.set_removed(s, true);
    return result;
}

Board without_holes(const Board& board) { return Board(board.rows(), board.cols(), board.leaper()); }

LabelledBoard relabel(const LabelledBoard& layout, const Board& board) {
    LabelledBoard result = layout;
    result.board = board;
    result.order.clear();
    // Squares filled in again join the order in reading order (top row first).
    for (int row = board.rows() - 1; row >= 0; --row)
        for (int col = 0; col < board.cols(); ++col)
            if (board.is_active(board.square(row, col))) result.order.push_back(board.square(row, col));
    result.components = connected_components(board).count;
    result.warnings.clear();
    return result;
}

}  // namespace kt::app
