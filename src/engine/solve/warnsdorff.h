// Warnsdorff's rule: always move to the unvisited square with the fewest
// onward moves. One step = one move.
#pragma once

#include "solve/solver.h"

namespace kt {

class WarnsdorffSolver final : public Solver {
public:
    WarnsdorffSolver(const Board& board, Square start);

    SolverState step() override;
    SolverSnapshot snapshot() const override;
    std::optional<Tour> tour() const override;
    std::string name() const override { return "warnsdorff"; }

private:
    // Unvisited neighbours of `from` with their onward-move counts.
    std::vector<Candidate> rank_candidates(Square from) const;

    Board board_;
    std::vector<std::uint8_t> visited_;
    std::vector<Square> path_;
    std::vector<Candidate> last_candidates_;
    std::int64_t steps_ = 0;
    std::string message_;
};

}  // namespace kt
