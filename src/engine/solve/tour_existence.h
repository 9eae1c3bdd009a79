// Which rectangular boards have knight's tours: Schwenk's theorem (closed)
// and the open-tour theorem (SPEC section 2). Private to the solvers until
// theory/existence.h (issue 2) lands; swap it in then.
#pragma once

#include <string>

#include "core/board.h"

namespace kt::solve_detail {

struct ExistenceAnswer {
    bool exists = false;
    std::string reason;  // why not, in words (empty when it exists)
};

// Closed tour (Hamiltonian cycle of the knight graph) on an R x C board.
ExistenceAnswer closed_tour_exists(int rows, int cols);
// Any tour (Hamiltonian path, closed ones included) on an R x C board.
ExistenceAnswer open_tour_exists(int rows, int cols);
// Only plain knight boards without removed squares are covered by the theorems.
bool theorems_apply(const Board& board);
// Answers for `board` and `closed`, with a reason naming the board; for an
// odd-area board also rules out starting an open tour on the minority colour.
ExistenceAnswer tour_exists(const Board& board, bool closed);
ExistenceAnswer tour_exists_from(const Board& board, bool closed, Square start);

}  // namespace kt::solve_detail
