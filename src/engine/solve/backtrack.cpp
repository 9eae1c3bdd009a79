#include "solve/backtrack.h"

#include <algorithm>

#include "solve/tour_ruled_out.h"

namespace kt {

BacktrackSolver::BacktrackSolver(const Board& board, const SolverOptions& options)
    : board_(board), options_(options), n_(board.square_count()) {
    if (board.cell_count() > kMaxSquares)
        throw BoardError("board " + format_board_size(board) +
                         " is too large for backtracking (at most " + std::to_string(kMaxSquares) +
                         " squares); use divide and conquer");
    if (options.start && (*options.start < 0 || *options.start >= board.cell_count() || !board.is_active(*options.start)))
        throw BoardError("start square is not on the board");
    const auto no_tour = options.start ? solve_detail::why_no_tour_from(board, options.closed, *options.start)
                                       : solve_detail::why_no_tour(board, options.closed);
    if (no_tour) {
        message_ = *no_tour;
        state_ = SolverState::NoTour;
        return;
    }
    const auto cells = static_cast<std::size_t>(board.cell_count());
    nb_.assign(cells * 8, kNoSquare);
    nd_.assign(cells, 0);
    Square anchor = kNoSquare;
    for (Square s = 0; s < board.cell_count(); ++s) {
        if (!board.is_active(s)) continue;
        nd_[static_cast<std::size_t>(s)] = static_cast<std::uint8_t>(board.neighbours(s, &nb_[static_cast<std::size_t>(s) * 8]));
        if (anchor == kNoSquare || nd_[static_cast<std::size_t>(s)] < nd_[static_cast<std::size_t>(anchor)]) anchor = s;
    }
    visited_.assign(cells, 0);
    free_.assign(cells, 0);
    cand_.assign(static_cast<std::size_t>(n_) * 8 + 8, kNoSquare);
    ncand_.assign(static_cast<std::size_t>(n_) + 1, 0);
    next_.assign(static_cast<std::size_t>(n_) + 1, 0);
    if (options.closed) {
        if (n_ < 3 || nd_[static_cast<std::size_t>(anchor)] < 2) {
            message_ = "no closed tour exists: square " + board.name(anchor) + " has fewer than two moves";
            state_ = SolverState::NoTour;
            return;
        }
        const Square* around = &nb_[static_cast<std::size_t>(anchor) * 8];
        const int d = nd_[static_cast<std::size_t>(anchor)];
        for (int i = 0; i < d; ++i)
            for (int j = 0; j < d; ++j)
                if (around[i] < around[j]) jobs_.push_back({anchor, around[j], around[i]});
    } else if (options.start) {
        jobs_.push_back({*options.start, kNoSquare, kNoSquare});
    } else {
        for (Square s = 0; s < board.cell_count(); ++s)
            if (board.is_active(s)) jobs_.push_back({s, kNoSquare, kNoSquare});
    }
    path_.reserve(static_cast<std::size_t>(n_));
    job_ = 0;
    path_.clear();
}

void BacktrackSolver::push(Square s) {
    visited_[static_cast<std::size_t>(s)] = 1;
    const Square* around = &nb_[static_cast<std::size_t>(s) * 8];
    for (int i = 0, d = nd_[static_cast<std::size_t>(s)]; i < d; ++i) --free_[static_cast<std::size_t>(around[i])];
    path_.push_back(s);
}

void BacktrackSolver::pop() {
    const Square s = path_.back();
    path_.pop_back();
    visited_[static_cast<std::size_t>(s)] = 0;
    const Square* around = &nb_[static_cast<std::size_t>(s) * 8];
    for (int i = 0, d = nd_[static_cast<std::size_t>(s)]; i < d; ++i) ++free_[static_cast<std::size_t>(around[i])];
    if (end_ != kNoSquare && path_.size() < end_depth_) end_ = kNoSquare;
}

bool BacktrackSolver::designate_end(Square u) {
    if (options_.closed) return u == target_;
    if (end_ == kNoSquare) {
        end_ = u;
        end_depth_ = path_.size();
        return true;
    }
    return end_ == u;
}

bool BacktrackSolver::consistent(Square old_head) {
    const std::int64_t remaining = n_ - static_cast<std::int64_t>(path_.size());
    if (remaining == 0) return true;
    const Square head = path_.back();
    const Square* near_head = &nb_[static_cast<std::size_t>(head) * 8];
    const int dh = nd_[static_cast<std::size_t>(head)];
    for (int i = 0; i < dh; ++i) {
        const Square u = near_head[i];
        if (!visited_[static_cast<std::size_t>(u)] && free_[static_cast<std::size_t>(u)] == 0 && remaining > 1) {
            stranded_ = u;
            return false;
        }
    }
    if (old_head == kNoSquare) return true;
    const Square* near_old = &nb_[static_cast<std::size_t>(old_head) * 8];
    for (int i = 0, d = nd_[static_cast<std::size_t>(old_head)]; i < d; ++i) {
        const Square u = near_old[i];
        if (visited_[static_cast<std::size_t>(u)]) continue;
        const int f = free_[static_cast<std::size_t>(u)];
        if (f >= 2) continue;
        if (std::find(near_head, near_head + dh, u) != near_head + dh) continue;  // checked above
        if (f == 0 || !designate_end(u)) {
            stranded_ = u;
            return false;
        }
    }
    return true;
}

void BacktrackSolver::fill_candidates() {
    const std::size_t depth = path_.size() - 1;
    const std::int64_t remaining = n_ - static_cast<std::int64_t>(path_.size());
    Square* out = &cand_[depth * 8];
    int n = 0;
    const Square head = path_.back();
    const Square* around = &nb_[static_cast<std::size_t>(head) * 8];
    for (int i = 0, d = nd_[static_cast<std::size_t>(head)]; i < d; ++i) {
        const Square u = around[i];
        if (visited_[static_cast<std::size_t>(u)]) continue;
        if (remaining > 1 && (u == target_ || u == end_)) continue;
        if (remaining == 1 && target_ != kNoSquare && u != target_) continue;
        // Insertion sort by onward moves keeps equal ones in move order.
        int at = n++;
        if (options_.warnsdorff_order)
            while (at > 0 && free_[static_cast<std::size_t>(out[at - 1])] > free_[static_cast<std::size_t>(u)]) {
                out[at] = out[at - 1];
                --at;
            }
        out[at] = u;
    }
    ncand_[depth] = static_cast<std::uint8_t>(n);
    next_[depth] = 0;
}

bool BacktrackSolver::start_job() {
    while (!path_.empty()) pop();
    std::fill(visited_.begin(), visited_.end(), 0);
    for (Square s = 0; s < board_.cell_count(); ++s) free_[static_cast<std::size_t>(s)] = nd_[static_cast<std::size_t>(s)];
    end_ = kNoSquare;
    const Job& job = jobs_[job_];
    target_ = job.target;
    push(job.start);
    if (options_.prune && !consistent(kNoSquare)) return false;
    if (job.first != kNoSquare) {
        push(job.first);
        if (options_.prune && !consistent(job.start)) return false;
    }
    fill_candidates();
    return true;
}

SolverState BacktrackSolver::finish_job() {
    ++job_;
    path_.clear();
    if (job_ < jobs_.size()) return state_;
    if (options_.enumerate_all) {
        message_ = std::to_string(solutions_) + (options_.closed ? " closed tours (undirected)" : " tours (directed paths)");
        return state_ = solutions_ > 0 ? SolverState::Found : SolverState::NoTour;
    }
    message_ = "search exhausted: no " + std::string(options_.closed ? "closed " : "") + "tour" +
               (options_.start && !options_.closed ? " from " + board_.name(*options_.start) : std::string());
    return state_ = SolverState::NoTour;
}

// Undoes the last move; `why` becomes the step's reason.
SolverState BacktrackSolver::retreat(const std::string& why) {
    pop();
    ++backtracks_;
    reason_ = why;
    const std::size_t base = jobs_[job_].first == kNoSquare ? 1 : 2;
    if (path_.size() < base) return finish_job();
    return state_;
}

SolverState BacktrackSolver::step() {
    if (is_finished(state_)) return state_;
    if (cancel_requested()) return state_ = SolverState::Cancelled;
    ++steps_;
    rejected_ = stranded_ = kNoSquare;
    if (path_.empty()) {
        if (n_ == 1) {
            found_ = {jobs_.empty() ? 0 : jobs_[0].start};
            solutions_ = 1;
            return state_ = options_.closed ? SolverState::NoTour : SolverState::Found;
        }
        reason_ = "backtracking: start at " + board_.name(jobs_[job_].start);
        if (!start_job()) return finish_job();
        return state_;
    }
    const std::size_t depth = path_.size() - 1;
    if (next_[depth] < ncand_[depth]) {
        const Square old_head = path_.back();
        const Square s = cand_[depth * 8 + next_[depth]++];
        push(s);
        reason_ = "backtracking: try " + board_.name(s) + " from " + board_.name(old_head) + " (option " +
                  std::to_string(next_[depth]) + " of " + std::to_string(ncand_[depth]) + ")";
        if (options_.prune && !consistent(old_head)) {
            rejected_ = s;
            return retreat("backtracking: " + board_.name(s) + " would strand an unvisited square; back to " +
                           board_.name(old_head));
        }
        if (static_cast<std::int64_t>(path_.size()) == n_) {
            const bool closed = closes(board_, path_);
            if (!options_.closed || closed) {
                ++solutions_;
                if (found_.empty()) found_ = path_;
                if (!options_.enumerate_all) {
                    message_.clear();
                    return state_ = SolverState::Found;
                }
            }
            return retreat("backtracking: every square visited at " + board_.name(s) +
                           (options_.closed && !closed ? ", but no move back to the start" : "; looking for more"));
        }
        fill_candidates();
        return state_;
    }
    rejected_ = path_.back();
    const std::string from = board_.name(path_.back());
    const std::string to = path_.size() > 1 ? board_.name(path_[path_.size() - 2]) : std::string("the start");
    return retreat("backtracking: dead end at " + from + ", back to " + to);
}

double BacktrackSolver::explored() const {
    double done = static_cast<double>(job_) / static_cast<double>(std::max<std::size_t>(jobs_.size(), 1));
    double weight = 1.0 / static_cast<double>(std::max<std::size_t>(jobs_.size(), 1));
    if (path_.empty()) return done;
    const std::size_t base = jobs_[job_].first == kNoSquare ? 1 : 2;
    const std::size_t head = path_.size() - 1;
    for (std::size_t d = base - 1; d <= head && weight > 1e-300; ++d) {
        if (ncand_[d] == 0) break;
        // Below the head the option in use is next_[d] - 1 and those before it
        // are explored; at the head every option tried so far is.
        const int finished = d == head ? next_[d] : next_[d] - 1;
        done += weight * finished / ncand_[d];
        weight /= ncand_[d];
    }
    return std::min(done, 1.0);
}

SolverSnapshot BacktrackSolver::snapshot() const {
    SolverSnapshot snap;
    snap.state = state_;
    snap.path = path_.empty() ? found_ : path_;
    snap.steps = steps_;
    snap.backtracks = backtracks_;
    snap.depth = static_cast<std::int64_t>(path_.size());
    snap.solutions = solutions_;
    snap.message = message_;
    snap.reason = reason_;
    snap.rejected = rejected_;
    snap.stranded = stranded_;
    if (options_.enumerate_all) {
        snap.progress = is_finished(state_) ? 1.0 : explored();
        snap.progress_of = "search tree explored (Knuth's estimate)";
    } else {
        snap.progress = state_ == SolverState::Found ? 1.0
                                                     : static_cast<double>(path_.size()) / static_cast<double>(std::max<std::int64_t>(n_, 1));
        snap.progress_of = "squares in the path";
    }
    return snap;
}

std::optional<Tour> BacktrackSolver::tour() const {
    if (state_ != SolverState::Found || found_.empty()) return std::nullopt;
    Tour t{found_};
    if (options_.closed && options_.start) {
        auto at = std::find(t.squares.begin(), t.squares.end(), *options_.start);
        std::rotate(t.squares.begin(), at, t.squares.end());
    }
    return t;
}

}  // namespace kt
