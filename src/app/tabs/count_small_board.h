// Exact closed/path/open counts of the current board, computed by the frontier
// counter on a BackgroundJob whenever the board changes. A newer board
// cancels the older job; the UI never waits for a worker (see background.h).
#pragma once

#include <atomic>
#include <memory>
#include <mutex>
#include <string>

#include "background.h"
#include "engine.h"

namespace kt::app {

struct SmallBoardCounts {
    std::string status;  // "counting", "done", "too large for the page", or an error
    std::string closed, paths, open;  // decimal strings, empty until known
    std::string none;  // why the board has no closed tours (or no tours), when its colours say so
    double seconds = 0;
};

class SmallBoardCounter {
public:
    // Boards up to 48 squares with a short side of at most 6 count in well under a second natively.
    static bool small_enough(const Board& board);
    static bool small_enough_inline(const Board& board);

    SmallBoardCounter() = default;
    ~SmallBoardCounter();
    SmallBoardCounter(const SmallBoardCounter&) = delete;
    SmallBoardCounter& operator=(const SmallBoardCounter&) = delete;

    // Never blocks on the previous job. Without threads only the smallest
    // boards are counted, inline.
    void start(const Board& board, bool threads);
    SmallBoardCounts snapshot() const;

private:
    // The counts so far, shared with the worker: the snapshot shows each
    // count as soon as it is known, and cancel() stops the counter running.
    struct Job {
        std::mutex mutex;
        SmallBoardCounts counts;
        TourCount* active = nullptr;
        std::atomic<bool> cancelled{false};
        void cancel();
    };
    static void run(const std::shared_ptr<Job>& job, Board board);
    static void known_zeros(const Board& board, SmallBoardCounts& counts);

    std::shared_ptr<Job> current_;
    BackgroundJob<bool> worker_;
    SmallBoardCounts idle_;  // shown when no job runs (board too large)
};

}  // namespace kt::app
