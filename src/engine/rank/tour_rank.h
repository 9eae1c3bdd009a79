// Tour numbers: every tour of a board has an index from 1 to N in a fixed
// order (docs/ranking.md), and the ranker turns an index into its tour
// (unrank), a tour into its index (rank), and draws tours uniformly at random
// (a uniform index, unranked). Jaeger's Get_CTid did the first for closed 8x8
// tours from 4.2 million stored restart files; here the completion counts of
// the frontier dynamic programme number the tours with no data files.
//
// Closed tours are undirected cycles; paths are undirected unless directed,
// as the counter counts them (`knights count --closed | --paths [--directed]`).
#pragma once

#include <array>
#include <memory>
#include <string>

#include "core/board.h"
#include "core/tour.h"
#include "core/wide_int.h"
#include "count/frontier_types.h"
#include "rank/table_types.h"
#include "solve/rng.h"

namespace kt {

class TourTable;  // rank/tour_table.h, private to the engine

class TourRanker {
public:
    // Builds the table (as costly as counting). `kind` is Closed or Paths.
    // Throws RankError when the board is too big for it (or BoardError for
    // kind Open, which has no order here).
    TourRanker(const Board& board, CountKind kind, bool directed, const TableLimits& limits = {});
    TourRanker(TourRanker&&) noexcept;
    TourRanker& operator=(TourRanker&&) noexcept;
    ~TourRanker();

    const Board& board() const { return board_; }
    // N: how many tours there are.
    u128 count() const { return count_; }
    // Tour `index` (1..N). Closed tours start at the lowest-numbered square
    // and go first to the lower-numbered of its two tour neighbours; paths
    // start at their lower-numbered end (directed: odd indices do, even ones
    // are the same path reversed). Throws RankError when out of range.
    Tour unrank(u128 index) const;
    // The index of `tour` (any start and direction for closed tours; paths
    // are read from their first square). Throws RankError, saying why, when
    // it is not a tour of this kind on this board.
    u128 rank(const Tour& tour) const;
    // A tour drawn uniformly from all N.
    Tour random(SplitMix64& rng) const;
    const TableStats& stats() const;

private:
    u128 rank_links(const std::vector<std::array<Square, 2>>& links) const;
    std::vector<std::array<Square, 2>> unrank_links(u128 index) const;

    Board board_;
    bool paths_, directed_;
    std::unique_ptr<TourTable> table_;  // absent for one-square boards, and where none_because_ says why
    u128 count_ = 0;
    std::string none_because_;  // the colour count rules every tour out (theory/colour_balance.h)
};

// Uniform in [0, n) for n > 0, by rejection (no modulo bias at 128 bits).
u128 uniform_below(SplitMix64& rng, u128 n);

}  // namespace kt
