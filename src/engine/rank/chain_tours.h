// The closed tours through one combination of corner chains (Jaeger's
// subchain method, count/subchain_classes.h), one by one in search order:
// a depth-first search that starts with the a1 chain (x, n1, corner, n2, y,
// lengthened by the chains that share its ends),
// tries the moves of each square in square order (a1, b1, ... rank by rank;
// entering a chain end walks the whole chain) and closes at x. The order of
// `knights tour-at --order subchains` within a combination (docs/ranking.md).
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "core/board.h"
#include "core/tour.h"
#include "count/subchain_classes.h"

namespace kt {

class ChainTours {
public:
    // Boards of up to 64 squares (RankError past that).
    ChainTours(const Board& board, const subchains::Combination& combination);

    // The squares every tour starts with: the a1 chain and the chains joined
    // to it, from its x side.
    const std::vector<Square>& opening() const { return start_; }
    // Calls `visit` with each tour (starting with the opening), in search order, until it returns false. Returns how many
    // tours it was called with.
    std::uint64_t each(const std::function<bool(const std::vector<Square>&)>& visit) const;

private:
    struct Walk;
    bool extend(Walk& w, Square head, std::uint64_t unvisited) const;
    bool hopeful(std::uint64_t lost, std::uint64_t unvisited, Square head) const;

    Board board_;
    std::vector<std::uint64_t> adj_;         // knight moves, as square bits
    std::vector<std::vector<Square>> chain_;  // per square: the chain walked on entering it (empty: none)
    std::vector<int> need_;                   // free moves a square needs: 2, or 1 for chain ends
    std::vector<Square> start_;               // the opening
    std::uint64_t inner_ = 0;                 // the opening and the inner squares of the other chain paths
};

}  // namespace kt
