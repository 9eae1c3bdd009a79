// Lists walks one at a time (a generator), in lexicographic order of the
// conditions' square order. A table of the fewest marked squares any walk of r
// squares from each square needs lets the search skip every dead end, so each
// next() costs O(length x degree) whatever the board.
#pragma once

#include <atomic>
#include <cstdint>
#include <optional>
#include <vector>

#include "walks/walk_conditions.h"

namespace kt {

class WalkLister {
public:
    // Throws WalkError for bad conditions, or when length x squares is above
    // kMaxListTable (the pruning table would be too large).
    WalkLister(const Board& board, const WalkConditions& conditions);
    WalkLister(const WalkLister&) = delete;
    WalkLister& operator=(const WalkLister&) = delete;

    // The next walk, or nullopt when there are no more, the limit is reached,
    // or after cancel().
    std::optional<std::vector<Square>> next();
    // Stop after this many walks in total (< 0: no limit, the default).
    void set_limit(std::int64_t limit) { limit_ = limit; }
    // True once next() stopped at the limit (there may be more walks).
    bool hit_limit() const { return limit_ >= 0 && listed_ >= limit_; }
    // Safe from any thread: next() returns nullopt from then on.
    void cancel() { cancel_requested_.store(true, std::memory_order_relaxed); }
    std::int64_t listed() const { return listed_; }

private:
    // Fewest marked squares on a walk of `keys` squares from compact square i
    // (kUnreachable when none exists).
    std::uint32_t fewest(int keys, std::int32_t i) const {
        return fewest_[static_cast<std::size_t>(keys - 1) * static_cast<std::size_t>(graph_.size()) + static_cast<std::size_t>(i)];
    }
    bool fits(std::size_t position, std::int32_t i, int used_before) const;
    // Moves path_ to the next walk prefix in order after popping; false when exhausted.
    bool advance();

    WalkGraph graph_;
    std::vector<std::uint32_t> fewest_;  // [keys-1][square]
    std::vector<std::int32_t> path_;     // compact squares
    std::vector<std::int32_t> choice_;   // index into starts (position 0) or the parent's neighbours
    std::vector<int> used_;              // marked squares in path_[0..k]
    bool started_ = false;
    bool finished_ = false;
    std::int64_t listed_ = 0;
    std::int64_t limit_ = -1;
    std::atomic<bool> cancel_requested_{false};
};

}  // namespace kt
