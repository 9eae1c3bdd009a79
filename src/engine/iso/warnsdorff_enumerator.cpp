#include "iso/warnsdorff_enumerator.h"

namespace kt {

const char* to_string(EnumeratorState state) {
    switch (state) {
        case EnumeratorState::Running: return "running";
        case EnumeratorState::TourReady: return "tour";
        case EnumeratorState::Exhausted: return "exhausted";
        case EnumeratorState::LimitReached: return "limit-reached";
        case EnumeratorState::Cancelled: return "cancelled";
    }
    return "unknown";
}

WarnsdorffEnumerator::WarnsdorffEnumerator(const Board& board, Square start, WarnsdorffEnumeratorOptions options)
    : board_(board), options_(options) {
    if (start < 0 || start >= board.cell_count() || !board.is_active(start))
        throw BoardError("start square is not on the board");
    const auto cells = static_cast<std::size_t>(board.cell_count());
    neighbours_.resize(cells);
    neighbour_count_.assign(cells, 0);
    free_exits_.assign(cells, 0);
    visited_.assign(cells, 0);
    for (Square s = 0; s < board.cell_count(); ++s) {
        if (!board.is_active(s)) continue;
        const int n = board.neighbours(s, neighbours_[static_cast<std::size_t>(s)].data());
        neighbour_count_[static_cast<std::size_t>(s)] = static_cast<std::uint8_t>(n);
        free_exits_[static_cast<std::size_t>(s)] = static_cast<std::uint8_t>(n);
    }
    path_.reserve(cells);
    frames_.reserve(cells);
    visit(start);
    if (options_.limit == 0) state_ = EnumeratorState::LimitReached;
}

void WarnsdorffEnumerator::visit(Square s) {
    const auto i = static_cast<std::size_t>(s);
    visited_[i] = 1;
    for (int k = 0; k < neighbour_count_[i]; ++k) --free_exits_[static_cast<std::size_t>(neighbours_[i][k])];
    path_.push_back(s);
    frames_.emplace_back();
    rank_ties(frames_.back());
}

void WarnsdorffEnumerator::unvisit() {
    const Square s = path_.back();
    const auto i = static_cast<std::size_t>(s);
    visited_[i] = 0;
    for (int k = 0; k < neighbour_count_[i]; ++k) ++free_exits_[static_cast<std::size_t>(neighbours_[i][k])];
    path_.pop_back();
    frames_.pop_back();
}

void WarnsdorffEnumerator::rank_ties(Frame& frame) const {
    const auto from = static_cast<std::size_t>(path_.back());
    int best = 99;
    for (int k = 0; k < neighbour_count_[from]; ++k) {
        const Square t = neighbours_[from][k];
        if (visited_[static_cast<std::size_t>(t)]) continue;
        const int score = free_exits_[static_cast<std::size_t>(t)];
        if (score < best) {
            best = score;
            frame.count = 0;
        }
        if (score == best) frame.ties[static_cast<std::size_t>(frame.count++)] = t;
    }
}

EnumeratorState WarnsdorffEnumerator::step() {
    if (state_ != EnumeratorState::Running && state_ != EnumeratorState::TourReady) return state_;
    if (cancel_requested_.load(std::memory_order_relaxed)) return state_ = EnumeratorState::Cancelled;
    if (options_.limit >= 0 && tours_ >= options_.limit) return state_ = EnumeratorState::LimitReached;
    if (board_.square_count() == 1 && tours_ == 0 && !options_.closed_only) {
        ++tours_;  // the one-square tour needs no move
        return state_ = EnumeratorState::TourReady;
    }
    state_ = EnumeratorState::Running;
    Frame& top = frames_.back();
    if (top.next < top.count) {
        visit(top.ties[static_cast<std::size_t>(top.next++)]);
        ++moves_;
        if (static_cast<std::int64_t>(path_.size()) == board_.square_count()) {
            const bool closed = closes(board_, path_);
            if (closed || !options_.closed_only) {
                ++tours_;
                state_ = EnumeratorState::TourReady;
            }
        } else if (frames_.back().count == 0) {
            ++dead_ends_;
        }
        return state_;
    }
    if (path_.size() == 1) return state_ = EnumeratorState::Exhausted;
    unvisit();
    return state_;
}

bool WarnsdorffEnumerator::next() {
    while (true) {
        const EnumeratorState s = step();
        if (s == EnumeratorState::TourReady) return true;
        if (s != EnumeratorState::Running) return false;
    }
}

SolverSnapshot WarnsdorffEnumerator::snapshot() const {
    SolverSnapshot snap;
    switch (state_) {
        case EnumeratorState::Running: snap.state = SolverState::Running; break;
        case EnumeratorState::TourReady: snap.state = SolverState::Found; break;
        case EnumeratorState::Exhausted: snap.state = SolverState::NoTour; break;
        case EnumeratorState::LimitReached: snap.state = SolverState::GaveUp; break;
        case EnumeratorState::Cancelled: snap.state = SolverState::Cancelled; break;
    }
    snap.path = path_;
    const Frame& top = frames_.back();
    for (int k = 0; k < top.count; ++k)
        snap.candidates.push_back({top.ties[static_cast<std::size_t>(k)],
                                   free_exits_[static_cast<std::size_t>(top.ties[static_cast<std::size_t>(k)])],
                                   k < top.next});
    snap.steps = moves_;
    snap.message = std::to_string(tours_) + " tours, " + std::to_string(dead_ends_) + " dead ends";
    return snap;
}

}  // namespace kt
