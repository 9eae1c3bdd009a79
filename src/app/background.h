// Work off the UI thread: the one job type every tab uses.
//
// The UI thread never waits for a worker: it never joins one and never holds
// a lock while a worker computes. In the browser a join on the main thread
// can deadlock (when the pthread pool is used up, a new worker only starts
// after the main loop yields), and any wait freezes the page. So a job's
// thread is detached and shares ownership of the job's state; the UI asks it
// to stop (cancel(), or dropping the job), and polls for the result once a
// frame. Without threads (the single-threaded page) the work runs inline.
//
// One pool is not a BackgroundJob: the engine's SubchainRun (the Count
// tab's corner-subchain run) owns its workers and joins them when destroyed.
// The tab cancels a run and keeps it until every worker has stopped, so that
// join never waits (tabs/count_subchain_job.h).
#pragma once

#include <atomic>
#include <exception>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <utility>

namespace kt::app {

// Whether this build of the page has worker threads at all.
#ifdef KT_SINGLE_THREADED
inline constexpr bool kBuildHasThreads = false;
#else
inline constexpr bool kBuildHasThreads = true;
#endif

// How many jobs are computing now (those started with `wakes_page`): while
// any is, the page's main loop keeps running frames to take its result
// (main_loop_rest.h).
inline std::atomic<int>& jobs_computing() {
    static std::atomic<int> count{0};
    return count;
}

template <class Result>
class BackgroundJob {
public:
    // What a finished job hands over: its result, or why there is none.
    struct Done {
        std::optional<Result> value;
        std::string error;  // the exception's message when the work threw
    };

    BackgroundJob() = default;
    ~BackgroundJob() { cancel(); }
    BackgroundJob(BackgroundJob&&) noexcept = default;
    BackgroundJob& operator=(BackgroundJob&& other) noexcept {
        cancel();
        shared_ = std::move(other.shared_);
        return *this;
    }

    // Runs `work(const std::atomic<bool>& cancelled)` on a detached thread (or
    // here, when `threads` is false); a job already running is cancelled.
    // Throws std::system_error, and stays idle, when no thread can be started.
    // `wakes_page`: the page runs frames until it ends (false for a loop
    // that never ends, such as the solver runner's, which says when it works).
    template <class Work>
    void start(Work work, bool threads, bool wakes_page = true) {
        cancel();
        shared_ = std::make_shared<Shared>();
        if (threads && wakes_page) jobs_computing().fetch_add(1);
        auto body = [shared = shared_, work = std::move(work), counted = threads && wakes_page]() mutable {
            Done done;
            try {
                done.value.emplace(work(static_cast<const std::atomic<bool>&>(shared->cancelled)));
            } catch (const std::exception& e) {
                done.error = e.what();
            }
            std::lock_guard lock(shared->mutex);
            shared->done = std::move(done);
            shared->finished.store(true, std::memory_order_release);
            if (counted) jobs_computing().fetch_sub(1);
        };
        if (!threads) return body();
        try {
            // Detached: the thread owns what it captures (see the top of this file).
            std::thread(std::move(body)).detach();
        } catch (...) {
            if (wakes_page) jobs_computing().fetch_sub(1);
            shared_.reset();
            throw;
        }
    }

    // Asks the work to stop and forgets it; never waits.
    void cancel() {
        if (shared_) shared_->cancelled.store(true, std::memory_order_relaxed);
        shared_.reset();
    }
    bool active() const { return shared_ != nullptr; }
    bool busy() const { return shared_ && !shared_->finished.load(std::memory_order_acquire); }
    // The outcome once the work finished (handed over once; the job is then idle).
    std::optional<Done> take() {
        if (!shared_ || !shared_->finished.load(std::memory_order_acquire)) return std::nullopt;
        std::optional<Done> out;
        {
            std::lock_guard lock(shared_->mutex);
            out = std::move(shared_->done);
        }
        shared_.reset();
        return out;
    }

private:
    struct Shared {
        std::atomic<bool> cancelled{false};
        std::atomic<bool> finished{false};
        std::mutex mutex;
        Done done;
    };
    std::shared_ptr<Shared> shared_;
};

}  // namespace kt::app
