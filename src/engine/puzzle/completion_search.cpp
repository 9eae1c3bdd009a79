#include "puzzle/completion_search.h"

#include <algorithm>

#include "puzzle/dead_end.h"

namespace kt {

const char* to_string(Completion c) {
    switch (c) {
        case Completion::Possible: return "possible";
        case Completion::Impossible: return "impossible";
        case Completion::Unknown: return "unknown";
    }
    return "unknown";
}

CompletionSearch::CompletionSearch(const Board& board, std::vector<Square> path, bool closed_goal)
    : board_(board), closed_goal_(closed_goal), path_(std::move(path)) {
    if (path_.empty()) return;  // nothing placed: Unknown
    DeadEnd dead = find_dead_end(board_, path_, closed_goal_);
    if (dead.found) {
        result_ = Completion::Impossible;
        reason_ = dead.reason;
        return;
    }
    left_ = board_.square_count() - static_cast<std::int64_t>(path_.size());
    if (left_ == 0) {
        result_ = Completion::Possible;
        completion_ = Tour{path_};
        return;
    }
    const auto cells = static_cast<std::size_t>(board_.cell_count());
    visited_.assign(cells, 0);
    ways_.assign(cells, 0);
    for (Square s : path_) visited_[static_cast<std::size_t>(s)] = 1;
    Square nb[8];
    for (Square u = 0; u < board_.cell_count(); ++u) {
        if (!board_.is_active(u) || visited_[static_cast<std::size_t>(u)]) continue;
        int ways = 0;
        for (int i = 0, n = board_.neighbours(u, nb); i < n; ++i) ways += in_targets(nb[i]);
        ways_[static_cast<std::size_t>(u)] = static_cast<std::int8_t>(ways);
        zero_ways_ += ways == 0;
        one_way_ += ways == 1;
    }
    for (int i = 0, n = board_.neighbours(path_.front(), nb); i < n; ++i) start_exits_ += !visited_[static_cast<std::size_t>(nb[i])];
    frames_.push_back(candidates());
}

bool CompletionSearch::in_targets(Square s) const {
    return !visited_[static_cast<std::size_t>(s)] || s == path_.back() || (closed_goal_ && s == path_.front());
}

void CompletionSearch::set_ways(Square u, int delta) {
    auto& ways = ways_[static_cast<std::size_t>(u)];
    zero_ways_ -= ways == 0;
    one_way_ -= ways == 1;
    ways = static_cast<std::int8_t>(ways + delta);
    zero_ways_ += ways == 0;
    one_way_ += ways == 1;
}

void CompletionSearch::advance(Square to) {
    const Square from = path_.back(), start = path_.front();
    const auto ways = ways_[static_cast<std::size_t>(to)];
    zero_ways_ -= ways == 0;
    one_way_ -= ways == 1;
    visited_[static_cast<std::size_t>(to)] = 1;
    --left_;
    if (board_.is_move(start, to)) --start_exits_;
    // The square left behind is no longer a way in or out (unless it is the
    // start a closed tour returns to).
    if (!(closed_goal_ && from == start)) {
        Square nb[8];
        for (int i = 0, n = board_.neighbours(from, nb); i < n; ++i)
            if (!visited_[static_cast<std::size_t>(nb[i])]) set_ways(nb[i], -1);
    }
    path_.push_back(to);
}

void CompletionSearch::retreat() {
    const Square to = path_.back();
    path_.pop_back();
    const Square from = path_.back(), start = path_.front();
    if (!(closed_goal_ && from == start)) {
        Square nb[8];
        for (int i = 0, n = board_.neighbours(from, nb); i < n; ++i)
            if (!visited_[static_cast<std::size_t>(nb[i])]) set_ways(nb[i], +1);
    }
    if (board_.is_move(start, to)) ++start_exits_;
    ++left_;
    visited_[static_cast<std::size_t>(to)] = 0;
    const auto ways = ways_[static_cast<std::size_t>(to)];
    zero_ways_ += ways == 0;
    one_way_ += ways == 1;
}

// Necessary conditions, kept up to date move by move (see dead_end.h).
bool CompletionSearch::hopeless() const {
    if (closed_goal_) return zero_ways_ + one_way_ > 0 || (path_.size() > 1 && start_exits_ == 0);
    return zero_ways_ > 0 || one_way_ > 1;
}

// Unvisited neighbours of the knight, fewest ways first (Warnsdorff), ties
// in offset order.
CompletionSearch::Frame CompletionSearch::candidates() const {
    Frame frame;
    Square nb[8];
    for (int i = 0, n = board_.neighbours(path_.back(), nb); i < n; ++i)
        if (!visited_[static_cast<std::size_t>(nb[i])]) frame.moves[static_cast<std::size_t>(frame.count++)] = nb[i];
    std::stable_sort(frame.moves.begin(), frame.moves.begin() + frame.count, [&](Square x, Square y) {
        return ways_[static_cast<std::size_t>(x)] < ways_[static_cast<std::size_t>(y)];
    });
    return frame;
}

Completion CompletionSearch::run(std::int64_t node_budget) {
    if (result_ != Completion::Unknown || path_.empty()) return result_;
    for (std::int64_t done = 0;;) {
        if (cancel_.load(std::memory_order_relaxed)) return result_;
        if (node_budget >= 0 && done >= node_budget) return result_;
        if (frames_.empty()) return result_ = Completion::Impossible;
        Frame& frame = frames_.back();
        if (frame.next == frame.count) {
            frames_.pop_back();
            if (frames_.empty()) return result_ = Completion::Impossible;
            retreat();
            continue;
        }
        const Square to = frame.moves[static_cast<std::size_t>(frame.next++)];
        advance(to);
        ++done;
        nodes_.fetch_add(1, std::memory_order_relaxed);
        if (left_ == 0) {
            if (!closed_goal_ || board_.is_move(to, path_.front())) {
                completion_ = Tour{path_};
                return result_ = Completion::Possible;
            }
            retreat();
            continue;
        }
        if (hopeless()) {
            retreat();
            continue;
        }
        frames_.push_back(candidates());
    }
}

}  // namespace kt
