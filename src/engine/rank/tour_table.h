// The table behind tour numbers: the ranking sweep's steps, and for every
// step the completion counts of its frontier states (completion_layers.h),
// built once; then numbering a tour is a walk down the layers, adding or
// subtracting counts, with no recount.
#pragma once

#include <memory>
#include <vector>

#include "core/board.h"
#include "core/wide_int.h"
#include "rank/completion_layers.h"
#include "rank/rank_plan.h"
#include "rank/rank_state.h"
#include "rank/table_types.h"

namespace kt {

class TourTable {
public:
    // Throws RankError when the frontier is too wide, the budget is spent or
    // the build is cancelled.
    TourTable(const Board& board, bool paths, const TableLimits& limits = {});

    const RankPlan& plan() const { return plan_; }
    const RankStepper& stepper(std::size_t step) const { return steppers_[step]; }
    std::size_t steps() const { return steppers_.size(); }
    // Completions of `key` before step `layer` (layer = steps(): 1 for key
    // 0). A walk down the layers passes what unexpanded() said of the state
    // it is in (completion_layers.h).
    u128 completions(std::size_t layer, RankKey key, bool unexpanded = false) const {
        return layers_->completions(layer, key, unexpanded);
    }
    bool unexpanded(std::size_t layer, RankKey key, bool before) const {
        return layers_->unexpanded(layer, key, before);
    }
    u128 total() const { return completions(0, 0); }
    const TableStats& stats() const { return stats_; }

private:
    RankPlan plan_;
    std::vector<RankStepper> steppers_;
    std::unique_ptr<CompletionLayers> layers_;
    TableStats stats_;
};

}  // namespace kt
