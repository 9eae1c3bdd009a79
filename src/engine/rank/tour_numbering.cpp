#include "rank/tour_numbering.h"

#include <string>

#include "rank/subchain_order.h"
#include "rank/tour_rank.h"

namespace kt {

std::optional<NumberOrder> number_order_named(std::string_view name) {
    for (const NumberOrderName& n : kNumberOrderNames)
        if (n.name == name) return n.order;
    return std::nullopt;
}

TourNumbering::TourNumbering(const Board& board, CountKind kind, bool directed, NumberOrder order,
                             const TableLimits& limits) {
    if (order == NumberOrder::Canonical) {
        canonical_ = std::make_unique<TourRanker>(board, kind, directed, limits);
        count_ = canonical_->count();
        return;
    }
    if (kind != CountKind::Closed || directed)
        throw RankError("the subchain order numbers closed tours, undirected (Jaeger's memo): use --closed without "
                        "--directed");
    subchains_ = std::make_unique<SubchainOrder>(board, limits.cancel);
    count_ = subchains_->count();
}

TourNumbering::TourNumbering(TourNumbering&&) noexcept = default;
TourNumbering& TourNumbering::operator=(TourNumbering&&) noexcept = default;
TourNumbering::~TourNumbering() = default;

const Board& TourNumbering::board() const { return canonical_ ? canonical_->board() : subchains_->board(); }

Tour TourNumbering::unrank(const BigUint& index) const {
    return canonical_ ? canonical_->unrank(index) : subchains_->unrank(index);
}

BigUint TourNumbering::rank(const Tour& tour) const {
    return canonical_ ? canonical_->rank(tour) : BigUint(subchains_->rank(tour));
}

BigUint TourNumbering::draw(SplitMix64& rng) const {
    if (count_.is_zero()) throw RankError("there is no tour to draw");
    return 1 + uniform_below(rng, count_);
}

const TableStats& TourNumbering::stats() const {
    return canonical_ ? canonical_->stats() : kNoTableStats;
}

}  // namespace kt
