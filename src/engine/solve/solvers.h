// The solver family and its factory: backtracking, Warnsdorff with
// tie-breaks, the Takefuji-Lee network, divide and conquer.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "core/board.h"
#include "core/tour.h"
#include "solve/solver.h"
#include "solve/solver_options.h"
#include "solve/solver_table.h"

namespace kt {

// The names in kSolverTable (solver_table.h), in its order.
const std::vector<std::string>& solver_names();

// Builds the named solver. Throws BoardError for an unknown name, a start
// square off the board, or a board the method cannot take (too large).
// Boards with no tour give a solver that is already finished in NoTour.
std::unique_ptr<Solver> make_solver(const std::string& algorithm, const Board& board, const SolverOptions& options);

}  // namespace kt
