// The completion counts behind tour numbers: for every step of the ranking
// sweep, each frontier state that can still be completed, with its number of
// completions (tours that finish from it).
//
// Built in two passes over the layers, as the frontier counter sweeps: a
// forward pass lists each layer's states (the counter's kernel,
// count/frontier_kernel.h: word-parallel transitions, mirror folding) and
// keeps, for each state's successors, their places in the next layer; a
// backward pass sums their completions by place, with no hash lookup (a
// gather, as a sparse matrix times a vector). Every hash access is batched
// and prefetched, so none waits on another (a depth-first build, which
// expands each state once but looks each successor up as the walk reaches
// it, cost twice as much: one cache miss after another).
#pragma once

#include <cstddef>
#include <memory>

#include "core/board.h"
#include "core/wide_int.h"
#include "rank/rank_plan.h"
#include "rank/rank_state.h"
#include "rank/table_types.h"

namespace kt {

class CompletionLayers {
public:
    virtual ~CompletionLayers() = default;
    // Completions of `key` (a ranking state, rank_state.h) before step
    // `layer` (layer = steps: 1 for the empty frontier, else 0).
    // `unexpanded`: the state lies in a line that the build never expanded
    // (see unexpanded below), so it is counted now, depth first down to the
    // next line boundary, where the table has every state.
    virtual u128 completions(std::size_t layer, RankKey key, bool unexpanded) const = 0;
    // At a line boundary where the swept squares are symmetric, a state and
    // its mirror image have equally many completions, and the table keeps
    // and expands only the lesser of the two (as the counter folds them).
    // A walk down the layers enters `key` before step `layer`, `before`
    // saying whether it was in an unexpanded line: is it now? (At such a
    // boundary: whether `key` is the one the table did not keep; elsewhere
    // unchanged.)
    virtual bool unexpanded(std::size_t layer, RankKey key, bool before) const = 0;
    const TableStats& stats() const { return stats_; }

protected:
    TableStats stats_;
};

// Throws RankError when the budget of `limits` is spent or the build is cancelled.
std::unique_ptr<CompletionLayers> build_completions(const Board& board, const RankPlan& plan, bool paths,
                                                    const TableLimits& limits);

}  // namespace kt
