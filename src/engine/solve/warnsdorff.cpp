#include "solve/warnsdorff.h"

#include <algorithm>
#include <cstdint>
#include <limits>

#include "solve/tour_ruled_out.h"

namespace kt {
namespace {

SolverOptions plain_options(Square start) {
    SolverOptions o;
    o.start = start;
    o.max_retries = 0;
    return o;
}

}  // namespace

// The table's names are string literals, so data() ends in a '\0'.
const char* to_string(TieBreak tie) { return tie_break_info(tie).name.data(); }

std::optional<TieBreak> parse_tie_break(const std::string& text) {
    if (const TieBreakInfo* row = find_tie_break(text)) return row->value;
    return std::nullopt;
}

WarnsdorffSolver::WarnsdorffSolver(const Board& board, Square start) : WarnsdorffSolver(board, plain_options(start)) {}

WarnsdorffSolver::WarnsdorffSolver(const Board& board, const SolverOptions& options)
    : board_(board), options_(options), start_(options.start.value_or(0)),
      max_retries_(options.max_retries >= 0 ? options.max_retries : (options.closed ? 200 : 50)), rng_(options.seed) {
    if (start_ < 0 || start_ >= board.cell_count() || !board.is_active(start_))
        throw BoardError("start square is not on the board");
    if (const auto no_tour = solve_detail::why_no_tour_from(board_, options_.closed, start_)) {
        message_ = *no_tour;
        state_ = SolverState::NoTour;
        path_.push_back(start_);
        return;
    }
    visited_.assign(static_cast<std::size_t>(board.cell_count()), 0);
    onward_.assign(static_cast<std::size_t>(board.cell_count()), 0);
    path_.reserve(static_cast<std::size_t>(board.square_count()));
    begin_attempt();
}

void WarnsdorffSolver::begin_attempt() {
    std::fill(visited_.begin(), visited_.end(), 0);
    for (Square s = 0; s < board_.cell_count(); ++s)
        if (board_.is_active(s)) onward_[static_cast<std::size_t>(s)] = static_cast<std::uint8_t>(board_.degree(s));
    path_.clear();
    last_candidates_.clear();
    visit(start_);
    if (board_.square_count() == 1) state_ = options_.closed ? SolverState::NoTour : SolverState::Found;
}

void WarnsdorffSolver::visit(Square s) {
    visited_[static_cast<std::size_t>(s)] = 1;
    Square next[8];
    const int n = board_.neighbours(s, next);
    for (int i = 0; i < n; ++i) --onward_[static_cast<std::size_t>(next[i])];
    path_.push_back(s);
}

std::vector<Candidate> WarnsdorffSolver::rank_candidates(Square from) const {
    std::vector<Candidate> out;
    Square next[8];
    const int n = board_.neighbours(from, next);
    for (int i = 0; i < n; ++i)
        if (!visited_[static_cast<std::size_t>(next[i])]) out.push_back({next[i], onward_[static_cast<std::size_t>(next[i])], false});
    return out;
}

WarnsdorffSolver::Choice WarnsdorffSolver::choose(const std::vector<Candidate>& cands) {
    const bool last_move = static_cast<std::int64_t>(path_.size()) + 1 == board_.square_count();
    // Closed mode: do not use up the start's last free neighbour before the
    // final move, so the tour can still come home.
    auto allowed = [&](const Candidate& c) {
        if (!options_.closed || last_move) return true;
        return !(onward_[static_cast<std::size_t>(start_)] == 1 && board_.is_move(c.square, start_));
    };
    std::vector<std::size_t> best;
    int best_score = 1 << 30;
    bool any_allowed = false;
    Choice choice;
    for (const auto& c : cands) any_allowed |= allowed(c);
    for (std::size_t i = 0; i < cands.size(); ++i) {
        if (any_allowed && !allowed(cands[i])) {
            choice.kept_home = true;
            continue;
        }
        // A square with no onward move is only good as the very last one.
        const int score = (cands[i].score == 0 && !last_move) ? 99 : cands[i].score;
        if (score < best_score) best_score = score, best.clear();
        if (score == best_score) best.push_back(i);
    }
    choice.tied = best.size();
    choice.index = best.size() == 1 ? best[0] : break_tie(cands, best);
    return choice;
}

std::size_t WarnsdorffSolver::break_tie(const std::vector<Candidate>& cands, const std::vector<std::size_t>& best) {
    switch (options_.tie_break) {
        case TieBreak::First: return best[0];
        case TieBreak::Random: return best[rng_.below(static_cast<std::uint32_t>(best.size()))];
        case TieBreak::Pohl: {
            std::size_t pick = best[0];
            // 64-bit: a long is 32 bits under WebAssembly.
            std::int64_t pick_sum = std::numeric_limits<std::int64_t>::max();
            Square onward[8];
            for (std::size_t i : best) {
                std::int64_t sum = 0;
                const int m = board_.neighbours(cands[i].square, onward);
                for (int j = 0; j < m; ++j)
                    if (!visited_[static_cast<std::size_t>(onward[j])]) sum += onward_[static_cast<std::size_t>(onward[j])];
                if (sum < pick_sum) pick_sum = sum, pick = i;
            }
            return pick;
        }
        case TieBreak::Roth: {
            std::size_t pick = best[0];
            long far = -1;
            for (std::size_t i : best) {
                const long dr = 2L * board_.row_of(cands[i].square) - (board_.rows() - 1);
                const long dc = 2L * board_.col_of(cands[i].square) - (board_.cols() - 1);
                if (dr * dr + dc * dc > far) far = dr * dr + dc * dc, pick = i;
            }
            return pick;
        }
    }
    return best[0];
}

// "Warnsdorff: f3 has 2 onward moves, the fewest", with how a tie was broken.
std::string WarnsdorffSolver::reason_for(const std::vector<Candidate>& cands, const Choice& choice) const {
    const Candidate& c = cands[choice.index];
    const std::string square = board_.name(c.square);
    if (static_cast<std::int64_t>(path_.size()) + 1 == board_.square_count())
        return "Warnsdorff: " + square + " is the last unvisited square";
    const std::string moves = std::to_string(c.score) + (c.score == 1 ? " onward move" : " onward moves");
    std::string out = "Warnsdorff: " + square + " has " + moves + ", the fewest";
    if (cands.size() == 1) out = "Warnsdorff: " + square + " is the only unvisited square in reach (" + moves + ")";
    if (choice.tied > 1)
        out += "; " + std::to_string(choice.tied) + " tie, " + std::string(tie_break_info(options_.tie_break).help);
    if (choice.kept_home) out += "; a square next to the start is kept free so the tour can close";
    return out;
}

SolverState WarnsdorffSolver::attempt_failed(const std::string& why) {
    if (retries_ < max_retries_) {
        ++retries_;
        // Later attempts break ties at random so they differ from the first.
        options_.tie_break = TieBreak::Random;
        message_ = "attempt " + std::to_string(retries_) + " failed (" + why + "); retrying";
        begin_attempt();
        return state_;
    }
    message_ = why + (retries_ > 0 ? " (after " + std::to_string(retries_) + " retries)" : "");
    return state_ = SolverState::GaveUp;
}

SolverState WarnsdorffSolver::step() {
    if (is_finished(state_)) return state_;
    if (cancel_requested()) return state_ = SolverState::Cancelled;
    ++steps_;
    last_candidates_ = rank_candidates(path_.back());
    if (last_candidates_.empty()) {
        reason_ = "Warnsdorff: dead end at " + board_.name(path_.back()) + ", no unvisited square in reach";
        return attempt_failed("dead end after " + std::to_string(path_.size()) + " squares");
    }
    Choice choice = choose(last_candidates_);
    reason_ = reason_for(last_candidates_, choice);
    for (const auto& forced : options_.forced_moves) {
        if (forced.first != steps_) continue;
        const Square square = forced.second;  // a plain variable: clang 14 lambdas cannot capture a binding
        const std::string rule = board_.name(last_candidates_[choice.index].square);
        const auto it = std::find_if(last_candidates_.begin(), last_candidates_.end(),
                                     [&](const Candidate& c) { return c.square == square; });
        if (it == last_candidates_.end()) {
            reason_ += "; what if " + (square >= 0 && square < board_.cell_count() ? board_.name(square) : std::string("?")) +
                       ": not an unvisited square in reach, so the rule's choice stands";
        } else if (it->square != last_candidates_[choice.index].square) {
            choice.index = static_cast<std::size_t>(it - last_candidates_.begin());
            const std::string moves = std::to_string(it->score) + (it->score == 1 ? " onward move" : " onward moves");
            reason_ = "What if: " + board_.name(square) + " (" + moves + ") instead of the rule's " + rule;
        }
    }
    last_candidates_[choice.index].chosen = true;
    visit(last_candidates_[choice.index].square);
    if (static_cast<std::int64_t>(path_.size()) == board_.square_count()) {
        if (options_.closed && !closes(board_, path_))
            return attempt_failed("the tour ended at " + board_.name(path_.back()) + ", not a move from the start");
        message_.clear();
        state_ = SolverState::Found;
    }
    return state_;
}

SolverSnapshot WarnsdorffSolver::snapshot() const {
    SolverSnapshot snap;
    snap.state = state_;
    snap.path = path_;
    snap.candidates = last_candidates_;
    snap.steps = steps_;
    snap.retries = retries_;
    snap.depth = static_cast<std::int64_t>(path_.size());
    snap.message = message_;
    snap.reason = reason_;
    snap.progress = static_cast<double>(path_.size()) / static_cast<double>(board_.square_count());
    snap.progress_of = retries_ > 0 ? "squares in this attempt's path" : "squares in the path";
    return snap;
}

std::optional<Tour> WarnsdorffSolver::tour() const {
    if (state_ != SolverState::Found) return std::nullopt;
    return Tour{path_};
}

}  // namespace kt
