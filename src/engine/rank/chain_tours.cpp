#include "rank/chain_tours.h"

#include <algorithm>
#include <bit>

#include "rank/table_types.h"

namespace kt {

namespace {

std::uint64_t bit(Square s) { return std::uint64_t(1) << s; }


// Chains may share squares (an end of one is an end of another): their
// links then form longer paths. Each path from one end to the other, the
// one through the a1 chain first, running from its x side to its y side.
std::vector<std::vector<Square>> chain_paths(const Board& board, const subchains::Combination& combination) {
    std::vector<std::vector<Square>> links(static_cast<std::size_t>(board.cell_count()));
    for (const auto& chain : combination) {
        const auto sq = chain.squares();
        for (std::size_t i = 0; i + 1 < sq.size(); ++i) {
            auto& a = links[static_cast<std::size_t>(sq[i])];
            if (std::find(a.begin(), a.end(), sq[i + 1]) != a.end()) continue;
            a.push_back(sq[i + 1]);
            links[static_cast<std::size_t>(sq[i + 1])].push_back(sq[i]);
        }
    }
    std::vector<std::vector<Square>> paths;
    std::vector<char> done(links.size(), 0);
    const auto walk_from = [&](Square end) {
        std::vector<Square> path{end};
        for (Square prev = kNoSquare, at = end;;) {
            done[static_cast<std::size_t>(at)] = 1;
            const auto& l = links[static_cast<std::size_t>(at)];
            const auto next = std::find_if(l.begin(), l.end(), [&](Square s) { return s != prev; });
            if (next == l.end()) return path;
            prev = at;
            at = *next;
            path.push_back(at);
        }
    };
    std::vector<Square> first = walk_from(combination[0].corner);  // to one end, then back over the whole path
    first = walk_from(first.back());
    const auto x = std::find(first.begin(), first.end(), combination[0].x);
    if (x + 1 == first.end() || x[1] != combination[0].n1) std::reverse(first.begin(), first.end());
    paths.push_back(first);
    for (Square s = 0; s < board.cell_count(); ++s)
        if (!done[static_cast<std::size_t>(s)] && links[static_cast<std::size_t>(s)].size() == 1) paths.push_back(walk_from(s));
    return paths;
}

}  // namespace

struct ChainTours::Walk {
    std::vector<Square> path;
    const std::function<bool(const std::vector<Square>&)>* visit;
    std::uint64_t found = 0;
};

ChainTours::ChainTours(const Board& board, const subchains::Combination& combination) : board_(board) {
    if (board.cell_count() > 64) throw RankError("numbering tours by subchains covers boards of up to 64 squares");
    const auto n = static_cast<std::size_t>(board.cell_count());
    adj_.assign(n, 0);
    chain_.assign(n, {});
    need_.assign(n, 2);
    for (Square s = 0; s < board.cell_count(); ++s)
        for (Square t : board.neighbours(s)) adj_[static_cast<std::size_t>(s)] |= bit(t);
    const std::vector<std::vector<Square>> paths = chain_paths(board, combination);
    start_ = paths.front();
    for (Square s : start_) inner_ |= bit(s);
    for (std::size_t k = 1; k < paths.size(); ++k) {
        const std::vector<Square>& p = paths[k];
        chain_[static_cast<std::size_t>(p.front())] = p;
        chain_[static_cast<std::size_t>(p.back())] = {p.rbegin(), p.rend()};
        for (std::size_t i = 1; i + 1 < p.size(); ++i) inner_ |= bit(p[i]);
        need_[static_cast<std::size_t>(p.front())] = need_[static_cast<std::size_t>(p.back())] = 1;
    }
}

std::uint64_t ChainTours::each(const std::function<bool(const std::vector<Square>&)>& visit) const {
    Walk w{start_, &visit, 0};
    std::uint64_t unvisited = 0;
    for (Square s = 0; s < board_.cell_count(); ++s)
        if (!(inner_ & bit(s))) unvisited |= bit(s);
    extend(w, start_.back(), unvisited);
    return w.found;
}

// Can every unvisited square next to a square in `lost` still get the free
// moves it needs (to unvisited squares, the head, or x, where the tour closes)?
bool ChainTours::hopeful(std::uint64_t lost, std::uint64_t unvisited, Square head) const {
    std::uint64_t check = 0;
    for (std::uint64_t m = lost; m; m &= m - 1) check |= adj_[static_cast<std::size_t>(std::countr_zero(m))];
    const std::uint64_t avail = unvisited | bit(head) | bit(start_.front());
    for (std::uint64_t m = check & unvisited; m; m &= m - 1) {
        const auto w = static_cast<std::size_t>(std::countr_zero(m));
        if (std::popcount(adj_[w] & avail) < need_[w]) return false;
    }
    return true;
}

// Returns false once `visit` asked to stop.
bool ChainTours::extend(Walk& w, Square head, std::uint64_t unvisited) const {
    if (unvisited == 0) {
        if (!(adj_[static_cast<std::size_t>(head)] & bit(start_.front()))) return true;
        ++w.found;
        return (*w.visit)(w.path);
    }
    for (std::uint64_t moves = adj_[static_cast<std::size_t>(head)] & unvisited; moves; moves &= moves - 1) {
        const Square v = static_cast<Square>(std::countr_zero(moves));
        const auto& chain = chain_[static_cast<std::size_t>(v)];
        const std::size_t before = w.path.size();
        std::uint64_t left = unvisited & ~bit(v), lost = bit(head) | bit(v);
        Square next = v;
        if (chain.empty()) {
            w.path.push_back(v);
        } else {
            w.path.insert(w.path.end(), chain.begin(), chain.end());
            next = chain.back();
            left &= ~bit(next);
            lost |= bit(next);
        }
        const bool go_on = !hopeful(lost, left, next) || extend(w, next, left);
        w.path.resize(before);
        if (!go_on) return false;
    }
    return true;
}

}  // namespace kt
