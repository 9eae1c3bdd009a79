#include "puzzle/tours_left.h"

#include "count/frontier_counter.h"
#include "puzzle/square_set.h"

namespace kt {

static_assert(kToursLeftMaxCells == SquareSet::kMaxCells, "tours_left.h names the square mask's size");

std::string ToursLeft::text() const {
    if (!exact) return count > 0 ? "many (over " + to_decimal(count) + ")" : "many";
    if (count == 0) return "none";
    return to_decimal(count);
}

namespace {

// Plain depth-first count of the completions, stopping at the budget.
class CompletionCounter {
public:
    CompletionCounter(const Board& board, const std::vector<Square>& path, bool closed, std::int64_t budget)
        : board_(board), closed_(closed), budget_(budget), start_(path.front()),
          left_(board.square_count() - static_cast<std::int64_t>(path.size())),
          seen_(static_cast<std::size_t>(board.cell_count()), 0) {
        for (Square s : path) seen_[static_cast<std::size_t>(s)] = 1;
    }
    bool run(Square head) {
        if (left_ == 0) {
            if (!closed_ || board_.is_move(head, start_)) ++count_;
            return true;
        }
        if (++nodes_ > budget_) return false;
        Square next[8];
        const int n = board_.neighbours(head, next);
        for (int i = 0; i < n; ++i) {
            const auto t = static_cast<std::size_t>(next[i]);
            if (seen_[t]) continue;
            seen_[t] = 1;
            --left_;
            const bool done = run(next[i]);
            ++left_;
            seen_[t] = 0;
            if (!done) return false;
        }
        return true;
    }
    u128 count() const { return count_; }

private:
    const Board& board_;
    bool closed_;
    std::int64_t budget_, nodes_ = 0;
    Square start_;
    std::int64_t left_;
    std::vector<std::uint8_t> seen_;
    u128 count_ = 0;
};

u128 frontier_count(const Board& board, CountOptions options) {
    const CountResult r = FrontierCounter(board, std::move(options)).run();
    if (r.state != CountState::Done) return 0;
    return r.past_128 ? ~u128(0) : r.count;  // past 128 bits: as many as 128 bits say
}

// The first square stays an end: only its link to `second` is allowed.
CountOptions open_options(const Board& board, const std::vector<Square>& path, Square second) {
    CountOptions o;
    o.kind = CountKind::Paths;
    for (std::size_t i = 1; i < path.size(); ++i) o.forced.emplace_back(path[i - 1], path[i]);
    if (path.size() == 1) o.forced.emplace_back(path.front(), second);
    for (Square t : board.neighbours(path.front()))
        if (t != second) o.forbidden.emplace_back(path.front(), t);
    return o;
}

ToursLeft by_frontier(const Board& board, const std::vector<Square>& path, bool closed) {
    ToursLeft r{true, 0, "frontier"};
    if (closed) {
        CountOptions o;
        o.kind = CountKind::Closed;
        for (std::size_t i = 1; i < path.size(); ++i) o.forced.emplace_back(path[i - 1], path[i]);
        r.count = frontier_count(board, o) * (path.size() == 1 ? 2 : 1);
    } else if (path.size() == 1) {
        for (Square t : board.neighbours(path.front())) r.count += frontier_count(board, open_options(board, path, t));
    } else {
        r.count = frontier_count(board, open_options(board, path, path[1]));
    }
    return r;
}

}  // namespace

ToursLeft count_tours_left(const Board& board, const std::vector<Square>& path, bool closed_goal, std::int64_t node_budget) {
    if (path.empty()) return {};
    CompletionCounter counter(board, path, closed_goal, node_budget);
    if (counter.run(path.back())) return {true, counter.count(), "search"};
    if (board.square_count() <= kToursLeftFrontierSquares && board.square_count() > 1) return by_frontier(board, path, closed_goal);
    return {false, counter.count(), ""};
}

}  // namespace kt
