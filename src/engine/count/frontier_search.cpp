#include "count/frontier_search.h"
#include "core/active_squares.h"

#include <chrono>

namespace kt {

namespace {

// One depth-first enumeration over a graph of at most 64 vertices.
class Enumerator {
public:
    Enumerator(int n, std::vector<std::uint64_t> adj, std::vector<std::pair<int, int>> forced, bool closed, bool open_only,
               const std::atomic<bool>& cancel)
        : n_(n), adj_(std::move(adj)), forced_(std::move(forced)), closed_(closed), open_only_(open_only),
          cancel_(cancel), pos_(static_cast<std::size_t>(n), -1), free_(static_cast<std::size_t>(n), 0) {}

    // Directed paths (or cycles through `start`, each found twice) from start.
    WideCount from(int start) {
        for (int v = 0; v < n_; ++v) free_[v] = __builtin_popcountll(adj_[v]);
        start_ = start;
        count_ = 0;
        visit(start, 0);
        dfs(start, 1, full_mask() & ~bit(start));
        return count_;
    }
    std::uint64_t nodes() const { return nodes_; }

private:
    static std::uint64_t bit(int v) { return std::uint64_t(1) << v; }
    std::uint64_t full_mask() const { return n_ == 64 ? ~std::uint64_t(0) : (bit(n_) - 1); }

    void visit(int v, int depth) {
        pos_[v] = depth;
        for (std::uint64_t m = adj_[v]; m; m &= m - 1) --free_[__builtin_ctzll(m)];
    }
    void unvisit(int v) {
        pos_[v] = -1;
        for (std::uint64_t m = adj_[v]; m; m &= m - 1) ++free_[__builtin_ctzll(m)];
    }

    bool forced_ok(int last) const {
        for (const auto& [a, b] : forced_) {
            const int d = pos_[a] - pos_[b];
            if (d == 1 || d == -1) continue;
            if (closed_ && ((a == start_ && b == last) || (b == start_ && a == last))) continue;
            return false;
        }
        return true;
    }

    void dfs(int cur, int depth, std::uint64_t unvisited) {
        ++nodes_;
        if ((nodes_ & 0xFFFF) == 0 && cancel_.load(std::memory_order_relaxed)) return;
        if (unvisited == 0) {
            const bool adjacent = (adj_[cur] >> start_) & 1;
            if (closed_ && !adjacent) return;
            if (open_only_ && adjacent) return;
            if (forced_ok(cur)) ++count_;
            return;
        }
        for (std::uint64_t m = adj_[cur] & unvisited; m; m &= m - 1) {
            const int next = __builtin_ctzll(m);
            visit(next, depth);
            if (viable(cur, next, unvisited & ~bit(next))) dfs(next, depth + 1, unvisited & ~bit(next));
            unvisit(next);
        }
    }

    // `prev` just became interior: each unvisited neighbour of it still needs
    // enough links among the unvisited squares, the path's head and, for
    // cycles, the start.
    bool viable(int prev, int head, std::uint64_t unvisited) const {
        for (std::uint64_t m = adj_[prev] & unvisited; m; m &= m - 1) {
            const int w = __builtin_ctzll(m);
            int avail = free_[w] + static_cast<int>((adj_[w] >> head) & 1);
            if (closed_) {
                if (head != start_ && ((adj_[w] >> start_) & 1)) ++avail;
                if (avail < 2) return false;
            } else if (avail < 1) {
                return false;
            }
        }
        return true;
    }

    int n_;
    std::vector<std::uint64_t> adj_;
    std::vector<std::pair<int, int>> forced_;
    bool closed_;
    bool open_only_;
    const std::atomic<bool>& cancel_;
    std::vector<int> pos_;
    std::vector<int> free_;  // unvisited neighbours of each square
    int start_ = 0;
    WideCount count_ = 0;
    std::uint64_t nodes_ = 0;
};

}  // namespace

SearchCounter::SearchCounter(const Board& board, CountOptions options) : board_(board), options_(std::move(options)) {}

CountResult SearchCounter::run() {
    const auto t0 = std::chrono::steady_clock::now();
    CountResult result = begin_count(board_, options_, "search");
    if (result.state != CountState::Ready) return result;
    const std::int64_t n = board_.square_count();
    if (n > kMaxSquares) {
        result.state = CountState::Failed;
        result.message = "search counts boards of at most " + std::to_string(kMaxSquares) + " squares, this one has " +
                         std::to_string(n);
        return result;
    }
    const auto [squares, index] = active_squares(board_);
    const auto is_forbidden = [&](Square a, Square b) {
        for (const auto& l : options_.forbidden)
            if ((l.first == a && l.second == b) || (l.first == b && l.second == a)) return true;
        return false;
    };
    std::vector<std::uint64_t> adj(squares.size(), 0);
    for (std::size_t i = 0; i < squares.size(); ++i)
        for (Square t : board_.neighbours(squares[i]))
            if (!is_forbidden(squares[i], t)) adj[i] |= std::uint64_t(1) << index[static_cast<std::size_t>(t)];
    std::vector<std::pair<int, int>> forced;
    for (const auto& l : options_.forced)
        forced.emplace_back(index[static_cast<std::size_t>(l.first)], index[static_cast<std::size_t>(l.second)]);
    if (const auto& e = options_.ends) {  // paths between the ends: cycles through a virtual link
        const int a = index[static_cast<std::size_t>(e->first)], b = index[static_cast<std::size_t>(e->second)];
        adj[a] |= std::uint64_t(1) << b;
        adj[b] |= std::uint64_t(1) << a;
        forced.emplace_back(a, b);
    }

    const bool closed = options_.kind == CountKind::Closed || options_.ends;
    const bool open_only = options_.kind == CountKind::Open;
    WideCount total = 0;
    if (n == 1) {
        total = closed ? 0 : 1;
    } else if (n == 2 && options_.ends) {
        total = board_.is_move(squares[0], squares[1]) ? 1 : 0;
    } else if (n >= 2) {
        Enumerator en(static_cast<int>(n), adj, forced, closed, open_only, cancel_);
        if (closed) {
            // Every cycle passes the square with fewest links: start there;
            // each undirected cycle is found once per direction.
            int start = 0;
            for (int v = 1; v < n; ++v)
                if (__builtin_popcountll(adj[v]) < __builtin_popcountll(adj[start])) start = v;
            total = n >= 3 ? en.from(start) / 2 : 0;
        } else {
            for (int s = 0; s < n && !cancel_.load(); ++s) {
                total += en.from(s);
                if (progress_) progress_(CountProgress{s + 1, n, en.nodes(), 0});
            }
            total /= 2;  // each undirected path was found from both ends
        }
        result.peak_states = 0;
    }
    if (cancel_.load()) {
        result.state = CountState::Cancelled;
        result.message = "cancelled";
        return result;
    }
    if (options_.directed && n >= 2) total *= 2;
    result.count = total;
    result.state = CountState::Done;
    result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return result;
}

}  // namespace kt
