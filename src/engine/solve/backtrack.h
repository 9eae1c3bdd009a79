// Depth-first search for tours (Bhutada and Meshram's backtracking) with switchable
// improvements: Warnsdorff move ordering, dead-end pruning (an unvisited
// square left with too few ways in and out), closed mode, and enumeration
// of every tour with a count. One step = one move forward or one retreat.
//
// Closed tours are searched through an anchor square of least degree: each
// undirected cycle passes the anchor between two of its neighbours x < y, and
// is found exactly once as anchor -> y ... -> x. So enumeration counts
// undirected closed tours; open enumeration counts directed paths (from
// --start, or from every square when no start is given).
#pragma once

#include "solve/solver.h"
#include "solve/solver_options.h"

namespace kt {

class BacktrackSolver final : public Solver {
public:
    // Options: closed, start, warnsdorff_order, prune, enumerate_all.
    // Throws BoardError for boards above kMaxSquares.
    BacktrackSolver(const Board& board, const SolverOptions& options);

    static constexpr std::int64_t kMaxSquares = 1'000'000;

    SolverState step() override;
    SolverSnapshot snapshot() const override;
    std::optional<Tour> tour() const override;
    std::string name() const override { return "backtrack"; }

    // Tours counted so far (enumeration), and retreats so far.
    std::int64_t solutions() const { return solutions_; }
    std::int64_t backtracks() const { return backtracks_; }

private:
    struct Job {
        Square start;
        Square first;   // forced second square, or kNoSquare
        Square target;  // closed: forced last square, or kNoSquare
    };
    bool start_job();
    void push(Square s);
    void pop();
    bool consistent(Square old_head);
    bool designate_end(Square u);
    void fill_candidates();
    SolverState finish_job();
    SolverState retreat(const std::string& why);
    // Knuth's estimate of the share of the search tree already explored:
    // each depth's finished options, weighted by the product of branchings above.
    double explored() const;

    Board board_;
    SolverOptions options_;
    std::int64_t n_;                     // squares to visit
    std::vector<Square> nb_;             // 8 neighbours per square
    std::vector<std::uint8_t> nd_;       // neighbour count per square
    std::vector<std::uint8_t> visited_;
    std::vector<std::uint8_t> free_;     // unvisited neighbours per square
    std::vector<Square> path_;
    std::vector<Square> cand_;           // 8 candidates per depth
    std::vector<std::uint8_t> ncand_, next_;
    std::vector<Job> jobs_;
    std::size_t job_ = 0;
    Square target_ = kNoSquare;          // closed: the square that must come last
    Square end_ = kNoSquare;             // open: a dead end that must come last
    std::size_t end_depth_ = 0;
    std::vector<Square> found_;
    std::int64_t steps_ = 0, backtracks_ = 0, solutions_ = 0;
    std::string message_;
    std::string reason_;
    Square rejected_ = kNoSquare;  // this step's retreat: the move taken back
    Square stranded_ = kNoSquare;  // the square consistent() found cut off
};

}  // namespace kt
