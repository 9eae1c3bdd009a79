#include "solve/solvers.h"

namespace kt {

const std::vector<std::string>& solver_names() {
    static const std::vector<std::string> names{"warnsdorff", "backtrack", "neural", "divide"};
    return names;
}

std::unique_ptr<Solver> make_solver(const std::string& algorithm, const Board& board, const SolverOptions& options) {
    if (algorithm == "warnsdorff") return std::make_unique<WarnsdorffSolver>(board, options);
    if (algorithm == "backtrack") return std::make_unique<BacktrackSolver>(board, options);
    if (algorithm == "neural") return std::make_unique<NeuralSolver>(board, options);
    if (algorithm == "divide") return std::make_unique<DivideSolver>(board, options);
    throw BoardError("unknown algorithm '" + algorithm + "' (expected warnsdorff, backtrack, neural or divide)");
}

}  // namespace kt
