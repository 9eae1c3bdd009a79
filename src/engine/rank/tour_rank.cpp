#include "rank/tour_rank.h"

#include <algorithm>
#include <vector>

#include "rank/number_walk.h"
#include "rank/tour_table.h"
#include "rank/wide_table.h"
#include "theory/colour_balance.h"

namespace kt {

namespace {

using number_walk::Link;

// Uniform in [0, n) for 0 < n <= 2^128 - 1.
u128 uniform_below_128(SplitMix64& rng, u128 n) {
    const u128 reject_below = (u128(0) - n) % n;  // 2^128 mod n: draws below it would bias
    for (;;) {
        const u128 r = (u128(rng.next()) << 64) | rng.next();
        if (r >= reject_below) return r % n;
    }
}

}  // namespace

BigUint uniform_below(SplitMix64& rng, const BigUint& n) {
    if (n.fits128()) return uniform_below_128(rng, n.low128());
    // As many limbs as n, the top one cut to n's bits: each candidate is
    // below n with probability over a half.
    const std::size_t limbs = n.limbs().size();
    const int top_bits = n.bit_length() - static_cast<int>(64 * (limbs - 1));
    const std::uint64_t top_mask = top_bits == 64 ? ~std::uint64_t(0) : (std::uint64_t(1) << top_bits) - 1;
    for (;;) {
        std::vector<std::uint64_t> r(limbs);
        for (std::uint64_t& limb : r) limb = rng.next();
        r.back() &= top_mask;
        BigUint candidate = BigUint::from_limbs(std::move(r));
        if (candidate < n) return candidate;
    }
}

TourRanker::TourRanker(const Board& board, CountKind kind, bool directed, const TableLimits& limits)
    : board_(board), paths_(kind == CountKind::Paths), directed_(directed) {
    if (kind == CountKind::Open) throw BoardError("tours are numbered as closed tours or as paths, not as open tours");
    if (board.square_count() <= 1) {
        count_ = paths_ && board.square_count() == 1 ? 1 : 0;  // one square: a path of no moves
        return;
    }
    if (auto why = colour_rules_out(board, !paths_)) {  // none, and no table to build
        none_because_ = std::move(*why);
        return;
    }
    try {
        table_ = std::make_unique<TourTable>(board, paths_, limits);
        count_ = table_->total();
    } catch (const RankTooWide&) {
        wide_ = std::make_unique<WideTable>(board, paths_, limits);
        count_ = wide_->total();
    }
    if (directed_) count_ += count_;
}

TourRanker::TourRanker(TourRanker&&) noexcept = default;
TourRanker& TourRanker::operator=(TourRanker&&) noexcept = default;
TourRanker::~TourRanker() = default;

const TableStats& TourRanker::stats() const {
    return table_ ? table_->stats() : wide_ ? wide_->stats() : kNoTableStats;
}

std::vector<Link> TourRanker::unrank_links(const BigUint& k) const {
    if (wide_) return number_walk::unrank_links(*wide_, k);
    return number_walk::unrank_links(*table_, k.low128());
}

BigUint TourRanker::rank_links(const std::vector<Link>& links) const {
    if (wide_) return number_walk::rank_links<BigUint>(*wide_, board_, links);
    return number_walk::rank_links<u128>(*table_, board_, links);
}

Tour TourRanker::unrank(const BigUint& index) const {
    if (index.is_zero() || index > count_) {
        const std::string kind = paths_ ? "paths" : "closed tours";
        const std::string out = "index " + to_decimal(index) + " is out of range: there are ";
        if (!none_because_.empty()) throw RankError(out + "no " + kind + ": " + none_because_);
        throw RankError(out + to_decimal(count_) + " " + kind + ", numbered from 1");
    }
    if (!table_ && !wide_) return Tour{{0}};
    BigUint undirected = index;
    if (directed_) (undirected += 1).halve();
    Tour tour = number_walk::tour_of(board_, unrank_links(undirected), !paths_);
    if (directed_ && !index.is_odd()) {
        std::reverse(tour.squares.begin(), tour.squares.end());
        if (!paths_) std::rotate(tour.squares.rbegin(), tour.squares.rbegin() + 1, tour.squares.rend());
    }
    return tour;
}

BigUint TourRanker::rank(const Tour& tour) const {
    const TourVerdict verdict = validate_tour(board_, tour);
    if (!verdict.valid()) throw RankError("not a tour: " + verdict.reason);
    if (!paths_ && verdict.kind != TourKind::Closed)
        throw RankError("an open tour, not a closed one: its ends " + board_.name(tour.squares.front()) + " and " +
                        board_.name(tour.squares.back()) + " are not a move apart");
    if (!table_ && !wide_) {
        if (count_.is_zero()) throw RankError("not a tour of this kind");  // unreachable: the validator rejects it first
        return 1;
    }
    BigUint index = rank_links(number_walk::links_of(tour, !paths_));
    if (!directed_) return index;
    index += index;
    return number_walk::forwards(tour, !paths_) ? index - 1 : index;
}

Tour TourRanker::random(SplitMix64& rng) const {
    if (count_.is_zero()) throw RankError("there is no tour to draw");
    return unrank(1 + uniform_below(rng, count_));
}

}  // namespace kt
