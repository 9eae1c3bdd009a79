// Whether the existence theorems (theory/existence.h) already rule out the
// tour a solver was asked for, so it can stop before searching.
#pragma once

#include <optional>
#include <string>

#include "core/board.h"

namespace kt::solve_detail {

// Why no tour of the kind asked for exists on `board`: closed, or else any
// path (closed or not). nullopt when one exists or the theorems do not apply
// (the search decides then).
std::optional<std::string> why_no_tour(const Board& board, bool closed);
// As above, and for an open tour on a board with one square more of one
// colour also rules out a start on the other (theory/colour_balance.h).
std::optional<std::string> why_no_tour_from(const Board& board, bool closed, Square start);

}  // namespace kt::solve_detail
