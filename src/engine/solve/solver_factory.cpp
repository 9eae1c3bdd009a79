#include "solve/solvers.h"

#include "solve/backtrack.h"
#include "solve/divide.h"
#include "solve/hamilton_enumerator.h"
#include "solve/neural.h"
#include "solve/warnsdorff.h"

namespace kt {

namespace solve_detail {

std::unique_ptr<Solver> make_warnsdorff(const Board& board, const SolverOptions& options) {
    return std::make_unique<WarnsdorffSolver>(board, options);
}

std::unique_ptr<Solver> make_backtrack(const Board& board, const SolverOptions& options) {
    // Counting every closed tour: the link-choosing enumerator (same count, far fewer nodes).
    if (options.enumerate_all && options.closed && !options.start && options.warnsdorff_order && options.prune &&
        board.square_count() <= HamiltonEnumerator::kMaxSquares)
        return std::make_unique<HamiltonEnumerator>(board);
    return std::make_unique<BacktrackSolver>(board, options);
}

std::unique_ptr<Solver> make_neural(const Board& board, const SolverOptions& options) {
    return std::make_unique<NeuralSolver>(board, options);
}

std::unique_ptr<Solver> make_divide(const Board& board, const SolverOptions& options) {
    return std::make_unique<DivideSolver>(board, options);
}

}  // namespace solve_detail

const std::vector<std::string>& solver_names() {
    static const std::vector<std::string> names = [] {
        std::vector<std::string> v;
        for (const SolverInfo& row : kSolverTable) v.emplace_back(row.name);
        return v;
    }();
    return names;
}

std::string solvers_taking(unsigned options) {
    std::vector<std::string_view> names;
    for (const SolverInfo& row : kSolverTable)
        if ((row.takes & options) == options) names.push_back(row.name);
    return or_list(names);
}

std::unique_ptr<Solver> make_solver(const std::string& algorithm, const Board& board, const SolverOptions& options) {
    if (const SolverInfo* row = find_solver(algorithm)) return row->make(board, options);
    throw BoardError("unknown algorithm '" + algorithm + "' (expected " +
                     option_choices_text(option_spec(kSolverOptionTable, "algo")) + ")");
}

}  // namespace kt
