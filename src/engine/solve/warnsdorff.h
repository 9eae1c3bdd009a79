// Warnsdorff's rule: always move to the unvisited square with the fewest
// onward moves, ties broken by a chosen rule. Closed mode keeps a way back to
// the start and retries with random tie-breaks until the tour closes.
// One step = one move (or the start of a fresh attempt).
#pragma once

#include "solve/rng.h"
#include "solve/solver.h"
#include "solve/solver_options.h"

namespace kt {

class WarnsdorffSolver final : public Solver {
public:
    // The plain rule from `start` (first-in-move-order ties, open tour, one attempt).
    WarnsdorffSolver(const Board& board, Square start);
    // Options: start (default a1), closed, tie_break, seed, max_retries.
    WarnsdorffSolver(const Board& board, const SolverOptions& options);

    SolverState step() override;
    SolverSnapshot snapshot() const override;
    std::optional<Tour> tour() const override;
    std::string name() const override { return "warnsdorff"; }

private:
    void begin_attempt();
    // Unvisited neighbours of `from` with their onward-move counts.
    std::vector<Candidate> rank_candidates(Square from) const;
    // The candidate Warnsdorff's rule picks; `tied` and `kept_home` say why,
    // for the step's reason.
    struct Choice {
        std::size_t index = 0;
        std::size_t tied = 1;    // candidates sharing the fewest onward moves
        bool kept_home = false;  // closed: a square was passed over to keep a way back to the start
    };
    Choice choose(const std::vector<Candidate>& candidates);
    std::size_t break_tie(const std::vector<Candidate>& candidates, const std::vector<std::size_t>& best);
    std::string reason_for(const std::vector<Candidate>& candidates, const Choice& choice) const;
    void visit(Square s);
    // A finished attempt that failed: retry if allowed, otherwise give up.
    SolverState attempt_failed(const std::string& why);

    Board board_;
    SolverOptions options_;
    Square start_;
    std::int64_t max_retries_;
    SplitMix64 rng_;
    std::vector<std::uint8_t> visited_;
    std::vector<std::uint8_t> onward_;  // unvisited neighbours per square
    std::vector<Square> path_;
    std::vector<Candidate> last_candidates_;
    std::int64_t steps_ = 0;
    std::int64_t retries_ = 0;
    std::string message_;
    std::string reason_;
};

}  // namespace kt
