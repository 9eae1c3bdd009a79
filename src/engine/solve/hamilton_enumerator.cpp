#include "solve/hamilton_enumerator.h"
#include "core/active_squares.h"

#include <vector>

namespace kt {

namespace {
inline std::uint64_t bit(int v) { return std::uint64_t(1) << v; }
inline int lowest(std::uint64_t m) { return __builtin_ctzll(m); }
inline int links_in(std::uint64_t m) { return __builtin_popcountll(m); }
}  // namespace

HamiltonEnumerator::HamiltonEnumerator(const Board& board) {
    if (board.square_count() > kMaxSquares)
        throw BoardError("closed-tour enumeration takes boards of at most " + std::to_string(kMaxSquares) + " squares");
    const auto [squares, index] = active_squares(board);
    n_ = static_cast<int>(squares.size());
    Node root{};
    for (int v = 0; v < n_; ++v) {
        root.mate[static_cast<std::size_t>(v)] = static_cast<std::uint8_t>(v);
        for (Square t : board.neighbours(squares[static_cast<std::size_t>(v)]))
            if (const int w = index[static_cast<std::size_t>(t)]; w >= 0 && w != v) root.open[static_cast<std::size_t>(v)] |= bit(w);
    }
    // A cycle needs three squares; below that there is nothing to find.
    const std::uint64_t all = n_ == 64 ? ~std::uint64_t(0) : bit(n_) - 1;
    const Outcome o = n_ >= 3 ? settle(root, all) : Outcome::Dead;
    if (o == Outcome::Live) stack_.push_back(root);
    if (o == Outcome::Tour) solutions_ = 1;
}

// Takes link u-w. Joining two path ends closes the cycle only when it holds
// every square; otherwise the new path's two ends may no longer link.
HamiltonEnumerator::Outcome HamiltonEnumerator::link(Node& node, int u, int w) const {
    node.open[u] &= ~bit(w);
    node.open[w] &= ~bit(u);
    if (node.mate[u] == w && node.degree[u] == 1 && node.degree[w] == 1)
        return node.links + 1 == n_ ? Outcome::Tour : Outcome::Dead;
    const int a = node.mate[u], b = node.mate[w];
    ++node.degree[u];
    ++node.degree[w];
    ++node.links;
    node.mate[a] = static_cast<std::uint8_t>(b);
    node.mate[b] = static_cast<std::uint8_t>(a);
    for (int v : {u, w}) {
        if (node.degree[v] < 2) continue;
        for (std::uint64_t m = node.open[v]; m; m &= m - 1) node.open[lowest(m)] &= ~bit(v);
        node.open[v] = 0;
    }
    if (node.links + 1 < n_) {
        node.open[a] &= ~bit(b);
        node.open[b] &= ~bit(a);
    }
    return Outcome::Live;
}

// Forces every square with exactly as many possible links as it needs,
// until none is left (Dead: one has too few; Tour: the cycle closed).
HamiltonEnumerator::Outcome HamiltonEnumerator::settle(Node& node, std::uint64_t touched) const {
    std::uint64_t work = touched;
    while (work) {
        const int v = lowest(work);
        work &= work - 1;
        // Each link taken can rule out others of v's: recount every time.
        while (node.degree[v] < 2) {
            const int need = 2 - node.degree[v];
            const int have = links_in(node.open[v]);
            if (have < need) return Outcome::Dead;
            if (have > need) break;
            const int w = lowest(node.open[v]);
            const int a = node.mate[v], b = node.mate[w];
            const std::uint64_t around = node.open[v] | node.open[w];
            const Outcome o = link(node, v, w);
            if (o != Outcome::Live) return o;
            work |= around | bit(w) | bit(a) | bit(b);
        }
    }
    return Outcome::Live;
}

// The child is built in place on the stack (one copy of the node).
void HamiltonEnumerator::push(const Node& parent, int u, int w) {
    Node& node = stack_.emplace_back(parent);
    const std::uint64_t touched = node.open[u] | node.open[w] | bit(u) | bit(w) | bit(node.mate[u]) | bit(node.mate[w]);
    Outcome o = link(node, u, w);
    if (o == Outcome::Live) o = settle(node, touched);
    if (o == Outcome::Tour) ++solutions_;
    if (o != Outcome::Live) stack_.pop_back();
}

// Branches on the square with the fewest spare links: a path end takes one
// of its possible links; an untouched square (rare: only before anything is
// forced) takes its first possible link, or never takes it.
void HamiltonEnumerator::branch(const Node& node) {
    int best = -1, best_spare = 99;
    for (int v = 0; v < n_; ++v) {
        if (node.degree[v] == 2) continue;
        const int spare = links_in(node.open[v]) - (2 - node.degree[v]) + (node.degree[v] == 0 ? 1 : 0);
        if (spare < best_spare) {
            best_spare = spare;
            best = v;
            if (spare <= 1) break;
        }
    }
    if (node.degree[best] == 1) {
        for (std::uint64_t m = node.open[best]; m; m &= m - 1) push(node, best, lowest(m));
        return;
    }
    const int w = lowest(node.open[best]);
    push(node, best, w);
    Node& without = stack_.emplace_back(node);
    without.open[best] &= ~bit(w);
    without.open[w] &= ~bit(best);
    const Outcome o = settle(without, bit(best) | bit(w));
    if (o == Outcome::Tour) ++solutions_;
    if (o != Outcome::Live) stack_.pop_back();
}

SolverState HamiltonEnumerator::step() {
    if (is_finished(state_)) return state_;
    if (cancel_requested()) return state_ = SolverState::Cancelled;
    if (stack_.empty()) return state_ = solutions_ > 0 ? SolverState::Found : SolverState::NoTour;
    const Node node = stack_.back();
    stack_.pop_back();
    ++nodes_;
    branch(node);
    return state_;
}

SolverSnapshot HamiltonEnumerator::snapshot() const {
    SolverSnapshot s;
    s.state = state_;
    s.steps = nodes_;
    s.solutions = solutions_;
    s.depth = stack_.empty() ? 0 : stack_.back().links;
    if (state_ == SolverState::Found) s.message = std::to_string(solutions_) + " closed tours";
    if (state_ == SolverState::NoTour) s.message = "no closed tour on this board";
    return s;
}

}  // namespace kt
