// Tour numbers, the engine's one call for them: tour K of N in either order
// (docs/ranking.md), the number of a tour, and uniform draws. The canonical
// order numbers closed tours or paths of any board the table fits, past
// 2^128 too (rank/tour_rank.h); the subchain order is Jaeger's memo's for
// closed tours (rank/subchain_order.h).
#pragma once

#include <array>
#include <memory>
#include <optional>
#include <string_view>

#include "core/big_uint.h"
#include "core/board.h"
#include "core/tour.h"
#include "count/frontier_types.h"
#include "rank/table_types.h"
#include "solve/rng.h"

namespace kt {

class TourRanker;     // rank/tour_rank.h
class SubchainOrder;  // rank/subchain_order.h

enum class NumberOrder { Canonical, Subchains };

struct NumberOrderName {
    NumberOrder order;
    std::string_view name;
};
inline constexpr std::array<NumberOrderName, 2> kNumberOrderNames{
    {{NumberOrder::Canonical, "canonical"}, {NumberOrder::Subchains, "subchains"}}};
std::optional<NumberOrder> number_order_named(std::string_view name);

class TourNumbering {
public:
    // Builds the table behind the numbers (as costly as a count). `kind` is
    // Closed or Paths; the subchain order takes closed tours, undirected.
    // Throws RankError, saying what is wrong, for a request it cannot meet.
    TourNumbering(const Board& board, CountKind kind, bool directed, NumberOrder order = NumberOrder::Canonical,
                  const TableLimits& limits = {});
    TourNumbering(TourNumbering&&) noexcept;
    TourNumbering& operator=(TourNumbering&&) noexcept;
    ~TourNumbering();

    const Board& board() const;
    // N: how many tours there are.
    const BigUint& count() const { return count_; }
    // Tour `index` (1..N); throws RankError when out of range.
    Tour unrank(const BigUint& index) const;
    // The number of `tour`; throws RankError, saying why, when it is not a
    // tour of this kind on this board.
    BigUint rank(const Tour& tour) const;
    // An index drawn uniformly from 1..N; throws RankError when N is 0.
    BigUint draw(SplitMix64& rng) const;
    // What the canonical order's table cost (zeros for the subchain order).
    const TableStats& stats() const;

private:
    std::unique_ptr<TourRanker> canonical_;
    std::unique_ptr<SubchainOrder> subchains_;
    BigUint count_;
};

}  // namespace kt
