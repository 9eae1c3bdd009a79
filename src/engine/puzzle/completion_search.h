// Can this partial tour still be completed? A depth-first search with
// Warnsdorff ordering and dead-end pruning, bounded by a node budget, that
// answers Possible (with a completion), Impossible (proved) or Unknown
// (budget spent or cancelled). Meant for a worker thread: the object owns a
// copy of the position, run() can be called again to continue, and cancel()
// and nodes() are safe from any thread.
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <optional>
#include <vector>

#include "core/board.h"
#include "core/tour.h"

namespace kt {

enum class Completion { Possible, Impossible, Unknown };
const char* to_string(Completion c);  // "possible", "impossible", "unknown"

class CompletionSearch {
public:
    // `path` must be a valid partial tour (validate_path); an empty path
    // answers Unknown (place the knight first).
    CompletionSearch(const Board& board, std::vector<Square> path, bool closed_goal);
    CompletionSearch(const CompletionSearch&) = delete;
    CompletionSearch& operator=(const CompletionSearch&) = delete;

    // Searches at most `node_budget` more moves (< 0: no limit). Returns
    // Possible or Impossible once decided (and from then on), else Unknown.
    Completion run(std::int64_t node_budget);
    Completion result() const { return result_; }
    bool decided() const { return result_ != Completion::Unknown; }

    void cancel() { cancel_.store(true, std::memory_order_relaxed); }
    std::int64_t nodes() const { return nodes_.load(std::memory_order_relaxed); }
    // When Possible: a full tour extending the path (closed if that was the goal).
    const std::optional<Tour>& completion() const { return completion_; }
    // Why it is impossible, when the quick dead-end test decided it (else empty).
    const std::string& reason() const { return reason_; }

private:
    struct Frame {
        std::array<Square, 8> moves{};
        int count = 0;
        int next = 0;
    };
    bool in_targets(Square s) const;
    void set_ways(Square u, int delta);
    void advance(Square to);
    void retreat();
    bool hopeless() const;
    Frame candidates() const;

    Board board_;
    bool closed_goal_;
    std::vector<Square> path_;
    std::vector<std::uint8_t> visited_;
    std::vector<std::int8_t> ways_;  // for unvisited squares: neighbours that are unvisited, the head, or the start (closed)
    std::int64_t left_ = 0;          // unvisited squares
    std::int64_t zero_ways_ = 0, one_way_ = 0;
    int start_exits_ = 0;            // unvisited neighbours of the start (closed goal)
    std::vector<Frame> frames_;
    Completion result_ = Completion::Unknown;
    std::optional<Tour> completion_;
    std::string reason_;
    std::atomic<bool> cancel_{false};
    std::atomic<std::int64_t> nodes_{0};
};

}  // namespace kt
