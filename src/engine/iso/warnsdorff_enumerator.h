// Exhaustive Warnsdorff: from a start square, follow Warnsdorff's rule (move
// to an unvisited square with the fewest onward moves) but branch on every
// tie, and hand out every complete tour the rule can reach (optionally only
// closed ones), up to a limit. This is how Phadke made his mass data.
// Shaped like the solvers (solve/solver.h): step one event at a time,
// snapshot, cancel from any thread.
#pragma once

#include <atomic>
#include <cstdint>
#include <optional>

#include "core/board.h"
#include "core/tour.h"
#include "solve/solver.h"

namespace kt {

enum class EnumeratorState {
    Running,       // more to explore
    TourReady,     // the step just completed a tour: read it with tour()
    Exhausted,     // every tie has been explored
    LimitReached,  // `limit` tours handed out
    Cancelled,
};
const char* to_string(EnumeratorState state);

struct WarnsdorffEnumeratorOptions {
    bool closed_only = false;
    std::int64_t limit = -1;  // < 0: no limit
};

class WarnsdorffEnumerator {
public:
    // Throws BoardError when `start` is not an active square of `board`.
    WarnsdorffEnumerator(const Board& board, Square start, WarnsdorffEnumeratorOptions options = {});
    WarnsdorffEnumerator(const WarnsdorffEnumerator&) = delete;
    WarnsdorffEnumerator& operator=(const WarnsdorffEnumerator&) = delete;

    // One move forward or one square taken back.
    EnumeratorState step();
    // Steps until the next tour (true, read it with tour()) or the end (false).
    bool next();
    // The tour just completed; valid while state() is TourReady.
    const std::vector<Square>& path() const { return path_; }
    Tour tour() const { return Tour{path_}; }

    EnumeratorState state() const { return state_; }
    std::int64_t tours() const { return tours_; }
    std::int64_t moves() const { return moves_; }
    std::int64_t dead_ends() const { return dead_ends_; }
    SolverSnapshot snapshot() const;

    void cancel() { cancel_requested_.store(true, std::memory_order_relaxed); }

private:
    struct Frame {
        std::array<Square, 8> ties{};
        int count = 0;
        int next = 0;
    };
    void visit(Square s);
    void unvisit();
    void rank_ties(Frame& frame) const;

    Board board_;
    WarnsdorffEnumeratorOptions options_;
    std::vector<std::array<Square, 8>> neighbours_;
    std::vector<std::uint8_t> neighbour_count_;
    std::vector<std::uint8_t> visited_;
    std::vector<std::uint8_t> free_exits_;  // unvisited neighbours of each square
    std::vector<Square> path_;
    std::vector<Frame> frames_;  // frames_[k]: the ties after path_[k]
    EnumeratorState state_ = EnumeratorState::Running;
    std::int64_t tours_ = 0, moves_ = 0, dead_ends_ = 0;
    std::atomic<bool> cancel_requested_{false};
};

}  // namespace kt
