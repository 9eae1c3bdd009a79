#include "rank/number_walk.h"

#include <algorithm>

namespace kt::number_walk {

std::vector<Link> links_of(const Tour& tour, bool closed) {
    std::vector<Link> links;
    const std::size_t n = tour.size();
    for (std::size_t i = 0; i + 1 < n; ++i) links.push_back({tour.squares[i], tour.squares[i + 1]});
    if (closed && n > 2) links.push_back({tour.squares[n - 1], tour.squares[0]});
    return links;
}

Tour tour_of(const Board& board, const std::vector<Link>& links, bool closed) {
    std::vector<std::vector<Square>> adj(static_cast<std::size_t>(board.cell_count()));
    for (const Link& l : links) {
        adj[static_cast<std::size_t>(l[0])].push_back(l[1]);
        adj[static_cast<std::size_t>(l[1])].push_back(l[0]);
    }
    Square start = kNoSquare;
    for (Square s = 0; s < board.cell_count() && start == kNoSquare; ++s)
        if (board.is_active(s) && (closed || adj[static_cast<std::size_t>(s)].size() <= 1)) start = s;
    Tour tour;
    Square prev = kNoSquare, at = start;
    while (at != kNoSquare && static_cast<std::int64_t>(tour.size()) < board.square_count()) {
        tour.squares.push_back(at);
        const auto& nb = adj[static_cast<std::size_t>(at)];
        Square next = kNoSquare;
        for (Square s : nb)
            if (s != prev && (next == kNoSquare || s < next)) next = s;
        prev = at;
        at = next;
    }
    return tour;
}

bool forwards(const Tour& tour, bool closed) {
    const std::size_t n = tour.size();
    if (!closed) return tour.squares.front() <= tour.squares.back();
    const std::size_t p = static_cast<std::size_t>(std::min_element(tour.squares.begin(), tour.squares.end()) - tour.squares.begin());
    return tour.squares[(p + 1) % n] < tour.squares[(p + n - 1) % n];
}

}  // namespace kt::number_walk
