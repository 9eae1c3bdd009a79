#include "tabs/count_small_board.h"

#include <algorithm>
#include <chrono>

namespace kt::app {

bool SmallBoardCounter::small_enough(const Board& board) {
    return board.square_count() <= 48 && std::min(board.rows(), board.cols()) <= 6;
}

SmallBoardCounter::~SmallBoardCounter() {
    if (current_) current_->cancel();
}

// Counted on the UI thread when there are no workers: a frame of a few tens of ms at most.
bool SmallBoardCounter::small_enough_inline(const Board& board) { return board.square_count() <= 30; }

void SmallBoardCounter::Job::cancel() {
    cancelled = true;
    std::lock_guard lock(mutex);
    if (active) active->cancel();
}

void SmallBoardCounter::start(const Board& board, bool threads) {
    if (current_) current_->cancel();
    current_.reset();
    worker_.cancel();
    if (!small_enough(board)) {
        idle_ = {};
        idle_.status = "too large for the page (exact counts up to 6x8)";
        known_zeros(board, idle_);
        return;
    }
    if (!threads && !small_enough_inline(board)) {
        idle_ = {};
        idle_.status = "needs worker threads (this page runs single-threaded)";
        return;
    }
    auto job = std::make_shared<Job>();
    job->counts.status = "counting";
    current_ = job;
    worker_.start([job, board](const std::atomic<bool>&) { return run(job, board), true; }, threads);
}

// A board too large to count may still have no closed tours, or none at all,
// by its colours alone (theory/colour_balance.h): those counts are 0 at any size.
void SmallBoardCounter::known_zeros(const Board& board, SmallBoardCounts& counts) {
    const std::string zero(1, '0');  // (GCC 12 warns, wrongly, of assigning "0")
    if (auto none = colour_rules_out(board, false)) {
        counts.closed = counts.paths = counts.open = zero;
        counts.none = "No tours: " + *none;
    } else if (auto no_closed = colour_rules_out(board, true)) {
        counts.closed = zero;
        counts.none = "No closed tours: " + *no_closed;
    }
}

SmallBoardCounts SmallBoardCounter::snapshot() const {
    if (!current_) return idle_;
    std::lock_guard lock(current_->mutex);
    return current_->counts;
}

void SmallBoardCounter::run(const std::shared_ptr<Job>& job, Board board) {
    const auto begin = std::chrono::steady_clock::now();
    struct Part {
        CountKind kind;
        bool directed;
        std::string SmallBoardCounts::*field;
    };
    // Closed: undirected cycles (OEIS A001230); paths and open: directed (A165134).
    const Part parts[] = {{CountKind::Closed, false, &SmallBoardCounts::closed},
                          {CountKind::Paths, true, &SmallBoardCounts::paths},
                          {CountKind::Open, true, &SmallBoardCounts::open}};
    try {
        for (const Part& part : parts) {
            if (job->cancelled) break;
            CountOptions options;
            options.kind = part.kind;
            options.directed = part.directed;
            TourCount counter(board, options, CountMethod::Frontier);
            {
                std::lock_guard lock(job->mutex);
                if (job->cancelled) break;
                job->active = &counter;
            }
            const CountResult result = counter.run().result;
            std::lock_guard lock(job->mutex);
            job->active = nullptr;
            if (result.state == CountState::Failed) {
                job->counts.status = result.message;
                break;
            }
            if (result.state != CountState::Done) break;
            job->counts.*(part.field) = count_decimal(result);
            job->counts.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
        }
        std::lock_guard lock(job->mutex);
        if (job->counts.status == "counting") job->counts.status = job->cancelled ? "cancelled" : "done";
    } catch (const std::exception& e) {
        std::lock_guard lock(job->mutex);
        job->active = nullptr;
        job->counts.status = e.what();
    }
}

}  // namespace kt::app
