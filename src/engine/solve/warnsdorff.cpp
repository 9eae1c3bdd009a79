#include "solve/warnsdorff.h"

namespace kt {

WarnsdorffSolver::WarnsdorffSolver(const Board& board, Square start)
    : board_(board), visited_(static_cast<std::size_t>(board.cell_count()), 0) {
    if (start < 0 || start >= board.cell_count() || !board.is_active(start))
        throw BoardError("start square is not on the board");
    path_.reserve(static_cast<std::size_t>(board.square_count()));
    path_.push_back(start);
    visited_[static_cast<std::size_t>(start)] = 1;
    if (board_.square_count() == 1) state_ = SolverState::Found;
}

std::vector<Candidate> WarnsdorffSolver::rank_candidates(Square from) const {
    std::vector<Candidate> out;
    Square next[8], onward[8];
    const int n = board_.neighbours(from, next);
    for (int i = 0; i < n; ++i) {
        if (visited_[static_cast<std::size_t>(next[i])]) continue;
        const int m = board_.neighbours(next[i], onward);
        int score = 0;
        for (int j = 0; j < m; ++j) score += !visited_[static_cast<std::size_t>(onward[j])];
        out.push_back({next[i], score, false});
    }
    return out;
}

SolverState WarnsdorffSolver::step() {
    if (is_finished(state_)) return state_;
    if (cancel_requested()) return state_ = SolverState::Cancelled;
    last_candidates_ = rank_candidates(path_.back());
    if (last_candidates_.empty()) {
        message_ = "dead end after " + std::to_string(path_.size()) + " squares";
        return state_ = SolverState::GaveUp;
    }
    // First in move order among the smallest: the plain rule.
    std::size_t best = 0;
    for (std::size_t i = 1; i < last_candidates_.size(); ++i)
        if (last_candidates_[i].score < last_candidates_[best].score) best = i;
    last_candidates_[best].chosen = true;
    const Square next = last_candidates_[best].square;
    visited_[static_cast<std::size_t>(next)] = 1;
    path_.push_back(next);
    ++steps_;
    if (static_cast<std::int64_t>(path_.size()) == board_.square_count()) state_ = SolverState::Found;
    return state_;
}

SolverSnapshot WarnsdorffSolver::snapshot() const {
    SolverSnapshot snap;
    snap.state = state_;
    snap.path = path_;
    snap.candidates = last_candidates_;
    snap.steps = steps_;
    snap.message = message_;
    return snap;
}

std::optional<Tour> WarnsdorffSolver::tour() const {
    if (state_ != SolverState::Found) return std::nullopt;
    return Tour{path_};
}

}  // namespace kt
