#include "solve/solver.h"

namespace kt {

const char* to_string(SolverState state) {
    switch (state) {
        case SolverState::Running: return "running";
        case SolverState::Found: return "found";
        case SolverState::NoTour: return "no-tour";
        case SolverState::GaveUp: return "gave-up";
        case SolverState::Cancelled: return "cancelled";
    }
    return "unknown";
}

SolverState Solver::run(std::int64_t max_steps) {
    for (std::int64_t n = 0; !is_finished(state_) && (max_steps < 0 || n < max_steps); ++n) {
        if (cancel_requested()) return state_ = SolverState::Cancelled;
        step();
    }
    return state_;
}

}  // namespace kt
