// The tour table for counts past 2^128: the same layers and order as
// TourTable's, with counts of any width. Built plainly, on one thread, with
// every state of every layer kept and none folded by mirror image: boards
// whose counts pass 2^128 with a table that fits (3 x n, 4 x n, short 5 x n)
// have narrow frontiers, where this costs little.
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <vector>

#include "core/big_uint.h"
#include "core/board.h"
#include "rank/rank_plan.h"
#include "rank/rank_state.h"
#include "rank/table_types.h"

namespace kt {

class WideTable {
public:
    // Throws RankError when the frontier is too wide, the budget is spent or
    // the build is cancelled.
    WideTable(const Board& board, bool paths, const TableLimits& limits = {});

    const RankPlan& plan() const { return plan_; }
    const RankStepper& stepper(std::size_t step) const { return steppers_[step]; }
    std::size_t steps() const { return steppers_.size(); }
    // As TourTable's: completions of `key` before step `layer`. No line is
    // left unexpanded here, so `unexpanded` is always false.
    BigUint completions(std::size_t layer, RankKey key, bool unexpanded = false) const;
    bool unexpanded(std::size_t, RankKey, bool) const { return false; }
    BigUint total() const { return completions(0, 0); }
    const TableStats& stats() const { return stats_; }

private:
    // One layer's live states, ascending, and their counts, `stride` limbs each.
    struct Layer {
        std::vector<RankKey> keys;
        std::vector<std::uint64_t> limbs;
        std::size_t stride = 0;
        std::uint64_t bytes() const { return keys.capacity() * sizeof(RankKey) + limbs.capacity() * 8; }
        // Where `key`'s limbs start, or none where the layer does not hold it.
        std::optional<std::size_t> limbs_of(RankKey key) const {
            const auto it = std::lower_bound(keys.begin(), keys.end(), key);
            if (it == keys.end() || *it != key) return std::nullopt;
            return static_cast<std::size_t>(it - keys.begin()) * stride;
        }
    };
    void forward(const TableLimits& limits);
    void backward(const TableLimits& limits);
    void keep_live(Layer& layer, const std::vector<std::uint64_t>& sums, std::size_t width);
    void spend(std::size_t layer, const TableLimits& limits);
    void report(const TableLimits& limits, bool forward, std::size_t layer) const;

    RankPlan plan_;
    std::vector<RankStepper> steppers_;
    std::vector<Layer> layers_;  // one per step, then the empty frontier after the last
    std::uint64_t bytes_ = 0;
    TableStats stats_;
};

// The ranking sweep's steppers for `plan` (TourTable's and WideTable's), after
// checking that its frontier fits a key: throws RankError when it does not.
std::vector<RankStepper> rank_steppers(const Board& board, const RankPlan& plan, bool paths);

}  // namespace kt
