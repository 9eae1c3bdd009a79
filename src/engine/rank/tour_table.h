// The layered table behind tour numbers: for every step of the ranking
// sweep, each frontier state that can still be completed, with its number of
// completions (tours that finish from it). Built once by a forward pass (the
// reachable states) and a backward pass (their completion counts); then
// numbering a tour is a walk down the layers, adding or subtracting counts,
// with no recount.
#pragma once

#include <atomic>
#include <cstdint>
#include <stdexcept>
#include <vector>

#include "core/board.h"
#include "core/wide_int.h"
#include "rank/rank_plan.h"
#include "rank/rank_state.h"

namespace kt {

// Raised for what a user can get wrong about numbering tours: a board the
// table cannot be built for, an index out of range, a text that is not a tour
// of the kind asked. The message is meant to be shown as is.
class RankError : public std::invalid_argument {
public:
    using std::invalid_argument::invalid_argument;
};

struct TableLimits {
    std::uint64_t max_memory_bytes = 0;          // 0 = no budget
    const std::atomic<bool>* cancel = nullptr;   // set from another thread to stop the build
};

struct TableStats {
    std::uint64_t states = 0;        // states kept, all layers
    std::uint64_t peak_layer = 0;    // most states in one layer (forward pass)
    std::uint64_t bytes = 0;         // bytes the kept layers hold
    int frontier_width = 0;
    double seconds = 0;
};

class TourTable {
public:
    // Throws RankError when the frontier is too wide, the budget is spent or
    // the build is cancelled.
    TourTable(const Board& board, bool paths, const TableLimits& limits = {});

    const RankPlan& plan() const { return plan_; }
    const RankStepper& stepper(std::size_t step) const { return steppers_[step]; }
    std::size_t steps() const { return steppers_.size(); }
    // Completions of `key` before step `layer` (layer = steps(): 1 for key 0).
    u128 completions(std::size_t layer, RankKey key) const;
    u128 total() const { return completions(0, 0); }
    const TableStats& stats() const { return stats_; }

private:
    struct Entry {
        RankKey key;
        u128 count;
    };
    void forward(const TableLimits& limits);
    void backward();

    RankPlan plan_;
    bool paths_;
    std::vector<RankStepper> steppers_;
    std::vector<std::vector<Entry>> layers_;  // layers_[i]: states before step i, sorted by key
    TableStats stats_;
};

}  // namespace kt
