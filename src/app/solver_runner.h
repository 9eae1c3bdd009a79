// Runs one engine Solver at a chosen speed on a long-lived worker thread and
// publishes snapshots the UI reads each frame. The UI thread never joins or
// waits on the solver: it posts requests and copies the latest snapshot.
// Without pthreads (a single-threaded build) the same object steps the
// solver on the UI thread inside poll(), within a small time budget.
#pragma once

#include <condition_variable>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>

#include "engine.h"

namespace kt::app {

class SolverRunner {
public:
    SolverRunner();
    ~SolverRunner();  // cancels the solver and joins the worker
    SolverRunner(const SolverRunner&) = delete;
    SolverRunner& operator=(const SolverRunner&) = delete;

    // Replaces the current solver (the old one is cancelled); starts paused.
    void load(std::unique_ptr<Solver> solver);
    void clear();
    void set_running(bool running);
    void request_step();                    // one step while paused
    void set_speed(double steps_per_second);  // 0 = as fast as possible

    // UI thread, once a frame: refreshes the copy returned by snapshot().
    void poll();
    const SolverSnapshot& snapshot() const { return view_; }
    bool loaded() const { return view_loaded_; }
    bool running() const { return view_running_; }
    bool finished() const { return view_loaded_ && is_finished(view_.state); }
    const std::optional<Tour>& tour() const { return view_tour_; }

private:
    void worker_loop();
    // Steps within `budget_seconds`; returns true when something changed. Caller holds no lock.
    bool advance(double budget_seconds);
    void publish_locked();

    mutable std::mutex mutex_;
    std::condition_variable wake_;
    std::unique_ptr<Solver> solver_;  // guarded by mutex_ except while the worker steps it
    bool running_ = false;
    int pending_steps_ = 0;
    double steps_per_second_ = 30;
    double step_credit_ = 0;
    bool quit_ = false;
    std::uint64_t version_ = 0;        // bumps on every publish
    SolverSnapshot published_;
    std::optional<Tour> published_tour_;

    // The UI thread's copies.
    std::uint64_t view_version_ = ~0ull;
    SolverSnapshot view_;
    std::optional<Tour> view_tour_;
    bool view_loaded_ = false;
    bool view_running_ = false;

#ifndef KT_SINGLE_THREADED
    std::thread worker_;
#endif
};

}  // namespace kt::app
