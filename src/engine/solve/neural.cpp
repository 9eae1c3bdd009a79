#include "solve/neural.h"

#include <algorithm>

#include "core/plural_text.h"
#include "solve/tour_ruled_out.h"

namespace kt {

NeuralSolver::NeuralSolver(const Board& board, const SolverOptions& options)
    : board_(board), options_(options), max_retries_(options.max_retries >= 0 ? options.max_retries : 100000),
      rng_(options.seed) {
    if (board.cell_count() > 1'000'000)
        throw BoardError("board too large for the neural network (at most 1,000,000 squares); use divide and conquer");
    if (options.start && (*options.start < 0 || *options.start >= board.cell_count() || !board.is_active(*options.start)))
        throw BoardError("start square is not on the board");
    const auto no_tour = solve_detail::why_no_tour(board, true);
    if (no_tour || board.square_count() < 3) {
        message_ = (no_tour ? *no_tour : std::string("no closed tour exists")) +
                   std::string(" (the network only finds closed tours)");
        state_ = SolverState::NoTour;
        return;
    }
    const auto cells = static_cast<std::size_t>(board.cell_count());
    incident_.assign(cells * 8, -1);
    degree_.assign(cells, 0);
    std::vector<std::uint8_t> count(cells, 0);
    Square next[8];
    for (Square s = 0; s < board.cell_count(); ++s) {
        if (!board.is_active(s)) continue;
        const int n = board.neighbours(s, next);
        if (n < 2) {
            message_ = "no closed tour exists: square " + board.name(s) + " has fewer than two moves";
            state_ = SolverState::NoTour;
            return;
        }
        for (int i = 0; i < n; ++i) {
            if (next[i] < s) continue;
            const auto id = static_cast<std::int32_t>(edges_.size());
            edges_.push_back({s, next[i]});
            incident_[static_cast<std::size_t>(s) * 8 + count[static_cast<std::size_t>(s)]++] = id;
            incident_[static_cast<std::size_t>(next[i]) * 8 + count[static_cast<std::size_t>(next[i])]++] = id;
        }
    }
    u_.assign(edges_.size(), 0);
    v_.assign(edges_.size(), 0);
    randomize();
}

void NeuralSolver::randomize() {
    std::fill(u_.begin(), u_.end(), 0);
    std::fill(degree_.begin(), degree_.end(), 0);
    for (std::size_t i = 0; i < edges_.size(); ++i) {
        v_[i] = static_cast<std::uint8_t>(rng_.next() >> 63);
        if (v_[i]) ++degree_[static_cast<std::size_t>(edges_[i].first)], ++degree_[static_cast<std::size_t>(edges_[i].second)];
    }
    sweep_ = 0;
}

bool NeuralSolver::settled() const {
    for (Square s = 0; s < board_.cell_count(); ++s)
        if (board_.is_active(s) && degree_[static_cast<std::size_t>(s)] != 2) return false;
    return true;
}

std::int64_t NeuralSolver::count_cycles() {
    std::vector<std::uint8_t> seen(static_cast<std::size_t>(board_.cell_count()), 0);
    std::int64_t cycles = 0;
    for (Square s0 = 0; s0 < board_.cell_count(); ++s0) {
        if (!board_.is_active(s0) || seen[static_cast<std::size_t>(s0)]) continue;
        ++cycles;
        std::vector<Square> walk;
        Square prev = kNoSquare, cur = s0;
        while (!seen[static_cast<std::size_t>(cur)]) {
            seen[static_cast<std::size_t>(cur)] = 1;
            walk.push_back(cur);
            Square go = kNoSquare;
            for (int k = 0; k < 8; ++k) {
                const auto id = incident_[static_cast<std::size_t>(cur) * 8 + k];
                if (id < 0 || !v_[static_cast<std::size_t>(id)]) continue;
                const auto& e = edges_[static_cast<std::size_t>(id)];
                const Square other = e.first == cur ? e.second : e.first;
                if (other != prev) { go = other; break; }
            }
            prev = cur;
            cur = go;
        }
        if (cycles == 1 && static_cast<std::int64_t>(walk.size()) == board_.square_count()) found_ = walk;
    }
    return cycles;
}

void NeuralSolver::sweep(std::int64_t& on, std::int64_t& off) {
    for (std::size_t i = 0; i < edges_.size(); ++i) {
        const auto [a, b] = edges_[i];
        // Takefuji-Lee: U += 4 - (links at a) - (links at b), this one counted
        // at both ends. For an active neuron that is Wikipedia's 2 - (active
        // neighbours); an inactive one grows while an end lacks a link.
        u_[i] += 4 - degree_[static_cast<std::size_t>(a)] - degree_[static_cast<std::size_t>(b)];
        const std::uint8_t out = u_[i] > 3 ? 1 : (u_[i] < 0 ? 0 : v_[i]);
        if (out == v_[i]) continue;
        ++(out ? on : off);
        v_[i] = out;
        const int delta = out ? 1 : -1;
        degree_[static_cast<std::size_t>(a)] = static_cast<std::uint8_t>(degree_[static_cast<std::size_t>(a)] + delta);
        degree_[static_cast<std::size_t>(b)] = static_cast<std::uint8_t>(degree_[static_cast<std::size_t>(b)] + delta);
    }
}

std::int64_t NeuralSolver::settled_squares() const {
    std::int64_t n = 0;
    if (degree_.empty()) return 0;  // no network: the board has no closed tour
    for (Square s = 0; s < board_.cell_count(); ++s)
        if (board_.is_active(s) && degree_[static_cast<std::size_t>(s)] == 2) ++n;
    return n;
}

SolverState NeuralSolver::step() {
    if (is_finished(state_)) return state_;
    if (cancel_requested()) return state_ = SolverState::Cancelled;
    ++steps_;
    ++sweep_;
    std::int64_t on = 0, off = 0;
    sweep(on, off);
    const bool is_settled = on + off == 0 && settled();
    reason_ = "network sweep " + std::to_string(sweep_) + ": " + std::to_string(on) + " links switched on, " +
              std::to_string(off) + " off; " + std::to_string(settled_squares()) + " of " +
              std::to_string(board_.square_count()) + " squares have exactly two";
    if (!is_settled && sweep_ < kMaxSweeps) return state_;
    return end_attempt(is_settled);
}

SolverState NeuralSolver::end_attempt(bool is_settled) {
    if (is_settled) {
        last_cycles_ = count_cycles();
        if (last_cycles_ == 1) {
            message_.clear();
            reason_ = "network settled: every square has two links, and they form one cycle (a closed tour)";
            return state_ = SolverState::Found;
        }
        message_ = "settled into " + std::to_string(last_cycles_) + " disjoint cycles";
    } else {
        message_ = "did not settle in " + std::to_string(kMaxSweeps) + " sweeps";
    }
    reason_ = "network: " + message_ + ", not one tour";
    if (retries_ >= max_retries_) {
        message_ += "; gave up after " + count_of(retries_, "restart", "restarts");
        return state_ = SolverState::GaveUp;
    }
    ++retries_;
    message_ += "; restarting (" + std::to_string(retries_) + ")";
    reason_ += "; restarting from a new random state";
    randomize();
    return state_;
}

SolverSnapshot NeuralSolver::snapshot() const {
    SolverSnapshot snap;
    snap.state = state_;
    snap.steps = steps_;
    snap.retries = retries_;
    snap.iteration = sweep_;
    snap.cycles = last_cycles_;
    snap.message = message_;
    snap.degrees = degree_;
    snap.reason = reason_;
    snap.progress = state_ == SolverState::Found ? 1.0
                                                 : static_cast<double>(settled_squares()) /
                                                       static_cast<double>(std::max<std::int64_t>(board_.square_count(), 1));
    snap.progress_of = "squares with exactly two links (this attempt)";
    for (std::size_t i = 0; i < edges_.size(); ++i)
        if (v_[i]) snap.edges.push_back(edges_[i]);
    if (state_ == SolverState::Found) snap.path = found_;
    return snap;
}

std::optional<Tour> NeuralSolver::tour() const {
    if (state_ != SolverState::Found) return std::nullopt;
    Tour t{found_};
    if (options_.start) std::rotate(t.squares.begin(), std::find(t.squares.begin(), t.squares.end(), *options_.start), t.squares.end());
    return t;
}

}  // namespace kt
