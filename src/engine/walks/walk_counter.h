// Counts walks by dynamic programming, never by enumeration: after r layers,
// ways[i][b] = walks of r squares starting at square i that use at most b
// marked squares. Layer r+1 sums over neighbours, so one backward pass gives
// the count for every start at once. Cost: length x squares x (budget+1) x
// degree additions; memory: two layers.
#pragma once

#include <atomic>
#include <vector>

#include "walks/walk_conditions.h"
#include "walks/checked_count.h"

namespace kt {

struct StartCount {
    Square start = kNoSquare;
    CheckedCount count;
};

class WalkCounter {
public:
    // Throws WalkError (see WalkGraph) for bad conditions.
    WalkCounter(const Board& board, const WalkConditions& conditions);
    WalkCounter(const WalkCounter&) = delete;
    WalkCounter& operator=(const WalkCounter&) = delete;

    // Computes one more layer; returns true while layers remain.
    bool step();
    // Steps until done or cancelled; returns done().
    bool run();
    // Safe from any thread: the counter stops before its next layer.
    void cancel() { cancel_requested_.store(true, std::memory_order_relaxed); }
    bool cancelled() const { return cancel_requested_.load(std::memory_order_relaxed); }

    bool done() const { return layers_ == graph_.length; }
    int layers_done() const { return layers_; }
    int length() const { return graph_.length; }

    // Valid once done(): walks over all allowed starts, and per start (in the
    // conditions' order).
    CheckedCount total() const;
    std::vector<StartCount> per_start() const;

private:
    CheckedCount ways_from(std::int32_t start) const;

    WalkGraph graph_;
    int layers_ = 0;
    std::vector<u128> current_;  // [square * (budget+1) + b]; all-ones = overflowed
    std::vector<u128> next_;
    std::atomic<bool> cancel_requested_{false};
};

// Convenience: the total number of walks (runs a WalkCounter to the end).
CheckedCount count_walks(const Board& board, const WalkConditions& conditions);

}  // namespace kt
