// The memo's order of closed tours (Jaeger's subchain method, the order of
// his Get_CTid): by the class index of the tour's corner chains
// (count/subchain_classes.h), then, within a class, by the class's
// combinations in code order, each the image of the representative under a
// board symmetry, then by search order among the representative's tours
// (rank/chain_tours.h), mapped by that symmetry. docs/ranking.md.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <vector>

#include "core/big_uint.h"
#include "core/board.h"
#include "core/tour.h"
#include "core/wide_int.h"
#include "count/subchain_classes.h"
#include "iso/symmetry.h"

namespace kt {

class SubchainOrder {
public:
    static constexpr int kMaxSquares = 48;

    // Counts every class with the subchain counter (one thread). Throws
    // RankError for boards whose classes the method does not cover, boards
    // of more than kMaxSquares squares (counting every class would take
    // hours to days), or when `cancel` is set.
    explicit SubchainOrder(const Board& board, const std::atomic<bool>* cancel = nullptr);

    const Board& board() const { return classes_->board(); }
    u128 count() const { return first_.back(); }
    std::size_t class_count() const { return classes_->class_count(); }
    // Closed tours of class i: its size times its representative's count.
    u128 class_tours(std::size_t i) const { return first_[i + 1] - first_[i]; }

    // Tour `index` (1..N), printed from its lowest square towards the lower
    // of its two neighbours. Throws RankError when out of range.
    Tour unrank(const BigUint& index) const;
    // The index of a closed tour (any start and direction). Throws RankError
    // when it is not one.
    u128 rank(const Tour& tour) const;

    // The class of a closed tour's corner chains.
    std::size_t class_of(const Tour& tour) const { return static_cast<std::size_t>(classes_->class_of(combination_of(tour))); }

private:
    struct Member {
        std::int64_t code;
        Symmetry to;  // representative -> this combination
    };
    std::vector<Member> members(std::size_t cls) const;
    subchains::Combination image(const subchains::Combination& c, Symmetry s) const;
    subchains::Combination combination_of(const Tour& tour) const;

    std::unique_ptr<subchains::SubchainClasses> classes_;
    std::vector<std::uint64_t> counts_;  // per class: the representative's tours
    std::vector<u128> first_;            // per class: tours of the classes before it; N last
};

}  // namespace kt
