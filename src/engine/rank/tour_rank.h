// Tour numbers: every tour of a board has an index from 1 to N in a fixed
// order (docs/ranking.md), and the ranker turns an index into its tour
// (unrank), a tour into its index (rank), and draws tours uniformly at random
// (a uniform index, unranked). Jaeger's Get_CTid did the first for closed 8x8
// tours from 4.2 million stored restart files; here the completion counts of
// the frontier dynamic programme number the tours with no data files.
//
// Closed tours are undirected cycles; paths are undirected unless directed,
// as the counter counts them (`knights count --closed | --paths [--directed]`).
// Numbers have no ceiling: where there are more than 2^128 tours, the table
// is built with counts of any width (rank/wide_table.h), in the same order.
#pragma once

#include <array>
#include <memory>
#include <string>

#include "core/board.h"
#include "core/tour.h"
#include "core/big_uint.h"
#include "count/frontier_types.h"
#include "rank/table_types.h"
#include "solve/rng.h"

namespace kt {

class TourTable;  // rank/tour_table.h, private to the engine
class WideTable;  // rank/wide_table.h, likewise

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
    const BigUint& count() const { return count_; }
    // Whether N passed 2^128, so that the table of any width numbers them.
    bool wide() const { return wide_ != nullptr; }
    // Tour `index` (1..N). Closed tours start at the lowest-numbered square
    // and go first to the lower-numbered of its two tour neighbours; paths
    // start at their lower-numbered end (directed: odd indices do, even ones
    // are the same path reversed). Throws RankError when out of range.
    Tour unrank(const BigUint& index) const;
    // The index of `tour` (any start and direction for closed tours; paths
    // are read from their first square). Throws RankError, saying why, when
    // it is not a tour of this kind on this board.
    BigUint rank(const Tour& tour) const;
    // A tour drawn uniformly from all N.
    Tour random(SplitMix64& rng) const;
    const TableStats& stats() const;

private:
    BigUint rank_links(const std::vector<std::array<Square, 2>>& links) const;
    std::vector<std::array<Square, 2>> unrank_links(const BigUint& index) const;

    Board board_;
    bool paths_, directed_;
    std::unique_ptr<TourTable> table_;  // absent for one-square boards, and where none_because_ says why
    std::unique_ptr<WideTable> wide_;   // in its place where N passes 2^128
    BigUint count_;
    std::string none_because_;  // the colour count rules every tour out (theory/colour_balance.h)
};

// Uniform in [0, n) for n > 0, by rejection (no modulo bias). Below 2^128
// two draws of the generator make a candidate; past it, one a limb.
BigUint uniform_below(SplitMix64& rng, const BigUint& n);

}  // namespace kt
