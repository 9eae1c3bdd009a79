// The shape every solver shares: an object you start, step one observable
// event at a time, look at through snapshots, and cancel from another thread.
// Front ends run it to the end (CLI), or step it and draw snapshots (page).
#pragma once

#include <atomic>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/board.h"
#include "core/tour.h"

namespace kt {

enum class SolverState {
    Running,    // more steps to take
    Found,      // tour() holds a tour
    NoTour,     // proved there is none (existence theorem or exhausted search)
    GaveUp,     // stopped without a proof either way (dead end of a heuristic, budget spent)
    Cancelled,  // cancel() was called
};

const char* to_string(SolverState state);
inline bool is_finished(SolverState s) { return s != SolverState::Running; }

// One move a solver is weighing, with the number it ranks it by
// (Warnsdorff: the onward-move count).
struct Candidate {
    Square square = kNoSquare;
    int score = 0;
    bool chosen = false;
};

// What a front end draws. Solvers fill the parts that mean something for them.
struct SolverSnapshot {
    SolverState state = SolverState::Running;
    std::vector<Square> path;                          // the partial tour, in order
    std::vector<Candidate> candidates;                 // the choice being made now
    std::vector<std::pair<Square, Square>> edges;      // active links (network, pieces)
    std::int64_t steps = 0;
    std::int64_t backtracks = 0;
    std::int64_t retries = 0;
    std::string message;                               // why it stopped, in words
    // Added for the whole family (all optional, empty/zero when meaningless):
    std::int64_t depth = 0;                            // backtracking: path length
    std::int64_t iteration = 0;                        // network: sweeps in this attempt
    std::int64_t solutions = 0;                        // backtracking --all: tours counted
    std::int64_t cycles = 0;                           // network: cycles it settled into last
    std::vector<std::uint8_t> degrees;                 // network: active links per square
    std::int64_t joins = 0;                            // divide: block joins made
    // For a front end that teaches, filled by every solver:
    std::string reason;                                // why the last step was taken, one line
    double progress = 0;                               // 0..1, how far along; 1 once a tour is found
    std::string progress_of;                           // what `progress` measures, e.g. "squares in the path"
    // Backtracking, on a step that retreats: the move taken back, and the
    // unvisited square it would have cut off (kNoSquare when none or a dead end).
    Square rejected = kNoSquare;
    Square stranded = kNoSquare;
};

class Solver {
public:
    virtual ~Solver() = default;
    Solver(const Solver&) = delete;
    Solver& operator=(const Solver&) = delete;

    // Advances by one observable event and returns the state after it.
    // Calling step() when finished returns the final state again.
    virtual SolverState step() = 0;
    // Copies what a front end needs to draw; call from the stepping thread
    // (front ends running a solver in a worker publish snapshots from there).
    virtual SolverSnapshot snapshot() const = 0;
    // The tour, once state() is Found.
    virtual std::optional<Tour> tour() const = 0;
    // The tour handed over without a second copy where the solver can (huge
    // boards); tour() may be empty afterwards. By default a copy.
    virtual std::optional<Tour> take_tour() { return tour(); }
    virtual std::string name() const = 0;

    SolverState state() const { return state_; }
    // Steps until finished or cancelled; `max_steps` < 0 means no limit.
    SolverState run(std::int64_t max_steps = -1);
    // Safe from any thread: the solver stops at its next step.
    void cancel() { cancel_requested_.store(true, std::memory_order_relaxed); }
    bool cancel_requested() const { return cancel_requested_.load(std::memory_order_relaxed); }

protected:
    Solver() = default;
    SolverState state_ = SolverState::Running;

private:
    std::atomic<bool> cancel_requested_{false};
};

}  // namespace kt
