// Depth-first enumeration of Hamiltonian cycles/paths with bitmasks, for
// boards of at most 64 squares: slow but independent of the frontier method,
// so it is the baseline (--method search) and the tests' oracle.
#pragma once

#include <atomic>
#include <functional>

#include "core/board.h"
#include "count/frontier_types.h"

namespace kt {

class SearchCounter {
public:
    using ProgressFn = std::function<void(const CountProgress&)>;
    static constexpr int kMaxSquares = 64;

    SearchCounter(const Board& board, CountOptions options);
    SearchCounter(const SearchCounter&) = delete;
    SearchCounter& operator=(const SearchCounter&) = delete;

    // Progress: square = start squares finished (paths) / 1 of 1 (closed).
    void set_progress(ProgressFn fn) { progress_ = std::move(fn); }
    CountResult run();
    void cancel() { cancel_.store(true, std::memory_order_relaxed); }

private:
    Board board_;
    CountOptions options_;
    ProgressFn progress_;
    std::atomic<bool> cancel_{false};
};

}  // namespace kt
