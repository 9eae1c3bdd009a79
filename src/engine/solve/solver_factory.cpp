#include "solve/solvers.h"

#include "solve/hamilton_enumerator.h"

namespace kt {

const std::vector<std::string>& solver_names() {
    static const std::vector<std::string> names{"warnsdorff", "backtrack", "neural", "divide"};
    return names;
}

std::unique_ptr<Solver> make_solver(const std::string& algorithm, const Board& board, const SolverOptions& options) {
    if (algorithm == "warnsdorff") return std::make_unique<WarnsdorffSolver>(board, options);
    // Counting every closed tour: the link-choosing enumerator (same count, far fewer nodes).
    if (algorithm == "backtrack" && options.enumerate_all && options.closed && !options.start &&
        options.warnsdorff_order && options.prune && board.square_count() <= HamiltonEnumerator::kMaxSquares)
        return std::make_unique<HamiltonEnumerator>(board);
    if (algorithm == "backtrack") return std::make_unique<BacktrackSolver>(board, options);
    if (algorithm == "neural") return std::make_unique<NeuralSolver>(board, options);
    if (algorithm == "divide") return std::make_unique<DivideSolver>(board, options);
    throw BoardError("unknown algorithm '" + algorithm + "' (expected warnsdorff, backtrack, neural or divide)");
}

}  // namespace kt
