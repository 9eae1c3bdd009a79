#include "count/subchain_counter.h"

#include <algorithm>
#include <bit>
#include <chrono>
#include <map>
#include <optional>

#include "count/subchain_search.h"
#include "theory/colour_balance.h"

namespace kt::subchains {
namespace {

inline std::uint64_t bit(int i) { return std::uint64_t{1} << i; }
inline int low(std::uint64_t m) { return std::countr_zero(m); }
inline int pop(std::uint64_t m) { return std::popcount(m); }

using Links = std::map<Square, std::vector<Square>>;  // square -> its chain neighbours

// The chains' edges, square by square; a square with two of them is inside a
// chain and leaves the board.
Links chain_links(const Combination& combination) {
    Links links;
    std::vector<std::pair<Square, Square>> edges;
    for (const Chain& chain : combination) {
        const auto s = chain.squares();
        for (std::size_t i = 0; i < 4; ++i) edges.emplace_back(std::min(s[i], s[i + 1]), std::max(s[i], s[i + 1]));
    }
    std::sort(edges.begin(), edges.end());
    edges.erase(std::unique(edges.begin(), edges.end()), edges.end());
    for (auto [a, b] : edges) {
        links[a].push_back(b);
        links[b].push_back(a);
    }
    return links;
}

// When the links form paths only (degree <= 2, no cycle): each path end's
// other end. Otherwise nullopt: the chains do not agree.
std::optional<std::map<Square, Square>> path_partners(Links& links) {
    for (auto& [sq, list] : links)
        if (list.size() > 2) return std::nullopt;
    // Walk each path from one end, marking its squares; squares left
    // unmarked lie on a cycle.
    std::map<Square, Square> partner_square;
    std::map<Square, bool> seen;
    for (auto& [sq, list] : links) {
        if (list.size() != 1 || seen[sq]) continue;
        Square prev = sq, cur = list[0];
        seen[sq] = true;
        while (links[cur].size() == 2) {
            seen[cur] = true;
            const Square next = links[cur][0] == prev ? links[cur][1] : links[cur][0];
            prev = cur;
            cur = next;
        }
        seen[cur] = true;
        partner_square[sq] = cur;
        partner_square[cur] = sq;
    }
    for (auto& [sq, list] : links)
        if (!seen[sq]) return std::nullopt;
    return partner_square;
}

}  // namespace

std::optional<std::string> counting_refusal(const Board& board) {
    constexpr int kInnerSquares = 12, kMostSquares = 64 + kInnerSquares;
    if (board.cell_count() <= kMostSquares || colour_rules_out(board, true)) return std::nullopt;
    return "corner subchains count boards of at most " + std::to_string(kMostSquares) +
           " squares (64 once the four corner chains are linked); " + format_board_size(board) + " has " +
           std::to_string(board.cell_count());
}

SubchainCounter::~SubchainCounter() = default;

SubchainCounter::SubchainCounter(const Board& board, const Combination& combination, StartRule rule, int memo_bits) {
    if (colour_rules_out(board, true)) return;  // no closed tour: no search
    Links links = chain_links(combination);
    const auto partner_square = path_partners(links);
    agrees_ = partner_square.has_value();
    if (agrees_) reduce(board, links, *partner_square);
    if (!agrees_ || chain_ends_.empty()) return;
    if (memo_bits > 0) {
        // Small boards finish fast; a big table would only cost its zeroing.
        memo_bits = std::max(8, std::min({memo_bits, 28, size_ - 28}));
        memo_.resize(std::size_t{1} << memo_bits);
        memo_shift_ = 64 - memo_bits;
    }
    choose_start(rule);
}

// The squares the search still visits (chain interiors left out), each
// chain's two ends as partners needing one free move each, and the free moves.
void SubchainCounter::reduce(const Board& board, const Links& links, const std::map<Square, Square>& partner_square) {
    std::vector<int> index(static_cast<std::size_t>(board.cell_count()), -1);
    for (Square s = 0; s < board.cell_count(); ++s) {
        auto it = links.find(s);
        if (it != links.end() && it->second.size() == 2) continue;
        index[static_cast<std::size_t>(s)] = static_cast<int>(squares_.size());
        squares_.push_back(s);
    }
    if (squares_.size() > 64)
        throw BoardError("corner subchains: counting needs at most 64 squares once the chains are linked (" +
                         std::to_string(squares_.size()) + " here)");
    size_ = static_cast<int>(squares_.size());
    for (int i = 0; i < size_; ++i) {
        const Square s = squares_[static_cast<std::size_t>(i)];
        partner_[i] = -1;
        need_[i] = 2;
        auto it = partner_square.find(s);
        if (it != partner_square.end()) {
            partner_[i] = index[static_cast<std::size_t>(it->second)];
            need_[i] = 1;
        }
    }
    for (int i = 0; i < size_; ++i) {
        for (Square n : board.neighbours(squares_[static_cast<std::size_t>(i)])) {
            const int j = index[static_cast<std::size_t>(n)];
            if (j < 0 || j == partner_[i]) continue;  // inner chain square, or the chain's own shortcut
            // A chain edge between two ends (never here: ends are on different chains' edges) is not free.
            auto it = links.find(squares_[static_cast<std::size_t>(i)]);
            if (it != links.end() && std::find(it->second.begin(), it->second.end(), n) != it->second.end()) continue;
            adj_[i] |= bit(j);
        }
    }
    for (int i = 0; i < size_; ++i)
        if (partner_[i] > i) chain_ends_.emplace_back(i, partner_[i]);
}

void SubchainCounter::choose_start(StartRule rule) {
    start_ = chain_ends_[0].first;
    end_ = chain_ends_[0].second;
    if (rule != StartRule::Auto) return;
    double best = estimate(start_, end_);
    for (auto [a, b] : chain_ends_)
        for (auto [s, t] : {std::pair{a, b}, std::pair{b, a}}) {
            const double e = estimate(s, t);
            if (e < best) best = e, start_ = s, end_ = t;
        }
}

// Smaller is better. Seed 002 found the end with the most squares two moves
// away a good choice; ties go to the start with fewest moves.
double SubchainCounter::estimate(int start, int end) const {
    std::uint64_t one = adj_[end], two = 0;
    for (std::uint64_t m = one; m; m &= m - 1) two |= adj_[low(m)];
    two &= ~bit(end);
    return -static_cast<double>(pop(two)) * 16.0 + pop(adj_[start]);
}

SubchainResult SubchainCounter::run() {
    const auto begin = std::chrono::steady_clock::now();
    SubchainResult result;
    if (agrees_ && start_ >= 0) result.count = count_from(start_, end_);
    result.nodes = nodes_;
    result.completed = !stopped_;
    nodes_seen_.store(nodes_, std::memory_order_relaxed);
    tours_seen_.store(tours_, std::memory_order_relaxed);
    result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
    return result;
}

std::uint64_t SubchainCounter::count_from(int start, int end) {
    const std::uint64_t all = size_ == 64 ? ~std::uint64_t{0} : bit(size_) - 1;
    // The start's chain is the closing link: the start and end leave it by one free move each.
    const int saved_start_partner = partner_[start], saved_end_partner = partner_[end];
    partner_[start] = partner_[end] = -1;
    // Every square must have enough free moves to begin with.
    bool possible = true;
    for (int i = 0; i < size_; ++i)
        if (pop(adj_[i]) < need_[i]) possible = false;
    detail::SearchState state;
    state.adj = adj_;
    state.partner = partner_;
    state.need = need_;
    state.end = end;
    state.memo = memo_.empty() ? nullptr : memo_.data();
    state.memo_shift = memo_shift_;
    state.cancel = &cancel_;
    state.nodes_seen = &nodes_seen_;
    state.tours_seen = &tours_seen_;
    if (possible) detail::search_paths(state, start, all & ~bit(start));
    partner_[start] = saved_start_partner;
    partner_[end] = saved_end_partner;
    nodes_ = state.nodes;
    tours_ = state.tours;
    stopped_ = state.stopped;
    return tours_;
}

}  // namespace kt::subchains
