// The Takefuji-Lee neural network (as Wikipedia describes it): one neuron per knight move,
// updated in sequence by U += 2 - (active neurons sharing a square with it),
// output 1 when U > 3, 0 when U < 0. A stable network is a set of links with
// two at every square: one Hamiltonian cycle (a closed tour) or several
// disjoint cycles, in which case it counts them and restarts with a new
// random state. One step = one sweep over all neurons.
#pragma once

#include "solve/rng.h"
#include "solve/solver.h"
#include "solve/solver_options.h"

namespace kt {

class NeuralSolver final : public Solver {
public:
    // Options: seed, start (the closed tour is rotated to begin there),
    // max_retries (default 100000 restarts). Finds closed tours only.
    NeuralSolver(const Board& board, const SolverOptions& options);

    // Sweeps after which an attempt that has not settled is abandoned.
    static constexpr std::int64_t kMaxSweeps = 400;

    SolverState step() override;
    SolverSnapshot snapshot() const override;
    std::optional<Tour> tour() const override;
    std::string name() const override { return "neural"; }

private:
    void randomize();
    bool settled() const;
    // The sweep: updates every neuron once; counts links switched on and off.
    void sweep(std::int64_t& on, std::int64_t& off);
    // A settled or stuck attempt: found, restart, or give up.
    SolverState end_attempt(bool is_settled);
    // Cycles formed by the active links (all degrees are 2); fills found_
    // with the walk when there is exactly one.
    std::int64_t count_cycles();

    Board board_;
    SolverOptions options_;
    std::int64_t max_retries_;
    SplitMix64 rng_;
    std::vector<std::pair<Square, Square>> edges_;  // neuron i joins edges_[i]
    std::vector<std::int32_t> u_;
    std::vector<std::uint8_t> v_;
    std::vector<std::uint8_t> degree_;              // active links per square
    std::vector<std::int32_t> incident_;            // 8 neuron ids per square
    std::vector<Square> found_;
    std::int64_t sweep_ = 0, steps_ = 0, retries_ = 0, last_cycles_ = 0;
    std::int64_t settled_squares() const;  // squares with exactly two active links
    std::string message_;
    std::string reason_;
};

}  // namespace kt
